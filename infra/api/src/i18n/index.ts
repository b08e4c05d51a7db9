/**
 * The API origin's own HTML pages (sign-in, sign-up, password reset, security check, checkout)
 * speak the locale of the site that sent the visitor. Messages are react-intl's (formatjs) ICU
 * messages: `defineMessages` next to each page (ids `api.*`, en-US text in the source), the
 * other ten locales in `lang/{locale}.json`, checked by `infra/scripts/i18n-check.ts` like every
 * app. Rendered with `@formatjs/intl` (react-intl's core, without React).
 */
import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
} from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, matchLocale, type Locale } from 'shared-libs/contracts';
import es from './lang/es.json';
import id from './lang/id.json';
import ja from './lang/ja.json';
import ko from './lang/ko.json';
import ms from './lang/ms.json';
import pt from './lang/pt.json';
import ru from './lang/ru.json';
import uk from './lang/uk.json';
import zhCN from './lang/zh-CN.json';
import zhTW from './lang/zh-TW.json';

export { defineMessages } from '@formatjs/intl';
export type { MessageDescriptor };

const MESSAGES: Record<Locale, Record<string, string>> = {
  'en-US': {},
  es,
  id,
  ja,
  ko,
  ms,
  pt,
  ru,
  uk,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** The (cached) formatter of one locale; a missing translation falls back to the en-US text. */
export function pageIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: MESSAGES[locale],
        onError: () => undefined, // the i18n check guards completeness; never log per request
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** A page's translate function: `t(m.title)`, `t(m.hello, { name })`. */
export type Translate = (d: MessageDescriptor, values?: Record<string, string | number>) => string;

export const translator = (locale: Locale): Translate => {
  const intl = pageIntl(locale);
  return (d, values) => intl.formatMessage(d, values);
};

/** The weight-ordered tags of an Accept-Language header (`q=0` dropped). */
function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
}

/**
 * The locale of a page: the one the site names (OAuth's `ui_locales`, space-separated, first
 * match wins; our forms carry it as a hidden field), else the browser's Accept-Language (spec
 * §5 order: exact, then same language), else en-US.
 */
export function pageLocale(request: FastifyRequest, named?: string): Locale {
  for (const tag of (named ?? '').split(/\s+/)) {
    const l = matchLocale(tag);
    if (l) return l;
  }
  for (const tag of acceptLanguages(request.headers['accept-language'])) {
    const l = matchLocale(tag);
    if (l) return l;
  }
  return DEFAULT_LOCALE;
}
