import { STORAGE_KEYS } from './keys';

/** Where cookies are read and written: `document` by default, a memory jar in tests. */
export interface CookieJar {
  /** The `document.cookie` string: `a=1; b=2`. */
  read(): string;
  /** One `Set-Cookie`-style assignment, as written to `document.cookie`. */
  write(assignment: string): void;
}

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface CookieOptions {
  /** Lifetime in seconds; omitted = session cookie; 0 or less = delete. */
  maxAgeSeconds?: number;
  sameSite?: SameSite;
  secure?: boolean;
  path?: string;
  domain?: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Cookie lifetimes of spec §9, in seconds. */
export const COOKIE_LIFETIMES = {
  locale: 365 * DAY,
  userId: 365 * DAY,
  sharePasscodeToken: 12 * HOUR,
  attribution: 12 * HOUR,
  regionAccess: 10 * MINUTE,
  /** The free-days cookie lasts `freeDays` days: multiply by the count. */
  freeDaysPerDay: DAY,
} as const;

/**
 * General cookie flags (spec §9): SameSite=Strict; Secure. Chrome and Firefox accept Secure
 * cookies on http://localhost, so the flag stays on in development too.
 */
export const GENERAL_COOKIE_OPTIONS: CookieOptions = {
  sameSite: 'Strict',
  secure: true,
  path: '/',
};
/** Flags of the user id and share passcode cookies: lax and secure (spec §9). */
export const LAX_SECURE_COOKIE_OPTIONS: CookieOptions = {
  sameSite: 'Lax',
  secure: true,
  path: '/',
};

/** How many passcode token / password cookies are kept (the newest), spec §9. */
export const SHARE_COOKIES_KEPT = 3;

export const documentCookieJar: CookieJar = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (assignment) => {
    if (typeof document !== 'undefined') document.cookie = assignment;
  },
};

/** Cookie helper bound to one jar. */
export interface Cookies {
  get(name: string): string | undefined;
  /** Every cookie, in the jar's order (browsers list older cookies of one path first). */
  all(): Array<[string, string]>;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: CookieOptions): void;
}

/** Serialises one cookie assignment. Names and values are URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  }
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function parseCookieString(cookie: string): Array<[string, string]> {
  return cookie
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p): [string, string] => {
      const i = p.indexOf('=');
      return i < 0 ? [safeDecode(p), ''] : [safeDecode(p.slice(0, i)), safeDecode(p.slice(i + 1))];
    });
}

export function createCookies(jar: CookieJar = documentCookieJar): Cookies {
  const cookies: Cookies = {
    all: () => parseCookieString(jar.read()),
    get: (name) => cookies.all().find(([n]) => n === name)?.[1],
    set: (name, value, options = GENERAL_COOKIE_OPTIONS) =>
      jar.write(serializeCookie(name, value, options)),
    remove: (name, options = GENERAL_COOKIE_OPTIONS) =>
      jar.write(serializeCookie(name, '', { ...options, maxAgeSeconds: 0 })),
  };
  return cookies;
}

// ---- the spec's cookies --------------------------------------------------------------

export function setLocaleCookie(cookies: Cookies, locale: string): void {
  cookies.set(STORAGE_KEYS.locale, locale, {
    ...GENERAL_COOKIE_OPTIONS,
    maxAgeSeconds: COOKIE_LIFETIMES.locale,
  });
}

export function setUserIdCookie(cookies: Cookies, userId: string): void {
  cookies.set(STORAGE_KEYS.userId, userId, {
    ...LAX_SECURE_COOKIE_OPTIONS,
    maxAgeSeconds: COOKIE_LIFETIMES.userId,
  });
}

export function removeUserIdCookie(cookies: Cookies): void {
  cookies.remove(STORAGE_KEYS.userId, LAX_SECURE_COOKIE_OPTIONS);
}

/** The free-days cookie lasts that many days (spec §4, §9). */
export function setFreeDaysCookie(cookies: Cookies, freeDays: number): void {
  cookies.set(STORAGE_KEYS.freeDays, String(freeDays), {
    ...GENERAL_COOKIE_OPTIONS,
    maxAgeSeconds: freeDays * COOKIE_LIFETIMES.freeDaysPerDay,
  });
}

/** Per-share cookie names: `pp_share_passcode_token_{share_id}`, `pp_share_pwd_code_{share_id}`. */
export function sharePasscodeTokenCookieName(shareId: string): string {
  return `${STORAGE_KEYS.sharePasscodeToken}_${shareId}`;
}
export function sharePwdCodeCookieName(shareId: string): string {
  return `${STORAGE_KEYS.sharePwdCode}_${shareId}`;
}

function pruneByPrefix(cookies: Cookies, prefix: string, keep: number): void {
  const matching = cookies.all().filter(([n]) => n.startsWith(prefix));
  for (const [name] of matching.slice(0, Math.max(0, matching.length - keep))) {
    cookies.remove(name, LAX_SECURE_COOKIE_OPTIONS);
  }
}

/**
 * Stores a share's passcode token (12 h, lax, secure). Older passcode-token and password
 * cookies are cleared so that the newest 3 of each kind remain (spec §9). Order is the jar's
 * (creation order for one path); a re-stored share is removed first so it becomes the newest.
 */
export function setSharePasscodeToken(cookies: Cookies, shareId: string, token: string): void {
  const name = sharePasscodeTokenCookieName(shareId);
  cookies.remove(name, LAX_SECURE_COOKIE_OPTIONS);
  pruneByPrefix(cookies, `${STORAGE_KEYS.sharePasscodeToken}_`, SHARE_COOKIES_KEPT - 1);
  pruneByPrefix(cookies, `${STORAGE_KEYS.sharePwdCode}_`, SHARE_COOKIES_KEPT);
  cookies.set(name, token, {
    ...LAX_SECURE_COOKIE_OPTIONS,
    maxAgeSeconds: COOKIE_LIFETIMES.sharePasscodeToken,
  });
}

export function getSharePasscodeToken(cookies: Cookies, shareId: string): string | undefined {
  return cookies.get(sharePasscodeTokenCookieName(shareId));
}

/** Stores a share's passcode (the `s_code`) beside its token, same lifetime and flags. */
export function setSharePwdCode(cookies: Cookies, shareId: string, code: string): void {
  const name = sharePwdCodeCookieName(shareId);
  cookies.remove(name, LAX_SECURE_COOKIE_OPTIONS);
  pruneByPrefix(cookies, `${STORAGE_KEYS.sharePwdCode}_`, SHARE_COOKIES_KEPT - 1);
  cookies.set(name, code, {
    ...LAX_SECURE_COOKIE_OPTIONS,
    maxAgeSeconds: COOKIE_LIFETIMES.sharePasscodeToken,
  });
}

export function getSharePwdCode(cookies: Cookies, shareId: string): string | undefined {
  return cookies.get(sharePwdCodeCookieName(shareId));
}
