import type { KeyValueStorage } from '../storage/safeStorage';
import { STORAGE_KEYS } from '../storage/keys';

export const DEVICE_ID_LENGTH = 32;

export type GetRandomValues = (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

function defaultRandomSource(): GetRandomValues | undefined {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  return typeof c?.getRandomValues === 'function'
    ? (a: Uint8Array<ArrayBuffer>) => c.getRandomValues(a)
    : undefined;
}

/** 32 hex digits from a cryptographic randomness source; throws when there is none (§8). */
export function generateDeviceId(
  getRandomValues: GetRandomValues | null = defaultRandomSource() ?? null,
): string {
  if (typeof getRandomValues !== 'function') throw new Error('unsupported randomness source');
  const bytes = getRandomValues(new Uint8Array(DEVICE_ID_LENGTH / 2));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The device id inside a stored value: its last dot-separated part, first 32 characters. */
export function parseDeviceId(stored: string | null | undefined): string {
  if (!stored) return '';
  const last = stored.split('.').pop() ?? '';
  return last.slice(0, DEVICE_ID_LENGTH);
}

/** Reads the device id from local storage (spec §3), creating and storing one if absent. */
export function getOrCreateDeviceId(
  storage: KeyValueStorage,
  getRandomValues?: GetRandomValues,
): string {
  const existing = parseDeviceId(storage.getItem(STORAGE_KEYS.deviceId));
  if (existing) return existing;
  const id = generateDeviceId(getRandomValues ?? defaultRandomSource() ?? null);
  storage.setItem(STORAGE_KEYS.deviceId, id);
  return id;
}
