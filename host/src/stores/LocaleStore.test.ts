import { chooseLocale, LocaleStore, LOCALE_COOKIE } from './LocaleStore';

interface Input {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  browserLanguages: string[];
}
const none: Input = { cookie: undefined, acceptLanguage: undefined, browserLanguages: [] };

describe('chooseLocale (spec §5: cookie, header, browser, en-US)', () => {
  it.each<[Partial<Input>, string]>([
    [{}, 'en-US'],
    [{ cookie: 'ja' }, 'ja'],
    [{ cookie: 'zh-cn' }, 'zh-CN'],
    [{ cookie: 'ja', acceptLanguage: 'ko', browserLanguages: ['ru'] }, 'ja'],
    [{ cookie: 'xx', acceptLanguage: 'ko' }, 'ko'],
    [{ cookie: '', acceptLanguage: 'ko-KR,ko;q=0.9' }, 'ko'],
    [{ acceptLanguage: 'fr-FR,fr;q=0.9,pt;q=0.5', browserLanguages: ['ru'] }, 'pt'],
    [{ acceptLanguage: 'de;q=0.9,uk;q=0.8,ru;q=0.95' }, 'ru'],
    [{ acceptLanguage: 'zh-TW,zh;q=0.9' }, 'zh-TW'],
    [{ acceptLanguage: 'zh-HK' }, 'zh-CN'],
    [{ acceptLanguage: 'pt-BR' }, 'pt'],
    [{ acceptLanguage: 'es-419' }, 'es'],
    [{ acceptLanguage: '*', browserLanguages: ['ms-MY'] }, 'ms'],
    [{ acceptLanguage: 'ja;q=0', browserLanguages: ['id'] }, 'id'],
    [{ acceptLanguage: 'fr, de', browserLanguages: ['uk-UA'] }, 'uk'],
    [{ browserLanguages: ['fr-FR', 'es-MX'] }, 'es'],
    [{ browserLanguages: ['en-GB'] }, 'en-US'],
    [{ browserLanguages: ['zh-Hant-TW'] }, 'zh-CN'],
    [{ browserLanguages: ['ZH-TW'] }, 'zh-TW'],
    [{ browserLanguages: ['fr', 'de'] }, 'en-US'],
    [{ acceptLanguage: 'garbage;;;,,q=x' }, 'en-US'],
  ])('%p -> %s', (input, expected) => {
    expect(chooseLocale({ ...none, ...input })).toBe(expected);
  });
});

describe('LocaleStore', () => {
  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('detects from the cookie, then the meta header, then navigator', () => {
    const meta = document.createElement('meta');
    meta.name = 'accept-language';
    meta.content = 'ko-KR,ko;q=0.9';
    document.head.appendChild(meta);
    const nav = { languages: ['ja'], language: 'ja' } as unknown as Navigator;
    expect(LocaleStore.detect(document, nav)).toBe('ko');
    meta.content = '';
    expect(LocaleStore.detect(document, nav)).toBe('ja');
    document.cookie = `${LOCALE_COOKIE}=ru; Path=/`;
    expect(LocaleStore.detect(document, nav)).toBe('ru');
    meta.remove();
  });

  it('switches after loading messages, sets <html lang> and the cookie', async () => {
    const load = jest.fn(async (l: string) => ({ 'host.x': `x-${l}` }));
    const store = new LocaleStore('en-US', load);
    await store.setLocale('uk');
    expect(store.locale).toBe('uk');
    expect(store.messages).toEqual({ 'host.x': 'x-uk' });
    expect(document.documentElement.lang).toBe('uk');
    // jsdom drops Secure cookies on http pages; the assignment is checked in e2e.
    expect(load).toHaveBeenCalledWith('uk');
  });

  it('still switches when messages fail to load', async () => {
    const store = new LocaleStore('en-US', () => Promise.reject(new Error('offline')));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.setLocale('ja', false);
    expect(store.locale).toBe('ja');
    expect(store.messages).toEqual({});
    spy.mockRestore();
  });
});
