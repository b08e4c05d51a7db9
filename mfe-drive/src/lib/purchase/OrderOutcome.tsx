import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { errorMessage, type Locale, type Order } from 'shared-libs';
import { longDate, productName } from './format';
import { purchaseMessages as m } from './purchaseMessages';
import type { OutcomeState } from './useOrderOutcome';
import css from './Purchase.module.css';

const ENDED: Record<Exclude<Order['status'], 'paid'>, MessageDescriptor> = {
  declined: m.declined,
  cancelled: m.cancelled,
  expired: m.expired,
  pending: m.pending,
};

/**
 * How the checkout ended, in a polite live region that is always in the page (so the change is
 * announced): paid (what it bought, until when), declined, cancelled, not finished.
 */
export function OrderOutcome({ state }: { state: OutcomeState }) {
  const intl = useIntl();
  let text = '';
  let tone: 'ok' | 'bad' | 'info' = 'info';
  if (state.phase === 'checking') text = intl.formatMessage(m.checking);
  else if (state.phase === 'failed') {
    const d: MessageDescriptor = m.statusFailed;
    text = intl.formatMessage(d, { reason: errorMessage(state.error, intl.locale as Locale) });
    tone = 'bad';
  } else if (state.phase === 'done') {
    const o = state.order;
    if (o.status === 'paid') {
      const d: MessageDescriptor = o.product.kind === 'premium' ? m.paidPremium : m.paidAddOn;
      text = intl.formatMessage(d, {
        date: longDate(intl, o.period_end),
        name: productName(intl, o.product),
      });
      tone = 'ok';
    } else {
      text = intl.formatMessage(ENDED[o.status]);
      tone = o.status === 'pending' ? 'info' : 'bad';
    }
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className={text ? `${css.outcome} ${css[tone]}` : css.outcomeEmpty}
      data-testid="order-outcome"
    >
      {text}
    </div>
  );
}
