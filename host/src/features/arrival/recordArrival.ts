import { saveAttribution, saveReferrer, type Platform } from 'shared-libs';

/**
 * What a visit arrived with, kept before anything else runs (the invite call of the sign-in
 * paths reads both): the referrer's host (spec §5: at most 10, 12 hours, not the site itself,
 * not the latest again) and the campaign attribution `__source`, `__medium`, `__campaign`
 * (spec §2, §9: cookies for 12 hours; a value absent from the address keeps the stored one).
 */
export function recordArrival(
  platform: Pick<Platform, 'storage' | 'cookies' | 'now'>,
  arrival: { referrer: string; search: string; siteHost: string },
): void {
  saveReferrer(platform.storage, arrival.referrer, arrival.siteHost, platform.now());
  saveAttribution(platform.cookies, arrival.search);
}
