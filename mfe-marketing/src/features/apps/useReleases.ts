import { useEffect, useState } from 'react';
import {
  getPlatform,
  getReleases,
  isPlatformConfigured,
  type DownloadChannel,
  type ReleaseInfo,
} from 'shared-libs';

export const releaseKey = (channel: DownloadChannel, arch = '') => `${channel}:${arch}`;

/**
 * Every channel's current release (version, size) by `releaseKey`, empty until the API answers
 * (or if it cannot: the buttons work without it, they only lose their version line).
 */
export function useReleases(): ReadonlyMap<string, ReleaseInfo> {
  const [releases, setReleases] = useState<ReadonlyMap<string, ReleaseInfo>>(() => new Map());
  useEffect(() => {
    if (!isPlatformConfigured()) return;
    let live = true;
    void getReleases(getPlatform().http).then((res) => {
      if (live && res.data)
        setReleases(new Map(res.data.data.releases.map((r) => [releaseKey(r.channel, r.arch), r])));
    });
    return () => {
      live = false;
    };
  }, []);
  return releases;
}

/**
 * The API origin download links point at: the platform's current origin (the one its rotation
 * found alive), so a link never names a host of its own. None when the page runs without the
 * host (the standalone dev page): the buttons then open the install steps.
 */
export function apiOrigin(): string | undefined {
  return isPlatformConfigured() ? getPlatform().http.rotation.current() : undefined;
}
