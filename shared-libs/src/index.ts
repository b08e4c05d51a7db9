/**
 * shared-libs public entry. The only barrel in the repo: everything other parts may use is
 * exported here (React bindings live in `shared-libs/react`). See README.md for the API list.
 */
export * from './contracts/host-remote';
export * from './i18n/locales';
export { INSTANCE_ID } from './instance';
