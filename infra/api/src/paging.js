'use strict';
/**
 * Opaque, tamper-safe page tokens: base64url(JSON) + '.' + HMAC-SHA256 with the database secret.
 * A token is bound to the listing it came from (its scope); a token from another listing, a changed
 * one or garbage is rejected with invalid_argument.
 */
const { hmac, safeEqual } = require('./util');
const { ApiError } = require('./errors');

/**
 * @param {string} secret
 * @param {string} scope e.g. 'share:demo-public:'
 * @param {unknown[]} cursor keyset position of the last item returned
 */
function encodePageToken(secret, scope, cursor) {
  const body = Buffer.from(JSON.stringify({ s: scope, c: cursor })).toString('base64url');
  return `${body}.${hmac(secret, `page:${body}`)}`;
}

/**
 * @returns {unknown[] | null} the cursor, or null for an empty token (first page)
 * @throws {ApiError} invalid_argument when the token is malformed, tampered with or foreign
 */
function decodePageToken(secret, scope, token) {
  if (!token) return null;
  const bad = () => new ApiError('invalid_argument', 'page_token is invalid');
  const parts = String(token).split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw bad();
  if (!safeEqual(parts[1], hmac(secret, `page:${parts[0]}`))) throw bad();
  let data;
  try {
    data = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!data || data.s !== scope || !Array.isArray(data.c)) {
    throw new ApiError('invalid_argument', 'page_token does not belong to this listing');
  }
  return data.c;
}

module.exports = { encodePageToken, decodePageToken };
