import { useEffect, useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, getPlatform, ok, type ApiError, type Locale, type Order } from 'shared-libs';
import { useResult } from 'shared-libs/react';
import { formatMoney, productName } from '../../../lib/purchase/format';
import type { OpenCheckout } from '../../../lib/purchase/useCheckout';
import { paymentMessages as m } from './paymentMessages';
import css from './Payment.module.css';

const STATUS: Record<Order['status'], MessageDescriptor> = {
  paid: m.statusPaid,
  declined: m.statusDeclined,
  cancelled: m.statusCancelled,
  expired: m.statusExpired,
  pending: m.statusPending,
};

const assign: OpenCheckout = (url) => window.location.assign(url);

/** An open order whose checkout time is over (the server marks it expired when next read). */
const overdue = (o: Order, now: number) =>
  o.status === 'pending' && Boolean(o.expires_time) && Date.parse(o.expires_time ?? '') <= now;

/**
 * The signed-in user's purchases, newest first (`GET /vip/v1/orders`): date, product, amount,
 * status and, once paid, the period it covers. Shown on the payment page and the account page;
 * `reloadKey` reads them again (after a payment). An open order ("Waiting for payment", an
 * abandoned checkout) says until when it can be paid and offers Continue payment (its checkout
 * again) and Cancel order; at its expiry the list is read again and shows it ended (issue 31).
 */
export function Receipts({
  reloadKey = 0,
  limit = 20,
  open = assign,
}: {
  reloadKey?: number;
  limit?: number;
  /** Leaves for the checkout (tests replace it). */
  open?: OpenCheckout;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  // The list shown stays while it is read again (after a payment, an expiry, a retry).
  const { state, reload, update } = useResult(
    () =>
      getPlatform()
        .api.listOrders(limit)
        .then((res) => (res.error ? res : ok(res.data.orders))),
    [reloadKey, limit],
    { keep: true },
  );
  /** The order being resumed or cancelled, '' when none. */
  const [busy, setBusy] = useState('');
  const [said, setSaid] = useState<{ text: string; bad: boolean } | null>(null);
  const values = (d: MessageDescriptor, v: Record<string, string>) => t(d, v);

  // The list is read again when the first open order's checkout expires, so it shows it ended.
  const orders = state.phase === 'ready' ? state.value : [];
  const nextExpiry = orders
    .filter((o) => o.status === 'pending' && o.expires_time)
    .map((o) => Date.parse(o.expires_time ?? ''))
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (nextExpiry === undefined) return undefined;
    // A second after the expiry (the server's clock decides); at most a day ahead (timer range).
    const wait = Math.min(Math.max(0, nextExpiry - Date.now()) + 1000, 86_400_000);
    const timer = setTimeout(reload, wait);
    return () => clearTimeout(timer);
  }, [nextExpiry, reload]);

  const failed = (error: ApiError) =>
    setSaid({
      text: values(m.orderFailed, { reason: errorMessage(error, intl.locale as Locale) }),
      bad: true,
    });
  const resume = async (o: Order) => {
    setBusy(o.id);
    setSaid(null);
    const res = await getPlatform().api.resumeOrder(o.id, intl.locale);
    if (res.error) {
      setBusy('');
      failed(res.error);
      reload();
      return;
    }
    // Stays busy: the page is being left for the checkout.
    open(res.data.checkout_url);
  };
  const cancel = async (o: Order) => {
    setBusy(o.id);
    setSaid(null);
    const res = await getPlatform().api.cancelOrder(o.id);
    setBusy('');
    if (res.error) {
      failed(res.error);
      reload();
      return;
    }
    const ended = res.data.order;
    update((list) => list.map((x) => (x.id === ended.id ? ended : x)));
    setSaid({ text: t(m.orderCancelled), bad: false });
  };

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
          <button type="button" className={css.secondary} onClick={reload}>
            {t(m.retry)}
          </button>
        </div>
      )}
      {state.phase === 'ready' && !orders.length && <p className={css.muted}>{t(m.noReceipts)}</p>}
      <p role="status" className={`${css.said} ${said?.bad ? css.notice : ''}`}>
        {said?.text}
      </p>
      {orders.length > 0 && (
        <ul className={css.receiptList}>
          {orders.map((o) => (
            <li key={o.id} className={css.receipt} data-order={o.id}>
              <span className={css.receiptName} id={`${headingId}-${o.id}`}>
                {productName(intl, o.product)}
              </span>
              <span className={css.receiptAmount}>{formatMoney(intl, o.amount, o.currency)}</span>
              <span className={css.muted}>
                {values(m.orderedOn, {
                  date: intl.formatDate(o.created_time, { dateStyle: 'medium' }),
                })}
                {o.campaign && ` · ${t(m.offerPrice)}`}
              </span>
              <span className={`${css.status} ${css[`status-${o.status}`] ?? ''}`}>
                {t(STATUS[overdue(o, Date.now()) ? 'expired' : o.status])}
              </span>
              {o.status === 'pending' && o.expires_time && !overdue(o, Date.now()) && (
                <div className={css.openOrder}>
                  <p>
                    {values(m.expiresAt, {
                      time: intl.formatDate(o.expires_time, { timeStyle: 'short' }),
                    })}
                  </p>
                  <button
                    type="button"
                    className={css.secondary}
                    disabled={busy !== ''}
                    aria-describedby={`${headingId}-${o.id}`}
                    onClick={() => void resume(o)}
                  >
                    {t(m.resume)}
                  </button>
                  <button
                    type="button"
                    className={css.secondary}
                    disabled={busy !== ''}
                    aria-describedby={`${headingId}-${o.id}`}
                    onClick={() => void cancel(o)}
                  >
                    {t(m.cancelOrder)}
                  </button>
                </div>
              )}
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
