import { makeAutoObservable, runInAction } from 'mobx';
import {
  createCookies,
  DEFAULT_LOCALE,
  matchLocale,
  setLocaleCookie,
  STORAGE_KEYS,
  toLocale,
  type Locale,
} from 'shared-libs';

export const LOCALE_COOKIE = STORAGE_KEYS.locale;

export type Messages = Record<string, string>;

/**
 * Locale choice (spec §5): cookie, then the request's Accept-Language (handed to the page by
 * the host server in <meta name="accept-language">), then the browser languages (exact, then
 * same language prefix), else en-US.
 */
export function chooseLocale(input: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  browserLanguages: readonly string[];
}): Locale {
  const fromCookie = toLocale(input.cookie);
  if (fromCookie) return fromCookie;
  const header = (input.acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of header) {
    const l = matchLocale(tag);
    if (l) return l;
  }
  for (const tag of input.browserLanguages) {
    const l = matchLocale(tag);
    if (l) return l;
  }
  return DEFAULT_LOCALE;
}

export class LocaleStore {
  locale: Locale;
  messages: Messages = {};
  /** `hide_lang_change`: the language menu is hidden (spec §2, §3). */
  hideLangChange = false;

  constructor(
    initial: Locale,
    private readonly load: (locale: Locale) => Promise<Messages>,
    /** Told of every switch (the platform's Accept-Language). */
    private readonly onChange: (locale: Locale) => void = () => undefined,
  ) {
    this.locale = initial;
    makeAutoObservable<LocaleStore, 'load' | 'onChange'>(this, { load: false, onChange: false });
  }

  static detect(doc: Document = document, nav: Navigator = navigator): Locale {
    return chooseLocale({
      cookie: createCookies({ read: () => doc.cookie, write: () => undefined }).get(LOCALE_COOKIE),
      acceptLanguage:
        doc.querySelector('meta[name="accept-language"]')?.getAttribute('content') ?? undefined,
      browserLanguages: nav.languages?.length ? nav.languages : [nav.language],
    });
  }

  /** The first locale, its messages already loaded (no cookie written). */
  setPreloaded(locale: Locale, messages: Messages) {
    this.locale = locale;
    this.messages = messages;
    // Not in the Node render of the prerendered shell (prerender/), which has no document.
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }

  setHideLangChange(hide: boolean) {
    this.hideLangChange = hide;
  }

  /** Loads the locale's messages, then switches (no flash of the old language's keys). */
  async setLocale(locale: Locale, persist = true): Promise<void> {
    let messages: Messages;
    try {
      messages = await this.load(locale);
    } catch (err) {
      console.error('[host] locale loading failed', locale, err);
      messages = {};
    }
    runInAction(() => {
      this.locale = locale;
      this.messages = messages;
    });
    this.onChange(locale);
    if (persist) {
      // 365 days, same-site strict, secure (spec §9).
      setLocaleCookie(createCookies(), locale);
    }
    document.documentElement.lang = locale;
  }
}
