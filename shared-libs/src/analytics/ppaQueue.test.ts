import { ANALYTICS_LIMITS } from '../contracts/analyticsEvents';
import { createOriginRotation } from '../http/origins';
import { cleanParams, createPpaQueue, type Consent, type PpaQueueDeps } from './ppaQueue';

const ORIGINS = ['http://a.test', 'http://b.test'];

function setup(over: Partial<PpaQueueDeps> = {}) {
  let consent: Consent = 'granted';
  let userType: 1 | 2 = 1;
  const beacons: {
    url: string;
    body: { page: string; events: { event: string; user_type: number; params: object }[] };
  }[] = [];
  const fetches: { url: string; body: string; init: RequestInit }[] = [];
  const answers: Array<() => Promise<{ ok: boolean; status: number }>> = [];
  let beaconOk = true;
  const deps: PpaQueueDeps = {
    rotation: createOriginRotation(ORIGINS),
    consent: () => consent,
    userType: () => userType,
    pageId: 'page-0001',
    now: () => 1000,
    beacon: (url, body) => {
      if (!beaconOk) return false;
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
    fetch: (url, init) => {
      fetches.push({ url, body: String(init.body), init });
      const next = answers.shift();
      return next ? next() : Promise.resolve({ ok: true, status: 200 });
    },
    ...over,
  };
  const q = createPpaQueue(deps);
  return {
    q,
    beacons,
    fetches,
    answers,
    setConsent: (c: Consent) => (consent = c),
    setUserType: (t: 1 | 2) => (userType = t),
    failBeacon: () => (beaconOk = false),
  };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the ppa queue', () => {
  it('stamps each event with the user type of its moment and sends a batch by beacon on pagehide', () => {
    const s = setup();
    s.q.trackLogin('impress');
    s.q.trackLogin('click', { scene: 'official_page' });
    s.setUserType(2);
    s.q.trackLogin('login');
    s.q.flush('pagehide');
    expect(s.beacons).toHaveLength(1);
    expect(s.beacons[0]?.url).toBe('http://a.test/analytics/v1/ppa');
    expect(s.beacons[0]?.body.page).toBe('page-0001');
    expect(s.beacons[0]?.body.events.map((e) => [e.event, e.user_type])).toEqual([
      ['login_page_impress', 1],
      ['login_page_click', 1],
      ['login', 2],
    ]);
    expect(s.q.pending).toBe(0);
  });

  it('holds events while consent is unknown, sends them once granted', async () => {
    const s = setup();
    s.setConsent('unknown');
    s.q.track('cookie_tips_show');
    s.q.flush('pagehide');
    s.q.flush('timer');
    expect(s.beacons).toHaveLength(0);
    expect(s.fetches).toHaveLength(0);
    s.setConsent('granted');
    s.q.consentChanged();
    await tick();
    expect(s.fetches).toHaveLength(1);
    expect(JSON.parse(s.fetches[0]!.body).events[0].event).toBe('cookie_tips_show');
    expect(s.fetches[0]?.init.keepalive).toBe(true);
  });

  it('drops what it held when consent is denied, and keeps nothing after', () => {
    const s = setup();
    s.setConsent('unknown');
    s.q.track('cookie_tips_show');
    s.setConsent('denied');
    s.q.consentChanged();
    s.q.track('share_page_show', { share_id: 'x' });
    expect(s.q.pending).toBe(0);
    s.q.flush('pagehide');
    expect(s.beacons).toHaveLength(0);
  });

  it('a failed timer send goes back to the front and the next try uses the next origin', async () => {
    const s = setup();
    s.answers.push(() => Promise.reject(new TypeError('network')));
    s.q.track('sidebar_click', { item: 'trash' });
    s.q.flush('timer');
    await tick();
    expect(s.q.pending).toBe(1);
    s.q.track('sidebar_click', { item: 'recent' });
    s.q.flush('timer');
    await tick();
    expect(s.fetches.map((f) => f.url)).toEqual([
      'http://a.test/analytics/v1/ppa',
      'http://b.test/analytics/v1/ppa',
    ]);
    expect(
      JSON.parse(s.fetches[1]!.body).events.map((e: { params: { item: string } }) => e.params.item),
    ).toEqual(['trash', 'recent']);
    expect(s.q.pending).toBe(0);
  });

  it('a 5xx or 429 is tried again, a 400 batch is dropped', async () => {
    const s = setup();
    s.answers.push(() => Promise.resolve({ ok: false, status: 503 }));
    s.q.track('block_page_show');
    s.q.flush('timer');
    await tick();
    expect(s.q.pending).toBe(1);
    s.answers.push(() => Promise.resolve({ ok: false, status: 400 }));
    s.q.flush('timer');
    await tick();
    expect(s.q.pending).toBe(0);
  });

  it('falls back to a keepalive fetch when the beacon refuses', () => {
    const s = setup();
    s.failBeacon();
    s.q.track('login');
    s.q.flush('pagehide');
    expect(s.fetches).toHaveLength(1);
    expect(s.fetches[0]?.init.keepalive).toBe(true);
  });

  it('splits into batches of at most maxEvents', () => {
    const s = setup();
    for (let i = 0; i < ANALYTICS_LIMITS.maxEvents + 3; i++) s.q.track('share_page_click', { i });
    s.q.flush('pagehide');
    expect(s.beacons.map((b) => b.body.events.length)).toEqual([ANALYTICS_LIMITS.maxEvents, 3]);
  });

  it('never throws at the page when a dependency does', () => {
    const s = setup({
      userType: () => {
        throw new Error('no session');
      },
      beacon: () => {
        throw new Error('boom');
      },
    });
    expect(() => s.q.track('login')).not.toThrow();
    expect(() => s.q.flush('pagehide')).not.toThrow();
  });

  it('keeps at most maxPending events while nothing can be sent (oldest dropped)', () => {
    const s = setup({ maxPending: 3 });
    s.setConsent('unknown');
    for (let i = 0; i < 5; i++) s.q.track('share_page_click', { i });
    expect(s.q.pending).toBe(3);
  });

  it('flushes on pagehide and when the page is hidden, once started', () => {
    const s = setup({ setInterval: () => 1, clearInterval: () => undefined });
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const stop = s.q.start({ win, doc });
    // (the timer is the deps' default here; stop() clears it)
    s.q.track('login');
    win.dispatchEvent(new Event('pagehide'));
    expect(s.beacons).toHaveLength(1);
    s.q.track('login');
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(s.beacons).toHaveLength(2);
    stop();
    s.q.track('login');
    win.dispatchEvent(new Event('pagehide'));
    expect(s.beacons).toHaveLength(2);
  });
});

