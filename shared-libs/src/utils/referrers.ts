import type { KeyValueStorage } from '../storage/safeStorage';
import { STORAGE_KEYS } from '../storage/keys';

/** Spec §5, §9: at most 10 referrers, each kept 12 hours. */
export const REFERRER_MAX = 10;
export const REFERRER_LIFE_MS = 12 * 60 * 60 * 1000;

/** A saved referrer (spec §3): its host and when it expires (epoch ms). */
export interface ReferrerEntry {
  val: string;
  expired: number;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** Keeps entries with a string val, a numeric expired in the future; the last 10. */
export function validReferrers(raw: unknown, now: number): ReferrerEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (e): e is ReferrerEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as ReferrerEntry).val === 'string' &&
        typeof (e as ReferrerEntry).expired === 'number' &&
        (e as ReferrerEntry).expired > now,
    )
    .slice(-REFERRER_MAX);
}

/**
 * Adds a referrer URL's host to the list (pure). Not added when empty, the site's own host,
 * or equal to the latest saved host.
 */
export function addReferrer(
  list: ReferrerEntry[],
  referrerUrl: string,
  siteHost: string,
  now: number,
): ReferrerEntry[] {
  const valid = validReferrers(list, now);
  const host = hostOf(referrerUrl);
  if (!host || host === siteHost || valid.at(-1)?.val === host) return valid;
  return [...valid, { val: host, expired: now + REFERRER_LIFE_MS }].slice(-REFERRER_MAX);
}

export function loadReferrers(storage: KeyValueStorage, now: number): ReferrerEntry[] {
  try {
    return validReferrers(JSON.parse(storage.getItem(STORAGE_KEYS.refererList) ?? '[]'), now);
  } catch {
    return [];
  }
}

/** Saves `document.referrer`'s host per the rules and returns the list. */
export function saveReferrer(
  storage: KeyValueStorage,
  referrerUrl: string,
  siteHost: string,
  now: number,
): ReferrerEntry[] {
  const list = addReferrer(loadReferrers(storage, now), referrerUrl, siteHost, now);
  storage.setItem(STORAGE_KEYS.refererList, JSON.stringify(list));
  return list;
}

/** The `rf` value of the invite call: referrer hosts joined by commas. */
export function referrerHosts(list: ReferrerEntry[]): string {
  return list.map((e) => e.val).join(',');
}
