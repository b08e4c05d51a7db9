import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findCycles, houseSources, importGraph } from './cycles';

const ROOT = path.resolve(__dirname, '..', '..');

/** A planted source tree: relative paths -> text, under a made-up root. */
const tree = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([f, text]) => [path.join('/planted', f), text]));

const cyclesOf = (files: Record<string, string>) =>
  findCycles(importGraph(tree(files))).map((c) =>
    c.map((f) => path.relative('/planted', f)).sort(),
  );

/** No import cycles (issue 34): infra/lint/cycles.ts in `npm run lint`, import-x/no-cycle. */
describe('import cycles', () => {
  it('refuses a cycle of type-only imports (which import-x/no-cycle skips)', () => {
    const cycles = cyclesOf({
      'a.ts': "import type { B } from './b';\nexport type A = B[];\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a: A }\n",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts']]);
  });

  it('refuses a cycle closed by a dynamic import, through three modules and `.js` specifiers', () => {
    const cycles = cyclesOf({
      'loader.ts': "export const load = () => import('./lazy/versions.js');\n",
      'lazy/versions.ts': "import { fail } from '../failure';\nexport const v = fail;\n",
      'failure.tsx': "import { load } from './loader';\nexport const fail = load;\n",
      'leaf.ts': "import { load } from './loader';\nexport const leaf = load;\n",
    });
    expect(cycles).toEqual([['failure.tsx', 'lazy/versions.ts', 'loader.ts']]);
  });

  it('accepts one-way imports, packages and a shared third module', () => {
    const cycles = cyclesOf({
      'keys.ts': "export const KEY = 'k';\n",
      'state.ts':
        "import { KEY } from './keys';\nexport const lazy = () => import('./signIn');\nexport const k = KEY;\n",
      'signIn.ts':
        "import { KEY } from './keys';\nimport React from 'react';\nexport const s = [KEY, React];\n",
    });
    expect(cycles).toEqual([]);
  });

  it('finds none in the house', () => {
    const cycles = findCycles(importGraph(houseSources()));
    expect(cycles.map((c) => c.map((f) => path.relative(ROOT, f)))).toEqual([]);
  });

  it('ESLint refuses a planted value cycle (import-x/no-cycle)', () => {
    // signIn.ts imports RETURN_PATH_KEY from signInKeys.ts; plant signInKeys importing it back.
    const planted = {
      path: 'host/src/features/auth/signInKeys.ts',
      code: "import { startSignIn } from './signIn';\nexport const RETURN_PATH_KEY = String(startSignIn);\n",
    };
    const kept = {
      path: 'host/src/features/auth/signInState.ts',
      code: "import { RETURN_PATH_KEY } from './signInKeys';\nexport const k = RETURN_PATH_KEY;\n",
    };
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'lint-text.ts')],
      { cwd: ROOT, input: JSON.stringify([planted, kept]) },
    );
    const results = JSON.parse(out.toString()) as Record<string, string[]>;
    expect(results[planted.path]).toContain('import-x/no-cycle');
    expect(results[kept.path]).toEqual([]);
  }, 120_000);
});
