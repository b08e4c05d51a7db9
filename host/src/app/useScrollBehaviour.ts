import { useLayoutEffect, useRef } from 'react';

/** Finds the element a hash names (by id, then by name), decoding it safely. */
export function hashTarget(hash: string, doc: Document = document): Element | null {
  if (!hash) return null;
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    /* keep the raw hash */
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

const HASH_WAIT_MS = 5000;

/**
 * Spec §2: navigation scrolls to top unless the route (or the caller) disables it; a hash
 * scrolls to its element, waiting for a remote to render it (up to 5 s).
 */
export function useScrollBehaviour(o: {
  pathname: string;
  hash: string;
  locationKey: string;
  scrollToTop: boolean;
  hashScroll: boolean;
  keepScroll: { current: boolean };
}) {
  const lastPath = useRef<string | null>(null);
  const { pathname, hash, locationKey, scrollToTop, hashScroll, keepScroll } = o;

  useLayoutEffect(() => {
    const pathChanged = lastPath.current !== null && lastPath.current !== pathname;
    lastPath.current = pathname;
    const keep = keepScroll.current;
    keepScroll.current = false;
    if (hash && hashScroll) {
      const now = hashTarget(hash);
      if (now) {
        now.scrollIntoView();
        return;
      }
      const obs = new MutationObserver(() => {
        const el = hashTarget(hash);
        if (el) {
          obs.disconnect();
          el.scrollIntoView();
        }
      });
      obs.observe(document.body, { childList: true, subtree: true });
      const timer = setTimeout(() => obs.disconnect(), HASH_WAIT_MS);
      return () => {
        obs.disconnect();
        clearTimeout(timer);
      };
    }
    if (pathChanged && scrollToTop && !keep) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, locationKey, scrollToTop, hashScroll, keepScroll]);
}
