import { useRef } from 'react';
import { getPlatform, ok, type ApiError, type Order, type Result } from 'shared-libs';
import { useResult } from 'shared-libs/react';

/** How long to wait for a pending order, and how often to ask (ours). */
export const OUTCOME_POLL = { everyMs: 1500, tries: 8 } as const;
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export type OutcomeState =
  | { phase: 'none' }
  | { phase: 'checking' }
  | { phase: 'done'; order: Order }
  | { phase: 'failed'; error: ApiError };

/**
 * Back from the checkout with `?order=<id>`: reads the order until it is no longer pending
 * (a few tries), then reports it; `onPaid` runs once for a paid order (refresh what it changed).
 */
export function useOrderOutcome(
  orderId: string | undefined,
  onPaid: (order: Order) => void,
  sleep: (ms: number) => Promise<void> = wait,
): OutcomeState {
  const paid = useRef(onPaid);
  paid.current = onPaid;
  const { state } = useResult(
    orderId ? (signal) => pollOrder(orderId, signal, sleep, (o) => paid.current(o)) : null,
    [orderId, sleep],
  );
  if (!orderId) return { phase: 'none' };
  if (state.phase === 'ready') return { phase: 'done', order: state.value };
  return state.phase === 'loading' ? { phase: 'checking' } : state;
}

/** Reads an order until it is no longer pending or the tries are over; stops once aborted. */
async function pollOrder(
  id: string,
  signal: AbortSignal,
  sleep: (ms: number) => Promise<void>,
  onPaid: (order: Order) => void,
): Promise<Result<Order>> {
  for (let n = 1; ; n += 1) {
    const res = await getPlatform().api.getOrder(id);
    if (res.error) return res;
    const { order } = res.data;
    const over = order.status !== 'pending' || n >= OUTCOME_POLL.tries;
    if (over && order.status === 'paid' && !signal.aborted) onPaid(order);
    if (over) return ok(order);
    await sleep(OUTCOME_POLL.everyMs);
    // The order is no longer shown (another id, the page left): its answer is dropped.
    if (signal.aborted) return ok(order);
  }
}
