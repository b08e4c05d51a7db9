/**
 * Captcha (ours, shaped like the public shield API): POST /v1/shield/captcha/init and a challenge
 * page. Modes (switch with the control endpoint): `silent` (token at once), `challenge` (a url to a
 * page with an "I am human" button that redirects to `<site>/loading?captcha_token=...`) and
 * `too_frequent` (4002 captcha_invalid). Tokens are bound to an action `METHOD:path`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import type { CaptchaChallengeRow, CaptchaTokenRow } from '../db/rows';
import type { RouteDeps } from '../decorations';
import { originOf } from '../origin';
import { ApiError, apiError, type ApiErrorName } from '../errors';
import { newToken, newId } from '../util';
import { challengePage, messagePage } from '../pages';

const ACTION = /^(GET|HEAD|POST|PUT|PATCH|DELETE):\/[\x21-\x7e]{0,300}$/;
export const TOO_FREQUENT = 'Your operation is too frequent, please try again later';
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'";

/** Check the x-captcha-token of a guarded request: null when it is good, else the problem. */
export function checkCaptcha(
  ctx: ApiContext,
  request: FastifyRequest,
): null | { name: ApiErrorName; description: string } {
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
  return null;
}

function issueToken(
  ctx: ApiContext,
  action: string,
  clientId: string,
  deviceId: string,
): { captcha_token: string; expires_in: number } {
  const token = `ck.${newToken()}`;
  const ttl = ctx.options.captchaTtlSec;
  ctx.db
    .prepare<[string, string, string, string, number]>(
      'INSERT INTO captcha_tokens (token, action, client_id, device_id, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(token, action, clientId, deviceId, Date.now() + ttl * 1000);
  // Housekeeping: drop long-expired tokens.
  ctx.db
    .prepare<[number]>('DELETE FROM captcha_tokens WHERE expires_at < ?')
    .run(Date.now() - 3600_000);
  return { captcha_token: token, expires_in: ttl };
}

/** POST /v1/shield/captcha/init */
interface InitBody {
  client_id: string;
  action: string;
  device_id: string;
  captcha_token?: string;
  meta?: object;
  redirect?: string;
}

export default async function captchaRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  app.post<{ Body: InitBody; Querystring: { redirect?: string } }>(
    '/v1/shield/captcha/init',
    {
      schema: {
        body: {
          type: 'object',
          required: ['action'],
          properties: {
            client_id: { type: 'string', maxLength: 100, default: '' },
            action: { type: 'string', minLength: 3, maxLength: 310 },
            device_id: { type: 'string', maxLength: 100, default: '' },
            captcha_token: { type: 'string', maxLength: 300 },
            meta: { type: 'object' },
            redirect: { type: 'string', maxLength: 300 },
          },
        },
        querystring: {
          type: 'object',
          properties: { redirect: { type: 'string', maxLength: 300 } },
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (!ACTION.test(b.action))
        throw new ApiError(
          'invalid_argument',
          'action must look like METHOD:/path, e.g. POST:/drive/v1/share/restore',
        );
      const mode = ctx.state.captchaMode;
      if (mode === 'too_frequent') return apiError(reply, 'captcha_invalid', TOO_FREQUENT, 429);
      if (mode === 'challenge') {
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
          url: `${originOf(request)}/v1/shield/captcha/challenge?id=${encodeURIComponent(id)}`,
        };
      }
      return issueToken(ctx, b.action, b.client_id, b.device_id);
    },
  );

  const idQuery = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  };
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

  app.get<{ Querystring: { id: string } }>(
    '/v1/shield/captcha/challenge',
    { schema: { querystring: idQuery } },
    async (request, reply) => {
      const row = liveChallenge(request.query.id);
      if (!row)
        return page(
          reply,
          404,
          messagePage('Security check', 'This check has expired. Close it and try again.'),
        );
      return page(reply, 200, challengePage(row.id), ctx.options.siteOrigins.join(' '));
    },
  );

  app.post<{ Body: { id: string } }>(
    '/v1/shield/captcha/challenge',
    { schema: { body: idQuery } },
    async (request, reply) => {
      const row = liveChallenge(request.body.id);
      if (!row)
        return page(
          reply,
          404,
          messagePage('Security check', 'This check has expired. Close it and try again.'),
        );
      ctx.db
        .prepare<[number, string]>('UPDATE captcha_challenges SET used_at = ? WHERE id = ?')
        .run(Date.now(), row.id);
      const { captcha_token: token, expires_in: ttl } = issueToken(
        ctx,
        row.action,
        row.client_id,
        row.device_id,
      );
      const target = new URL('/loading', row.site_origin);
      target.searchParams.set('captcha_token', token);
      target.searchParams.set('expires_in', String(ttl));
      return reply.code(302).header('location', target.href).send();
    },
  );
}
