/**
 * `/sitemap.xml` (spec §2: a dedicated handler, content ours) and `/robots.txt`: the public,
 * indexable pages in every locale, with hreflang alternates. Share links, the drive, auth and
 * campaign pages are left out (private, personal or short-lived).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-libs/contracts';

export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/mobile-app',
  '/desktop-app',
  '/tv',
  '/tv-help',
  '/browser-extension',
  '/help',
  '/help-center',
  '/faq',
  '/contact-us',
  '/install-apk-troubleshooting',
  '/policy/user-agreement',
  '/policy/privacy-policy',
  '/policy/membership-agreement',
  '/policy/anti-abuse',
  '/policy/child-sexual-abuse',
  '/policy/copyright-Infringement',
  '/policy/update',
];

/** A page's URL in a locale: the default locale has no prefix, the others have no `/` home. */
const localized = (origin: string, locale: Locale, p: string) =>
  `${origin}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${p === '/' && locale !== DEFAULT_LOCALE ? '' : p}`;

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.flatMap((p) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${alt}" href="${localized(origin, alt, p)}"/>`,
      ).join('');
      return `<url><loc>${localized(origin, locale, p)}</loc>${alternates}</url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    urls.join('') +
    '</urlset>\n'
  );
}

export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /\nDisallow: /drive/\nDisallow: /auth\nDisallow: /loading\nSitemap: ${origin}/sitemap.xml\n`;
