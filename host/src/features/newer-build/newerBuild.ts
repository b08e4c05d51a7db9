import { makeAutoObservable } from 'mobx';
import { BUILD_MANIFEST } from 'shared-libs';
import type { FetchJson } from './findNewerBuild';

/**
 * The periodic newer-build check (spec §4: "interval not shown"; ours: every 15 minutes while
 * the tab is visible, and when it becomes visible again after that long). The page's build id is
 * in index.html (`<meta name="cumulus-build">`, infra/presets/build-meta.ts); `builds/latest.json`
 * names the live one and `builds/meta/{id}.json` confirms it is complete (spec §7 "build manifest
 * (builds/meta path by build id)"). Failures are logged and ignored: the next check tries again.
 */
export const NEWER_BUILD_INTERVAL_MS = 15 * 60 * 1000;

/** This page's build id, or null (a dev build or a test page has none). */
export function currentBuildId(doc: Document = document): string | null {
  return (
    doc.querySelector(`meta[name="${BUILD_MANIFEST.metaName}"]`)?.getAttribute('content') || null
  );
}

/** What the notice shows: a newer build the visitor has not dismissed. */
export class NewerBuildStore {
  newerId: string | null = null;
  dismissedId: string | null = null;
  constructor() {
    makeAutoObservable(this);
  }
  get visible(): boolean {
    return this.newerId !== null && this.newerId !== this.dismissedId;
  }
  found(id: string) {
    this.newerId = id;
  }
  dismiss() {
    this.dismissedId = this.newerId;
  }
}

const findLazily = (current: string, get?: FetchJson) =>
  import(/* webpackChunkName: "host-lazy-newer-build" */ './findNewerBuild').then((m) =>
    m.findNewerBuild(current, get),
  );

/** Checks now and then; returns a function that stops watching. */
export function watchNewerBuild(o: {
  current: string;
  store: NewerBuildStore;
  get?: FetchJson;
  /** The check itself (findNewerBuild.ts), loaded when it first runs: 15 minutes in. */
  find?: (current: string, get?: FetchJson) => Promise<string | null>;
  doc?: Document;
  now?: () => number;
  intervalMs?: number;
}): () => void {
  const { current, store, get, doc = document, now = Date.now, find = findLazily } = o;
  const interval = o.intervalMs ?? NEWER_BUILD_INTERVAL_MS;
  let last = now();
  let busy = false;
  const check = async () => {
    if (busy || doc.visibilityState === 'hidden') return;
    busy = true;
    last = now();
    try {
      const id = await find(current, get);
      if (id) store.found(id);
    } catch (err) {
      console.warn('[host] newer-build check failed (ignored)', err);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void check(), interval);
  const onVisible = () => {
    if (doc.visibilityState === 'visible' && now() - last >= interval) void check();
  };
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
