/**
 * Captcha (ours, shaped like the public shield API): POST /v1/shield/captcha/init and a challenge
 * page. Modes (switch with the control endpoint): `silent` (token at once), `challenge` (a url to a
 * page with an "I am human" button that redirects to `<site>/loading?captcha_token=...`) and
 * `too_frequent` (4002 captcha_invalid). Tokens are bound to an action `METHOD:path`. After
 * repeated wrong guesses (limits.ts `challengeAfter`) a client must solve the challenge whatever
 * the mode: its init answers with a challenge, and only a token so earned (`proven`) is taken.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Wire, type WireErrorName } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { CaptchaChallengeRow, CaptchaTokenRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { originOf } from '../origin';
import { ApiError, apiError, TOO_FREQUENT } from '../errors';
import { newToken, newId } from '../util';
import { challengePage, expiredCheckPage } from '../pages';
import { pageLocale } from '../i18n';
import { answers } from '../schemas';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'";

/** How long a due challenge stays due (issue 12 item 4): the guessing limits' window. */
const DUE_MS = 10 * 60_000;

/**
 * After repeated wrong guesses, the client (by IP) must solve a challenge for `action` before
 * its next guess: the captcha init answers it with a challenge, whatever the captcha mode.
 */
export function markChallengeDue(ctx: ApiContext, ip: string, action: string): void {
  ctx.db
    .prepare<[string, string, number]>(
      'INSERT OR REPLACE INTO captcha_due (ip, action, expires_at) VALUES (?, ?, ?)',
    )
    .run(ip, action, Date.now() + DUE_MS);
}

function challengeDue(ctx: ApiContext, ip: string, action: string): boolean {
  const row = ctx.db
    .prepare<[string, string, number], { n: number }>(
      'SELECT 1 AS n FROM captcha_due WHERE ip = ? AND action = ? AND expires_at > ?',
    )
    .get(ip, action, Date.now());
  return row !== undefined;
}

/**
 * Check the x-captcha-token of a guarded request: null when it is good, else the problem.
 * `proven`: only a token earned by solving a challenge will do, and it is used up (one guess
 * per solved challenge).
 */
export function checkCaptcha(
  ctx: ApiContext,
  request: FastifyRequest,
  opts: { proven?: boolean } = {},
): null | { name: WireErrorName; description: string } {
  const token = request.headers['x-captcha-token'];
  if (!token || typeof token !== 'string') {
    return {
      name: 'captcha_required',
      description: 'This action needs a captcha token (x-captcha-token)',
    };
  }
  const action = `${request.method}:${request.url.split('?')[0]}`;
  const row =
    token.length <= 200
      ? ctx.db
          .prepare<[string], CaptchaTokenRow>('SELECT * FROM captcha_tokens WHERE token = ?')
          .get(token)
      : null;
  if (!row || row.expires_at <= Date.now()) {
    return { name: 'captcha_invalid', description: 'The captcha token is invalid or has expired' };
  }
  if (row.action !== action) {
    return {
      name: 'captcha_invalid',
      description: `The captcha token was issued for ${row.action}, not ${action}`,
    };
  }
  if (opts.proven) {
    if (!row.proven) {
      return {
        name: 'captcha_required',
        description: 'Too many wrong attempts: solve the security check to try again',
      };
    }
    ctx.db.prepare<[string]>('DELETE FROM captcha_tokens WHERE token = ?').run(row.token);
  }
  return null;
}

