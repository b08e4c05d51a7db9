import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { hostMessages as m } from '../i18n/hostMessages';
import styles from './HostPage.module.css';

/** Pages the host renders itself: /auth, /loading (captcha redirect), /{locale}/auth-success. */
export function HostPages({ page, setTitle }: { page: string; setTitle(t: string): void }) {
  const intl = useIntl();
  const title =
    page === 'auth-success'
      ? m.authSuccessTitle
      : page === 'loading'
        ? m.loadingTitle
        : m.authTitle;
  useEffect(() => setTitle(intl.formatMessage(title)), [intl, setTitle, title]);
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage(title)}</h1>
      {page === 'auth-success' && <p>{intl.formatMessage(m.authSuccessBody)}</p>}
    </section>
  );
}
