/**
 * TEST STAND-IN for the desktop client's loopback auth-code service (spec §4 "From the desktop
 * client with a port"; wire shapes in shared-libs/src/contracts/api/desktop.ts). The real
 * service runs inside the desktop app; here the "desktop session" is a demo user chosen with
 * the control endpoint (desktopUser, default u-vip; '' = signed out -> 401).
 *
 * Nothing is issued without the person's approval (hardening, "Safe by default" item 3; ours):
 * 1. The site's page asks with its PKCE challenge: `POST /windows/client-auth-code
 *    { client_id, code_challenge, code_challenge_method: 'S256' }` -> `{ request_id, interval,
 *    expires_in }`. Only a registered client the desktop app may sign in (the web site).
 * 2. The desktop app asks the person. The stand-in's "window" is the page
 *    `GET /windows/approve` (loopback only): the oldest waiting request, the site that asked
 *    (its Origin) and the account, Allow / Deny. Its form is taken only from its own page.
 * 3. The site polls `POST /windows/client-auth-code { request_id }`: authorization_pending
 *    (4050) until then, access_denied (4123) when denied, expired_token (4052) when gone; once
 *    allowed, `{ code }`: a code for that client, bound to the challenge of step 1, so only the
 *    page that asked (holding the verifier) can exchange it.
 * Limits (said plainly): the approval page is HTTP on loopback, so a program on the same
 * machine that forges a browser's Sec-Fetch-Site/Origin headers can press Allow itself; the real
 * desktop app's window is not a web page. A code still needs the verifier of whoever asked.
 * Waiting requests live in memory (2 minutes, at most 20; a reset of the state forgets them).
 */
import type { FastifyRequest } from 'fastify';
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { pageLocale } from '../i18n';
import { originOf } from '../origin';
import { answers } from '../schemas';
import { isLoopback, newToken } from '../util';
import { approvalStore, settledOrThrow, type Approval } from '../accounts/approvals';
import { requireClient } from '../accounts/clients';
import { findUser } from '../accounts/users';
import { sendFormPage } from '../pages/formScript';
import { desktopApprovalPage } from '../pages/desktopApproval';

/** How long a request waits for the person (ours). */
export const DESKTOP_REQUEST_TTL_MS = 120_000;
/** Seconds between polls (ours). */
export const DESKTOP_POLL_INTERVAL_SEC = 1;
/** Requests waiting at once (ours): more are refused, so the window cannot be flooded. */
export const DESKTOP_MAX_WAITING = 20;

interface Waiting extends Approval {
  id: string;
  clientId: string;
  challenge: string;
  site: string;
  createdAt: number;
}

/** The waiting requests of an app, oldest first (accounts/approvals.ts). */
const waitingOf = approvalStore<Waiting>();

/** The stand-in is a local service: loopback callers only. */
function requireLoopback(request: FastifyRequest): void {
  if (!isLoopback(request.socket.remoteAddress))
    throw new ApiError('permission_denied', 'The desktop service answers this computer only');
}

/** The approval form comes from the approval page itself: a browser says so (required here). */
function fromApprovalPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin === originOf(request);
}

export default async function desktopRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.post(
    '/windows/client-auth-code',
    {
      schema: { body: Wire.DesktopAuthCodeBody, response: answers(Wire.DesktopAuthCode) },
    },
    async (request) => {
      requireLoopback(request);
      const b = request.body ?? {};
      const waiting = waitingOf(ctx);
      if (b.request_id) {
        const w = waiting.get(b.request_id);
        if (w && w.status !== 'pending') waiting.delete(w.id);
        const ok = settledOrThrow(w, 'in the desktop app');
        const code = newToken();
        ctx.db
          .prepare<[string, string, string, number, string]>(
            `INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at, code_challenge)
            VALUES (?, ?, ?, '', 'user pan offline', ?, ?)`,
          )
          .run(
            code,
            ok.userId,
            ok.clientId,
            Date.now() + ctx.options.authCodeTtlSec * 1000,
            ok.challenge,
          );
        return { code };
      }
      if (!b.client_id) throw new ApiError('invalid_request', 'client_id is required');
      const client = requireClient(b.client_id);
      if (!client.desktopBridge)
        throw new ApiError('unauthorized_client', 'This client cannot get a desktop sign-in');
      if (!b.code_challenge || b.code_challenge_method !== 'S256')
        throw new ApiError('invalid_request', 'A code_challenge (PKCE, S256) is required');
      if (!ctx.state.desktopUser)
        throw new ApiError('unauthenticated', 'The desktop client is not signed in');
      if (waiting.size >= DESKTOP_MAX_WAITING)
        throw new ApiError('resource_exhausted', 'Too many sign-in requests are waiting');
      const now = Date.now();
      const origin = request.headers.origin;
      const w: Waiting = {
        id: `dr_${newToken()}`,
        clientId: client.id,
        challenge: b.code_challenge,
        site: typeof origin === 'string' && origin !== 'null' ? origin.slice(0, 200) : '',
        createdAt: now,
        expiresAt: now + DESKTOP_REQUEST_TTL_MS,
        status: 'pending',
      };
      waiting.set(w.id, w);
      return {
        request_id: w.id,
        interval: DESKTOP_POLL_INTERVAL_SEC,
        expires_in: DESKTOP_REQUEST_TTL_MS / 1000,
      };
    },
  );

  const pageAnswers = answers(Wire.HtmlPage);
  /** The oldest request still waiting for the person, with the desktop account. */
  const oldestPending = () => {
    const w = [...waitingOf(ctx).values()].find((x) => x.status === 'pending');
    const user = ctx.state.desktopUser ? findUser(ctx, ctx.state.desktopUser) : undefined;
    return w && user ? { w, user } : undefined;
  };

  app.get(
    '/windows/approve',
    { schema: { querystring: Wire.DesktopApprovalQuery, response: pageAnswers } },
    async (request, reply) => {
      requireLoopback(request);
      const locale = pageLocale(request, request.query.ui_locales);
      const p = oldestPending();
      const r = p && { id: p.w.id, site: p.w.site, name: p.user.name, email: p.user.email };
      return sendFormPage(
        reply.header('cache-control', 'no-store'),
        200,
        desktopApprovalPage({ locale, request: r }),
      );
    },
  );

  app.post(
    '/windows/approve',
    { schema: { body: Wire.DesktopApprovalForm, response: pageAnswers } },
    async (request, reply) => {
      requireLoopback(request);
      if (!fromApprovalPage(request))
        throw new ApiError('permission_denied', 'Answer on the approval page of the desktop app');
      const b = request.body;
      const locale = pageLocale(request, b.ui_locales);
      const w = waitingOf(ctx).get(b.request_id);
      const userId = ctx.state.desktopUser;
      if (!w || w.status !== 'pending' || !userId)
        return sendFormPage(reply, 404, desktopApprovalPage({ locale, outcome: 'gone' }));
      if (b.decision === 'allow') {
        w.status = 'allowed';
        w.userId = userId;
      } else {
        w.status = 'denied';
      }
      return sendFormPage(
        reply,
        200,
        desktopApprovalPage({ locale, outcome: w.status === 'allowed' ? 'allowed' : 'denied' }),
      );
    },
  );
}
