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

let cache: { at: number; answer: Promise<Result<{ data: ActivityOperation }>> } | null = null;

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
    if (res.error && cache === entry) cache = null;
  });
  return entry.answer;
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
  const [state, setState] = useState<CampaignsState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
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
