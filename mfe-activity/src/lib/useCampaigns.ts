import { useCallback, useEffect, useState } from 'react';
import {
  getPlatform,
  type ActivityOperation,
  type ApiError,
  type Locale,
  type Result,
} from 'shared-libs';

/** How long one answer of `activity_operation` serves every page of this remote (ours). */
const FRESH_MS = 60_000;

let cache: {
  at: number;
  answer: Promise<Result<{ data: ActivityOperation }>>;
  /** The answer once it came (what a render can show at once). */
  state?: CampaignsState;
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
  const entry = {
    at: now,
    answer: getPlatform().api.getConfig<ActivityOperation>('activity_operation', locale),
  };
  cache = entry;
  void entry.answer.then((res) => {
    if (res.error) {
      if (cache === entry) cache = null;
    } else (entry as NonNullable<typeof cache>).state = { phase: 'ready', data: res.data.data };
  });
  return entry.answer;
}

/** The kept answer if it came and is fresh: the state a page can start from. */
function known(now = Date.now()): CampaignsState | undefined {
  return cache && now - cache.at < FRESH_MS ? cache.state : undefined;
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
  const state = known();
  if (state?.phase !== 'ready') return false;
  const status = state.data.campaigns.find((c) => c.id === campaignId)?.status;
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

/** The campaigns of `activity_operation`, and a reload after a failure. */
export function useCampaigns(locale: Locale): { state: CampaignsState; reload(): void } {
  const [state, setState] = useState<CampaignsState>(() => known() ?? { phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const now = known();
    if (now) {
      setState(now);
      return;
    }
    setState({ phase: 'loading' });
    void loadCampaigns(locale).then((res) => {
      if (!live) return;
      setState(
        res.error ? { phase: 'failed', error: res.error } : { phase: 'ready', data: res.data.data },
      );
    });
    return () => {
      live = false;
    };
  }, [locale, attempt]);
  const reload = useCallback(() => {
    forgetCampaigns();
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
