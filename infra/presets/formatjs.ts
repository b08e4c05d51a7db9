/**
 * One copy of react-intl's formatting stack in every build.
 *
 * npm cannot hoist react-intl's `intl-messageformat` and `@formatjs/*` dependencies (the root
 * slot holds older majors that Lighthouse needs), so it installs them twice: under
 * `react-intl/node_modules` and under `@formatjs/intl/node_modules`, same versions. Without an
 * alias webpack bundles both copies (measured: 23.4 KB gzip for react-intl's chunk, the parser
 * and the message formatter twice). Each package resolves here from react-intl's own location,
 * which is what both copies would have been.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

const PACKAGES = [
  'intl-messageformat',
  '@formatjs/icu-messageformat-parser',
  '@formatjs/icu-skeleton-parser',
  '@formatjs/fast-memoize',
] as const;

/**
 * The directory Node's lookup finds `pkg` in from `from` (nearest `node_modules` upwards).
 * Not require.resolve: these packages do not export their package.json.
 */
function dirOf(pkg: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/**
 * webpack `resolve.alias` entries: each package to the copy react-intl resolves, and the
 * parser's entry to its `no-parser` build (messages arrive compiled: swcFormatjsPlugin for the
 * default messages in the source, messagesRule for the translations).
 */
export function formatjsAliases(): Record<string, string> {
  const reactIntl = dirOf('react-intl', path.join(ROOT, 'host'));
  if (!reactIntl) throw new Error('formatjs aliases: react-intl is not installed');
  const aliases: Record<string, string> = {};
  for (const pkg of PACKAGES) {
    const dir = dirOf(pkg, reactIntl);
    if (!dir) throw new Error(`formatjs aliases: ${pkg} not found from react-intl`);
    if (pkg === '@formatjs/icu-messageformat-parser')
      aliases[`${pkg}$`] = path.join(dir, 'no-parser.js');
    aliases[pkg] = dir;
  }
  return aliases;
}

/** The ICU parser react-intl itself would use at run time (its copy, not the root's older one). */
export function icuParse(): (message: string) => unknown {
  const reactIntl = dirOf('react-intl', path.join(ROOT, 'host'));
  const dir = reactIntl && dirOf('@formatjs/icu-messageformat-parser', reactIntl);
  if (!dir) throw new Error('formatjs: the ICU parser is not installed beside react-intl');
  // An ES module: require() of ESM is supported from Node 20.19 (package.json engines).
  const load = createRequire(__filename);
  return (load(path.join(dir, 'index.js')) as { parse: (m: string) => unknown }).parse;
}

/**
 * The rules that compile messages at build time (decision 0019): the default messages in the
 * source (default-messages-loader.ts, before swc) and the translations in `…/i18n/lang/*.json`
 * (messages-loader.ts).
 */
export function defaultMessagesLoader(): string {
  return path.join(__dirname, 'default-messages-loader.ts');
}

/** The rule that compiles the translations in `…/i18n/lang/*.json` (messages-loader.ts). */
export function messagesRule(include: string[]) {
  return {
    test: /[\\/]i18n[\\/]lang[\\/][^\\/]+\.json$/,
    include,
    use: [path.join(__dirname, 'messages-loader.ts')],
  };
}
