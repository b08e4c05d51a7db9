import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while the tree renders on a server or hydrates that server's HTML, false in every other
 * render. What only the browser knows (its time zone, its clock) is rendered as the server
 * did while this is true, so hydration finds the same text; React renders again with `false`
 * right after hydrating (the snapshots differ), and at once when there is nothing to hydrate.
 */
export function usePrerenderPass(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
