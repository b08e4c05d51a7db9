import {
  createApiError,
  localError,
  isTooManyAttempts,
  RETRY_INFO_TYPE,
  toApiError,
  unknownError,
  unreachableError,
  type ApiError,
} from '../errors/ApiError';
import { ERROR_CODES } from '../errors/codes';
import type { Locale } from '../i18n/locales';
import { createOriginRotation, normalizeOrigin, type OriginRotation } from './origins';
import {
  DEFAULT_RETRY_POLICY,
  defaultSleep,
  maxAttempts,
  retryDelay,
  type RetryPolicy,
} from './retry';
import { fetchTransport, type Transport, type TransportResponse } from './transport';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every call's outcome: data or an error, never both. API errors are not thrown. */
export type Result<T> = { data: T; error: null } | { data: null; error: ApiError };

export function ok<T>(data: T): Result<T> {
  return { data, error: null };
}
export function fail<T = never>(error: ApiError): Result<T> {
  return { data: null, error };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Default GET. */
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Objects are serialised to JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** A signed-in call (spec §7 "cred"): bearer token, device id and client id headers. */
  auth?: boolean;
  /**
   * A captcha-guarded action: `true` uses the default action `METHOD:path`, a string names
   * the action. Adds `x-captcha-token` (and device and client id).
   */
  captcha?: boolean | string;
  /** Extra meta for the captcha init of this action (e.g. the e-mail being signed in). */
  captchaMeta?: Record<string, string>;
  /**
   * `false` for a call the person did not ask for (a background call): the captcha challenge
   * frame is never shown for it; when the server wants a challenge the call fails with
   * `captcha_required` instead. Default true.
   */
  captchaChallenge?: boolean;
  /** Set false on the captcha init call itself so 4001/4002 do not renew recursively. */
  captchaRenewal?: boolean;
  /**
   * Whether repeating the call is harmless. Default: true for GET/PUT/DELETE, false for
   * POST/PATCH. See `isRetryable` for how it limits retries.
   */
  idempotent?: boolean;
  /**
   * A change the server makes once per `Idempotency-Key` (one key per call, the same on its
   * retries): the call is then retried like a read. The server must honour the header.
   */
  idempotencyKey?: boolean;
  /** Default: fixed, 300 ms, retry 2. */
  retry?: RetryPolicy<ApiError>;
  /** Send to this origin instead of the rotation (access hosts, the loopback service). */
  origin?: string;
  /** Per-attempt timeout in ms; default `HttpClientOptions.timeoutMs`. */
  timeoutMs?: number;
}

/** Where the client gets the signed-in user's token. */
export interface AuthProvider {
  /** The current access token (refreshed first if it is about to expire), or undefined. */
  accessToken(): Promise<string | undefined>;
  /** Called once per call on `unauthenticated` (16); true when a new token was obtained. */
  refresh(): Promise<boolean>;
}

/** Where the client gets captcha tokens (implemented by the CaptchaManager). */
export interface CaptchaProvider {
  token(
    action: string,
    options: { renew: boolean; meta?: Record<string, string>; challenge?: boolean },
  ): Promise<Result<string>>;
  /** The stored token while it is valid, whatever its action (sent on authenticated calls). */
  current?(): string | undefined;
}

export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface HttpClientOptions {
  origins: readonly string[] | OriginRotation;
  transport?: Transport;
  getLocale(): Locale;
  clientId: string;
  getDeviceId(): string;
  auth?: AuthProvider;
  captcha?: CaptchaProvider;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Per-attempt timeout; default 8 s. A hung origin is abandoned and the next one tried. */
  timeoutMs?: number;
  logger?: Logger;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<Result<T>>;
  readonly rotation: OriginRotation;
  setAuth(auth: AuthProvider | undefined): void;
  setCaptcha(captcha: CaptchaProvider | undefined): void;
}

export const DEFAULT_ATTEMPT_TIMEOUT_MS = 8000;
/** Spec §8: captcha_required / captcha_invalid renew the token, at most 3 times. */
export const MAX_CAPTCHA_RENEWALS = 3;

