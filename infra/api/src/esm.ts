/**
 * Load an ES-module-only package (@tus/server, @tus/file-store) from this CommonJS code.
 *
 * Node ≥ 20.19 `require()`s an ES module directly. Jest's own module registry cannot yet (it
 * needs Node 24.9), so under Jest the package is loaded by Node's own loader instead, reached
 * through the worker's real `process` (`node:vm` evaluates in the outer context). Either way it
 * is the same module, loaded once.
 */
import vm from 'node:vm';

/** Not `instanceof`: under Jest the error may come from another realm. */
const isEsmError = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: unknown }).code === 'ERR_REQUIRE_ESM' ||
    /ES Module/i.test(String((err as { message?: unknown }).message)));

/**
 * @param name a package name
 * @returns the package's exports, typed by the caller (e.g. `typeof import('@tus/server')`)
 */
export function requireEsm<T>(name: string): T {
  try {
    // A plain require on purpose: under Jest it is Jest's, which is what fails for ES modules.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(name) as T;
  } catch (err) {
    if (!isEsmError(err)) throw err;
  }
  const outer = vm.runInThisContext('process') as NodeJS.Process;
  return outer.getBuiltinModule('node:module').createRequire(__filename)(name) as T;
}
