import { useIntl } from 'react-intl';
import { hostMessages as m } from '../../i18n/hostMessages';
import { openDebugConsole } from './debugConsole';
import styles from './DebugButton.module.css';

/** The developer's debug button (spec §6), shown only when `pp_debug` is 'true'. */
export function DebugButton() {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void openDebugConsole().catch((e: unknown) => console.warn(e))}
    >
      {intl.formatMessage(m.debugButton)}
    </button>
  );
}
