/**
 * Device sign-in's run-time facts (RFC 8628; wire shapes in ./api/device.ts), one place for
 * the server and the site's `/tv/link` page.
 */

/** RFC 8628 §3.4's grant type. */
export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/**
 * The user code's letters (ours, after RFC 8628 §6.1): consonants only, so no word can be
 * spelled and none is mistaken for a digit or another letter (no A E I O U, no Y, no L).
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ';
/** Letters in a user code: 8, shown as two groups of 4 (`WDJB-MJHT`). */
export const USER_CODE_LENGTH = 8;

/**
 * A user code as typed (any case, spaces or dashes anywhere) in its canonical form `XXXX-XXXX`,
 * or null when it cannot be one. The site's page and the server read codes with this one rule.
 */
export function normalizeUserCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (letters.length !== USER_CODE_LENGTH) return null;
  for (const ch of letters) if (!USER_CODE_ALPHABET.includes(ch)) return null;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
