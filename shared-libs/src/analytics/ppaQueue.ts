/**
 * The ppa queue (spec §7 "Analytics: ppa queue"; docs/decisions/0024): the host creates one and
 * hands it to every remote (MountProps.analytics). Events are typed by the one table in
 * contracts/analyticsEvents.ts and carry the user type of the moment they happened (spec §4).
 *
 * - Never blocks a page: `track` only appends; sending is a beacon or a keepalive fetch whose
 *   answer nobody waits for; every failure is swallowed.
 * - Consent first: while consent is unknown, events are held in memory (never stored, never
 *   sent); granted, they go out with the next flush; denied, they are dropped and later events
 *   are not kept at all.
 * - Batched: every `flushMs` (a keepalive fetch, whose failure is seen: the batch goes back to
 *   the front and the origin rotation moves on, so the next try is the next API origin), and on
 *   `pagehide` / hidden page (`navigator.sendBeacon`, which outlives the page; a fetch with
 *   keepalive when there is no beacon or it refuses the payload).
 */
import {
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_LIMITS,
  LOGIN_ACTION_EVENTS,
  type AnalyticsQueue,
  type AnalyticsEventName,
  type AnalyticsParams,
  type AnalyticsUserType,
  type AnalyticsValue,
} from '../contracts/analyticsEvents';
import type { OriginRotation } from '../http/origins';

export { LOGIN_ACTION_EVENTS, type AnalyticsQueue };

export type Consent = 'granted' | 'denied' | 'unknown';

/** One event as sent (contracts/api/analytics.ts AnalyticsEvent). */
export interface QueuedEvent {
  event: AnalyticsEventName;
  user_type: AnalyticsUserType;
  t: number;
  params: AnalyticsParams;
}

export interface PpaQueue extends AnalyticsQueue {
  /** Sends what may be sent now: `timer` by fetch, `pagehide` by beacon. */
  flush(mode: 'timer' | 'pagehide'): void;
  /** Consent changed: granted sends what was held, denied drops it. */
  consentChanged(): void;
  /** Events waiting (held or unsent). */
  readonly pending: number;
  /** Starts the timer and the page listeners (browser); returns the stop function. */
  start(env?: { win: PageEvents; doc: PageEvents & { visibilityState: string } }): () => void;
}

type PageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface PpaQueueDeps {
  rotation: Pick<OriginRotation, 'current' | 'advance'>;
  consent(): Consent;
  userType(): AnalyticsUserType;
  /**
   * Whether the user type is known yet (the page's session is still being read at start-up).
   * An event from before is stamped when it is sent, and the timer waits for it. Default: yes.
   */
  userTypeKnown?: () => boolean;
  /** A random id of this page load. */
  pageId: string;
  now?: () => number;
  beacon?: (url: string, body: string) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
  /** Default 5 s. */
  flushMs?: number;
  /** Events kept at most while they cannot be sent (the oldest go first). Default 500. */
  maxPending?: number;
}

const L = ANALYTICS_LIMITS;
const KEY = /^[a-z][a-z0-9_]*$/;

/** Params as the collector accepts them: short keys, scalar short values, at most maxParams. */
export function cleanParams(params: Record<string, unknown> = {}): AnalyticsParams {
  const out: AnalyticsParams = {};
  let n = 0;
  for (const [k, v] of Object.entries(params)) {
    if (n >= L.maxParams) break;
    if (!KEY.test(k) || k.length > L.maxKeyLength || k === 'user_type') continue;
    let value: AnalyticsValue;
    if (typeof v === 'string') value = v.slice(0, L.maxValueLength);
    else if (typeof v === 'number' && Number.isFinite(v)) value = v;
    else if (typeof v === 'boolean') value = v;
    else continue;
    out[k] = value;
    n++;
  }
  return out;
}

function browserBeacon(url: string, body: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    // A string is sent as text/plain: a CORS-safe request, no preflight.
    return navigator.sendBeacon(url, body);
  } catch {
    return false;
  }
}

