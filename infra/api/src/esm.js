'use strict';
/**
 * Load an ES-module-only package (@tus/server, @tus/file-store) from this CommonJS code.
 *
 * Node ≥ 20.19 `require()`s an ES module directly. Jest's own module registry cannot yet (it
 * needs Node 24.9), so under Jest the package is loaded by Node's own loader instead, reached
 * through the worker's real `process` (`node:vm` evaluates in the outer context). Either way it
 * is the same module, loaded once.
 */
const isEsmError = (err) =>
  Boolean(err) && (err.code === 'ERR_REQUIRE_ESM' || /ES Module/i.test(String(err.message)));

/** @param {string} name a package name */
function requireEsm(name) {
  try {
    return require(name);
  } catch (err) {
    if (!isEsmError(err)) throw err;
  }
  const outer = require('node:vm').runInThisContext('process');
  return outer.getBuiltinModule('node:module').createRequire(__filename)(name);
}

module.exports = { requireEsm };
