import { DEFAULT_LOCALE, toLocale, type Locale } from 'shared-libs';

/** A site path in a locale: en-US stays unprefixed (the root is served without prefix). */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE || clean.startsWith('/s/')) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Adds the locale prefix to a site path that has none (paths already prefixed stay as they are). */
export function withLocale(locale: Locale, path: string): string {
  const first = path.split(/[/?#]/)[1] ?? '';
  if (toLocale(first)) return path;
  return localePath(locale, path);
}
