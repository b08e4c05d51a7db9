import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useHost } from '../../stores/HostContext';
import { startSignIn } from '../../features/auth/signIn';
import { hostMessages as m } from '../../i18n/hostMessages';
import styles from './AccountMenu.module.css';

/** Header: "Sign in" when signed out; the user's menu (with Sign out) when signed in. */
export const AccountMenu = observer(function AccountMenu() {
  const intl = useIntl();
  const host = useHost();
  const { session } = host;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const user = session.user;
  if (session.status !== 'signed-in' || !user) {
    return (
      <button
        type="button"
        className={styles.signIn}
        aria-busy={session.status === 'unknown'}
        onClick={() => void startSignIn(host.signInOrigins)}
      >
        {intl.formatMessage(m.signIn)}
      </button>
    );
  }
  const name = user.username || user.email;
  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        type="button"
        className={styles.avatar}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage(m.accountMenu as MessageDescriptor, { name })}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      </button>
      {open && (
        <div id={menuId} className={styles.panel}>
          <p className={styles.name}>{name}</p>
          {user.email && user.email !== name && <p className={styles.email}>{user.email}</p>}
          {user.premium && <p className={styles.badge}>{intl.formatMessage(m.premium)}</p>}
          <button
            type="button"
            className={styles.signOut}
            onClick={() => {
              setOpen(false);
              void session.signOut();
            }}
          >
            {intl.formatMessage(m.signOut)}
          </button>
        </div>
      )}
    </div>
  );
});
