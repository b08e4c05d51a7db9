/**
 * Lints source texts as if they were files of the repo, with the repo's ESLint config, and
 * prints the rule ids each one breaks as JSON: `{ "<path>": ["rule-id", ...] }`. The cases
 * come as JSON on stdin: `[{ "path": "mfe-share/src/...", "code": "..." }]`. Used by the
 * import-zone test (a separate process: ESLint loads its ESM config with `import()`, which
 * jest's module registry cannot do).
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { text } from 'node:stream/consumers';

interface Case {
  path: string;
  code: string;
}

async function main() {
  const cases = JSON.parse(await text(process.stdin)) as Case[];
  const eslint = new ESLint({ cwd: path.resolve(__dirname, '..', '..') });
  const out: Record<string, string[]> = {};
  for (const c of cases) {
    const [result] = await eslint.lintText(c.code, { filePath: c.path });
    out[c.path] = (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
