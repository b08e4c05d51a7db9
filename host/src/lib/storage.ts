/**
 * Web storage that never throws (private mode, disabled storage, quota). Not shared-libs'
 * createSafeStorage on purpose: the entry (src/index.ts) needs it for the stale-chunk guard
 * before Module Federation has negotiated shared modules, so it cannot import shared-libs.
 */
export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage): KeyValue {
  return {
    get: (k) => {
      try {
        return pick().getItem(k);
      } catch {
        return null;
      }
    },
    set: (k, v) => {
      try {
        pick().setItem(k, v);
      } catch {
        /* storage unavailable: the value is simply not kept */
      }
    },
    remove: (k) => {
      try {
        pick().removeItem(k);
      } catch {
        /* ignore */
      }
    },
  };
}

export const local: KeyValue = wrap(() => window.localStorage);
export const session: KeyValue = wrap(() => window.sessionStorage);

export function memoryKeyValue(): KeyValue {
  const m = new Map<string, string>();
  return {
    get: (k) => m.get(k) ?? null,
    set: (k, v) => void m.set(k, v),
    remove: (k) => void m.delete(k),
  };
}
