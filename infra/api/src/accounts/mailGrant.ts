/**
 * The one-time sign-in a mail's link earns (issue 31, item 1; design in infra/api/README.md,
 * "Mail links from any tab"). A verification or reset page opened from a mail in a browser that
 * started no sign-in has no PKCE challenge to finish with a code. Once its code is accepted, the
 * page leaves a grant in THIS browser (an HttpOnly, SameSite=Lax cookie of the API origin, path
 * `/v1/auth/authorize`, 10 minutes, single use) and sends the person to the site's sign-in
 * start (`/drive/login`). The site makes a fresh PKCE pair as for any sign-in; the authorize
 * page it opens finds the grant, uses it up and answers with a code bound to that challenge:
 * PKCE stays whole, no token is in any URL, and the grant is worth nothing in another browser.
 *
 * Stored (ours) as a row of `auth_codes` under a client id no client can name
 * (`MAIL_GRANT_CLIENT`, not in accounts/clients.ts, so `/v1/auth/token` never exchanges it), the
 * cookie's value hashed (a database read does not yield a usable cookie).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { newToken, sha256 } from '../util';

/** The cookie's name (ours). */
export const MAIL_GRANT_COOKIE = 'cumulus_mail_grant';
/** The pseudo client id of the grant rows (never a registered client). */
export const MAIL_GRANT_CLIENT = 'mail-grant';
/** How long a grant lasts (ours): long enough to follow the redirect, short enough to die unused. */
export const MAIL_GRANT_TTL_MS = 10 * 60_000;
const PATH = '/v1/auth/authorize';

/** A handle is 43 base64url characters (newToken); anything else is not ours. */
const HANDLE = /^[A-Za-z0-9_-]{20,100}$/;

function cookieAttrs(request: FastifyRequest, maxAgeSec: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `; Path=${PATH}; Max-Age=${maxAgeSec}; HttpOnly; SameSite=Lax${secure}`;
}

/** Leaves a new grant for `userId` in the browser of `request` (any earlier one is replaced). */
export function leaveMailGrant(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): void {
  const handle = newToken();
  ctx.db
    .prepare<[string, string, string, number]>(
      "INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at) VALUES (?, ?, ?, '', 'mail_grant', ?)",
    )
    .run(sha256(handle), userId, MAIL_GRANT_CLIENT, Date.now() + MAIL_GRANT_TTL_MS);
  reply.header(
    'set-cookie',
    `${MAIL_GRANT_COOKIE}=${handle}${cookieAttrs(request, MAIL_GRANT_TTL_MS / 1000)}`,
  );
}

/** The grant cookie's value of a request, when it has one that looks like ours. */
export function grantHandleOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== MAIL_GRANT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return HANDLE.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * Uses up the grant of a request's cookie (once, even for two requests at once) and clears the
 * cookie: the user id of a live grant, else undefined.
 */
export function takeMailGrant(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
): string | undefined {
  if (request.headers.cookie?.includes(MAIL_GRANT_COOKIE))
    reply.header('set-cookie', `${MAIL_GRANT_COOKIE}=${cookieAttrs(request, 0)}`);
  const handle = grantHandleOf(request);
  if (!handle) return undefined;
  const now = Date.now();
  const row = ctx.db
    .prepare<[number, string, string, number], { user_id: string }>(
      `UPDATE auth_codes SET used_at = ? WHERE code = ? AND client_id = ? AND used_at IS NULL
       AND expires_at > ? RETURNING user_id`,
    )
    .get(now, sha256(handle), MAIL_GRANT_CLIENT, now);
  return row?.user_id;
}
