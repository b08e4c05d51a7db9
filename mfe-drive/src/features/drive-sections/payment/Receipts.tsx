import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, getPlatform, type ApiError, type Locale, type Order } from 'shared-libs';
import { formatMoney, productName } from '../../../lib/purchase/format';
import { paymentMessages as m } from './paymentMessages';
import css from './Payment.module.css';

const STATUS: Record<Order['status'], MessageDescriptor> = {
  paid: m.statusPaid,
  declined: m.statusDeclined,
  cancelled: m.statusCancelled,
  expired: m.statusExpired,
  pending: m.statusPending,
};

type ReceiptsState =
  { phase: 'loading' } | { phase: 'failed'; error: ApiError } | { phase: 'ready'; orders: Order[] };

/**
 * The signed-in user's purchases, newest first (`GET /vip/v1/orders`): date, product, amount,
 * status and, once paid, the period it covers. Shown on the payment page and the account page;
 * `reloadKey` reads them again (after a payment).
 */
export function Receipts({ reloadKey = 0, limit = 20 }: { reloadKey?: number; limit?: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const [state, setState] = useState<ReceiptsState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void getPlatform()
      .api.listOrders(limit)
      .then((res) => {
        if (!live) return;
        setState(
          res.error
            ? { phase: 'failed', error: res.error }
            : { phase: 'ready', orders: res.data.orders },
        );
      });
    return () => {
      live = false;
    };
  }, [reloadKey, limit, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const values = (d: MessageDescriptor, v: Record<string, string>) => t(d, v);

  return (
    <section
      className={css.receipts}
      aria-labelledby={headingId}
      aria-busy={state.phase === 'loading'}
    >
      <h2 id={headingId} className={css.sectionTitle}>
        {t(m.receipts)}
      </h2>
      {state.phase === 'failed' && (
        <div role="alert">
          <p>
            {values(m.receiptsFailed, { reason: errorMessage(state.error, intl.locale as Locale) })}
          </p>
          <button type="button" className={css.secondary} onClick={retry}>
            {t(m.retry)}
          </button>
        </div>
      )}
      {state.phase === 'ready' && !state.orders.length && (
        <p className={css.muted}>{t(m.noReceipts)}</p>
      )}
      {state.phase === 'ready' && state.orders.length > 0 && (
        <ul className={css.receiptList}>
          {state.orders.map((o) => (
            <li key={o.id} className={css.receipt} data-order={o.id}>
              <span className={css.receiptName}>{productName(intl, o.product)}</span>
              <span className={css.receiptAmount}>{formatMoney(intl, o.amount, o.currency)}</span>
              <span className={css.muted}>
                {values(m.orderedOn, {
                  date: intl.formatDate(o.created_time, { dateStyle: 'medium' }),
                })}
                {o.campaign && ` · ${t(m.offerPrice)}`}
              </span>
              <span className={`${css.status} ${css[`status-${o.status}`] ?? ''}`}>
                {t(STATUS[o.status])}
              </span>
              {o.status === 'paid' && o.period_start && o.period_end && (
                <span className={css.period}>
                  {values(m.period, {
                    range: intl.formatDateTimeRange(
                      Date.parse(o.period_start),
                      Date.parse(o.period_end),
                      {
                        dateStyle: 'medium',
                      },
                    ),
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
