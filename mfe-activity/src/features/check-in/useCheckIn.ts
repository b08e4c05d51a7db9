import { useCallback } from 'react';
import {
  getPlatform,
  ok,
  type ApiError,
  type CheckInReward,
  type CheckInStatus,
} from 'shared-libs';
import { useResult } from 'shared-libs/react';

const SCENE = 'check_in';

export type CheckInState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: ApiError }
  | {
      phase: 'ready';
      status: CheckInStatus['data'];
      /** While the check-in is being sent. */
      sending: boolean;
      /** The reward of a check-in made on this page. */
      reward?: CheckInReward['data'];
      /** A failed check-in (the status is still shown). */
      error?: ApiError;
    };

/** What a status answer shows, and what checking in changes. */
type CheckIn = Omit<Extract<CheckInState, { phase: 'ready' }>, 'phase'>;

/** The signed-in user's check-in status, and checking in (spec §9 task/status, rewardVip). */
export function useCheckIn(userId: string): {
  state: CheckInState;
  checkIn(): void;
  reload(): void;
} {
  const { state, reload, update } = useResult<CheckIn>(
    () =>
      getPlatform()
        .api.getTaskStatus(SCENE)
        .then((res) => (res.error ? res : ok({ status: res.data.data, sending: false }))),
    [userId],
  );

  const checkIn = useCallback(() => {
    update((c) => ({ ...c, sending: true, error: undefined }));
    void getPlatform()
      .api.rewardVip(SCENE)
      .then((res) => {
        if (res.error?.error === 'already_exists') {
          // Checked in elsewhere today (another tab, the app): show today as done.
          reload();
          return;
        }
        update((c) => {
          if (res.error) return { ...c, sending: false, error: res.error };
          const reward = res.data.data;
          return {
            sending: false,
            reward,
            status: { ...c.status, status: 'done', streak: reward.streak },
          };
        });
      });
  }, [update, reload]);

  return {
    state: state.phase === 'ready' ? { phase: 'ready', ...state.value } : state,
    checkIn,
    reload,
  };
}
