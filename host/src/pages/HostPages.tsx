import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { reportCaptchaResultToOpener } from 'shared-libs';
import { Link, useNavigate } from 'react-router-dom';
import { useHost } from '../stores/HostContext';
import { takeReturnPath } from '../features/auth/signInState';
import { TvLinkPage } from '../features/device-link/TvLinkPage';
import { session as sessionStorageKV } from '../lib/storage';
import { hostMessages } from '../i18n/hostMessages';
import { pageMessages as m } from '../i18n/pageMessages';
import { localePath } from '../routing/localePath';
import styles from './HostPage.module.css';

interface PageProps {
  setTitle(t: string): void;
  requireLogin(scene: string): Promise<boolean>;
  /** Why the page's code was ignored (before the auth flow cleaned the address), if it was. */
  ignoredCode: 'foreign' | 'unbound' | null;
}

/** `/auth`: the sign-in redirect target. The auth flow exchanged the code; go back. */
const AuthPage = observer(function AuthPage({ setTitle, requireLogin, ignoredCode }: PageProps) {
  const intl = useIntl();
  const { session, locale } = useHost();
  const navigate = useNavigate();
  const settled = session.status !== 'unknown';
  const failed = settled && session.status !== 'signed-in';
  const title = failed ? m.authFailedTitle : m.authTitle;
  useEffect(() => setTitle(intl.formatMessage(title)), [intl, setTitle, title]);
  useEffect(() => {
    if (settled && session.status === 'signed-in') {
      navigate(takeReturnPath(sessionStorageKV), { replace: true });
    }
  }, [settled, session.status, navigate]);
  return (
    <section className={styles.page} aria-busy={!settled}>
      <h1>{intl.formatMessage(title)}</h1>
      {!settled && (
        <div
          className={styles.spinner}
          role="progressbar"
          aria-label={intl.formatMessage(hostMessages.loadingLabel)}
        />
      )}
      {failed && (
        <>
          <p>
            {intl.formatMessage(
              ignoredCode === 'foreign'
                ? m.authIgnoredBody
                : ignoredCode === 'unbound'
                  ? m.authUnboundBody
                  : m.authFailedBody,
            )}
          </p>
          <button
            type="button"
            className={styles.action}
            onClick={() => void requireLogin('official_page')}
          >
            {intl.formatMessage(m.signInAgain)}
          </button>
          <Link to={localePath(locale.locale, '/')}>{intl.formatMessage(m.notFoundHome)}</Link>
        </>
      )}
    </section>
  );
});

/** `/loading`: the captcha challenge's redirect target; reports the token and closes. */
function LoadingPage({ setTitle }: PageProps) {
  const intl = useIntl();
  const [reported] = useState(() => reportCaptchaResultToOpener());
  useEffect(() => setTitle(intl.formatMessage(m.loadingTitle)), [intl, setTitle]);
  useEffect(() => {
    if (reported && window.opener && window.parent === window) window.close();
  }, [reported]);
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage(m.loadingTitle)}</h1>
      <p>{intl.formatMessage(reported ? m.loadingBody : m.loadingDone)}</p>
    </section>
  );
}

function AuthSuccessPage({ setTitle }: PageProps) {
  const intl = useIntl();
  useEffect(() => setTitle(intl.formatMessage(m.authSuccessTitle)), [intl, setTitle]);
  return (
    <section className={styles.page}>
      <h1>{intl.formatMessage(m.authSuccessTitle)}</h1>
      <p>{intl.formatMessage(m.authSuccessBody)}</p>
    </section>
  );
}

/**
 * Pages the host renders itself: /auth, /loading (captcha redirect), /{locale}/auth-success,
 * /{locale}/tv/link (device sign-in, behind the route's login gate).
 */
export function HostPages({ page, ...props }: PageProps & { page: string }) {
  if (page === 'loading') return <LoadingPage {...props} />;
  if (page === 'tv-link') return <TvLinkPage setTitle={props.setTitle} />;
  if (page === 'auth-success') return <AuthSuccessPage {...props} />;
  return <AuthPage {...props} />;
}
