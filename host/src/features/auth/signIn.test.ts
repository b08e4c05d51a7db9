import { pageLocale, signInUrl } from './signIn';

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
