import { useCallback, useEffect, useState } from 'react';
import { getPlatform, type ApiError, type CheckInReward, type CheckInStatus } from 'shared-libs';

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

/** The signed-in user's check-in status, and checking in (spec §9 task/status, rewardVip). */
export function useCheckIn(userId: string): {
  state: CheckInState;
  checkIn(): void;
  reload(): void;
} {
  const [state, setState] = useState<CheckInState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    void getPlatform()
      .api.getTaskStatus(SCENE)
      .then((res) => {
        if (!live) return;
        setState(
          res.error
            ? { phase: 'failed', error: res.error }
            : { phase: 'ready', status: res.data.data, sending: false },
        );
      });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  const checkIn = useCallback(() => {
    setState((s) => (s.phase === 'ready' ? { ...s, sending: true, error: undefined } : s));
    void getPlatform()
      .api.rewardVip(SCENE)
      .then((res) => {
        if (res.error?.error === 'already_exists') {
          // Checked in elsewhere today (another tab, the app): show today as done.
          setAttempt((n) => n + 1);
          return;
        }
        setState((s) => {
          if (s.phase !== 'ready') return s;
          if (res.error) return { ...s, sending: false, error: res.error };
          const reward = res.data.data;
          return {
            phase: 'ready',
            sending: false,
            reward,
            status: { ...s.status, status: 'done', streak: reward.streak },
          };
        });
      });
  }, []);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, checkIn, reload };
}
