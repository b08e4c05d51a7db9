/**
 * The API's development and test surfaces (decision 0020): the test-control endpoint
 * (`/__control*`, routes/control.ts) and the mail stand-in's outbox page (`/dev/outbox`,
 * routes/mail.ts). Neither is part of the product, and someone else on the machine, or a web
 * page in the person's own browser, must not be able to use them:
 *
 * - `/__control*` exists only when the process was started for tests with a control secret
 *   (`controlSecret`, env CUMULUS_CONTROL_SECRET; the e2e runner makes one per run), and every
 *   call presents it in the `x-cumulus-control` header;
 * - `/dev/outbox` is on in every run (a newcomer needs it to sign up), behind a per-run key
 *   (`devKey`, env CUMULUS_DEV_KEY, else random at start) given as `?key=` and printed in the
 *   console by `npm start`, the way Jupyter prints its token;
 * - both answer loopback clients only, with a loopback Host name (a DNS-rebinding page's Host is
 *   its own name) and never to a cross-site request (`Sec-Fetch-Site`, `Origin`): a page on
 *   another site cannot post a form to them nor read them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isLoopback } from './util';

/** The header that carries the control secret. */
export const CONTROL_HEADER = 'x-cumulus-control';
/** A control secret or dev key shorter than this is refused at start (guessable). */
export const MIN_SECRET_LENGTH = 16;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isControlPath = (url: string) =>
  url === '/__control' || url.startsWith('/__control/') || url.startsWith('/__control?');

/** The host name of a Host header (`localhost:8090` -> `localhost`, `[::1]:8090` -> `[::1]`). */
function hostName(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.indexOf(':');
  return colon < 0 ? h : h.slice(0, colon);
}

/** Compares two secrets in constant time (their SHA-256, so that lengths do not leak). */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** What the checks read of a request (a Fastify request or Node's IncomingMessage). */
export interface DevRequest {
  socket: { remoteAddress?: string | undefined };
  headers: IncomingHttpHeaders;
}

/**
 * Whether a request is a test-control call: the process has a control secret, the request
 * presents it, and it passes devRequestProblem (the host's servers use this for their own test
 * surfaces, e.g. the CSP report list).
 */
export function isControlCall(request: DevRequest, secret: string | undefined): boolean {
  return (
    !!secret &&
    devRequestProblem(request) === null &&
    sameSecret(request.headers[CONTROL_HEADER], secret)
  );
}

/**
 * Why a request may not use a dev or test surface, or null when it may: a loopback client, a
 * loopback Host name, and not cross-site. `Sec-Fetch-Site` is sent by browsers on every request
 * (`same-origin` from the page itself, `none` for a typed address); a tool sends none. An
 * `Origin` must be the API origin itself.
 */
export function devRequestProblem(request: DevRequest): string | null {
  if (!isLoopback(request.socket.remoteAddress)) return 'answers loopback clients only';
  const host = request.headers.host;
  if (!LOOPBACK_HOSTS.has(hostName(host)))
    return 'answers loopback host names only (localhost, 127.0.0.1, [::1])';
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return 'refuses cross-site requests';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return 'refuses cross-site requests';
  return null;
}
