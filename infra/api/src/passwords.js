'use strict';
/** Password hashing with scrypt and a per-user salt. */
const nodeCrypto = require('node:crypto');

const KEYLEN = 32;
const cache = new Map();

/** @returns {string} hex hash of password with salt (hex). Cached: seeding hashes the same pair. */
function hashPassword(password, salt) {
  const key = `${salt}:${password}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      nodeCrypto.scryptSync(password, Buffer.from(salt, 'hex'), KEYLEN).toString('hex'),
    );
    if (cache.size > 32) cache.delete(cache.keys().next().value);
  }
  return cache.get(key);
}

function newSalt() {
  return nodeCrypto.randomBytes(16).toString('hex');
}

/** Asynchronous, constant-time check (does not block the event loop). */
function verifyPassword(password, salt, expectedHex) {
  return new Promise((resolve) => {
    nodeCrypto.scrypt(String(password), Buffer.from(salt, 'hex'), KEYLEN, (err, derived) => {
      if (err) return resolve(false);
      const expected = Buffer.from(expectedHex, 'hex');
      resolve(expected.length === derived.length && nodeCrypto.timingSafeEqual(expected, derived));
    });
  });
}

module.exports = { hashPassword, newSalt, verifyPassword };
