import { useEffect, useRef, useState } from 'react';
import { getPlatform, type ApiError, type Order } from 'shared-libs';

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
  const [state, setState] = useState<OutcomeState>({ phase: orderId ? 'checking' : 'none' });
  const paid = useRef(onPaid);
  paid.current = onPaid;
  useEffect(() => {
    if (!orderId) {
      setState({ phase: 'none' });
      return undefined;
    }
    let live = true;
    setState({ phase: 'checking' });
    void (async () => {
      for (let n = 1; live; n += 1) {
        const res = await getPlatform().api.getOrder(orderId);
        if (!live) return;
        if (res.error) {
          setState({ phase: 'failed', error: res.error });
          return;
        }
        const order = res.data.order;
        if (order.status !== 'pending' || n >= OUTCOME_POLL.tries) {
          setState({ phase: 'done', order });
          if (order.status === 'paid') paid.current(order);
          return;
        }
        await sleep(OUTCOME_POLL.everyMs);
      }
    })();
    return () => {
      live = false;
    };
  }, [orderId, sleep]);
  return state;
}
