import { getPlatform, type About, type ApiError } from 'shared-libs';
import { useResult } from 'shared-libs/react';

export type AboutState =
  { phase: 'loading' } | { phase: 'failed'; error: ApiError } | { phase: 'ready'; about: About };

/**
 * The quota answer (`GET /drive/v1/about`), read again when `reloadKey` changes; the last answer
 * stays shown while the next one loads.
 */
export function useAbout(enabled: boolean, reloadKey: number): AboutState {
  const { state } = useResult(
    enabled ? () => getPlatform().api.getAbout() : null,
    [enabled, reloadKey],
    { keep: true },
  );
  return state.phase === 'ready' ? { phase: 'ready', about: state.value } : state;
}
