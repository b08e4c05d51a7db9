import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHost } from '../stores/HostContext';
import { hostMessages } from '../i18n/hostMessages';
import { pageMessages as m } from '../i18n/pageMessages';
import { localePath } from '../routing/localePath';
import styles from './HostPage.module.css';

/** Spec §2/§4: shown instead of the main content when access to visit is denied. */
export function BlockPage({ setTitle }: { setTitle(t: string): void }) {
  const intl = useIntl();
  const { locale, analytics } = useHost();
  useEffect(() => setTitle(intl.formatMessage(m.blockedTitle)), [intl, setTitle]);
  useEffect(() => analytics.track('block_page_show'), [analytics]);
  return (
    <section className={styles.page} data-testid="block-page">
      <svg viewBox="0 0 48 48" width="72" height="72" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="var(--c-danger)" strokeWidth="4" />
        <path d="M10 38 38 10" stroke="var(--c-danger)" strokeWidth="4" />
      </svg>
      <h1>{intl.formatMessage(m.blockedTitle)}</h1>
      <p>{intl.formatMessage(m.blockedBody)}</p>
      <Link className={styles.action} to={localePath(locale.locale, '/contact-us')}>
        {intl.formatMessage(hostMessages.contactUs)}
      </Link>
    </section>
  );
}
