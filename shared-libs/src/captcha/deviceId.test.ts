import { createMemoryStorage } from '../testing/memoryStorage';
import { generateDeviceId, getOrCreateDeviceId, parseDeviceId } from './deviceId';

describe('device id (spec §3)', () => {
  it.each([
    ['abc.def.0123456789abcdef0123456789abcdefEXTRA', '0123456789abcdef0123456789abcdef'],
    ['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef'],
    ['wdi10.short', 'short'],
    ['', ''],
    [null, ''],
  ])('parse(%p) = %p: last dot-separated part, first 32 characters', (stored, id) => {
    expect(parseDeviceId(stored)).toBe(id);
  });

  it('reads an existing id from local storage', () => {
    const storage = createMemoryStorage({ pp_device_id: 'x.y.' + 'f'.repeat(40) });
    expect(
      getOrCreateDeviceId(storage, () => {
        throw new Error('must not generate');
      }),
    ).toBe('f'.repeat(32));
  });

  it('generates 32 hex digits with getRandomValues and stores them when absent', () => {
    const storage = createMemoryStorage();
    const random = (a: Uint8Array<ArrayBuffer>) => {
      a.forEach((_, i) => (a[i] = i * 17));
      return a;
    };
    const id = getOrCreateDeviceId(storage, random);
    expect(id).toBe('00112233445566778899aabbccddeeff');
    expect(storage.getItem('pp_device_id')).toBe(id);
    expect(getOrCreateDeviceId(storage)).toBe(id);
  });

  it('uses the platform crypto by default', () => {
    expect(generateDeviceId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('an unsupported randomness source throws', () => {
    expect(() => generateDeviceId(null)).toThrow('unsupported randomness source');
    const c = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(() => generateDeviceId()).toThrow('unsupported randomness source');
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: c, configurable: true });
    }
  });
});
