/**
 * Local sign-in (ours, shaped like the OAuth 2 authorization-code grant):
 * GET/POST /v1/auth/authorize (HTML sign-in page), POST /v1/auth/token, POST /v1/auth/revoke.
 */
import nodeCrypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import type { AuthCodeRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { newToken } from '../util';
import { verifyPassword } from '../passwords';
import { newFormChallenge, passFormChallenge, TOO_FREQUENT } from './captcha';
import { originOf } from '../origin';
import { issueTokens, findToken, revokeFamily, revokeFamilyId, bearerOf } from '../session';
import { SIGN_IN_SCRIPT_SRC, signInPage } from '../pages';
import { answers } from '../schemas';

const SCOPES = ['user', 'pan', 'offline'];
/**
 * Clients whose sign-in page codes must be bound to the browser that started the sign-in
 * (PKCE, RFC 7636 S256): the web site. Codes an app hands over through its own bridge (native,
 * desktop loopback) are not issued here and carry no challenge. Ours.
 */
const PKCE_CLIENTS = ['cumulus-web'];
/** A retried exchange (same code, same verifier) within this window gets fresh tokens. */
const REPLAY_WINDOW_MS = 60_000;
/** The action of the sign-in form's security check. */
const SIGN_IN_ACTION = 'POST:/v1/auth/authorize';

const s256 = (verifier: string) =>
  nodeCrypto.createHash('sha256').update(verifier).digest('base64url');
const PAGE_CSP = `default-src 'none'; script-src ${SIGN_IN_SCRIPT_SRC}; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'`;

/** The OAuth parameters of the authorize request (query of GET, form of POST). */
type AuthorizeParams = Static<typeof Wire.AuthorizeParams>;

/** Whether a form post comes from a page of this API origin (or from no browser at all). */
function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === originOf(request);
}

