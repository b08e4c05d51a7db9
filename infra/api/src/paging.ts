/**
 * Opaque, tamper-safe page tokens: base64url(JSON) + '.' + HMAC-SHA256 with the database secret.
 * A token is bound to the listing it came from (its scope); a token from another listing, a changed
 * one or garbage is rejected with invalid_argument.
 */
import { hmac, safeEqual } from './util';
import { ApiError } from './errors';

/**
 * @param scope e.g. 'share:demo-public:'
 * @param cursor keyset position of the last item returned
 */
export function encodePageToken(secret: string, scope: string, cursor: unknown[]): string {
  const body = Buffer.from(JSON.stringify({ s: scope, c: cursor })).toString('base64url');
  return `${body}.${hmac(secret, `page:${body}`)}`;
}

/**
 * @returns the cursor, or null for an empty token (first page). Its items are whatever the
 *   listing encoded (signed, so they are ours); each listing checks their types before use.
 * @throws {ApiError} invalid_argument when the token is malformed, tampered with or foreign
 */
export function decodePageToken(
  secret: string,
  scope: string,
  token: string | undefined,
): unknown[] | null {
  if (!token) return null;
  const bad = () => new ApiError('invalid_argument', 'page_token is invalid');
  const [body, sig, ...rest] = String(token).split('.');
  if (rest.length || !body || !sig) throw bad();
  if (!safeEqual(sig, hmac(secret, `page:${body}`))) throw bad();
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const page = data as { s?: unknown; c?: unknown } | null; // JSON: checked just below
  if (!page || page.s !== scope || !Array.isArray(page.c)) {
    throw new ApiError('invalid_argument', 'page_token does not belong to this listing');
  }
  return page.c;
}