export function createPpaQueue(d: PpaQueueDeps): PpaQueue {
  const now = d.now ?? (() => Date.now());
  const beacon = d.beacon ?? browserBeacon;
  const doFetch =
    d.fetch ??
    ((url: string, init: RequestInit) =>
      typeof fetch === 'function' ? fetch(url, init) : Promise.reject(new Error('no fetch')));
  const maxPending = d.maxPending ?? 500;
  const known = d.userTypeKnown ?? (() => true);
  /** user_type 0: not known when it happened; stamped when sent. */
  let pending: (Omit<QueuedEvent, 'user_type'> & { user_type: AnalyticsUserType | 0 })[] = [];
  let sending = false;

  const urlOf = (origin: string) => `${origin}${ANALYTICS_COLLECT_PATH}`;
  const bodyOf = (events: QueuedEvent[]) => JSON.stringify({ page: d.pageId, events });

  /** The next batch: at most maxEvents, and under maxBodyBytes. */
  function takeBatch(): QueuedEvent[] {
    const stamp = d.userType();
    const batch: QueuedEvent[] = pending
      .slice(0, L.maxEvents)
      .map((e) => (e.user_type === 0 ? { ...e, user_type: stamp } : (e as QueuedEvent)));
    let n = batch.length;
    while (n > 1 && bodyOf(batch.slice(0, n)).length > L.maxBodyBytes) n = Math.ceil(n / 2);
    pending.splice(0, n);
    return batch.slice(0, n);
  }

  function track(event: AnalyticsEventName, params?: Record<string, unknown>): void {
    try {
      if (d.consent() === 'denied') return;
      const userType = known() ? d.userType() : 0;
      pending.push({ event, user_type: userType, t: now(), params: cleanParams(params) });
      if (pending.length > maxPending) pending = pending.slice(pending.length - maxPending);
    } catch {
      // Measuring never breaks what is measured.
    }
  }

  function sendByFetch(batch: QueuedEvent[]): void {
    const origin = d.rotation.current();
    sending = true;
    doFetch(urlOf(origin), {
      method: 'POST',
      body: bodyOf(batch),
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
      .then(
        (res) => {
          // A 4xx other than 429 will never pass: dropped. 429 and 5xx: tried again later.
          if (!res.ok && (res.status === 429 || res.status >= 500)) requeue(batch, origin);
        },
        () => requeue(batch, origin),
      )
      .finally(() => {
        sending = false;
      });
  }

  function requeue(batch: QueuedEvent[], origin: string) {
    d.rotation.advance(origin);
    pending = [...batch, ...pending].slice(-maxPending);
  }

  function flush(mode: 'timer' | 'pagehide'): void {
    try {
      if (d.consent() !== 'granted' || pending.length === 0) return;
      if (mode === 'timer') {
        if (!sending && known()) sendByFetch(takeBatch());
        return;
      }
      while (pending.length > 0) {
        const batch = takeBatch();
        const origin = d.rotation.current();
        if (!beacon(urlOf(origin), bodyOf(batch))) sendByFetch(batch);
      }
    } catch {
      // never thrown at the page
    }
  }

  return {
    track,
    trackLogin: (action, params) => track(LOGIN_ACTION_EVENTS[action], params),
    flush,
    consentChanged() {
      const c = d.consent();
      if (c === 'denied') pending = [];
      else if (c === 'granted') flush('timer');
    },
    get pending() {
      return pending.length;
    },
    start(env = { win: window, doc: document }) {
      const { win, doc } = env;
      const setI = d.setInterval ?? ((fn, ms) => setInterval(fn, ms));
      const clearI =
        d.clearInterval ?? ((id) => clearInterval(id as ReturnType<typeof setInterval>));
      const timer = setI(() => flush('timer'), d.flushMs ?? 5_000);
      const onHide = () => flush('pagehide');
      const onVisibility = () => {
        if (doc.visibilityState === 'hidden') flush('pagehide');
      };
      win.addEventListener('pagehide', onHide);
      doc.addEventListener('visibilitychange', onVisibility);
      return () => {
        clearI(timer);
        win.removeEventListener('pagehide', onHide);
        doc.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}

/** A queue that records nothing (prerendering, tests of parts that do not measure). */
export const NO_ANALYTICS: AnalyticsQueue = { track: () => undefined, trackLogin: () => undefined };
