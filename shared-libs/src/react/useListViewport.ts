import { useState, useSyncExternalStore, type RefObject } from 'react';
import type { ListViewport } from '../utils/virtualizer';

export type { ListViewport };

/** What a list knows before it is measured (and what a server render assumes). */
export const UNMEASURED: ListViewport = { top: 0, viewportHeight: 800, width: 0 };

/**
 * Where a list element that scrolls with the page sits in the window, kept current without
 * React: window scroll (a passive listener), resize, and the element's own size
 * (ResizeObserver). The geometry is measured in those events (never during a render) and is
 * current at once; listeners are told only when the rounded geometry changed, in a task of its
 * own after the frame (a MessageChannel message, as React's scheduler posts its work): the
 * scroll event belongs to the frame's rendering steps, and a render there adds the new rows'
 * script to that frame's style, layout and paint (measured at 4x CPU: longer frames than
 * rendering in the task after them).
 */
export interface ViewportStore {
  /** The latest geometry (the same object until it changes). */
  get(): ListViewport;
  /** Starts following the element while anyone listens; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Reads the element's geometry now; true when it changed (listeners are not told). */
  remeasure(): boolean;
}

export function createViewportStore(ref: RefObject<HTMLElement | null>): ViewportStore {
  const initial =
    typeof window === 'undefined'
      ? UNMEASURED
      : { ...UNMEASURED, viewportHeight: window.innerHeight || UNMEASURED.viewportHeight };
  let geometry: ListViewport = initial;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  /** Posts the notification task while following; null otherwise. */
  let post: (() => void) | null = null;
  let pending = false;

  const notify = () => {
    pending = false;
    for (const listener of [...listeners]) listener();
  };

  /** Reads the geometry; true when it changed. */
  const read = (): boolean => {
    const el = ref.current;
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const next = {
      top: Math.round(r.top),
      width: Math.round(r.width),
      viewportHeight: window.innerHeight,
    };
    const same =
      next.top === geometry.top &&
      next.width === geometry.width &&
      next.viewportHeight === geometry.viewportHeight;
    if (!same) geometry = next;
    return !same;
  };

  const measure = () => {
    if (read() && !pending && post) {
      pending = true;
      post();
    }
  };

  const start = () => {
    const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
    if (channel) channel.port1.onmessage = notify;
    post = channel ? () => channel.port2.postMessage(null) : () => setTimeout(notify, 0);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (ref.current) ro?.observe(ref.current);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      ro?.disconnect();
      channel?.port1.close();
      post = null;
      pending = false;
    };
  };

  return {
    get: () => geometry,
    remeasure: read,
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) stop = start();
      // Mounted now: measure once (the first render could not) and tell at once.
      if (read()) notify();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
  };
}

/**
 * Follows window scroll and resize for a list that scrolls with the page. Its `top` changes with
 * every scrolled pixel, so a component using it renders on every scroll frame: a virtualized
 * list should use `useVirtualWindow`, which renders only when the rows to show change. Kept for
 * remotes built against it.
 */
export function useListViewport(ref: RefObject<HTMLElement | null>): ListViewport {
  const [store] = useState(() => createViewportStore(ref));
  return useSyncExternalStore(store.subscribe, store.get, () => UNMEASURED);
}
