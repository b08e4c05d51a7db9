import type { KeyValueStorage } from '../storage/safeStorage';

/** An in-memory Storage for tests. `failing: true` makes every call throw (private mode). */
export function createMemoryStorage(
  initial: Record<string, string> = {},
  options: { failing?: boolean } = {},
): KeyValueStorage & { dump(): Record<string, string>; failing: boolean } {
  const map = new Map(Object.entries(initial));
  const s = {
    failing: options.failing ?? false,
    getItem(key: string) {
      if (s.failing) throw new Error('storage disabled');
      return map.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (s.failing) throw new Error('storage disabled');
      map.set(key, String(value));
    },
    removeItem(key: string) {
      if (s.failing) throw new Error('storage disabled');
      map.delete(key);
    },
    dump: () => Object.fromEntries(map),
  };
  return s;
}
