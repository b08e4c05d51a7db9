import {
  getSharePasscodeToken,
  getSharePwdCode,
  LAX_SECURE_COOKIE_OPTIONS,
  setSharePasscodeToken,
  setSharePwdCode,
  STORAGE_KEYS,
  type Cookies,
} from 'shared-libs';

/**
 * The per-share passcode cookies of spec §9, through shared-libs' cookie rules: named per share
 * id (`pp_share_passcode_token_{id}`, `pp_share_pwd_code_{id}`), 12 hours, lax and secure;
 * storing a new one clears older passcode and password cookies, keeping the last 3 of each.
 */
export const passcodeTokenCookieName = (shareId: string) =>
  `${STORAGE_KEYS.sharePasscodeToken}_${shareId}`;
export const pwdCodeCookieName = (shareId: string) => `${STORAGE_KEYS.sharePwdCode}_${shareId}`;

/** After a share accepted a code: keep its token (and the code) for 12 hours. */
export function storePasscode(
  cookies: Cookies,
  shareId: string,
  token: string,
  code?: string,
): void {
  setSharePasscodeToken(cookies, shareId, token);
  if (code) setSharePwdCode(cookies, shareId, code);
}

export function readPasscodeToken(cookies: Cookies, shareId: string): string | undefined {
  return getSharePasscodeToken(cookies, shareId) || undefined;
}

export function readPwdCode(cookies: Cookies, shareId: string): string | undefined {
  return getSharePwdCode(cookies, shareId) || undefined;
}

/** A token or code the server refused: forget it so the visitor is asked again. */
export function forgetPasscode(cookies: Cookies, shareId: string): void {
  cookies.remove(passcodeTokenCookieName(shareId), LAX_SECURE_COOKIE_OPTIONS);
  cookies.remove(pwdCodeCookieName(shareId), LAX_SECURE_COOKIE_OPTIONS);
}
