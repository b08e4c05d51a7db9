/**
 * A value created once per loaded copy of shared-libs. The backbone e2e asserts the host and
 * every remote see the same value (one singleton instance at run time).
 */
export const INSTANCE_ID: string = Math.random().toString(36).slice(2, 10);

declare global {
  interface Window {
    __CUMULUS_SHARED_LIBS_INSTANCES__?: string[];
  }
}

if (typeof window !== 'undefined') {
  (window.__CUMULUS_SHARED_LIBS_INSTANCES__ ??= []).push(INSTANCE_ID);
}
