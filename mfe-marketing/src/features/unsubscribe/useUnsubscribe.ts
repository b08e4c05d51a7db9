import { getPlatform, type UnsubscribeResult } from 'shared-libs';
import { useResult, type ResultState } from 'shared-libs/react';

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
  const { state, reload } = useResult(link ? () => getPlatform().api.unsubscribe(link) : null, [
    link,
  ]);
  return { state: unsubscribeState(link, state), retry: reload };
}

function unsubscribeState(link: string, state: ResultState<UnsubscribeResult>): UnsubscribeState {
  if (!link) return { kind: 'no-link' };
  if (state.phase === 'loading') return { kind: 'working' };
  if (state.phase === 'ready') return { kind: 'done', result: state.value };
  const refused = state.error.error;
  return refused === 'not_found' || refused === 'invalid_argument'
    ? { kind: 'invalid' }
    : { kind: 'failed' };
}
