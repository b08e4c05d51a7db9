/**
 * Host-side cookie adapter. shared-libs has the same helpers (storage/cookies.ts) but does not
 * export them from its entry yet; swap this file for them once it does (same names, same flags).
 */
export interface CookieFlags {
  maxAgeSeconds?: number;
  sameSite?: 'Strict' | 'Lax';
  secure?: boolean;
}

/** General cookie flags (spec §9): same-site strict, secure (Chromium accepts it on localhost). */
export const GENERAL: CookieFlags = { sameSite: 'Strict', secure: true };
/** User id cookie flags (spec §9): lax, secure. */
export const LAX_SECURE: CookieFlags = { sameSite: 'Lax', secure: true };

export function getCookie(name: string, doc: Document = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const i = part.indexOf('=');
    const k = (i < 0 ? part : part.slice(0, i)).trim();
    if (k !== name) continue;
    const v = i < 0 ? '' : part.slice(i + 1).trim();
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  }
  return undefined;
}

export function setCookie(
  name: string,
  value: string,
  flags: CookieFlags = GENERAL,
  doc: Document = document,
): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'Path=/'];
  if (flags.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(flags.maxAgeSeconds))}`);
  if (flags.sameSite) parts.push(`SameSite=${flags.sameSite}`);
  if (flags.secure) parts.push('Secure');
  doc.cookie = parts.join('; ');
}

export function removeCookie(name: string, flags: CookieFlags = GENERAL, doc: Document = document) {
  setCookie(name, '', { ...flags, maxAgeSeconds: 0 }, doc);
}
