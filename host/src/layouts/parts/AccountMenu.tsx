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
 * part (AccountPanel) with an avatar-sized placeholder while it loads.
 */
export const AccountMenu = observer(function AccountMenu() {
  const intl = useIntl();
  const host = useHost();
  const { session } = host;
  const user = session.user;
  if (session.status !== 'signed-in' || !user) {
    return (
      <button
        type="button"
        className={styles.signIn}
        aria-busy={session.status === 'unknown'}
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
