import { LOCALES } from 'shared-libs';
import type { ActivityEntry } from '../remotes/registry';
import { resolveRoute, type Resolution } from './resolveRoute';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ACTIVITIES: ActivityEntry[] = [
  {
    slug: 'black-friday',
    remote: 'mfe_activity',
    page: 'black-friday',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: '2099-01-01T00:00:00Z',
  },
  {
    slug: 'christmas',
    remote: 'mfe_activity',
    page: 'christmas',
    startsAt: '2026-11-20T00:00:00Z',
    endsAt: '2099-01-01T00:00:00Z',
  },
  {
    slug: 'compensation',
    remote: 'mfe_activity',
    page: 'compensation',
    startsAt: '2024-09-01T00:00:00Z',
    endsAt: '2024-12-31T23:59:59Z',
  },
  {
    slug: 'spring',
    remote: 'mfe_activity',
    page: 'spring',
    startsAt: '2027-03-01T00:00:00Z',
    endsAt: '2027-04-01T00:00:00Z',
  },
];

function resolve(url: string, isMobile = false): Resolution {
  const u = new URL(url, 'https://site.test');
  // Keep the raw path: URL would normalise some hostile inputs before the router sees them.
  const pathname = url.startsWith('/') ? url.split(/[?#]/)[0]! : u.pathname;
  return resolveRoute({
    pathname,
    search: u.search,
    hash: u.hash.replace(/^#/, ''),
    activities: ACTIVITIES,
    isMobile,
    now: NOW,
  });
}

/** [url, expected page id | 'redirect:<to>' | '404'] */
type Row = [string, string];

const VALID: Row[] = [
  ['/', 'home'],
  ['/browser-extension', 'browser-extension'],
  ['/contact-us', 'contact-us'],
  ['/desktop-app', 'desktop-app'],
  ['/mobile-app', 'mobile-app'],
  ['/help', 'help'],
  ['/faq', 'faq'],
  ['/help-center/getting-started', 'help-center'],
  ['/help-center/a/b/c', 'help-center'],
  ['/install-apk-troubleshooting', 'install-apk-troubleshooting'],
  ['/tv', 'tv'],
  ['/tv/link', 'tv-link'],
  ['/ko/TV/Link/', 'tv-link'],
  ['/tv-help', 'tv-help'],
  ['/unsubscribe?d=abc', 'unsubscribe'],
  ['/test', 'test'],
  ['/activity-end', 'activity-end'],
  ['/check-in', 'check-in'],
  ['/check-in-guide', 'check-in-guide'],
  ['/favorite-links-hub', 'favorite-links-hub'],
  ['/inapp/widget', 'inapp-widget'],
  ['/inapp/shop', 'inapp-shop'],
  ['/referral', 'referral'],
  ['/auth-success', 'auth-success'],
  ['/auth', 'auth'],
  ['/auth?code=abc', 'auth'],
  ['/loading', 'loading'],
  ['/loading?captcha_token=t', 'loading'],
  ['/s/abc123', 'share'],
  ['/s/abc123/f1', 'share'],
  ['/s/abc123/f1/f2/f3', 'share'],
  ['/s/AbC-_9?s_code=1234', 'share'],
  ['/activity/black-friday', 'black-friday'],
  ['/activity/christmas', 'christmas'],
  ['/drive/all', 'drive'],
  ['/drive/trash', 'drive'],
  ['/drive/recent', 'drive'],
  ['/drive/shared', 'drive'],
  ['/drive/login', 'drive'],
  ['/drive/payment', 'drive'],
  ['/drive/payment/storage', 'drive'],
  ['/drive/payment/traffic', 'drive'],
  ['/drive/account', 'drive'],
  ['/drive/feedback', 'drive'],
  ['/drive/search', 'drive'],
  ['/drive/all/VF0123abc', 'drive'],
  ['/policy/user-agreement', 'policy'],
  ['/policy/user-agreement/user-agreement', 'policy-doc'],
  ['/policy/privacy-policy', 'policy'],
  ['/policy/privacy-policy/2021-11-08', 'policy-doc'],
  ['/policy/privacy-policy/2023-10-14', 'policy-doc'],
  ['/policy/privacy-policy/2023-11-06', 'policy-doc'],
  ['/policy/membership-agreement/2022-06-14', 'policy-doc'],
  ['/policy/membership-agreement/2023-08-23', 'policy-doc'],
  ['/policy/anti-abuse', 'policy'],
  ['/policy/anti-abuse/anti-abuse', 'policy-doc'],
  ['/policy/child-sexual-abuse/2023-05-23', 'policy-doc'],
  ['/policy/child-sexual-abuse/2025-02-12', 'policy-doc'],
  ['/policy/copyright-Infringement', 'policy'],
  ['/policy/copyright-Infringement/copyright-Infringement', 'policy-doc'],
  ['/policy/update', 'policy'],
  ['/policy/update/notice-2024-01', 'policy-doc'],
];

const CASING_AND_SLASHES: Row[] = [
  ['/FAQ', 'faq'],
  ['/Faq/', 'faq'],
  ['/HELP-CENTER/Topic', 'help-center'],
  ['/Mobile-App/', 'mobile-app'],
  ['/TV', 'tv'],
  ['/tv-help///', 'tv-help'],
  ['/DRIVE/ALL', 'drive'],
  ['/drive/Payment/Storage/', 'drive'],
  ['/Policy/Privacy-Policy/2023-10-14/', 'policy-doc'],
  ['/policy/COPYRIGHT-INFRINGEMENT', 'policy'],
  ['/S/abc', 'share'],
  ['/s/abc/', 'share'],
  ['/AUTH', 'auth'],
  ['/Loading/', 'loading'],
  ['/Activity/Black-Friday', 'black-friday'],
  ['/INAPP/SHOP/', 'inapp-shop'],
  ['/ja/', 'home'],
  ['/JA/faq', 'faq'],
  ['/zh-cn/help', 'help'],
  ['/ZH-TW/tv/', 'tv'],
  ['/en-us', 'home'],
  ['/f%61q', 'faq'],
];

const PER_LOCALE: Row[] = LOCALES.flatMap((l): Row[] => [
  [`/${l}`, 'home'],
  [`/${l}/faq`, 'faq'],
  [`/${l}/policy/privacy-policy/2023-11-06`, 'policy-doc'],
  [`/${l}/drive/all`, 'drive'],
  [`/${l}/auth-success`, 'auth-success'],
]);

const REDIRECTS: Row[] = [
  ['/ja/s/abc', 'redirect:/s/abc'],
  ['/ZH-CN/s/abc/f1?s_code=12', 'redirect:/s/abc/f1?s_code=12'],
  ['/es/S/x#top', 'redirect:/S/x#top'],
  ['/help-center', 'redirect:/help-center/getting-started'],
  ['/help-center/', 'redirect:/help-center/getting-started'],
  ['/ko/help-center?x=1', 'redirect:/ko/help-center/getting-started?x=1'],
  ['/faq#copy-link', 'redirect:/help#copy-link'],
  ['/ja/faq#TELEGRAM-BOT', 'redirect:/ja/help#telegram-bot'],
  ['/faq#system-share', 'redirect:/help#system-share'],
  ['/activity/compensation', 'redirect:/activity-end?activity=compensation'],
  ['/pt/activity/compensation', 'redirect:/pt/activity-end?activity=compensation'],
  ['/drive', 'redirect:/drive/all'],
  ['/drive/?action=search', 'redirect:/drive/all?action=search'],
  ['/s/abc?s_code=', 'redirect:/s/abc'],
];

const NOT_FOUND: Row[] = [
  ['/nope', '404'],
  ['/faq/extra', '404'],
  ['/help/x', '404'],
  ['/policy', '404'],
  ['/policy/unknown', '404'],
  ['/policy/privacy-policy/2020-01-01', '404'],
  ['/policy/user-agreement/privacy-policy', '404'],
  ['/policy/update/bad%20token', '404'],
  ['/drive/unknown', '404'],
  ['/drive/all/a/b', '404'],
  ['/drive/all/bad%20id', '404'],
  ['/drive/trash/VF1', '404'],
  ['/s', '404'],
  ['/s/', '404'],
  ['/s/bad%2Fid', '404'],
  ['/s/' + 'a'.repeat(65), '404'],
  ['/s/abc/..', '404'],
  ['/ja/auth', '404'],
  ['/ja/loading', '404'],
  ['/activity/unknown', '404'],
  ['/activity/spring', '404'],
  ['/activity', '404'],
  ['/xx/faq', '404'],
  ['/ja/ja/faq', '404'],
  ['/faq//x', '404'],
  ['//evil.com', '404'],
  ['/%E0%A4%A', '404'],
  ['/%00', '404'],
  ['/help-center/%2e%2e', '404'],
  ['/help-center/..%2F..%2Fetc', '404'],
  ['/<script>alert(1)</script>', '404'],
  ['/javascript:alert(1)', '404'],
  ['/' + 'a/'.repeat(40), '404'],
  ['/' + 'x'.repeat(3000), '404'],
  ['/s/abc/%0d%0a', '404'],
  ['/inapp', '404'],
  ['/blog', '404'],
];

function outcome(r: Resolution): string {
  if (r.kind === 'redirect') return `redirect:${r.to}`;
  if (r.kind === 'not-found') return '404';
  return r.record.page;
}

describe('resolveRoute over a table of paths', () => {
  const all = [...VALID, ...CASING_AND_SLASHES, ...PER_LOCALE, ...REDIRECTS, ...NOT_FOUND];
  it('has at least 100 rows', () => expect(all.length).toBeGreaterThanOrEqual(100));
  it.each(all)('%s -> %s', (url, expected) => {
    expect(outcome(resolve(url))).toBe(expected);
  });
});

describe('route records', () => {
  it('extracts the locale prefix and keeps the path without it', () => {
    const r = resolve('/ZH-TW/help-center/a/b?x=1#h');
    expect(r.kind).toBe('route');
    if (r.kind !== 'route') return;
    expect(r.pathLocale).toBe('zh-TW');
    expect(r.record.path).toBe('/help-center/a/b');
    expect(r.record.params).toEqual({ slug: ['a', 'b'] });
    expect(r.record.query).toEqual({ x: '1' });
    expect(r.record.hash).toBe('h');
    expect(r.record.layout).toBe('basic');
    expect(r.record.middleware).toEqual(['help-center-default-dir']);
  });

  it('keeps share id case and passes folder ids', () => {
    const r = resolve('/s/AbCd/F1/f2');
    if (r.kind !== 'route') throw new Error('expected route');
    expect(r.record.remote).toBe('mfe_share');
    expect(r.record.params).toEqual({ shareId: 'AbCd', parentIds: ['F1', 'f2'] });
    expect(r.scrollToTop).toBe(false);
  });

  it('gives each owner its remote and layout', () => {
    const cases: Array<[string, string, string]> = [
      ['/', 'mfe_marketing', 'basic'],
      ['/policy/anti-abuse', 'mfe_marketing', 'policy'],
      ['/drive/all', 'mfe_drive', 'drive'],
      ['/inapp/shop', 'mfe_drive', 'drive'],
      ['/activity/christmas', 'mfe_activity', 'activity'],
      ['/s/x', 'mfe_share', 'basic-header'],
    ];
    for (const [url, remote, layout] of cases) {
      const r = resolve(url);
      if (r.kind !== 'route') throw new Error(url);
      expect([r.record.remote, r.record.layout]).toEqual([remote, layout]);
    }
  });

  it('asks sign-in of drive pages and the TV page only, not of the in-app shop (spec §6)', () => {
    const gated = (url: string) => {
      const r = resolve(url);
      if (r.kind !== 'route') throw new Error(url);
      return r.record.middleware.includes('login-required');
    };
    expect(gated('/drive/all')).toBe(true);
    expect(gated('/referral')).toBe(true);
    expect(gated('/tv/link')).toBe(true);
    expect(gated('/inapp/shop')).toBe(false);
    expect(gated('/ja/inapp/shop')).toBe(false);
    expect(gated('/tv')).toBe(false);
  });

  it('stores the locale of a prefixed share path', () => {
    const r = resolve('/uk/s/abc');
    expect(r).toEqual({ kind: 'redirect', to: '/s/abc', storeLocale: 'uk' });
  });

  it('reads ?locale= as a locale to store', () => {
    const r = resolve('/s/abc?locale=ko');
    if (r.kind !== 'route') throw new Error('expected route');
    expect(r.storeLocale).toBe('ko');
    const bad = resolve('/s/abc?locale=xx');
    if (bad.kind !== 'route') throw new Error('expected route');
    expect(bad.storeLocale).toBeUndefined();
  });

  it('reports the requested path on not-found', () => {
    expect(resolve('/Some/Missing/')).toEqual({
      kind: 'not-found',
      path: '/Some/Missing/',
      pathLocale: undefined,
    });
    const r = resolve('/ja/missing');
    expect(r.kind === 'not-found' && r.pathLocale).toBe('ja');
  });
});

describe('the /test page', () => {
  it('renders in any layout named by ?layout=, and only there', () => {
    const r = resolve('/test?layout=drive-sidebar');
    expect(r.kind === 'route' && r.record.layout).toBe('drive-sidebar');
    const bad = resolve('/test?layout=toString');
    expect(bad.kind === 'route' && bad.record.layout).toBe('simple');
    const other = resolve('/faq?layout=drive');
    expect(other.kind === 'route' && other.record.layout).toBe('basic');
  });
});

describe('mobile rules', () => {
  it('strips the browser-extension prefix on mobile only', () => {
    expect(outcome(resolve('/browser-extension/help', true))).toBe('redirect:/help');
    expect(outcome(resolve('/ja/browser-extension/faq?x=1', true))).toBe('redirect:/ja/faq?x=1');
    expect(outcome(resolve('/browser-extension/help', false))).toBe('404');
    expect(outcome(resolve('/browser-extension', true))).toBe('browser-extension');
  });

  it('disables the platform-card anchor on the mobile home page', () => {
    const mobile = resolve('/#android', true);
    const desktop = resolve('/#android', false);
    if (mobile.kind !== 'route' || desktop.kind !== 'route') throw new Error('expected routes');
    expect(mobile.hashScroll).toBe(false);
    expect(desktop.hashScroll).toBe(true);
    const other = resolve('/#features', true);
    expect(other.kind === 'route' && other.hashScroll).toBe(true);
  });
});

describe('random paths never throw', () => {
  it('resolves 2000 random strings', () => {
    const alphabet = "aZ09/%.-_~:@!$&'()*+,;=?#[] \\\u0000\u00e9\u202e";
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      let s = '/';
      const n = Math.floor(rnd() * 30);
      for (let j = 0; j < n; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
      expect(() =>
        resolveRoute({
          pathname: s,
          search: '',
          hash: '',
          activities: ACTIVITIES,
          isMobile: rnd() > 0.5,
          now: NOW,
        }),
      ).not.toThrow();
    }
  });
});
