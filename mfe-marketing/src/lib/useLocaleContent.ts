import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from 'shared-libs';

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

/**
 * The content of `locale`, falling back to en-US when that locale's file cannot be loaded (a
 * failed chunk of a translation still shows the text); `failed` only when neither loads.
 */
export function useLocaleContent<T>(load: ContentLoader<T>, locale: Locale): LocaleContent<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LocaleContent<T>>({ kind: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    const tryLoad = async (): Promise<LocaleContent<T>> => {
      for (const l of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
        try {
          return { kind: 'ready', content: (await load(l)).default, locale: l };
        } catch {
          // try the next locale
        }
      }
      return { kind: 'failed', retry };
    };
    void tryLoad().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [load, locale, attempt, retry]);
  return state;
}
