import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useHost } from '../../stores/HostContext';
import { accountMessages as m } from '../../i18n/accountMessages';
import styles from './DesktopApprovalDialog.module.css';

/** "Sign in with the desktop app?": asked before a desktop sign-in (DesktopApproval). */
export const DesktopApprovalDialog = observer(function DesktopApprovalDialog() {
  const intl = useIntl();
  const { desktopApproval } = useHost();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (desktopApproval.asking && !dialog.open) dialog.showModal();
    if (!desktopApproval.asking && dialog.open) dialog.close();
  }, [desktopApproval.asking]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape: the same as "Not now".
      onCancel={() => desktopApproval.answer(false)}
    >
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(m.desktopApprovalTitle)}
      </h2>
      <p id={textId} className={styles.text}>
        {intl.formatMessage(m.desktopApprovalText)}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => desktopApproval.answer(false)}
        >
          {intl.formatMessage(m.desktopApprovalCancel)}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => desktopApproval.answer(true)}
        >
          {intl.formatMessage(m.desktopApprovalConfirm)}
        </button>
      </div>
    </dialog>
  );
});
