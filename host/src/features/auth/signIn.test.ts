import { pageLocale, screenOf, signInUrl } from './signIn';

describe('signInUrl', () => {
  const challenge = 'c'.repeat(43);

  it('names the site locale so the API pages speak it (ui_locales)', () => {
    const url = new URL(signInUrl('https://api.test', 'https://site.test', challenge, 'ja'));
    expect(url.pathname).toBe('/v1/auth/authorize');
    expect(url.searchParams.get('ui_locales')).toBe('ja');
    expect(url.searchParams.get('redirect_uri')).toBe('https://site.test/auth');
    expect(url.searchParams.get('code_challenge')).toBe(challenge);
    expect(url.searchParams.has('state')).toBe(false);
  });

  it('without a locale, leaves it to the browser (Accept-Language)', () => {
    expect(signInUrl('https://api.test', 'https://site.test', challenge)).not.toContain(
      'ui_locales',
    );
  });
});

describe('signInUrl: theme and screen (issue 31)', () => {
  const challenge = 'c'.repeat(43);

  it("passes the site's explicit theme choice, and none when the system decides", () => {
    const dark = new URL(
      signInUrl('https://api.test', 'https://site.test', challenge, 'ja', 'dark'),
    );
    expect(dark.searchParams.get('theme')).toBe('dark');
    expect(signInUrl('https://api.test', 'https://site.test', challenge, 'ja', null)).not.toContain(
      'theme',
    );
  });

  it('opens the sign-up page with the same parameters for "Start for free"', () => {
    const url = new URL(
      signInUrl('https://api.test', 'https://site.test', challenge, undefined, null, 'signup'),
    );
    expect(url.pathname).toBe('/v1/auth/signup');
    expect(url.searchParams.get('code_challenge')).toBe(challenge);
    expect(url.searchParams.get('client_id')).toBe('cumulus-web');
  });

  it('sign-up only from the sign-in start asked for it', () => {
    expect(screenOf({ pathname: '/drive/login', search: '?signup=1' })).toBe('signup');
    expect(screenOf({ pathname: '/ja/drive/login', search: '?signup=1' })).toBe('signup');
    expect(screenOf({ pathname: '/drive/login', search: '' })).toBe('signin');
    expect(screenOf({ pathname: '/drive/all', search: '?signup=1' })).toBe('signin');
    expect(screenOf({ pathname: '/drive/login', search: '?signup=yes' })).toBe('signin');
  });
});

describe('pageLocale', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('is the locale of <html lang>, which the host keeps current', () => {
    document.documentElement.lang = 'zh-TW';
    expect(pageLocale(document)).toBe('zh-TW');
    document.documentElement.lang = 'x-unknown';
    expect(pageLocale(document)).toBeUndefined();
  });
});

describe('startSignIn: the return path and the login scene (issue 32)', () => {
  it("stores the spec's login scene through the session, never a caller's own value", async () => {
    const { webcrypto } = await import('node:crypto');
    const { TextEncoder } = await import('node:util');
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    (globalThis as Record<string, unknown>).TextEncoder ??= TextEncoder;
    const { startSignIn } = await import('./signIn');
    const { RETURN_PATH_KEY } = await import('./signInKeys');
    const assign = jest.fn();
    const win = {
      location: {
        pathname: '/s/demo-public',
        search: '?x=1',
        hash: '',
        origin: 'https://site.test',
        assign,
      },
      document: { documentElement: { lang: 'en-US' } },
    } as unknown as Window;
    const rememberLoginScene = jest.fn();
    const api = { origins: ['https://api.test'], current: () => 'https://api.test' };
    await startSignIn(api, rememberLoginScene, win);
    expect(rememberLoginScene).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/s/demo-public?x=1');
    expect(localStorage.getItem('pp_login_scene')).toBeNull();
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('/v1/auth/authorize'));
  });
});
