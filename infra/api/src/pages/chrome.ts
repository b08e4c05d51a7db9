/**
 * What frames the API's account pages (issue 31): the site's brand and a way back to it, the
 * language switch (this page in each locale), the site's theme choice, and the show-password
 * box of password fields (the form script reveals and runs it; without JavaScript it stays
 * hidden and the field works as always).
 */
import type { Locale } from 'shared-libs/contracts';
import type { PageTheme } from '../accounts/oauth';
import { defineMessages, type Translate } from '../i18n';
import { escapeXml as esc } from '../media';
import type { PageChrome } from '../pages';

export const chromeMessages = defineMessages({
  brand: { id: 'api.chrome.brand', defaultMessage: 'Cumulus' },
  home: { id: 'api.chrome.home', defaultMessage: 'Cumulus home page' },
  back: { id: 'api.chrome.back', defaultMessage: 'Back to the site' },
  language: { id: 'api.chrome.language', defaultMessage: 'Language' },
  showPassword: { id: 'api.chrome.showPassword', defaultMessage: 'Show password' },
});

/** What a page knows to frame itself: its language, the site's home, the theme, its address. */
export interface ChromeOf {
  locale: Locale;
  /** The site's home page (absent: no brand link and no back link). */
  home?: string | undefined;
  theme?: PageTheme;
}

/** This page's GET address in another locale (`ui_locales` replaced). */
export function inLocale(url: string, locale: Locale): string {
  const u = new URL(url, 'http://page.invalid');
  u.searchParams.set('ui_locales', locale);
  return `${u.pathname}${u.search}`;
}

/** The frame of a page at `url` (no address: no language switch). */
export function pageChrome(t: Translate, o: ChromeOf, url?: string): PageChrome {
  return {
    theme: o.theme,
    site: o.home
      ? {
          href: o.home,
          brand: t(chromeMessages.brand),
          home: t(chromeMessages.home),
          back: t(chromeMessages.back),
        }
      : undefined,
    languages: url
      ? { label: t(chromeMessages.language), hrefOf: (l) => inLocale(url, l) }
      : undefined,
  };
}

/**
 * The show-password box of the password field `name` (`data-show-password` names it): hidden
 * until the form script runs, which reveals it and switches the field's type.
 */
export const showPassword = (name: string, t: Translate): string =>
  `<p class="show" hidden data-show-password="${esc(name)}"><input type="checkbox" id="${esc(name)}-show"><label for="${esc(name)}-show">${esc(t(chromeMessages.showPassword))}</label></p>`;
