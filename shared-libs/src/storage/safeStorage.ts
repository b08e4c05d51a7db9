/** The part of the Web Storage API the platform uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage extends KeyValueStorage {
  getJSON<T>(key: string): T | undefined;
  setJSON(key: string, value: unknown): void;
}

/**
 * Wraps a storage that may be missing or throw (private mode, quota, disabled cookies):
 * reads and writes never throw. While the real storage fails, values live in memory for the
 * page's lifetime, so a flow that writes then reads still works.
 */
export function createSafeStorage(
  getStorage: () => KeyValueStorage | undefined | null = defaultLocalStorage,
): SafeStorage {
  const memory = new Map<string, string>();
  const real = (): KeyValueStorage | undefined => {
    try {
      return getStorage() ?? undefined;
    } catch {
      return undefined;
    }
  };
  const safe: SafeStorage = {
    getItem(key) {
      try {
        const s = real();
        if (s) {
          const v = s.getItem(key);
          if (v !== null) return v;
        }
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        real()?.setItem(key, value);
        // Stored for real: the memory copy is only a fallback, drop it.
        if (real()) memory.delete(key);
      } catch {
        // keep the memory copy
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        real()?.removeItem(key);
      } catch {
        // nothing to do
      }
    },
    getJSON<T>(key: string): T | undefined {
      const raw = safe.getItem(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    setJSON(key, value) {
      safe.setItem(key, JSON.stringify(value));
    },
  };
  return safe;
}

function defaultLocalStorage(): KeyValueStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
