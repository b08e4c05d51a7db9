import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useHost } from '../stores/HostContext';
import { localePath } from '../routing/localePath';
import { hostMessages as m } from '../i18n/hostMessages';
import { PageLoading } from './PageLoading';
import styles from './HostPage.module.css';

const gateMessages = defineMessages({
  endedElsewhere: {
    id: 'host.loginGate.endedElsewhere',
    defaultMessage:
      'You were signed out: your session was ended on another device, or it expired. Sign in again to continue where you were.',
    description:
      'Notice on the sign-in panel when a call failed because the session was revoked elsewhere (issue 31)',
  },
});

/**
 * Routes with the `login-required` middleware: signed out, a sign-in panel replaces the page
 * (the remote is not loaded); `/drive/login` starts the sign-in at once. A session ended on
 * another device is said in a live region above the button. While the session is not known
 * yet, the page's shell when it arrived with one (decision 0035), else a loading line; the
 * server renders that state, so it is also what the browser hydrates.
 */
export const LoginGate = observer(function LoginGate({
  autoStart,
  requireLogin,
  setTitle,
  texts = { title: m.loginGateTitle, body: m.loginGateBody },
  shell = null,
  children,
}: {
  autoStart: boolean;
  /** The panel's heading and text (default: the drive's). */
  texts?: { title: MessageDescriptor; body: MessageDescriptor };
  requireLogin(scene: string): Promise<boolean>;
  setTitle(t: string): void;
  /** The page's shell, held, shown while the session is unknown (null: none). */
  shell?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { session, locale, analytics } = useHost();
  const status = session.status;
  const signedOut = status === 'signed-out';
  // The sign-in prompt is seen (spec §7 login_page_impress), once per time it appears.
  useEffect(() => {
    if (signedOut) analytics.trackLogin('impress', { scene: 'official_page' });
  }, [signedOut, analytics]);
  useEffect(() => {
    if (signedOut) setTitle(intl.formatMessage(texts.title));
  }, [signedOut, intl, setTitle, texts.title]);
  useEffect(() => {
    if (signedOut && autoStart) void requireLogin('official_page');
  }, [signedOut, autoStart, requireLogin]);
  if (status === 'signed-in')
    return autoStart ? <Navigate to={localePath(locale.locale, '/drive/all')} replace /> : children;
  if (status === 'unknown') return shell ?? <PageLoading />;
  return (
    <section className={styles.page} data-testid="login-gate">
      <h1>{intl.formatMessage(texts.title)}</h1>
      {/* Said, not a silent switch to the sign-in (issue 31); the sign-in returns here. */}
      {session.endedElsewhere && (
        <p role="status">{intl.formatMessage(gateMessages.endedElsewhere)}</p>
      )}
      <p>{intl.formatMessage(texts.body)}</p>
      <button
        type="button"
        className={styles.action}
        onClick={() => void requireLogin('official_page')}
      >
        {intl.formatMessage(m.signIn)}
      </button>
    </section>
  );
});