function issueToken(
  ctx: ApiContext,
  action: string,
  clientId: string,
  deviceId: string,
  proven = false,
): { captcha_token: string; expires_in: number } {
  const token = `ck.${newToken()}`;
  const ttl = ctx.options.captchaTtlSec;
  ctx.db
    .prepare<[string, string, string, string, number, number]>(
      'INSERT INTO captcha_tokens (token, action, client_id, device_id, expires_at, proven) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(token, action, clientId, deviceId, Date.now() + ttl * 1000, proven ? 1 : 0);
  // Housekeeping: drop long-expired tokens.
  ctx.db
    .prepare<[number]>('DELETE FROM captcha_tokens WHERE expires_at < ?')
    .run(Date.now() - 3600_000);
  return { captcha_token: token, expires_in: ttl };
}

export default async function captchaRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.post(
    '/v1/shield/captcha/init',
    {
      schema: {
        // `action` is METHOD:/path (its pattern and error text are in the schema).
        body: Wire.CaptchaInitBody,
        querystring: Wire.CaptchaInitQuery,
        response: answers(Wire.CaptchaInit),
      },
    },
    async (request, reply) => {
      const b = request.body;
      const mode = ctx.state.captchaMode;
      if (mode === 'too_frequent') return apiError(reply, 'captcha_invalid', TOO_FREQUENT, 429);
      if (mode === 'challenge' || challengeDue(ctx, request.ip, b.action)) {
        const site = b.redirect || request.query.redirect || request.headers.origin || '';
        let origin: string;
        try {
          origin = new URL(site).origin;
        } catch {
          origin = '';
        }
        if (!ctx.options.siteOrigins.includes(origin)) {
          throw new ApiError(
            'invalid_argument',
            'The challenge needs a site origin to return to (redirect or Origin) that is allowed',
          );
        }
        const id = newId('ch');
        ctx.db
          .prepare<[string, string, string, string, string, number]>(
            `INSERT INTO captcha_challenges (id, action, client_id, device_id, site_origin, expires_at)
            VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(id, b.action, b.client_id, b.device_id, origin, Date.now() + 600_000);
        return {
          captcha_token: '',
          expires_in: ctx.options.captchaTtlSec,
          url: `${originOf(request)}/v1/shield/captcha/challenge?id=${encodeURIComponent(id)}&ui_locales=${pageLocale(request)}`,
        };
      }
      return issueToken(ctx, b.action, b.client_id, b.device_id);
    },
  );

  // The challenge page (HTML, sent as is, like the page of an expired check: 404); its errors.
  const pageAnswers = answers(Wire.HtmlPage);
  const page = (reply: FastifyReply, status: number, body: string, origin?: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', `${PAGE_CSP}; frame-ancestors ${origin || "'none'"}`)
      .send(body);
  const liveChallenge = (id: string) => {
    const row = ctx.db
      .prepare<[string], CaptchaChallengeRow>('SELECT * FROM captcha_challenges WHERE id = ?')
      .get(id);
    return row && !row.used_at && row.expires_at > Date.now() ? row : null;
  };

  app.get(
    '/v1/shield/captcha/challenge',
    { schema: { querystring: Wire.CaptchaChallengeId, response: pageAnswers } },
    async (request, reply) => {
      const row = liveChallenge(request.query.id);
      if (!row)
        return page(reply, 404, expiredCheckPage(pageLocale(request, request.query.ui_locales)));
      return page(
        reply,
        200,
        challengePage(row.id, pageLocale(request, request.query.ui_locales)),
        ctx.options.siteOrigins.join(' '),
      );
    },
  );

  app.post(
    '/v1/shield/captcha/challenge',
    { schema: { body: Wire.CaptchaChallengeId, response: pageAnswers } },
    async (request, reply) => {
      const row = liveChallenge(request.body.id);
      if (!row)
        return page(reply, 404, expiredCheckPage(pageLocale(request, request.body.ui_locales)));
      ctx.db
        .prepare<[number, string]>('UPDATE captcha_challenges SET used_at = ? WHERE id = ?')
        .run(Date.now(), row.id);
      const { captcha_token: token, expires_in: ttl } = issueToken(
        ctx,
        row.action,
        row.client_id,
        row.device_id,
        true,
      );
      const target = new URL('/loading', row.site_origin);
      target.searchParams.set('captcha_token', token);
      target.searchParams.set('expires_in', String(ttl));
      return reply.redirect(target.href, 302);
    },
  );
}
