import { useCallback } from 'react';
import { getPlatform, ok, type ApiError, type CheckInStatus, type Compensation } from 'shared-libs';
import { useResult } from 'shared-libs/react';

export type ClaimState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError }
  | {
      phase: 'ready';
      /** `todo` (can be claimed), `done` (claimed), `upcoming` or `ended` (task/status). */
      status: CheckInStatus['data']['status'];
      /** While the claim is being sent. */
      sending: boolean;
      /** The claim made on this page. */
      result?: Compensation['data'];
      /** A failed claim (the status is still shown). */
      error?: ApiError;
    };

/** What a status answer shows, and what a claim changes. */
type Claim = Omit<Extract<ClaimState, { phase: 'ready' }>, 'phase'>;

/**
 * The signed-in user's claim of one compensation type (ours, like the check-in): its status is
 * the task status of the scene named by the type (`GET /vip/v1/task/status?scene=<type>`), the
 * claim `POST /vip/v1/activity/compensate`. A claim refused as already made (another tab, a
 * second press) or as no longer open reloads the status, which then says why. A claim made asks
 * the host to read the session again (`refreshSession` of the mount props, contract 3).
 */
export function useCompensation(
  userId: string,
  type: string,
  refreshSession: () => Promise<void>,
): { state: ClaimState; claim(): void; reload(): void } {
  const { state, reload, update } = useResult<Claim>(
    () =>
      getPlatform()
        .api.getTaskStatus(type)
        .then((res) => (res.error ? res : ok({ status: res.data.data.status, sending: false }))),
    [userId, type],
  );

  const claim = useCallback(() => {
    update((c) => ({ ...c, sending: true, error: undefined }));
    void getPlatform()
      .api.compensate(type)
      .then((res) => {
        const refused = res.error?.error;
        if (refused === 'already_exists' || refused === 'failed_precondition') {
          reload();
          return;
        }
        update((c) =>
          res.error
            ? { ...c, sending: false, error: res.error }
            : { status: 'done', sending: false, result: res.data.data },
        );
        // The host's session follows (premium and its end date in the host's header).
        if (!res.error) void refreshSession();
      });
  }, [type, refreshSession, update, reload]);

  return {
    state: state.phase === 'ready' ? { phase: 'ready', ...state.value } : state,
    claim,
    reload,
  };
}
