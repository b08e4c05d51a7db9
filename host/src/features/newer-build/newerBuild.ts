import { makeAutoObservable } from 'mobx';
import { BUILD_MANIFEST, type BuildMeta } from 'shared-libs';

/**
 * The periodic newer-build check (spec §4: "interval not shown"; ours: every 15 minutes while
 * the tab is visible, and when it becomes visible again after that long). The page's build id is
 * in index.html (`<meta name="cumulus-build">`, infra/presets/build-meta.ts); `builds/latest.json`
 * names the live one and `builds/meta/{id}.json` confirms it is complete (spec §7 "build manifest
 * (builds/meta path by build id)"). Failures are logged and ignored: the next check tries again.
 */
export const NEWER_BUILD_INTERVAL_MS = 15 * 60 * 1000;

const isMeta = (v: unknown): v is BuildMeta =>
  typeof v === 'object' && v !== null && typeof (v as BuildMeta).id === 'string';

/** This page's build id, or null (a dev build or a test page has none). */
export function currentBuildId(doc: Document = document): string | null {
  return (
    doc.querySelector(`meta[name="${BUILD_MANIFEST.metaName}"]`)?.getAttribute('content') || null
  );
}

export type FetchJson = (path: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (path) => {
  const res = await fetch(path, { cache: 'no-store', credentials: 'omit' });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
};

/** The id of a newer live build, or null when this one is current (or the answer is unusable). */
export async function findNewerBuild(current: string, get: FetchJson): Promise<string | null> {
  const latest = await get(`/${BUILD_MANIFEST.latest}`);
  if (!isMeta(latest) || !/^[0-9a-f]{8,64}$/.test(latest.id) || latest.id === current) return null;
  const meta = await get(`/${BUILD_MANIFEST.meta(latest.id)}`);
  return isMeta(meta) && meta.id === latest.id ? latest.id : null;
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

/** Checks now and then; returns a function that stops watching. */
export function watchNewerBuild(o: {
  current: string;
  store: NewerBuildStore;
  get?: FetchJson;
  doc?: Document;
  now?: () => number;
  intervalMs?: number;
}): () => void {
  const { current, store, get = fetchJson, doc = document, now = Date.now } = o;
  const interval = o.intervalMs ?? NEWER_BUILD_INTERVAL_MS;
  let last = now();
  let busy = false;
  const check = async () => {
    if (busy || doc.visibilityState === 'hidden') return;
    busy = true;
    last = now();
    try {
      const id = await findNewerBuild(current, get);
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
