import { useIntl } from 'react-intl';
import { hostMessages as m } from '../i18n/hostMessages';
import styles from './HostPage.module.css';

/** A page's place while what it shows is not known or not loaded yet. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className={styles.page} aria-busy="true">
      <div
        className={styles.spinner}
        role="progressbar"
        aria-label={intl.formatMessage(m.loadingLabel)}
      />
    </div>
  );
}
