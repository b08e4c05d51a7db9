import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Tooltip } from 'shared-libs/react';
import { useHost } from '../../stores/HostContext';
import { hostMessages } from '../../i18n/hostMessages';
import styles from './ThemeToggle.module.css';

export const ThemeToggle = observer(function ThemeToggle() {
  const intl = useIntl();
  const { layout } = useHost();
  const label = intl.formatMessage(hostMessages.darkMode);
  return (
    <Tooltip content={label}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={layout.darkMode}
        aria-label={label}
        onClick={() => layout.chooseDarkMode()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z" />
        </svg>
      </button>
    </Tooltip>
  );
});
