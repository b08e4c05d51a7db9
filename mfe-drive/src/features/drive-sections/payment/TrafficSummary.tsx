import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, formatBytes, type Locale } from 'shared-libs';
import { paymentMessages as m } from './paymentMessages';
import { AddOnList } from './AddOnList';
import type { AboutState } from './useAbout';
import css from './Payment.module.css';

/**
 * `/drive/payment/traffic`: the monthly download traffic (the plan's, plus live packs). The
 * server does not meter usage (decision 0015), so no usage is shown.
 */
export function TrafficSummary({ state, premium }: { state: AboutState; premium: boolean }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v: Record<string, string>) => intl.formatMessage(d, v);
  if (state.phase === 'loading') return <div className={css.summary} aria-busy="true" />;
  if (state.phase === 'failed') {
    return (
      <p role="alert" className={css.summary}>
        {t(m.quotaFailed, { reason: errorMessage(state.error, intl.locale as Locale) })}
      </p>
    );
  }
  const { traffic, add_ons } = state.about;
  return (
    <section className={css.summary} data-testid="traffic-summary">
      <p className={css.figure}>{t(m.trafficLimit, { limit: formatBytes(traffic.limit) })}</p>
      <p className={css.muted}>
        {t(m.trafficBase, { size: formatBytes(traffic.base), plan: premium ? 'premium' : 'free' })}
      </p>
      <AddOnList addOns={add_ons.filter((a) => a.kind === 'traffic')} />
      <p className={css.muted}>{intl.formatMessage(m.trafficHelp)}</p>
    </section>
  );
}
