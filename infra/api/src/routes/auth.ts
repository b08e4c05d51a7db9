/**
 * Local sign-in (ours, shaped like the OAuth 2 authorization-code grant):
 * GET/POST /v1/auth/authorize (HTML sign-in page, in the site's language: `ui_locales`),
 * POST /v1/auth/token, POST /v1/auth/revoke. Sign-up, verification and password reset are the
 * account pages (routes/account.ts).
 */
import nodeCrypto from 'node:crypto';
import { DEVICE_GRANT_TYPE, Wire } from 'shared-libs/contracts';
import type { AuthCodeRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { newToken } from '../util';
import { verifyPassword } from '../passwords';
import { passwordKeys } from '../limits';
import { newPuzzle, passPuzzle } from '../accounts/puzzle';
import { issueTokens, findToken, revokeFamily, revokeFamilyId, bearerOf } from '../session';
import { pageLocale, translator } from '../i18n';
import { requireClient, WEB_CLIENT_ID } from '../accounts/clients';
import { exchangeDeviceCode } from '../accounts/deviceCodes';
import { takeMailGrant } from '../accounts/mailGrant';
import {
  checkAuthorize,
  codeLocation,
  finishSignIn,
  keep,
  pageTheme,
  requireOwnPage,
  siteHome,
} from '../accounts/oauth';
import { findUser, findUserByEmail, normalizeEmail } from '../accounts/users';
import { sendFormPage } from '../pages/formScript';
import { errorMessages as e } from '../pages/forms';
import { signInMessages, signInPage } from '../pages/signIn';
import { answers } from '../schemas';

/** A retried exchange (same code, same verifier) within this window gets fresh tokens. */
const REPLAY_WINDOW_MS = 60_000;
/** The action of the sign-in form's security check. */
const SIGN_IN_ACTION = 'POST:/v1/auth/authorize';

const s256 = (verifier: string) =>
  nodeCrypto.createHash('sha256').update(verifier).digest('base64url');

export default async function authRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.get(
    '/v1/auth/authorize',
    { schema: { querystring: Wire.AccountPageQuery, response: answers(Wire.HtmlPage) } },
    async (request, reply) => {
      const q = request.query;
      const { client, target, scope } = checkAuthorize(ctx, q);
      // A mail's page did its job in this browser a moment ago (accounts/mailGrant.ts): the
      // site's own sign-in, with this request's fresh PKCE challenge, ends at once.
      if (client.id === WEB_CLIENT_ID) {
        const granted = takeMailGrant(ctx, request, reply);
        const user = granted ? findUser(ctx, granted) : undefined;
        if (user?.status === 'active')
          return reply.redirect(codeLocation(ctx, user.id, q, target, scope), 302);
      }
      const locale = pageLocale(request, q.ui_locales);
      return sendFormPage(
        reply,
        200,
        signInPage({
          params: keep(q, locale),
          locale,
          email: q.email,
          home: siteHome(ctx, q, locale),
          theme: pageTheme(q),
        }),
      );
    },
  );

  // A refused sign-in answers the page again (HTML, sent as is, 401/403/429); success a
  // redirect (302), or where to go to the page's own script (JSON).
  app.post(
    '/v1/auth/authorize',
    { schema: { body: Wire.SignInForm, response: answers(Wire.SignInRedirect) } },
    async (request, reply) => {
      const b = request.body;
      requireOwnPage(request);
      checkAuthorize(ctx, b);
      const locale = pageLocale(request, b.ui_locales);
      const t = translator(locale);
      const params = keep(b, locale);
      const page = (
        status: number,
        o: Omit<Parameters<typeof signInPage>[0], 'params' | 'locale'>,
      ) =>
        sendFormPage(
          reply,
          status,
          signInPage({
            params,
            locale,
            email: b.email,
            home: siteHome(ctx, b, locale),
            theme: pageTheme(b),
            ...o,
          }),
        );
      const email = normalizeEmail(b.email);
      // A password guess: limited per account and client address, and per address; after
      // repeated wrong ones, a security check (limits.ts). Never a lock for everyone.
      const guess = email && b.password ? passwordKeys(email, request.ip) : null;
      const refused = guess && (await app.guessLimits.refused(request, guess));
      if (refused) {
        reply.header('retry-after', String(refused.retryAfterSec));
        return page(429, { error: { text: t(e.tooFrequent) } });
      }
      // After repeated wrong passwords, each attempt passes the security check first: a sum
      // the server picked (accounts/puzzle.ts), a new one each time, the password not looked at
      // until it is answered.
      if (guess && (await app.guessLimits.challengeDue(request, guess))) {
        if (!passPuzzle(ctx, b.challenge_id, SIGN_IN_ACTION, b.human_check)) {
          return page(403, {
            error: { text: t(signInMessages.checkNeeded) },
            check: newPuzzle(ctx, SIGN_IN_ACTION),
          });
        }
      }
      const user = email ? findUserByEmail(ctx, email) : undefined;
      const ok =
        user && b.password
          ? await verifyPassword(b.password, user.password_salt, user.password_hash)
          : false;
      if (!ok || !user) {
        if (guess) await app.guessLimits.failed(request, guess);
        const check =
          guess && (await app.guessLimits.challengeDue(request, guess))
            ? newPuzzle(ctx, SIGN_IN_ACTION)
            : undefined;
        const error =
          !email || !b.password
            ? { text: t(e.signInMissing), fields: [email ? 'password' : 'email'] }
            : { text: t(e.invalidAccountOrPassword), fields: ['email', 'password'] };
        return page(401, { error, check });
      }
      // The right password of an account whose address is not confirmed yet (user_pending,
      // 4012, "Account not activated"): said only to whoever knows the password.
      if (user.status === 'pending')
        return page(403, { error: { text: t(e.userPending) }, pending: true });
      return finishSignIn(ctx, request, reply, user.id, b);
    },
  );

  app.post(
    '/v1/auth/token',
    { schema: { body: Wire.TokenBody, response: answers(Wire.TokenResponse) } },
    async (request) => {
      const b = request.body;
      const { db } = ctx;
      // Only registered clients (accounts/clients.ts): unauthorized_client (4122) for others.
      requireClient(b.client_id);
      if (b.grant_type === DEVICE_GRANT_TYPE) {
        // RFC 8628 §3.4 (accounts/deviceCodes.ts): tokens, or the polling state as an error.
        if (!b.device_code) throw new ApiError('invalid_request', 'device_code is required');
        return exchangeDeviceCode(ctx, b.device_code, b.client_id);
      }
      if (b.grant_type === 'authorization_code') {
        if (!b.code) throw new ApiError('invalid_request', 'code is required');
        const row = db
          .prepare<[string], AuthCodeRow>('SELECT * FROM auth_codes WHERE code = ?')
          .get(b.code);
        const now = Date.now();
        // A code belongs to the client it was issued to (and to its redirect URI).
        if (!row || row.client_id !== b.client_id || row.expires_at <= now) {
          throw new ApiError(
            'invalid_grant',
            'The authorization code is invalid, expired or already used',
          );
        }
        if (b.redirect_uri !== undefined && b.redirect_uri !== row.redirect_uri) {
          throw new ApiError(
            'invalid_grant',
            'redirect_uri does not match the authorization request',
          );
        }
        // PKCE: a code issued with a challenge is only good with its verifier (the browser or
        // app that started the sign-in); every code the sign-in pages and the desktop service
        // issue is bound. A verifier for a code issued without a challenge is refused too
        // (a PKCE downgrade, RFC 9700 §2.1.1).
        const bound = Boolean(row.code_challenge);
        const verified = bound && !!b.code_verifier && s256(b.code_verifier) === row.code_challenge;
        if (bound && !verified) {
          throw new ApiError(
            'invalid_grant',
            'This sign-in was not started in this browser (code_verifier missing or wrong)',
          );
        }
        if (!bound && b.code_verifier)
          throw new ApiError('invalid_grant', 'This code was issued without a code_challenge');
        // A retried exchange: same code, same verifier, shortly after. The answer to the first
        // one was lost; the tokens it issued are revoked and replaced.
        if (verified && row.used_at && now - row.used_at < REPLAY_WINDOW_MS) {
          if (row.token_family) revokeFamilyId(ctx, row.token_family);
          const family = newToken();
          db.prepare<[string, string]>('UPDATE auth_codes SET token_family = ? WHERE code = ?').run(
            family,
            row.code,
          );
          return issueTokens(ctx, row.user_id, b.client_id, row.scope, family);
        }
        if (row.used_at) {
          // A code used again (not a retried exchange): what it issued is revoked too.
          if (row.token_family) revokeFamilyId(ctx, row.token_family);
          throw new ApiError(
            'invalid_grant',
            'The authorization code is invalid, expired or already used',
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
      // Rotation with reuse detection (RFC 9700 §4.14.2): a refresh token is good once; one
      // presented again after it was rotated out revokes its whole family (the newer tokens
      // too), since either its owner or a thief now holds a copy.
      const row = findToken(ctx, b.refresh_token, 'refresh', { includeRevoked: true });
      if (!row || row.client_id !== b.client_id || row.expires_at <= Date.now())
        throw new ApiError('invalid_grant', 'The refresh token is invalid, expired or revoked');
      if (row.revoked_at) {
        revokeFamilyId(ctx, row.family);
        throw new ApiError('invalid_grant', 'The refresh token is invalid, expired or revoked');
      }
      const rotated = db
        .prepare<[number, string]>(
          'UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
        )
        .run(Date.now(), row.token_hash);
      if (rotated.changes !== 1) {
        revokeFamilyId(ctx, row.family);
        throw new ApiError('invalid_grant', 'The refresh token is invalid, expired or revoked');
      }
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
