import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { DRIVE_CHANGED_EVENT, formatBytes } from 'shared-libs';
import { useResult } from 'shared-libs/react';
import { useHost } from '../../stores/HostContext';
import { accountMessages } from '../../i18n/accountMessages';
import { localePath } from '../../routing/localePath';
import styles from './DriveQuota.module.css';

/** Share of the quota from which the meter warns (ours). */
const NEAR_FULL = 0.9;

/**
 * Storage used and the limit (`GET /drive/v1/about`), always in the drive sidebar. Re-read on
 * every navigation and when the drive says it changed files (`DRIVE_CHANGED_EVENT`).
 */
export const DriveQuota = observer(function DriveQuota() {
  const intl = useIntl();
  const { platform, session, locale } = useHost();
  const { pathname } = useLocation();
  const signedIn = session.status === 'signed-in';
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const onChanged = () => setTick((t) => t + 1);
    window.addEventListener(DRIVE_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(DRIVE_CHANGED_EVENT, onChanged);
  }, []);

  const { state: about } = useResult(
    signedIn ? () => platform.api.getAbout() : null,
    [platform, signedIn, pathname, tick],
    { keep: true },
  );

  if (!signedIn || about.phase !== 'ready') return null;
  const quota = { usage: Number(about.value.quota.usage), limit: Number(about.value.quota.limit) };
  const unlimited = quota.limit < 0;
  const ratio = unlimited ? 0 : quota.limit === 0 ? 1 : quota.usage / quota.limit;
  const state = unlimited ? 'ok' : ratio >= 1 ? 'full' : ratio >= NEAR_FULL ? 'near' : 'ok';
  const text = intl.formatMessage(
    (unlimited ? accountMessages.quotaUnlimited : accountMessages.quotaUsed) as MessageDescriptor,
    {
      usage: formatBytes(quota.usage),
      limit: formatBytes(quota.limit),
    },
  );
  return (
    <section
      className={styles.quota}
      data-state={state}
      aria-label={intl.formatMessage(accountMessages.quotaLabel)}
    >
      <p className={styles.text}>{text}</p>
      {!unlimited && (
        <div
          className={styles.bar}
          role="meter"
          aria-label={intl.formatMessage(accountMessages.quotaLabel)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(Math.min(1, ratio) * 100)}
          aria-valuetext={text}
        >
          <span style={{ width: `${Math.min(100, Math.max(1, ratio * 100))}%` }} />
        </div>
      )}
      {state !== 'ok' && (
        <p className={styles.warn}>
          {intl.formatMessage(
            state === 'full' ? accountMessages.quotaFull : accountMessages.quotaNear,
          )}
        </p>
      )}
      {!unlimited && (
        <Link className={styles.more} to={localePath(locale.locale, '/drive/payment/storage')}>
          {intl.formatMessage(accountMessages.quotaMore)}
        </Link>
      )}
    </section>
  );
});
