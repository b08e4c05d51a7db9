import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { LazyPart } from '../../lib/LazyPart';
import { useHost } from '../../stores/HostContext';
import { startSignIn } from '../../features/auth/signInState';
import { hostMessages as m } from '../../i18n/hostMessages';
import { loadAccountParts } from './loadAccountParts';
import styles from './AccountMenu.module.css';

/**
 * Header: "Sign in" when signed out; the user's menu (with Sign out) when signed in, a lazy
 * part (AccountPanel) with an avatar-sized placeholder while it loads. While the session is not
 * known yet, a busy "Sign in"; on a login-required page (`signedInPage`), which a signed-out
 * visitor leaves for the sign-in panel, the avatar's placeholder: the header does not move when
 * the avatar comes (no layout shift on the drive's first view, decision 0035).
 */
export const AccountMenu = observer(function AccountMenu({
  signedInPage = false,
}: {
  signedInPage?: boolean;
}) {
  const intl = useIntl();
  const host = useHost();
  const { status, user } = host.session;
  if (status === 'unknown' && signedInPage) {
    return <span className={styles.placeholder} aria-hidden="true" />;
  }
  if (status !== 'signed-in' || !user) {
    return (
      <button
        type="button"
        className={styles.signIn}
        aria-busy={status === 'unknown'}
        onClick={() => {
          host.analytics.trackLogin('click', { scene: 'header' });
          void startSignIn(host.signInOrigins);
        }}
      >
        {intl.formatMessage(m.signIn)}
      </button>
    );
  }
  return (
    <LazyPart
      load={loadAccountParts}
      render={({ AccountPanel }) => <AccountPanel user={user} />}
      fallback={<span className={styles.placeholder} aria-hidden="true" />}
    />
  );
});
