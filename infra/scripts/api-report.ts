/**
 * The public surface of shared-libs, as a committed report (`shared-libs/api-report.md`), in
 * the manner of API Extractor's `report.api.md`: for every entry point of shared-libs'
 * package.json `exports`, each exported name with its kind and its type as the compiler sees
 * it. `npm test` fails when the code's surface differs from the committed report, so a change
 * to what remotes compile against is a reviewed diff.
 *   node --import tsx infra/scripts/api-report.ts            check (exit 1 on a difference)
 *   node --import tsx infra/scripts/api-report.ts --update   rewrite the report
 * API Extractor itself needs declaration files and bundles its own TypeScript 5; shared-libs
 * ships TypeScript source checked by TypeScript 7, so the report is read with the TypeScript
 * compiler API (the `typescript` package) instead (docs/decisions/0010).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseCli } from './cli';
import { ROOT } from './run';

const PKG_DIR = path.join(ROOT, 'shared-libs');
const REPORT = path.join(PKG_DIR, 'api-report.md');

function entryPoints(): [string, string][] {
  const pkg = JSON.parse(fs.readFileSync(path.join(PKG_DIR, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.entries(pkg.exports).map(([sub, file]) => [
    sub === '.' ? 'shared-libs' : `shared-libs/${sub.slice(2)}`,
    path.join(PKG_DIR, file),
  ]);
}

function program(files: string[]): ts.Program {
  const configFile = path.join(PKG_DIR, 'tsconfig.json');
  const config = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, PKG_DIR);
  return ts.createProgram(files, { ...parsed.options, noEmit: true });
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** One line per export: `name: kind` and, for values, the type; for types, the definition. */
function describe(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const decl = symbol.declarations?.[0];
  const name = exported.getName();
  if (!decl) return `- \`${name}\``;
  const typeOf = () =>
    checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl), undefined, FORMAT);
  const declared = () =>
    checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, FORMAT);
  let line: string;
  // A namespace re-export (`export * as X from './x'`): its file and the names it exports (its
  // type would print as `typeof import("<absolute path>")`, which differs from machine to machine).
  if (symbol.flags & ts.SymbolFlags.ValueModule && ts.isSourceFile(decl)) {
    const names = checker.getExportsOfModule(symbol).map((m) => m.getName());
    const file = path.relative(PKG_DIR, decl.fileName);
    return `- \`${name}\` namespace (${file}): ${names.sort((a, b) => a.localeCompare(b)).join(', ')}`;
  }
  if (symbol.flags & ts.SymbolFlags.Class) line = `class: ${structure(checker, symbol, decl)}`;
  else if (symbol.flags & ts.SymbolFlags.Interface)
    line = `interface: ${structure(checker, symbol, decl)}`;
  else if (symbol.flags & ts.SymbolFlags.TypeAlias)
    line = `type: ${checker.typeToString(checker.getTypeAtLocation(decl), undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias)}`;
  else if (symbol.flags & ts.SymbolFlags.Enum) line = `enum: ${declared()}`;
  else if (symbol.flags & ts.SymbolFlags.Function) line = `function: ${typeOf()}`;
  else line = `const: ${typeOf()}`;
  // Paths inside the repo as relative ones: the report must not depend on where it is checked out.
  return `- \`${name}\` ${line.replace(/\s+/g, ' ').split(`${ROOT}/`).join('')}`;
}

/** The members of a class or interface, one `name: type` each, in declaration order. */
function structure(checker: ts.TypeChecker, symbol: ts.Symbol, decl: ts.Declaration): string {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const members = checker.getPropertiesOfType(type).filter((m) => {
    const d = m.declarations?.[0];
    if (!d) return true;
    const mods = ts.canHaveModifiers(d) ? (ts.getModifiers(d) ?? []) : [];
    return !mods.some(
      (mod) =>
        mod.kind === ts.SyntaxKind.PrivateKeyword || mod.kind === ts.SyntaxKind.ProtectedKeyword,
    );
  });
  const parts = members
    .filter((m) => !m.getName().startsWith('#'))
    .map((m) => {
      const t = checker.typeToString(checker.getTypeOfSymbolAtLocation(m, decl), undefined, FORMAT);
      return `${m.getName()}${m.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${t}`;
    });
  return `{ ${parts.join('; ')} }`;
}

export function report(): string {
  const entries = entryPoints();
  const prog = program(entries.map(([, file]) => file));
  const checker = prog.getTypeChecker();
  const out = [
    '# shared-libs: public API report',
    '',
    'Generated by `node --import tsx infra/scripts/api-report.ts --update`; checked by `npm test`.',
    'A change here is a change to what every remote compiles against: review it as such.',
  ];
  for (const [name, file] of entries) {
    const source = prog.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    out.push('', `## \`${name}\``, '');
    for (const e of [...exports].sort((a, b) => a.getName().localeCompare(b.getName())))
      out.push(describe(checker, e));
  }
  return `${out.join('\n')}\n`;
}

function main() {
  const { values } = parseCli('api-report.ts [--update]', {
    update: { type: 'boolean', default: false },
  });
  const current = report();
  if (values.update) {
    fs.writeFileSync(REPORT, current);
    console.log(`api report: wrote ${path.relative(ROOT, REPORT)}`);
    return;
  }
  const committed = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
  if (committed === current) {
    console.log(`api report: shared-libs' public surface matches ${path.relative(ROOT, REPORT)}`);
    return;
  }
  const a = committed.split('\n');
  const b = current.split('\n');
  const removed = a.filter((l) => !b.includes(l));
  const added = b.filter((l) => !a.includes(l));
  console.error(`api report: shared-libs' public surface changed:`);
  for (const l of removed) console.error(`  - ${l}`);
  for (const l of added) console.error(`  + ${l}`);
  console.error(
    'If the change is intended, run `node --import tsx infra/scripts/api-report.ts --update` and commit the report.',
  );
  process.exit(1);
}

if (require.main === module) main();
