import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, formatBytes, type Locale } from 'shared-libs';
import { paymentMessages as m } from './paymentMessages';
import { AddOnList } from './AddOnList';
import type { AboutState } from './useAbout';
import css from './Payment.module.css';

/** `/drive/payment/storage`: how full the drive is, and the storage add-ons running. */
export function StorageSummary({ state }: { state: AboutState }) {
  const intl = useIntl();
  if (state.phase === 'loading') return <div className={css.summary} aria-busy="true" />;
  if (state.phase === 'failed') {
    const d: MessageDescriptor = m.quotaFailed;
    return (
      <p role="alert" className={css.summary}>
        {intl.formatMessage(d, { reason: errorMessage(state.error, intl.locale as Locale) })}
      </p>
    );
  }
  const { quota, add_ons } = state.about;
  const usage = Number(quota.usage);
  const limit = Number(quota.limit);
  const unlimited = limit < 0;
  const line: MessageDescriptor = unlimited ? m.storageUnlimited : m.storageUsage;
  return (
    <section className={css.summary} data-testid="storage-summary">
      <p className={css.figure}>
        {intl.formatMessage(line, { usage: formatBytes(usage), limit: formatBytes(limit) })}
      </p>
      {!unlimited && (
        <progress
          className={css.meter}
          max={Math.max(1, limit)}
          value={Math.min(usage, limit)}
          aria-label={intl.formatMessage(m.storageMeter)}
        />
      )}
      <AddOnList addOns={add_ons.filter((a) => a.kind === 'storage')} />
    </section>
  );
}