export default async function authRoutes(app: ApiApp, { ctx }: RouteDeps) {
  /** Validate the OAuth parameters; returns the normalised scope. Throws an ApiError. */
  function checkAuthorize(p: AuthorizeParams): { target: URL; scope: string } {
    let target: URL;
    try {
      target = new URL(p.redirect_uri);
    } catch {
      throw new ApiError('invalid_request', 'redirect_uri is not a valid URL');
    }
    if (!ctx.options.siteOrigins.includes(target.origin)) {
      throw new ApiError(
        'invalid_request',
        `redirect_uri must be on an allowed site origin (${target.origin} is not)`,
      );
    }
    if (p.response_type !== 'code')
      throw new ApiError('unsupported_response_type', 'response_type must be code');
    if (p.code_challenge && p.code_challenge_method !== 'S256')
      throw new ApiError('invalid_request', 'code_challenge_method must be S256');
    if (!p.code_challenge && PKCE_CLIENTS.includes(p.client_id))
      throw new ApiError('invalid_request', 'This client must send a code_challenge (PKCE)');
    const scopes = String(p.scope || 'user pan offline')
      .split(/[\s+]+/)
      .filter(Boolean);
    const unknown = scopes.filter((s) => !SCOPES.includes(s));
    if (unknown.length) throw new ApiError('invalid_scope', `Unknown scope: ${unknown.join(' ')}`);
    return { target, scope: scopes.join(' ') };
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .send(body);
  const pick = (p: AuthorizeParams): Record<string, string | undefined> => ({
    client_id: p.client_id,
    redirect_uri: p.redirect_uri,
    scope: p.scope,
    response_type: p.response_type,
    state: p.state,
    code_challenge: p.code_challenge,
    code_challenge_method: p.code_challenge_method,
  });

  app.get(
    '/v1/auth/authorize',
    { schema: { querystring: Wire.AuthorizeParams, response: answers(Wire.HtmlPage) } },
    async (request, reply) => {
      checkAuthorize(request.query);
      return html(reply, 200, signInPage({ params: pick(request.query) }));
    },
  );

  // A refused sign-in answers the page again (HTML, sent as is, 401/403/429); success a
  // redirect (302), or where to go to the page's own script (JSON).
  app.post(
    '/v1/auth/authorize',
    { schema: { body: Wire.SignInForm, response: answers(Wire.SignInRedirect) } },
    async (request, reply) => {
      const b = request.body;
      // Login CSRF: the form is posted only from its own page. Browsers say where a request
      // comes from (Sec-Fetch-Site, Origin); another site's form is refused. Clients that are
      // not browsers send neither and cannot be a victim's browser.
      if (!fromOwnPage(request)) {
        throw new ApiError('permission_denied', 'Sign in from the Cumulus sign-in page');
      }
      const { target, scope } = checkAuthorize(b);
      const email = String(b.email || '')
        .trim()
        .toLowerCase();
      // A password guess: limited per account and per client IP (limits.js).
      const guess = email && b.password ? { passwordAccount: email, passwordIp: request.ip } : null;
      const refused = guess && (await app.guessLimits.refused(request, guess));
      if (refused) {
        reply.header('retry-after', String(refused.retryAfterSec));
        return html(
          reply,
          429,
          signInPage({ params: pick(b), email: b.email, error: TOO_FREQUENT }),
        );
      }
      // After repeated wrong passwords for the account, each attempt passes a security check
      // first (limits.ts `challengeAfter`): a one-time check in the form, a new one each time.
      if (guess && (await app.guessLimits.challengeDue(request, guess))) {
        const passed =
          b.human_check === 'yes' &&
          !!b.challenge_id &&
          passFormChallenge(ctx, b.challenge_id, SIGN_IN_ACTION);
        if (!passed) {
          return html(
            reply,
            403,
            signInPage({
              params: pick(b),
              email: b.email,
              error: 'Too many wrong passwords. Confirm the security check, then sign in.',
              challengeId: newFormChallenge(ctx, SIGN_IN_ACTION),
            }),
          );
        }
      }
      const user = email
        ? ctx.db.prepare<[string], UserRow>('SELECT * FROM users WHERE lower(email) = ?').get(email)
        : null;
      const ok =
        user && b.password
          ? await verifyPassword(b.password, user.password_salt, user.password_hash)
          : false;
      if (!ok || !user) {
        if (guess) await app.guessLimits.failed(request, guess);
        const error =
          !email || !b.password
            ? 'Enter your email and password.'
            : 'Wrong account number or password, please re-enter';
        const challengeId =
          guess && (await app.guessLimits.challengeDue(request, guess))
            ? newFormChallenge(ctx, SIGN_IN_ACTION)
            : undefined;
        return html(
          reply,
          401,
          signInPage({ params: pick(b), email: b.email, error, challengeId }),
        );
      }
      const code = newToken();
      ctx.db
        .prepare<[string, string, string, string, string, number, string | null]>(
          'INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at, code_challenge) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          code,
          user.id,
          b.client_id,
          b.redirect_uri,
          scope,
          Date.now() + ctx.options.authCodeTtlSec * 1000,
          b.code_challenge || null,
        );
      target.searchParams.set('code', code);
      if (b.state) target.searchParams.set('state', b.state);
      // The page's own script posts with fetch and navigates itself (pages.ts SIGN_IN_SCRIPT).
      if (request.headers['x-sign-in'] === 'fetch') return { location: target.href };
      return reply.redirect(target.href, 302);
    },
  );

  app.post(
    '/v1/auth/token',
    { schema: { body: Wire.TokenBody, response: answers(Wire.TokenResponse) } },
    async (request) => {
      const b = request.body;
      const { db } = ctx;
      if (b.grant_type === 'authorization_code') {
        if (!b.code) throw new ApiError('invalid_request', 'code is required');
        const row = db
          .prepare<[string], AuthCodeRow>('SELECT * FROM auth_codes WHERE code = ?')
          .get(b.code);
        const now = Date.now();
        // PKCE: a code issued with a challenge is only good with its verifier (the browser that
        // started the sign-in); the sign-in page always issues the web client's codes bound.
        const bound = Boolean(row && row.code_challenge);
        const verified = bound && b.code_verifier && s256(b.code_verifier) === row?.code_challenge;
        if (bound && !verified) {
          throw new ApiError(
            'invalid_grant',
            'This sign-in was not started in this browser (code_verifier missing or wrong)',
          );
        }
        // A retried exchange: same code, same verifier, shortly after. The answer to the first
        // one was lost; the tokens it issued are revoked and replaced.
        if (
          row &&
          verified &&
          row.used_at &&
          now - row.used_at < REPLAY_WINDOW_MS &&
          row.client_id === b.client_id
        ) {
          if (row.token_family) revokeFamilyId(ctx, row.token_family);
          const family = newToken();
          db.prepare<[string, string]>('UPDATE auth_codes SET token_family = ? WHERE code = ?').run(
            family,
            row.code,
          );
          return issueTokens(ctx, row.user_id, b.client_id, row.scope, family);
        }
        if (
          !row ||
          row.used_at ||
          row.expires_at <= now ||
          (row.client_id !== '*' && row.client_id !== b.client_id)
        ) {
          throw new ApiError(
            'invalid_grant',
            'The authorization code is invalid, expired or already used',
          );
        }
        if (b.redirect_uri && b.redirect_uri !== row.redirect_uri) {
          throw new ApiError(
            'invalid_grant',
            'redirect_uri does not match the authorization request',
          );
        }
        // Single use: the update only succeeds once even under concurrent requests.
        const used = db
          .prepare<[number, string]>(
            'UPDATE auth_codes SET used_at = ? WHERE code = ? AND used_at IS NULL',
          )
          .run(now, row.code);
        if (used.changes !== 1)
          throw new ApiError('invalid_grant', 'The authorization code was already used');
        const family = newToken();
        db.prepare<[string, string]>('UPDATE auth_codes SET token_family = ? WHERE code = ?').run(
          family,
          row.code,
        );
        return issueTokens(ctx, row.user_id, b.client_id, row.scope, family);
      }
      if (!b.refresh_token) throw new ApiError('invalid_request', 'refresh_token is required');
      const row = findToken(ctx, b.refresh_token, 'refresh');
      if (!row || row.client_id !== b.client_id)
        throw new ApiError('invalid_grant', 'The refresh token is invalid, expired or revoked');
      db.prepare<[number, string]>('UPDATE tokens SET revoked_at = ? WHERE token_hash = ?').run(
        Date.now(),
        row.token_hash,
      );
      return issueTokens(ctx, row.user_id, row.client_id, row.scope, row.family);
    },
  );

  app.post(
    '/v1/auth/revoke',
    { schema: { body: Wire.RevokeBody, response: answers(Wire.Revoked) } },
    async (request) => {
      const token = request.body?.token || bearerOf(request);
      if (!token)
        throw new ApiError(
          'invalid_request',
          'Give the token to revoke (body.token or Authorization)',
        );
      revokeFamily(ctx, token);
      return {};
    },
  );
}
