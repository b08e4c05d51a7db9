import {
  getPlatform,
  getReleases,
  isPlatformConfigured,
  ok,
  type DownloadChannel,
  type ReleaseInfo,
} from 'shared-libs';
import { useResult } from 'shared-libs/react';

export const releaseKey = (channel: DownloadChannel, arch = '') => `${channel}:${arch}`;

/**
 * Every channel's current release (version, size) by `releaseKey`, empty until the API answers
 * (or if it cannot: the buttons work without it, they only lose their version line).
 */
export function useReleases(): ReadonlyMap<string, ReleaseInfo> {
  const { state } = useResult(
    isPlatformConfigured()
      ? () =>
          getReleases(getPlatform().http).then((res) =>
            res.error
              ? res
              : ok(new Map(res.data.data.releases.map((r) => [releaseKey(r.channel, r.arch), r]))),
          )
      : null,
    [],
  );
  return state.phase === 'ready' ? state.value : NO_RELEASES;
}

const NO_RELEASES: ReadonlyMap<string, ReleaseInfo> = new Map();

/**
 * The API origin download links point at: the platform's current origin (the one its rotation
 * found alive), so a link never names a host of its own. None when the page runs without the
 * host (the standalone dev page): the buttons then open the install steps.
 */
export function apiOrigin(): string | undefined {
  return isPlatformConfigured() ? getPlatform().http.rotation.current() : undefined;
}
