import { md5 } from './md5';

/** Client version sent in the signed meta (spec §9). */
export const CAPTCHA_CLIENT_VERSION = '8.0.3';
/** The sign chains exactly this many salted MD5 hashes (spec §9). */
export const CAPTCHA_SALT_COUNT = 10;
/** Prefix (algorithm version) of the sign: `1.{hash}` (spec §3). */
export const CAPTCHA_SIGN_VERSION = '1';

export interface CaptchaSignInput {
  clientId: string;
  clientVersion: string;
  packageName: string;
  deviceId: string;
  /** Epoch milliseconds, as a decimal string. */
  timestamp: string;
}

/** Checks a configured salt list: empty (signing off) or exactly 10 non-empty strings. */
export function validateCaptchaSalts(salts: readonly string[]): void {
  if (salts.length === 0) return;
  if (salts.length !== CAPTCHA_SALT_COUNT || salts.some((s) => typeof s !== 'string' || !s)) {
    throw new Error(`captcha salts: expected ${CAPTCHA_SALT_COUNT} non-empty strings`);
  }
}

/**
 * The captcha sign: start from clientId + clientVersion + packageName + deviceId + timestamp,
 * then `h = md5(h + salt)` for each of the 10 salts in order; the sign is `1.{h}`.
 * Salts come from configuration only (the spec does not give them; none are invented here).
 * Without salts there is no sign: returns undefined and the meta goes without `captcha_sign`.
 */
export function captchaSign(input: CaptchaSignInput, salts: readonly string[]): string | undefined {
  if (salts.length === 0) return undefined;
  validateCaptchaSalts(salts);
  let h =
    input.clientId + input.clientVersion + input.packageName + input.deviceId + input.timestamp;
  for (const salt of salts) h = md5(h + salt);
  return `${CAPTCHA_SIGN_VERSION}.${h}`;
}

/** The signed meta of spec §3: captcha_sign, client_version, package_name, user_id, timestamp. */
export interface SignedCaptchaMeta {
  captcha_sign?: string;
  client_version: string;
  package_name: string;
  user_id: string;
  timestamp: string;
}

export function signedCaptchaMeta(
  input: Omit<CaptchaSignInput, 'clientVersion'> & { userId: string },
  salts: readonly string[],
): SignedCaptchaMeta {
  const sign = captchaSign({ ...input, clientVersion: CAPTCHA_CLIENT_VERSION }, salts);
  return {
    ...(sign ? { captcha_sign: sign } : {}),
    client_version: CAPTCHA_CLIENT_VERSION,
    package_name: input.packageName,
    user_id: input.userId,
    timestamp: input.timestamp,
  };
}
