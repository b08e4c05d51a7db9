import type { MessageDescriptor } from 'react-intl';
import type { ExpirationDays } from 'shared-libs';
import { linkMessages as m } from './linkMessages';

/** The spec's passcode format: 4 to 10 letters or digits (api-contract.md "Limits to honour"). */
export const PASS_CODE_PATTERN = /^[A-Za-z0-9]{4,10}$/;
export const PASS_CODE_MIN = 4;
export const PASS_CODE_MAX = 10;

/**
 * Letters and digits that cannot be mistaken for one another when read aloud or copied by hand
 * (ours: no 0/o, 1/l/i).
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random passcode (ours: 6 characters, from the browser's CSPRNG). */
export function generatePassCode(
  length = 6,
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => void crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(length);
  random(bytes);
  let out = '';
  // 256 is not a multiple of the alphabet's size; the bias (< 1%) does not matter for a code
  // the server also rate-limits.
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** Why a typed passcode cannot be sent, or null when it can. */
export function passCodeProblem(code: string): MessageDescriptor | null {
  if (!code) return m.passCodeEmpty;
  if (!/^[A-Za-z0-9]*$/.test(code)) return m.passCodeChars;
  if (code.length < PASS_CODE_MIN || code.length > PASS_CODE_MAX) return m.passCodeLength;
  return null;
}

/**
 * The lifetimes offered, in the contract's order (`SHARE_EXPIRATION_DAYS`: 1, 7, 30 days,
 * never); typed by the contract, so a value it does not accept does not compile.
 */
export const EXPIRY_CHOICES: readonly ExpirationDays[] = [1, 7, 30, -1];
