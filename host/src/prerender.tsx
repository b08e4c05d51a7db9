/**
 * The host's Node build entry (decision 0018, `CUMULUS_PRERENDER=1`): what the host server needs
 * to assemble a prerendered page (infra/serve/prerendered-pages.ts).
 */
import { createCookies, type Locale } from 'shared-libs';
import { chooseLocale, LOCALE_COOKIE } from './stores/LocaleStore';

export { renderShell, type ShellRequest } from './prerender/renderShell';
export { renderNotices } from './prerender/renderNotices';
export { resolveRoute } from './routing/resolveRoute';
export { documentTitle } from './lib/documentTitle';

/** The locale of an unprefixed page, from the request (LocaleStore.detect's server twin). */
export function requestLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  return chooseLocale({
    cookie: createCookies({ read: () => cookieHeader ?? '', write: () => undefined }).get(
      LOCALE_COOKIE,
    ),
    acceptLanguage,
    browserLanguages: [],
  });
}
