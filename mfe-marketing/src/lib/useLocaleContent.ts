import { DEFAULT_LOCALE, fail, localError, ok, type Locale } from 'shared-libs';
import { useResult } from 'shared-libs/react';

/**
 * Long-form content (help-center articles, policy texts) is not UI copy: it lives in one JSON
 * file per locale next to the feature (`content/{locale}.json`, en-US included) and is loaded
 * as its own chunk when a page needs it, so the messages every page loads stay small. A unit
 * test per feature checks that each locale has exactly the keys of en-US (no gap, no stale).
 */
export type ContentLoader<T> = (locale: Locale) => Promise<{ default: T }>;

export type LocaleContent<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; content: T; locale: Locale }
  | { kind: 'failed'; retry(): void };

type Ready<T> = Extract<LocaleContent<T>, { kind: 'ready' }>;

/** Content already loaded, by loader and asked locale (what a render can show at once). */
const loaded = new WeakMap<ContentLoader<unknown>, Map<Locale, Ready<unknown>>>();

const cached = <T>(load: ContentLoader<T>, locale: Locale): Ready<T> | undefined =>
  loaded.get(load as ContentLoader<unknown>)?.get(locale) as Ready<T> | undefined;

/** `locale`'s content, else en-US's (a failed chunk of a translation still shows the text). */
async function fetchContent<T>(load: ContentLoader<T>, locale: Locale): Promise<Ready<T> | null> {
  for (const l of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    try {
      const ready: Ready<T> = { kind: 'ready', content: (await load(l)).default, locale: l };
      const byLocale = loaded.get(load as ContentLoader<unknown>) ?? new Map();
      byLocale.set(locale, ready);
      loaded.set(load as ContentLoader<unknown>, byLocale);
      return ready;
    } catch {
      // try the next locale
    }
  }
  return null;
}

/**
 * Loads content before a page renders, so its first render shows it: the page prerendered to
 * HTML, and the browser hydrating that HTML (the remote's `prepare`, decision 0018).
 */
export async function preloadLocaleContent<T>(load: ContentLoader<T>, locale: Locale) {
  if (!cached(load, locale)) await fetchContent(load, locale);
}

/**
 * The content of `locale`, falling back to en-US when that locale's file cannot be loaded;
 * `failed` only when neither loads. Content loaded before (preloadLocaleContent, or an earlier
 * page) is there from the first render: a prerendered page hydrates with it.
 */
export function useLocaleContent<T>(load: ContentLoader<T>, locale: Locale): LocaleContent<T> {
  const { state, reload } = useResult(
    () =>
      fetchContent(load, locale).then((ready) =>
        ready ? ok(ready) : fail<Ready<T>>(localError(`no content for ${locale}`)),
      ),
    [load, locale],
    { initial: () => cached(load, locale) },
  );
  if (state.phase === 'ready') return state.value;
  return state.phase === 'loading' ? { kind: 'loading' } : { kind: 'failed', retry: reload };
}
