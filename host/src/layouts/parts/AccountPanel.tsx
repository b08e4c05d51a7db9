import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UserSnapshot } from 'shared-libs';
import { useDismiss } from '../../lib/useDismiss';
import { useHost } from '../../stores/HostContext';
import { accountMessages as m } from '../../i18n/accountMessages';
import styles from './AccountMenu.module.css';

/** The signed-in user's menu in the header (name, email, plan, Sign out): a lazy part. */
export const AccountPanel = observer(function AccountPanel({ user }: { user: UserSnapshot }) {
  const intl = useIntl();
  const { session } = useHost();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

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
