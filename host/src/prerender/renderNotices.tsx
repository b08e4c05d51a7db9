import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createCookies, DEFAULT_LOCALE, NO_ANALYTICS, type Locale } from 'shared-libs';
import { CookieTips } from '../features/analytics/CookieTips';
import { loadHostMessages } from '../i18n/loadHostMessages';
import { SITE_NOTICES_ID } from '../lib/siteNotices';
import { ConsentStore } from '../stores/ConsentStore';

/**
 * The site notices a visitor's first paint shows (decision 0035), for the request's cookies: the
 * cookie tips while no choice was made (the `allow_analysis` cookie), else null. `body` is their
 * element, which the browser's notices root renders over (bootstrap.tsx), whose buttons work
 * from then on; `head` hides it from a page without JavaScript, where nothing could answer it.
 */
export async function renderNotices({
  locale,
  cookie,
}: {
  locale: Locale;
  /** The request's Cookie header. */
  cookie: string | undefined;
}): Promise<{ head: string; body: string } | null> {
  const consent = new ConsentStore(
    createCookies({ read: () => cookie ?? '', write: () => undefined }),
  );
  if (!consent.noticeOpen) return null;
  const messages = await loadHostMessages(locale);
  const tips = renderToString(
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <CookieTips consent={consent} analytics={NO_ANALYTICS} locale={locale} />
    </IntlProvider>,
  );
  return {
    head: `<noscript><style>#${SITE_NOTICES_ID}{display:none}</style></noscript>`,
    body: `<div id="${SITE_NOTICES_ID}">${tips}</div>`,
  };
}
