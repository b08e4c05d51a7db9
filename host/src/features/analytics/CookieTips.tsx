import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { AnalyticsQueue, Locale } from 'shared-libs';
import { localePath } from '../../routing/localePath';
import type { ConsentStore } from '../../stores/ConsentStore';
import { cookieTipsMessages as m } from './cookieTipsMessages';
import styles from './CookieTips.module.css';

/**
 * The cookie tips (issue 32): a non-modal card at the bottom of the page (fixed: it moves no
 * content, so no layout shift on prerendered pages), in its own root beside the page. Shown on a
 * first visit and when "Cookie settings" reopens it; then focus moves to it, and back to where
 * it was once a choice is made. Nothing is measured and sent before Accept (decision 0024).
 */
export const CookieTips = observer(function CookieTips({
  consent,
  analytics,
  locale,
}: {
  consent: ConsentStore;
  analytics: AnalyticsQueue;
  locale: Locale;
}) {
  const intl = useIntl();
  const open = consent.noticeOpen;
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    analytics.track('cookie_tips_show', { choice: consent.consent });
    // Reopened by a person (a choice exists): they asked for it, so focus goes there.
    if (consent.consent !== 'unknown') {
      returnTo.current = document.activeElement;
      heading.current?.focus();
    }
    // Only when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  const choose = (granted: boolean) => {
    analytics.track('cookie_tips_click', { choice: granted ? 'accept' : 'decline' });
    consent.choose(granted);
    const back = returnTo.current;
    returnTo.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };
  return (
    <section
      className={styles.tips}
      aria-label={intl.formatMessage(m.label)}
      data-testid="cookie-tips"
    >
      <h2 className={styles.title} tabIndex={-1} ref={heading}>
        {intl.formatMessage(m.title)}
      </h2>
      <p className={styles.body}>{intl.formatMessage(m.body)}</p>
      <a className={styles.link} href={localePath(locale, '/policy/privacy-policy')}>
        {intl.formatMessage(m.privacy)}
      </a>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => choose(false)}>
          {intl.formatMessage(m.decline)}
        </button>
        <button type="button" className={styles.primary} onClick={() => choose(true)}>
          {intl.formatMessage(m.accept)}
        </button>
      </div>
    </section>
  );
});