/** How one attempt ended, beyond its result. */
interface AttemptOutcome<T> {
  result: Result<T>;
  /** True when a response (any status) was received from the server. */
  responded: boolean;
  /** True when our per-attempt timeout aborted it. */
  timedOut: boolean;
  origin: string;
}

const IDEMPOTENT_METHODS = new Set<HttpMethod>(['GET', 'PUT', 'DELETE']);

/**
 * Retry decision (spec §7: only `internal` or `unreachable`, same path).
 *
 * A non-idempotent call (POST/PATCH not marked `idempotent`) is never retried blindly: it is
 * retried only when the transport itself rejected before any response arrived (connection
 * refused, DNS, reset) and not when our timeout aborted it, since a timed-out request may
 * have reached the server. Caveat: `fetch` cannot prove the request bytes never left, so a
 * connection reset mid-request could still repeat a POST; endpoints with side effects
 * should be safe to repeat server-side or be called with `retry: { strategy: 'none' }`.
 */
export function isRetryable(
  error: ApiError,
  meta: { idempotent: boolean; responded: boolean; timedOut: boolean },
): boolean {
  const code = error.error_code;
  if (code !== ERROR_CODES.internal && code !== ERROR_CODES.unreachable) return false;
  if (meta.idempotent) return true;
  return code === ERROR_CODES.unreachable && !meta.responded && !meta.timedOut;
}

/** Maps a bare HTTP failure (no error envelope) to a catalogue error. */
export function errorFromStatus(status: number, uri: string): ApiError {
  const description = `HTTP ${status}`;
  if (status === 400) return createApiError('invalid_argument', description, uri);
  if (status === 401) return createApiError('unauthenticated', description, uri);
  if (status === 403) return createApiError('permission_denied', description, uri);
  if (status === 404) return createApiError('not_found', description, uri);
  if (status === 409) return createApiError('already_exists', description, uri);
  if (status === 429) return createApiError('resource_exhausted', description, uri);
  if (status === 501) return createApiError('unimplemented', description, uri);
  // Any other 5xx without an envelope (a proxy's 502/503/504) is treated as `internal`,
  // so the rotation moves on to the next origin.
  if (status >= 500) return createApiError('internal', description, uri);
  return createApiError('unknown', description, uri);
}

export function buildUrl(origin: string, path: string, query?: Record<string, QueryValue>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) qs.append(k, String(v));
  }
  const s = qs.toString();
  return `${normalizeOrigin(origin)}${path}${s ? `?${s}` : ''}`;
}

