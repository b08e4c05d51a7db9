import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { hostMessages as m } from '../../i18n/hostMessages';
import type { NewerBuildStore } from './newerBuild';
import styles from './NewerBuildNotice.module.css';

/** "A newer version is available": reload now, or later (the page keeps working as it is). */
export const NewerBuildNotice = observer(function NewerBuildNotice({
  store,
  reload = () => window.location.reload(),
}: {
  store: NewerBuildStore;
  reload?: () => void;
}) {
  const intl = useIntl();
  if (!store.visible) return null;
  return (
    <div className={styles.notice} role="status" data-testid="newer-build">
      <p className={styles.text}>{intl.formatMessage(m.newerBuild)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => store.dismiss()}>
          {intl.formatMessage(m.newerBuildLater)}
        </button>
        <button type="button" className={styles.primary} onClick={reload}>
          {intl.formatMessage(m.newerBuildReload)}
        </button>
      </div>
    </div>
  );
});