describe('cleanParams', () => {
  it('keeps short scalar values under safe keys only', () => {
    expect(
      cleanParams({
        ok: 'x'.repeat(500),
        n: 3,
        b: true,
        Bad: 1,
        user_type: 2,
        obj: { a: 1 },
        nan: Number.NaN,
      }),
    ).toEqual({ ok: 'x'.repeat(ANALYTICS_LIMITS.maxValueLength), n: 3, b: true });
  });
});

describe('analytics consent', () => {
  it('reads the allow_analysis cookie: 1 granted, 0 denied, else unknown', async () => {
    const { analyticsConsent, setAnalyticsConsent } = await import('./consent');
    const jar = new Map<string, string>();
    const cookies = {
      get: (n: string) => jar.get(n),
      set: (n: string, v: string) => void jar.set(n, v),
    };
    expect(analyticsConsent(cookies)).toBe('unknown');
    setAnalyticsConsent(cookies, true);
    expect(analyticsConsent(cookies)).toBe('granted');
    setAnalyticsConsent(cookies, false);
    expect(analyticsConsent(cookies)).toBe('denied');
    jar.set('allow_analysis', 'yes');
    expect(analyticsConsent(cookies)).toBe('unknown');
  });
});

describe('the user type before the session is known', () => {
  it('is stamped when sent, and the timer waits until it is known', async () => {
    let known = false;
    const fetches: string[] = [];
    const q = createPpaQueue({
      rotation: createOriginRotation(ORIGINS),
      consent: () => 'granted',
      userType: () => (known ? 2 : 1),
      userTypeKnown: () => known,
      pageId: 'page-0002',
      fetch: (_url, init) => {
        fetches.push(String(init.body));
        return Promise.resolve({ ok: true, status: 200 });
      },
    });
    q.track('share_page_show', { share_id: 's' });
    q.flush('timer');
    expect(fetches).toHaveLength(0);
    known = true;
    q.track('sidebar_click');
    q.flush('timer');
    await tick();
    expect(JSON.parse(fetches[0]!).events.map((e: { user_type: number }) => e.user_type)).toEqual([
      2, 2,
    ]);
  });
});
