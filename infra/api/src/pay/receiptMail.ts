/**
 * The receipt of a paid order (ours, issue 31): a plain-text mail to the buyer's address in the
 * language of the checkout page that paid it, with the order id, what was bought, the period it
 * covers, the amount and the date. An `account` mail: always delivered (a receipt is not
 * marketing), recorded in the outbox like every mail of this server (accounts/outbox.ts).
 */
import type { Locale } from 'shared-libs/contracts';
import type { OrderRow, UserRow } from '../db/rows';
import { defineMessages, pageIntl, translator } from '../i18n';
import type { Mail } from '../accounts/outbox';
import { money, productName } from './checkoutPage';
import { productOf } from './orders';

const m = defineMessages({
  subject: {
    id: 'api.mail.receiptSubject',
    defaultMessage: 'Your Cumulus receipt for order {orderId}',
  },
  body: {
    id: 'api.mail.receiptBody',
    defaultMessage:
      'Hello {name},\n\nThank you for your purchase. This is your receipt.\n\nOrder: {orderId}\nProduct: {product}\nPeriod: {start} to {end}\nAmount paid: {amount}\nPaid on: {date}\n\nYou can see your purchases at any time on the payment page of your drive: {link}\n\nThis was a test checkout: no card was charged and no money moved.',
  },
  campaign: {
    id: 'api.mail.receiptCampaign',
    defaultMessage: '{amount} (campaign price)',
  },
});

/**
 * The receipt mail of `order` (paid: its period is set) for `user`, in `locale`. `link`: the
 * site's payment page, where the receipts are listed.
 */
export function receiptMail(
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
  order: OrderRow,
  locale: Locale,
  link: string,
): Mail {
  const t = translator(locale);
  const intl = pageIntl(locale);
  const day = (ms: number | null) =>
    intl.formatDate(ms ?? order.updated_at, { dateStyle: 'long', timeZone: 'UTC' });
  const price = money(locale, order.amount, order.currency);
  return {
    to: user.email,
    userId: user.id,
    locale,
    scene: 'account',
    kind: 'receipt',
    subject: t(m.subject, { orderId: order.id }),
    text: t(m.body, {
      name: user.name || user.email,
      orderId: order.id,
      product: productName(locale, productOf(order)),
      start: day(order.period_start),
      end: day(order.period_end),
      amount: order.campaign ? t(m.campaign, { amount: price }) : price,
      date: intl.formatDate(order.updated_at, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }),
      link,
    }),
    link,
  };
}
