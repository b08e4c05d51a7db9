import { useCallback } from 'react';
import {
  getPlatform,
  ok,
  type ActivityOperation,
  type ApiError,
  type Locale,
  type Result,
} from 'shared-libs';
import { useResult } from 'shared-libs/react';

/** How long one answer of `activity_operation` serves every page of this remote (ours). */
const FRESH_MS = 60_000;

let cache: {
  at: number;
  answer: Promise<Result<{ data: ActivityOperation }>>;
  /** The campaigns once they came (what a render can show at once). */
  data?: ActivityOperation;
} | null = null;

/**
 * The campaigns and their dates (`POST /config/v1/activity_operation`: the API is their one
 * source). Pages asking within a minute share one answer; a failed answer is not kept.
 */
export function loadCampaigns(
  locale: Locale,
  now = Date.now(),
): Promise<Result<{ data: ActivityOperation }>> {
  if (cache && now - cache.at < FRESH_MS) return cache.answer;
  const entry: NonNullable<typeof cache> = {
    at: now,
    answer: getPlatform().api.getConfig<ActivityOperation>('activity_operation', locale),
  };
  cache = entry;
  void entry.answer.then((res) => {
    if (res.error) {
      if (cache === entry) cache = null;
    } else entry.data = res.data.data;
  });
  return entry.answer;
}

/** The kept campaigns if they came and are fresh: what a page can start from. */
function known(now = Date.now()): ActivityOperation | undefined {
  return cache && now - cache.at < FRESH_MS ? cache.data : undefined;
}

/**
 * Loads the campaigns before a campaign page hydrates (the remote's `prepare`, decision 0018),
 * so its first render already knows whether the campaign runs.
 */
export async function preloadCampaigns(locale: Locale): Promise<void> {
  await loadCampaigns(locale);
}

/** Whether a campaign is known to run now (false: ended, upcoming, or not known). */
export function campaignRuns(campaignId: string): boolean {
  const data = known();
  if (!data) return false;
  const status = data.campaigns.find((c) => c.id === campaignId)?.status;
  return status !== 'ended' && status !== 'upcoming';
}

/** Forgets the kept answer (tests, and "Try again" after a failure). */
export function forgetCampaigns(): void {
  cache = null;
}

export type CampaignsState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError }
  | { phase: 'ready'; data: ActivityOperation };

/**
 * The campaigns of `activity_operation`, and a reload after a failure. Campaigns already loaded
 * (preloadCampaigns, an earlier page) are there from the first render: a prerendered campaign
 * page hydrates with them.
 */
export function useCampaigns(locale: Locale): { state: CampaignsState; reload(): void } {
  const { state, reload } = useResult(
    () => loadCampaigns(locale).then((res) => (res.error ? res : ok(res.data.data))),
    [locale],
    { initial: () => known() },
  );
  const reloadFresh = useCallback(() => {
    forgetCampaigns();
    reload();
  }, [reload]);
  return {
    state: state.phase === 'ready' ? { phase: 'ready', data: state.value } : state,
    reload: reloadFresh,
  };
}
