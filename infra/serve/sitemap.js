'use strict';
/**
 * `/sitemap.xml` (spec §2: a dedicated handler, content ours) and `/robots.txt`: the public,
 * indexable pages in every locale, with hreflang alternates. Share links, the drive, auth and
 * campaign pages are left out (private, personal or short-lived).
 */
const { LOCALES } = require('./preload');

const PUBLIC_PATHS = [
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

/** Canonical locale codes (preload.js keeps them lower-case for matching). */
const CODES = LOCALES.map((l) => l.replace(/-([a-z]+)$/, (_m, r) => `-${r.toUpperCase()}`));

const localized = (origin, locale, p) =>
  `${origin}${locale === 'en-US' ? '' : `/${locale}`}${p === '/' && locale !== 'en-US' ? '' : p}`;

function sitemapXml(origin) {
  const urls = PUBLIC_PATHS.flatMap((p) =>
    CODES.map((locale) => {
      const alternates = CODES.map(
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

const robotsTxt = (origin) =>
  `User-agent: *\nAllow: /\nDisallow: /drive/\nDisallow: /auth\nDisallow: /loading\nSitemap: ${origin}/sitemap.xml\n`;

module.exports = { sitemapXml, robotsTxt, PUBLIC_PATHS };
