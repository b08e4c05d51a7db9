/**
 * `typebox` for the Node project of jest.config.js (mapped there by moduleNameMapper). TypeBox 1.x
 * ships ES modules only (`.mjs`), which Jest's module registry cannot `require()` before Node
 * 24.9; Node's own loader can (require(esm), Node >= 20.19). So, as in infra/api/src/esm.ts, the
 * package is loaded by Node's require, reached through the worker's real `process` (`node:vm`
 * evaluates in the outer context), and handed to Jest as this module's exports. Types come from
 * the package itself: only the runtime is redirected.
 */
import vm from 'node:vm';

const outer = vm.runInThisContext('process') as NodeJS.Process;
module.exports = outer.getBuiltinModule('node:module').createRequire(__filename)('typebox');
