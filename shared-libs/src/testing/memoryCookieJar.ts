import type { CookieJar } from '../storage/cookies';

export interface RecordedCookie {
  name: string;
  value: string;
  /** Attributes as written, e.g. `{ Path: '/', 'Max-Age': '43200', SameSite: 'Lax', Secure: '' }`. */
  attributes: Record<string, string>;
  /** Epoch ms when it expires, or undefined for a session cookie. */
  expiresAt?: number;
}

/**
 * A cookie jar for tests: keeps creation order like a browser, honours Max-Age against the
 * given clock, and records every assignment written (`writes`) so flags can be asserted.
 */
export function createMemoryCookieJar(now: () => number = () => Date.now()): CookieJar & {
  writes: string[];
  cookies: Map<string, RecordedCookie>;
} {
  const cookies = new Map<string, RecordedCookie>();
  const writes: string[] = [];
  const live = () => {
    for (const [name, c] of cookies) {
      if (c.expiresAt !== undefined && c.expiresAt <= now()) cookies.delete(name);
    }
  };
  return {
    writes,
    cookies,
    read() {
      live();
      return [...cookies.values()].map((c) => `${c.name}=${c.value}`).join('; ');
    },
    write(assignment) {
      writes.push(assignment);
      const [pair = '', ...attrs] = assignment.split(';').map((s) => s.trim());
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      const attributes: Record<string, string> = {};
      for (const a of attrs) {
        const j = a.indexOf('=');
        if (j < 0) attributes[a] = '';
        else attributes[a.slice(0, j)] = a.slice(j + 1);
      }
      const maxAge = attributes['Max-Age'];
      const expiresAt = maxAge === undefined ? undefined : now() + Number(maxAge) * 1000;
      if (expiresAt !== undefined && expiresAt <= now()) {
        cookies.delete(name);
        return;
      }
      // Like a browser: overwriting keeps the original creation order (Map keeps the slot).
      cookies.set(name, { name, value, attributes, expiresAt });
    },
  };
}
