/**
 * `shared-libs/react` and `shared-libs/files` are bundled into each remote; the core
 * (`shared-libs`) is the host's singleton (decision 0019). A per-remote module that imported a
 * core file by relative path would bundle a second copy of it into the remote (its state apart
 * from the singleton's): such imports go through the package name. Type-only imports are erased.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = __dirname;
const FILES_MODULES = ['contracts/fileType.ts', 'utils/virtualizer.ts', 'utils/displayMode.ts'];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory()
      ? walk(p)
      : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
        ? [p]
        : [];
  });
}

const perRemote = [
  ...walk(path.join(SRC, 'react')),
  ...FILES_MODULES.map((f) => path.join(SRC, f)),
];
const allowed = (target: string) =>
  target.startsWith(path.join(SRC, 'react') + path.sep) ||
  FILES_MODULES.some((f) => target === path.join(SRC, f).replace(/\.ts$/, '')) ||
  /\.(css|json)$/.test(target);

it.each(perRemote.map((f) => [path.relative(SRC, f), f]))(
  '%s reaches the core through the package name',
  (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gms)];
    const outside = imports
      .map((m) => path.resolve(path.dirname(file), m[1] ?? ''))
      .filter((target) => !allowed(target));
    expect(outside.map((t) => path.relative(SRC, t))).toEqual([]);
  },
);
