/** Storage helpers of the share page: the shared-libs ones under short names. */
export { STORAGE_KEYS as KEYS, createSafeStorage, LAX_SECURE_COOKIE_OPTIONS } from 'shared-libs';
export type { Cookies, KeyValueStorage, SafeStorage } from 'shared-libs';
