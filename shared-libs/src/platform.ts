import { createApi, type Api } from './api/endpoints';
import { CaptchaManager } from './captcha/CaptchaManager';
import { getOrCreateDeviceId, type GetRandomValues } from './captcha/deviceId';
import { validateCaptchaSalts } from './captcha/sign';
import { unreachableError } from './errors/ApiError';
import { createHttpClient, fail, type HttpClient, type Logger, type Result } from './http/request';
import type { Transport } from './http/transport';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { createCookies, documentCookieJar, type CookieJar, type Cookies } from './storage/cookies';
import { createSafeStorage, type KeyValueStorage, type SafeStorage } from './storage/safeStorage';
import { getAttribution } from './utils/attribution';
import { loadReferrers, referrerHosts } from './utils/referrers';
import { SessionStore } from './session/SessionStore';

export interface PlatformConfig {
  /** API origins rotated on retry (e.g. `['http://localhost:8090', ':8091', ':8092']`). */
  apiOrigins: readonly string[];
  /** Access-controller origins for the region check. */
  accessOrigins?: readonly string[];
  clientId: string;
  locale?: Locale;
  /** Package name in the signed captcha meta. */
  packageName?: string;
  /** 10 captcha salts from deployment config, or none (no sign). */
  captchaSalts?: readonly string[];
  /** Per-attempt request timeout in ms (default 8 s). */
  requestTimeoutMs?: number;
  // ---- injectable for tests and non-browser hosts ----
  transport?: Transport;
  storage?: KeyValueStorage;
  /** The tab session's storage (default: `sessionStorage`). */
  sessionStorage?: KeyValueStorage;
  cookieJar?: CookieJar;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  getRandomValues?: GetRandomValues;
  /** Shows the captcha challenge (default: the overlay frame). */
  openChallenge?: (url: string, locale: Locale) => Promise<Result<string>>;
  location?: () => { host: string; pathname: string; origin: string };
  logger?: Logger;
}

export interface Platform {
  readonly config: Readonly<PlatformConfig>;
  readonly http: HttpClient;
  readonly api: Api;
  readonly captcha: CaptchaManager;
  readonly session: SessionStore;
  readonly storage: SafeStorage;
  readonly cookies: Cookies;
  getLocale(): Locale;
  setLocale(locale: Locale): void;
  deviceId(): string;
  now(): number;
}

let current: Platform | undefined;

function defaultSessionStorage(): KeyValueStorage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function browserLocation() {
  return typeof window === 'undefined'
    ? { host: '', pathname: '/', origin: '' }
    : {
        host: window.location.host,
        pathname: window.location.pathname,
        origin: window.location.origin,
      };
}

/**
 * The challenge overlay, loaded the first time a challenge is shown (decision 0019: no page's
 * first view needs it). A frame that cannot be loaded fails the token like an unreachable API.
 */
function openChallengeFrame(
  url: string,
  options: { locale: Locale; siteOrigin: string },
): Promise<Result<string>> {
  return import(/* webpackChunkName: "platform-lazy-captcha" */ './captcha/challengeFrame').then(
    ({ openCaptchaChallenge }) => openCaptchaChallenge(url, options),
    () => fail(unreachableError(url, 'the captcha challenge could not be loaded')),
  );
}

/**
 * Builds the one platform instance (one captcha token cache, one origin rotation, one
 * session) for the host and every remote. The host calls it once at start; remotes call
 * `getPlatform()`. A second call throws: the singleton must not be replaced behind the back
 * of parts already holding it (tests use `resetPlatformForTests` from shared-libs/testing).
 */
export function configurePlatform(config: PlatformConfig): Platform {
  if (current) throw new Error('platform already configured');
  validateCaptchaSalts(config.captchaSalts ?? []);
  let locale: Locale = config.locale ?? DEFAULT_LOCALE;
  const now = config.now ?? Date.now;
  const storage = createSafeStorage(config.storage ? () => config.storage : undefined);
  const sessionKV = createSafeStorage(
    config.sessionStorage ? () => config.sessionStorage : defaultSessionStorage,
  );
  const cookies = createCookies(config.cookieJar ?? documentCookieJar);
  const location = config.location ?? browserLocation;
  let deviceIdValue: string | undefined;
  const deviceId = () => (deviceIdValue ??= getOrCreateDeviceId(storage, config.getRandomValues));

  const http = createHttpClient({
    origins: config.apiOrigins,
    transport: config.transport,
    getLocale: () => locale,
    clientId: config.clientId,
    getDeviceId: deviceId,
    sleep: config.sleep,
    random: config.random,
    timeoutMs: config.requestTimeoutMs,
    logger: config.logger,
  });
  const api = createApi(http);
  const session = new SessionStore({
    api,
    clientId: config.clientId,
    storage,
    sessionStorage: sessionKV,
    cookies,
    now,
    location,
    referrers: () => referrerHosts(loadReferrers(storage, now())),
    source: () => getAttribution(cookies).source,
    logger: config.logger,
  });
  const captcha = new CaptchaManager({
    http,
    storage,
    clientId: config.clientId,
    packageName: config.packageName ?? '',
    salts: config.captchaSalts ?? [],
    getDeviceId: deviceId,
    getUserId: () => session.user?.userId || session.credentials?.sub || '',
    now,
    openChallenge: (url) =>
      config.openChallenge
        ? config.openChallenge(url, locale)
        : openChallengeFrame(url, { locale, siteOrigin: location().origin }),
  });
  http.setAuth(session.authProvider);
  http.setCaptcha(captcha);

  current = {
    config,
    http,
    api,
    captcha,
    session,
    storage,
    cookies,
    getLocale: () => locale,
    setLocale: (l) => {
      locale = l;
    },
    deviceId,
    now,
  };
  return current;
}

/** The configured platform; throws if the host has not configured it yet. */
export function getPlatform(): Platform {
  if (!current)
    throw new Error('platform not configured: call configurePlatform() in the host first');
  return current;
}

export function isPlatformConfigured(): boolean {
  return current !== undefined;
}

/** Drops the singleton (tests only; exported from shared-libs/testing). */
export function resetPlatformForTests(): void {
  current = undefined;
}
