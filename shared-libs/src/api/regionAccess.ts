import { COOKIE_LIFETIMES, GENERAL_COOKIE_OPTIONS, type Cookies } from '../storage/cookies';
import { STORAGE_KEYS } from '../storage/keys';
import { ERROR_CODES } from '../errors/codes';
import type { Api } from './endpoints';

/** Spec §4, §9: 5 s, or 10 s when the cached answer is ignored. */
export const REGION_ACCESS_TIMEOUT_MS = 5000;
export const REGION_ACCESS_TIMEOUT_NO_CACHE_MS = 10_000;

/**
 * Region access (spec §4): every access origin is asked; access is granted if any answers
 * accessible, or if all fail. The answer is cached in a cookie for 10 minutes. When every
 * origin timed out the result is `null` (unknown: leave ipBlock unset) and nothing is cached.
 * Returns true when access is granted.
 */
export async function checkRegionAccess(
  api: Pick<Api, 'areaAccessible'>,
  cookies: Cookies,
  accessOrigins: readonly string[],
  options: { ignoreCache?: boolean } = {},
): Promise<boolean | null> {
  if (!options.ignoreCache) {
    const cached = cookies.get(STORAGE_KEYS.accessToVisit);
    if (cached === '1' || cached === '0') return cached === '1';
  }
  if (accessOrigins.length === 0) return true;
  const timeout = options.ignoreCache
    ? REGION_ACCESS_TIMEOUT_NO_CACHE_MS
    : REGION_ACCESS_TIMEOUT_MS;
  const results = await Promise.all(accessOrigins.map((o) => api.areaAccessible(o, timeout)));
  const answered = results.filter((r) => !r.error);
  let granted: boolean | null;
  if (answered.some((r) => r.data?.accessible === true)) granted = true;
  else if (answered.length > 0) granted = false;
  else if (
    results.every(
      (r) =>
        r.error?.error_code === ERROR_CODES.unreachable &&
        /timeout/.test(r.error.error_description),
    )
  )
    granted = null;
  else granted = true;
  if (granted !== null) {
    cookies.set(STORAGE_KEYS.accessToVisit, granted ? '1' : '0', {
      ...GENERAL_COOKIE_OPTIONS,
      maxAgeSeconds: COOKIE_LIFETIMES.regionAccess,
    });
  }
  return granted;
}