async function readResponse<T>(res: TransportResponse, path: string): Promise<Result<T>> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    return fail(unreachableError(path, 'response body could not be read'));
  }
  let body: unknown;
  let parsed = true;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      parsed = false;
    }
  }
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string' &&
    (body as { error: string }).error !== ''
  ) {
    return fail(toApiError(body as Record<string, unknown>, path));
  }
  if (!res.ok) return fail(errorFromStatus(res.status, path));
  if (!parsed) return fail(unknownError('invalid JSON response', path));
  return ok((body ?? {}) as T);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const rotation =
    'current' in options.origins ? options.origins : createOriginRotation(options.origins);
  const transport = options.transport ?? fetchTransport;
  const sleep = options.sleep ?? ((ms: number) => defaultSleep(ms));
  const random = options.random ?? Math.random;
  const logger: Logger = options.logger ?? console;
  let auth = options.auth;
  let captcha = options.captcha;

  async function attempt<T>(
    origin: string,
    path: string,
    opts: RequestOptions,
    headers: Record<string, string>,
  ): Promise<AttemptOutcome<T>> {
    const method = opts.method ?? 'GET';
    const url = buildUrl(origin, path, opts.query);
    const controller = new AbortController();
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    try {
      const res = await transport(url, {
        method,
        headers,
        body,
        mode: 'cors',
        signal: controller.signal,
      });
      const result = await readResponse<T>(res, path);
      return { result, responded: true, timedOut, origin };
    } catch (e) {
      const description = timedOut
        ? `timeout after ${timeoutMs} ms`
        : e instanceof Error
          ? e.message
          : 'network unreachable';
      return {
        result: fail(unreachableError(path, description)),
        responded: false,
        timedOut,
        origin,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs attempts with origin rotation and the policy's waits. */
  async function withRetry<T>(
    path: string,
    opts: RequestOptions,
    headers: Record<string, string>,
  ): Promise<Result<T>> {
    const policy = opts.retry ?? DEFAULT_RETRY_POLICY;
    const attempts = maxAttempts(policy);
    const idempotent = opts.idempotent ?? IDEMPOTENT_METHODS.has(opts.method ?? 'GET');
    let lastServerError: ApiError | undefined;
    let lastError: ApiError | undefined;
    for (let n = 1; n <= attempts; n += 1) {
      if (policy.strategy === 'exponential') await policy.before?.(n);
      const origin = opts.origin ?? rotation.current();
      const outcome = await attempt<T>(origin, path, opts, headers);
      const error = outcome.result.error;
      if (policy.strategy === 'exponential') await policy.after?.(n, error);
      if (!error) return outcome.result;
      lastError = error;
      if (outcome.responded) lastServerError = error;
      if (!isRetryable(error, { idempotent, ...outcome })) return outcome.result;
      if (!opts.origin) rotation.advance(origin);
      if (n < attempts) await sleep(retryDelay(policy, n, random));
    }
    if (lastServerError) return fail(lastServerError);
    // A single allowed attempt is no exhausted counter: hand back its own error.
    if (attempts === 1 && lastError) return fail(lastError);
    return fail(
      localError(`retry count exceeded: ${attempts} attempts`, path, [
        {
          '@type': RETRY_INFO_TYPE,
          counter: 'retry',
          attempts,
          last_error: lastError?.error ?? 'unknown',
        },
      ]),
    );
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<Result<T>> {
    const method = opts.method ?? 'GET';
    let guarded = opts.captcha !== undefined && opts.captcha !== false;
    const action = typeof opts.captcha === 'string' ? opts.captcha : `${method}:${path}`;
    let renewals = 0;
    let renew = false;
    let refreshed = false;
    const idempotencyKey = opts.idempotencyKey ? globalThis.crypto.randomUUID() : undefined;
    if (idempotencyKey) opts = { ...opts, idempotent: true };
    for (;;) {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Accept-Language': options.getLocale(),
        ...opts.headers,
      };
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      if (opts.auth || guarded) {
        headers['x-device-id'] = options.getDeviceId();
        headers['x-client-id'] = options.clientId;
      }
      if (opts.auth && auth) {
        const token = await auth.accessToken();
        if (token) headers.Authorization = `Bearer ${token}`;
      }
      // Spec §7: authenticated requests carry x-captcha-token too. An unguarded call sends the
      // token this browser holds (empty when none): it never asks for one (no extra init).
      if (opts.auth && !guarded) headers['x-captcha-token'] = captcha?.current?.() ?? '';
      if (guarded && captcha) {
        const t = await captcha.token(action, {
          renew,
          meta: opts.captchaMeta,
          challenge: opts.captchaChallenge,
        });
        if (t.error) return log(method, path, fail<T>(t.error));
        headers['x-captcha-token'] = t.data;
      }
      const result = await withRetry<T>(path, { ...opts, method }, headers);
      const code = result.error?.error_code;
      if (
        (code === ERROR_CODES.captcha_required || code === ERROR_CODES.captcha_invalid) &&
        opts.captchaRenewal !== false &&
        !isTooManyAttempts(result.error) &&
        captcha &&
        renewals < MAX_CAPTCHA_RENEWALS
      ) {
        renewals += 1;
        renew = true;
        guarded = true;
        continue;
      }
      if (code === ERROR_CODES.unauthenticated && opts.auth && auth && !refreshed) {
        refreshed = true;
        if (await auth.refresh()) continue;
      }
      return log(method, path, result);
    }
  }

  function log<T>(method: string, path: string, result: Result<T>): Result<T> {
    const e = result.error;
    if (e) {
      if (e.error_code === ERROR_CODES.unauthenticated) {
        logger.warn(`[api] ${method} ${path}: not logged in`);
      } else {
        logger.warn(`[api] ${method} ${path}: ${e.error_description || e.error} (${e.error_code})`);
      }
    }
    return result;
  }

  return {
    request,
    rotation,
    setAuth: (a) => {
      auth = a;
    },
    setCaptcha: (c) => {
      captcha = c;
    },
  };
}
