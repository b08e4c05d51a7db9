/**
 * App downloads (spec §3 channels): the link of a channel's download (counted by the public
 * download statistics, then the installer or the store listing, see infra/api/README.md) and
 * the releases list (version and size per channel). Wire types come from the API's schemas
 * (contracts/api/downloads.ts), type-only.
 */
import type { Static } from 'typebox';
import type * as W from '../contracts/api';
import { buildUrl, type HttpClient, type Result } from '../http/request';

export type DownloadChannel = W.DownloadChannel;
export type MacArch = W.MacArch;
/** One channel (and Mac build) of `GET /drive/v1/releases`. */
export type ReleaseInfo = Static<typeof W.ReleaseInfo>;
export type ReleaseList = Static<typeof W.ReleaseList>;

/** The spec's public download statistics path; `/{channel}` below it is one download. */
export const DOWNLOAD_STATS_PATH = '/drive/v1/statistics/pub/download';
export const RELEASES_PATH = '/drive/v1/releases';

/**
 * Where a download button points: `{apiOrigin}/drive/v1/statistics/pub/download/{channel}`, with
 * `?arch=` for a Mac build. A plain link (a navigation, not a fetch): the API answers the
 * installer as an attachment, or redirects to the store.
 */
export function downloadUrl(apiOrigin: string, channel: DownloadChannel, arch?: MacArch): string {
  return buildUrl(apiOrigin, `${DOWNLOAD_STATS_PATH}/${channel}`, arch ? { arch } : undefined);
}

/** `GET /drive/v1/releases`: every channel's current version, size and file name (public). */
export function getReleases(http: HttpClient): Promise<Result<ReleaseList>> {
  return http.request<ReleaseList>(RELEASES_PATH);
}
