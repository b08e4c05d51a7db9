import { createFakeClock } from '../testing/fakeClock';
import { createMemoryCookieJar } from '../testing/memoryCookieJar';
import { createCookies } from '../storage/cookies';
import { getAttribution, saveAttribution } from './attribution';
import { fileCategory, isAudioCodecSupported } from '../contracts/fileType';
import {
  applyDateTimeMask,
  DATE_TIME_FORMAT,
  DATE_TIME_MASK,
  formatBytes,
  formatDateTime,
  isEmail,
} from './format';
import {
  analyticsUserType,
  createAnalytics,
  LOGIN_ACTION_EVENTS,
  PUBLIC_MODULE_EVENTS,
  type AnalyticsTarget,
} from './analytics';
import { createDebugConsoleTrigger, isVconsoleAllowed } from './debugConsole';
import { BRIDGE_METHODS, createNativeBridge, type NativeHost } from './nativeBridge';

describe('attribution (spec §2, §3, §9)', () => {
  it('stores __source/__medium/__campaign in cookies for 12 hours', () => {
    const clock = createFakeClock();
    const jar = createMemoryCookieJar(clock.now);
    const cookies = createCookies(jar);
    saveAttribution(cookies, '?__source=tw&__medium=social&x=1');
    expect(jar.writes).toEqual([
      'pp_attr_source=tw; Path=/; Max-Age=43200; SameSite=Strict; Secure',
      'pp_attr_medium=social; Path=/; Max-Age=43200; SameSite=Strict; Secure',
    ]);
    expect(getAttribution(cookies)).toEqual({ source: 'tw', medium: 'social', campaign: '' });
    clock.advance(43_200_000);
    expect(getAttribution(cookies).source).toBe('');
  });
});

describe('file types (spec §5)', () => {
  it.each([
    [{ name: 'a.7z' }, 'archive'],
    [{ name: 'a.ZIP' }, 'archive'],
    [{ name: 'a.rar' }, 'archive'],
    [{ name: 'book.epub' }, 'other'],
    [{ name: 'book', mime_type: 'application/epub+zip' }, 'other'],
    [{ name: 'x', mime_type: 'application/zip' }, 'archive'],
    [{ name: 'x', mime_type: 'application/x-7z-compressed' }, 'archive'],
    [{ name: 'p.JPG' }, 'image'],
    [{ name: 'p', mime_type: 'image/png' }, 'image'],
    [{ name: 'm.mkv' }, 'video'],
    [{ name: 'm', mime_type: 'video/mp4' }, 'video'],
    [{ name: 's.flac' }, 'audio'],
    [{ name: 's', mime_type: 'audio/mpeg' }, 'audio'],
    [{ name: 't.torrent' }, 'torrent'],
    [{ name: 't', mime_type: 'application/x-bittorrent' }, 'torrent'],
    [{ name: 'x', file_extension: '.png' }, 'image'],
    [{ name: 'notes.txt', mime_type: 'text/plain' }, 'other'],
  ])('%p is %s', (input, category) => {
    expect(fileCategory(input)).toBe(category);
  });

  it.each([
    ['eac3', false],
    ['EAC3', false],
    ['aac', true],
    [undefined, true],
  ])('audio codec %p supported: %p', (codec, ok) => {
    expect(isAudioCodecSupported(codec)).toBe(ok);
  });
});

describe('formatBytes (spec §9: B..PB by 1024)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    ['1048576', '1 MB'],
    [1024 ** 3 * 2.25, '2.25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1024 PB'],
    ['-1', '0 B'],
    ['abc', '0 B'],
  ])('%p -> %s', (n, s) => {
    expect(formatBytes(n)).toBe(s);
  });
});

describe('date-time (spec §9)', () => {
  it('formats YY-MM-DD HH:mm with mask __-__-__ __:__', () => {
    expect(DATE_TIME_FORMAT).toBe('YY-MM-DD HH:mm');
    expect(DATE_TIME_MASK).toBe('__-__-__ __:__');
    expect(formatDateTime(new Date(2025, 0, 2, 3, 4))).toBe('25-01-02 03:04');
    expect(formatDateTime(new Date(2009, 11, 31, 23, 59))).toBe('09-12-31 23:59');
    expect(formatDateTime(Date.UTC(2025, 0, 2, 23, 4), 'utc')).toBe('25-01-02 23:04');
    expect(formatDateTime('nope')).toBe('');
  });
  it.each([
    ['', '__-__-__ __:__'],
    ['2501', '25-01-__ __:__'],
    ['25-01-02 0304', '25-01-02 03:04'],
    ['2501020304999', '25-01-02 03:04'],
  ])('mask(%p) = %p', (input, out) => {
    expect(applyDateTimeMask(input)).toBe(out);
  });
});

describe('e-mail check (spec §5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.com', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['@c.com', false],
    ['a@@c.com', false],
    [' a@b.co', false],
    ['a@-b.com', false],
    // Issue 32, decided by the standard (HTML) pattern the API's pages use too: no non-ASCII
    // or comment in the local part; a one-letter top-level domain is valid syntax.
    ['müller@x.de', false],
    ['a(b)@x.com', false],
    ['a@b.c', true],
  ])('%p -> %p', (e, ok) => {
    expect(isEmail(e)).toBe(ok);
  });
});

