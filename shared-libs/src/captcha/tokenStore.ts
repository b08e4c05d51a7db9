import type { KeyValueStorage } from '../storage/safeStorage';
import { STORAGE_KEYS } from '../storage/keys';

/** Captcha token info kept in local storage (spec §3). */
export interface CaptchaTokenInfo {
  action: string;
  meta: Record<string, string>;
  captcha_token: string;
  /** Server-stated lifetime in seconds. */
  expires_in: number;
  /** Server-stated expiry (obtained + expires_in), ISO 8601. */
  expires_at: string;
}

/** A token counts as expired this long before the server's expiry (spec §9: 30 s). */
export const CAPTCHA_SAFETY_MARGIN_MS = 30_000;

export function makeTokenInfo(
  action: string,
  meta: Record<string, string>,
  token: string,
  expiresIn: number,
  now: number,
): CaptchaTokenInfo {
  return {
    action,
    meta,
    captcha_token: token,
    expires_in: expiresIn,
    expires_at: new Date(now + expiresIn * 1000).toISOString(),
  };
}

/** Valid for `action` until 30 s before the server's expiry. */
export function isTokenValid(
  info: CaptchaTokenInfo | undefined,
  action: string,
  now: number,
): boolean {
  if (!info || info.action !== action || !info.captcha_token) return false;
  const expiresAt = Date.parse(info.expires_at);
  return Number.isFinite(expiresAt) && now < expiresAt - CAPTCHA_SAFETY_MARGIN_MS;
}

export function readTokenInfo(storage: KeyValueStorage): CaptchaTokenInfo | undefined {
  const raw = storage.getItem(STORAGE_KEYS.captchaTokenInfo);
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<CaptchaTokenInfo>;
    if (typeof v.action !== 'string' || typeof v.captcha_token !== 'string') return undefined;
    return {
      action: v.action,
      meta: v.meta ?? {},
      captcha_token: v.captcha_token,
      expires_in: Number(v.expires_in) || 0,
      expires_at: String(v.expires_at ?? ''),
    };
  } catch {
    return undefined;
  }
}

export function writeTokenInfo(storage: KeyValueStorage, info: CaptchaTokenInfo): void {
  storage.setItem(STORAGE_KEYS.captchaTokenInfo, JSON.stringify(info));
}
