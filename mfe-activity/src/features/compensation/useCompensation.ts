import { useCallback, useEffect, useState } from 'react';
import { getPlatform, type ApiError, type CheckInStatus, type Compensation } from 'shared-libs';

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
  const [state, setState] = useState<ClaimState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    void getPlatform()
      .api.getTaskStatus(type)
      .then((res) => {
        if (!live) return;
        setState(
          res.error
            ? { phase: 'failed', error: res.error }
            : { phase: 'ready', status: res.data.data.status, sending: false },
        );
      });
    return () => {
      live = false;
    };
  }, [userId, type, attempt]);

  const claim = useCallback(() => {
    setState((s) => (s.phase === 'ready' ? { ...s, sending: true, error: undefined } : s));
    void getPlatform()
      .api.compensate(type)
      .then((res) => {
        const refused = res.error?.error;
        if (refused === 'already_exists' || refused === 'failed_precondition') {
          setAttempt((n) => n + 1);
          return;
        }
        setState((s) => {
          if (s.phase !== 'ready') return s;
          if (res.error) return { ...s, sending: false, error: res.error };
          return { phase: 'ready', status: 'done', sending: false, result: res.data.data };
        });
        // The host's session follows (premium and its end date in the host's header).
        if (!res.error) void refreshSession();
      });
  }, [type, refreshSession]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, claim, reload };
}
