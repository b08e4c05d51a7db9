/**
 * The visitor's analytics consent (cookie tips; docs/decisions/0024): the `allow_analysis`
 * cookie (spec §3 lists the key), '1' accepted, '0' declined, absent: not asked yet. Opt-in
 * everywhere: nothing is sent before '1'.
 */
import { STORAGE_KEYS } from '../storage/keys';
import { GENERAL_COOKIE_OPTIONS, type Cookies } from '../storage/cookies';
import type { Consent } from './ppaQueue';

/** How long the choice is remembered (ours: a year, as the locale cookie). */
export const CONSENT_COOKIE_DAYS = 365;

export function analyticsConsent(cookies: Pick<Cookies, 'get'>): Consent {
  const v = cookies.get(STORAGE_KEYS.allowAnalysis);
  return v === '1' ? 'granted' : v === '0' ? 'denied' : 'unknown';
}

export function setAnalyticsConsent(cookies: Pick<Cookies, 'set'>, granted: boolean): void {
  cookies.set(STORAGE_KEYS.allowAnalysis, granted ? '1' : '0', {
    ...GENERAL_COOKIE_OPTIONS,
    maxAgeSeconds: CONSENT_COOKIE_DAYS * 86_400,
  });
}
