import {
  getPlatform,
  isPlatformConfigured,
  ok,
  sitePath,
  type Locale,
  type ResourcesConfig,
  type SitePath,
} from 'shared-libs';
import { useResult } from 'shared-libs/react';

export interface CampaignBanner {
  id: string;
  title: string;
  to: SitePath;
}

/**
 * The live campaigns' banners of the remote config (`POST /config/v1/resources`, titles in
 * `locale`): optional content, so none while the answer is on its way, when it fails, or for
 * a banner whose link is not a path on this site.
 */
export function useCampaignBanners(locale: Locale): readonly CampaignBanner[] {
  const { state } = useResult(
    isPlatformConfigured()
      ? () =>
          getPlatform()
            .api.getConfig<ResourcesConfig>('resources', locale)
            .then((res) => {
              const list = Array.isArray(res.data?.data.banners) ? res.data.data.banners : [];
              return ok(
                list.flatMap((b) => {
                  const to = typeof b.link === 'string' ? sitePath.fromData(b.link) : undefined;
                  return to && b.title ? [{ id: b.id, title: b.title, to }] : [];
                }),
              );
            })
      : null,
    [locale],
    { keep: true },
  );
  return state.phase === 'ready' ? state.value : NONE;
}

const NONE: readonly CampaignBanner[] = [];
