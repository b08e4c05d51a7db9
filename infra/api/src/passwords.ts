/** Password hashing with scrypt and a per-user salt. */
import nodeCrypto from 'node:crypto';

const KEYLEN = 32;
const cache = new Map<string, string>();

/** @returns hex hash of password with salt (hex). Cached: seeding hashes the same pair. */
export function hashPassword(password: string, salt: string): string {
  const key = `${salt}:${password}`;
  let hash = cache.get(key);
  if (hash === undefined) {
    hash = nodeCrypto.scryptSync(password, Buffer.from(salt, 'hex'), KEYLEN).toString('hex');
    cache.set(key, hash);
    if (cache.size > 32) cache.delete(cache.keys().next().value as string);
  }
  return hash;
}

export function newSalt(): string {
  return nodeCrypto.randomBytes(16).toString('hex');
}

/** Asynchronous, constant-time check (does not block the event loop). */
export function verifyPassword(
  password: unknown,
  salt: string,
  expectedHex: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    nodeCrypto.scrypt(String(password), Buffer.from(salt, 'hex'), KEYLEN, (err, derived) => {
      if (err) return resolve(false);
      const expected = Buffer.from(expectedHex, 'hex');
      resolve(expected.length === derived.length && nodeCrypto.timingSafeEqual(expected, derived));
    });
  });
}
