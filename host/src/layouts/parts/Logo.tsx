import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { hostMessages } from '../../i18n/hostMessages';
import { localePath } from '../../routing/localePath';
import { useHost } from '../../stores/HostContext';
import styles from './Logo.module.css';

export function Logo() {
  const intl = useIntl();
  const { locale } = useHost();
  return (
    <Link
      to={localePath(locale.locale, '/')}
      className={styles.logo}
      aria-label={intl.formatMessage(hostMessages.home)}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--c-accent)" />
        <path
          d="M10 21a4 4 0 0 1 .6-8A6 6 0 0 1 22 13.5a3.8 3.8 0 0 1 0 7.5Z"
          fill="var(--c-on-accent)"
        />
      </svg>
      <span className={styles.word}>{intl.formatMessage(hostMessages.brand)}</span>
    </Link>
  );
}