describe('analytics (spec §4, §7)', () => {
  it('maps login actions and pushes onto the ppa queue with the user type', () => {
    const target: AnalyticsTarget = {};
    let premium = false;
    const a = createAnalytics(target, { userType: () => analyticsUserType(premium) });
    a.trackLogin('impress');
    premium = true;
    a.trackLogin('click', { scene: 'share_page' });
    a.trackLogin('login');
    a.track(PUBLIC_MODULE_EVENTS.cookieTipsShow);
    expect(target.ppa).toEqual([
      ['login_page_impress', { user_type: 1 }],
      ['login_page_click', { user_type: 2, scene: 'share_page' }],
      ['login', { user_type: 2 }],
      ['cookie_tips_show', { user_type: 2 }],
    ]);
    expect(LOGIN_ACTION_EVENTS).toEqual({
      impress: 'login_page_impress',
      click: 'login_page_click',
      login: 'login',
    });
    expect(Object.keys(PUBLIC_MODULE_EVENTS)).toHaveLength(10);
  });

  it('keeps an existing queue and drops events when not allowed', () => {
    const target: AnalyticsTarget = { ppa: [['early', {}]] };
    let allowed = false;
    const a = createAnalytics(target, { isAllowed: () => allowed });
    a.track('x');
    allowed = true;
    a.track('y');
    expect(target.ppa).toEqual([
      ['early', {}],
      ['y', {}],
    ]);
  });
});

describe('debug console trigger (spec §4, §9)', () => {
  function setup(allowed: boolean) {
    const clock = createFakeClock();
    const open = jest.fn();
    const t = createDebugConsoleTrigger({ now: clock.now, isAllowed: () => allowed, open });
    return { clock, open, t };
  }

  it('opens after 5 clicks each under 200 ms apart', async () => {
    const { clock, open, t } = setup(true);
    const results: boolean[] = [];
    for (let i = 0; i < 5; i += 1) {
      results.push(await t.click());
      clock.advance(199);
    }
    expect(results).toEqual([false, false, false, false, true]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a 200 ms gap restarts the burst', async () => {
    const { clock, open, t } = setup(true);
    for (const gap of [100, 100, 200, 100, 100, 100]) {
      await t.click();
      clock.advance(gap);
    }
    await t.click(); // 4th of the new burst
    expect(open).not.toHaveBeenCalled();
    clock.advance(100);
    await t.click();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open when the remote flag forbids it', async () => {
    const { open, t } = setup(false);
    for (let i = 0; i < 5; i += 1) await t.click();
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    [{ values: { debug_options: { allow_vconsole: true } } }, true],
    [{ data: { allow_vconsole: 'true' } }, true],
    [{ values: { debug_options: { allow_vconsole: false } } }, false],
    [{}, false],
    [null, false],
  ])('isVconsoleAllowed(%p) = %p', (cfg, ok) => {
    expect(isVconsoleAllowed(cfg)).toBe(ok);
  });
});

describe('native bridge (spec §7, §8)', () => {
  it('answers 404 method is not declared without a host or for an undeclared method', async () => {
    expect(await createNativeBridge(undefined).getUserInfo()).toEqual({
      code: 404,
      msg: 'method is not declared',
      data: null,
    });
    const host: NativeHost = { call: jest.fn(), has: (m) => m !== BRIDGE_METHODS.report };
    expect((await createNativeBridge(host).report('x')).code).toBe(404);
    expect(host.call).not.toHaveBeenCalled();
  });

  it('sends the six messages and resolves with the app answer', async () => {
    const sent: Array<[string, string, string]> = [];
    const host: NativeHost = { call: (m, p, id) => void sent.push([m, p, id]) };
    const bridge = createNativeBridge(host);
    const user = bridge.getUserInfo();
    void bridge.getAppMetadata();
    void bridge.report('evt', { a: 1 });
    void bridge.actionSend({ x: 1 });
    void bridge.actionView({ y: 1 });
    void bridge.requestLoginAuthCode();
    expect(sent.map((s) => s[0])).toEqual([
      'getUserInfo',
      'getAppMetaData',
      'report',
      'actionSend',
      'actionView',
      'requestLoginAuthCode',
    ]);
    expect(sent[2]![1]).toBe('{"event":"evt","params":{"a":1}}');
    bridge.receive(sent[0]![2], '{"code":0,"msg":"ok","data":{"userID":"u9"}}');
    expect(await user).toEqual({ code: 0, msg: 'ok', data: { userID: 'u9' } });
  });

  it.each(['{not json', '"str"', '{"msg":"no code"}', 42])(
    'answer %p -> -2 process response data error!',
    async (raw) => {
      const ids: string[] = [];
      const bridge = createNativeBridge({ call: (_m, _p, id) => void ids.push(id) });
      const p = bridge.getUserInfo();
      bridge.receive(ids[0]!, raw);
      expect(await p).toEqual({ code: -2, msg: 'process response data error!', data: null });
    },
  );
});
