import { makeAutoObservable, runInAction } from 'mobx';
import { STORAGE_KEYS } from 'shared-libs';
import { GENERAL, getCookie, setCookie } from '../lib/cookies';

export const ACCESS_PATH = '/access_controller/v1/area_accessible';
export const ACCESS_CACHE_SECONDS = 10 * 60;
export const ACCESS_TIMEOUT_MS = 5000;
export const ACCESS_TIMEOUT_NO_CACHE_MS = 10_000;

export interface AccessDeps {
  origins: readonly string[];
  fetchImpl?: typeof fetch;
  readCookie?: (name: string) => string | undefined;
  writeCookie?: (name: string, value: string, maxAgeSeconds: number) => void;
}

type Verdict = 'accessible' | 'blocked' | 'failed';

async function ask(origin: string, signal: AbortSignal, fetchImpl: typeof fetch): Promise<Verdict> {
  try {
    const res = await fetchImpl(origin + ACCESS_PATH, { signal, credentials: 'omit' });
    if (!res.ok) return 'failed';
    const body = (await res.json()) as { accessible?: unknown };
    if (typeof body.accessible !== 'boolean') return 'failed';
    return body.accessible ? 'accessible' : 'blocked';
  } catch {
    return 'failed';
  }
}

/**
 * Region access (spec §4): every access endpoint is asked; access is granted if any says
 * accessible or if all fail; the answer is cached in a cookie for 10 minutes. `ipBlock` stays
 * null until known (and after a timeout). Skipped in the native app.
 */
export class AccessStore {
  /** null: not known (yet); true: the visitor's IP is blocked. */
  ipBlock: boolean | null = null;

  constructor(private readonly deps: AccessDeps) {
    makeAutoObservable<AccessStore, 'deps'>(this, { deps: false });
  }

  get denied(): boolean {
    return this.ipBlock === true;
  }

  async check({ ignoreCache = false, native = false } = {}): Promise<boolean | null> {
    if (native) return null;
    const read = this.deps.readCookie ?? getCookie;
    const write =
      this.deps.writeCookie ??
      ((n: string, v: string, s: number) => setCookie(n, v, { ...GENERAL, maxAgeSeconds: s }));
    if (!ignoreCache) {
      const cached = read(STORAGE_KEYS.accessToVisit);
      if (cached === '1' || cached === '0') {
        runInAction(() => (this.ipBlock = cached === '0'));
        return cached === '1';
      }
    }
    const timeoutMs = ignoreCache ? ACCESS_TIMEOUT_NO_CACHE_MS : ACCESS_TIMEOUT_MS;
    const fetchImpl = this.deps.fetchImpl ?? fetch.bind(globalThis);
    if (this.deps.origins.length === 0) return null;
    const ctrl = new AbortController();
    const verdicts = this.deps.origins.map((o) => ask(o, ctrl.signal, fetchImpl));
    // Granted as soon as one says accessible; blocked only when one says blocked and none
    // says accessible; all failing grants access. No answer in time: ipBlock stays null.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const accessible = await new Promise<boolean | null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
      let pending = verdicts.length;
      let blocked = false;
      for (const v of verdicts) {
        void v.then((verdict) => {
          if (verdict === 'accessible') resolve(true);
          if (verdict === 'blocked') blocked = true;
          if (--pending === 0) resolve(!blocked);
        });
      }
    });
    clearTimeout(timer);
    ctrl.abort();
    if (accessible === null) return null;
    write(STORAGE_KEYS.accessToVisit, accessible ? '1' : '0', ACCESS_CACHE_SECONDS);
    runInAction(() => (this.ipBlock = !accessible));
    return accessible;
  }
}
