import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHost } from '../stores/HostContext';
import { pageMessages as m } from '../i18n/pageMessages';
import { localePath } from '../routing/localePath';
import styles from './HostPage.module.css';

/** Spec §2: the not-found page shows a logo, a tip and the status text `Page Not Found: {path}`. */
export function NotFoundPage({ path, setTitle }: { path: string; setTitle(t: string): void }) {
  const intl = useIntl();
  const { locale } = useHost();
  useEffect(() => setTitle(intl.formatMessage(m.notFoundTitle)), [intl, setTitle]);
  return (
    <section className={styles.page} data-status="404">
      <svg viewBox="0 0 32 32" width="72" height="72" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--c-accent)" />
        <path
          d="M10 21a4 4 0 0 1 .6-8A6 6 0 0 1 22 13.5a3.8 3.8 0 0 1 0 7.5Z"
          fill="var(--c-on-accent)"
        />
      </svg>
      <h1>{intl.formatMessage(m.notFoundTitle)}</h1>
      <p className={styles.status} data-testid="not-found-status">
        404 · Page Not Found: {path}
      </p>
      <p>{intl.formatMessage(m.notFoundTip)}</p>
      <Link className={styles.action} to={localePath(locale.locale, '/')}>
        {intl.formatMessage(m.notFoundHome)}
      </Link>
    </section>
  );
}
