import { COOKIE_LIFETIMES, GENERAL_COOKIE_OPTIONS, type Cookies } from '../storage/cookies';
import { STORAGE_KEYS } from '../storage/keys';

/** Campaign attribution (spec §3) from `__source`, `__medium`, `__campaign` (spec §2). */
export interface Attribution {
  source: string;
  medium: string;
  campaign: string;
}

const FIELDS = [
  ['source', '__source', STORAGE_KEYS.attributionSource],
  ['medium', '__medium', STORAGE_KEYS.attributionMedium],
  ['campaign', '__campaign', STORAGE_KEYS.attributionCampaign],
] as const;

export function readAttributionQuery(search: string): Partial<Attribution> {
  const q = new URLSearchParams(search);
  const out: Partial<Attribution> = {};
  for (const [field, param] of FIELDS) {
    const v = q.get(param);
    if (v) out[field] = v;
  }
  return out;
}

/** Stores the query's attribution values in cookies for 12 hours; absent ones are kept. */
export function saveAttribution(cookies: Cookies, search: string): Partial<Attribution> {
  const found = readAttributionQuery(search);
  for (const [field, , cookie] of FIELDS) {
    const v = found[field];
    if (v) {
      cookies.set(cookie, v, {
        ...GENERAL_COOKIE_OPTIONS,
        maxAgeSeconds: COOKIE_LIFETIMES.attribution,
      });
    }
  }
  return found;
}

export function getAttribution(cookies: Cookies): Attribution {
  const get = (name: string) => cookies.get(name) ?? '';
  return {
    source: get(STORAGE_KEYS.attributionSource),
    medium: get(STORAGE_KEYS.attributionMedium),
    campaign: get(STORAGE_KEYS.attributionCampaign),
  };
}
