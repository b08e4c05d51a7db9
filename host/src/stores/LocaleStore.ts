import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_LOCALE, matchLocale, toLocale, type Locale } from 'shared-libs';

export const LOCALE_COOKIE = 'pp_locale';
const LOCALE_COOKIE_DAYS = 365;

export type Messages = Record<string, string>;

function readCookie(name: string, doc: Document = document): string | undefined {
  const hit = doc.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

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

  constructor(
    initial: Locale,
    private readonly load: (locale: Locale) => Promise<Messages>,
  ) {
    this.locale = initial;
    makeAutoObservable<LocaleStore, 'load'>(this, { load: false });
  }

  static detect(doc: Document = document, nav: Navigator = navigator): Locale {
    return chooseLocale({
      cookie: readCookie(LOCALE_COOKIE, doc),
      acceptLanguage:
        doc.querySelector('meta[name="accept-language"]')?.getAttribute('content') ?? undefined,
      browserLanguages: nav.languages?.length ? nav.languages : [nav.language],
    });
  }

  /** Loads the locale's messages, then switches (no flash of the old language's keys). */
  async setLocale(locale: Locale, persist = true): Promise<void> {
    const messages = await this.load(locale);
    runInAction(() => {
      this.locale = locale;
      this.messages = messages;
    });
    if (persist) {
      document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax`;
    }
    document.documentElement.lang = locale;
  }
}
