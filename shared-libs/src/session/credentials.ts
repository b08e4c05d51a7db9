import type { TokenResponse } from '../api/types';
import { STORAGE_KEYS } from '../storage/keys';
import type { KeyValueStorage } from '../storage/safeStorage';

/**
 * Stored credentials (spec §3: sub, expires_at) plus the tokens. Kept in local storage under
 * `pp_oauth_info`; never in a cookie written by script (quality bars).
 */
export interface Credentials {
  token_type: string;
  access_token: string;
  refresh_token: string;
  sub: string;
  /** Epoch ms when the access token expires. */
  expires_at: number;
}

export function credentialsFromToken(t: TokenResponse, now: number): Credentials {
  return {
    token_type: t.token_type || 'Bearer',
    access_token: t.access_token,
    refresh_token: t.refresh_token,
    sub: t.sub,
    expires_at: now + (Number(t.expires_in) || 0) * 1000,
  };
}

export function readCredentials(storage: KeyValueStorage): Credentials | null {
  try {
    const v = JSON.parse(
      storage.getItem(STORAGE_KEYS.oauthInfo) ?? 'null',
    ) as Partial<Credentials> | null;
    if (!v || typeof v.access_token !== 'string' || !v.access_token) return null;
    return {
      token_type: v.token_type ?? 'Bearer',
      access_token: v.access_token,
      refresh_token: v.refresh_token ?? '',
      sub: v.sub ?? '',
      expires_at: Number(v.expires_at) || 0,
    };
  } catch {
    return null;
  }
}

export function writeCredentials(storage: KeyValueStorage, c: Credentials | null): void {
  if (c) storage.setItem(STORAGE_KEYS.oauthInfo, JSON.stringify(c));
  else storage.removeItem(STORAGE_KEYS.oauthInfo);
}
