import { useCallback, useEffect, useState } from 'react';
import { getPlatform, type UnsubscribeResult } from 'shared-libs';

/** Where the unsubscription of one email link stands. */
export type UnsubscribeState =
  | { kind: 'no-link' }
  | { kind: 'working' }
  | { kind: 'done'; result: UnsubscribeResult }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/**
 * Unsubscribes the address of an email link (`d`) once, as the page opens: the link in the
 * email is the consent (spec §9 `GET /mail/v1/unsubscribe`). `retry` asks again after a failure.
 */
export function useUnsubscribe(d: string | undefined): {
  state: UnsubscribeState;
  retry(): void;
} {
  const link = d?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<UnsubscribeState>(
    link ? { kind: 'working' } : { kind: 'no-link' },
  );
  useEffect(() => {
    if (!link) {
      setState({ kind: 'no-link' });
      return;
    }
    let live = true;
    setState({ kind: 'working' });
    void getPlatform()
      .api.unsubscribe(link)
      .then((res) => {
        if (!live) return;
        if (!res.error) setState({ kind: 'done', result: res.data });
        else if (res.error.error === 'not_found' || res.error.error === 'invalid_argument')
          setState({ kind: 'invalid' });
        else setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [link, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
