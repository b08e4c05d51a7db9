/**
 * The stand-in payment provider's checkout page (decision 0015): server-rendered like the
 * sign-in page (pages.ts layout), plain forms and no script, in the site's locale (ids
 * `api.pay.*`). It says plainly that it is a test checkout and which test cards do what.
 */
import type { Locale } from 'shared-libs/contracts';
import { defineMessages, pageIntl, translator, type MessageDescriptor } from '../i18n';
import { escapeXml as esc } from '../media';
import { layout, type PageChrome } from '../pages';
import type { CatalogueProduct } from './catalogue';

/** The test cards (ours, shaped like common providers' test numbers), digits only. */
export const TEST_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;
export const MERCHANT = 'Cumulus';

/** Groups of four digits, as printed on a card. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The outcome of a card number: paid, declined, or not a test card (undefined). */
export function cardOutcome(card: string): 'paid' | 'declined' | undefined {
  const digits = card.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.paid) return 'paid';
  if (digits === TEST_CARDS.declined) return 'declined';
  return undefined;
}

const m = defineMessages({
  title: { id: 'api.pay.title', defaultMessage: 'Pay {merchant}' },
  badge: { id: 'api.pay.badge', defaultMessage: 'Test checkout' },
  intro: {
    id: 'api.pay.intro',
    defaultMessage:
      'This is a stand-in payment page for trying out purchases: no card is charged and no money moves.',
  },
  merchant: { id: 'api.pay.merchant', defaultMessage: 'Merchant' },
  product: { id: 'api.pay.product', defaultMessage: 'Product' },
  total: { id: 'api.pay.total', defaultMessage: 'Total' },
  campaignPrice: {
    id: 'api.pay.campaignPrice',
    defaultMessage: 'Campaign price (regular price {price})',
  },
  premium: {
    id: 'api.pay.premium',
    defaultMessage: 'Cumulus Premium, {months, plural, one {# month} other {# months}}',
  },
  storage: {
    id: 'api.pay.storage',
    defaultMessage: '{size} of extra storage for {days} days',
  },
  traffic: {
    id: 'api.pay.traffic',
    defaultMessage: '{size} of extra download traffic for {days} days',
  },
  expiresIn: {
    id: 'api.pay.expiresIn',
    defaultMessage:
      'This checkout stays open for {minutes, plural, one {# more minute} other {# more minutes}}. Until then you can also continue or cancel it from the payment page.',
  },
  card: { id: 'api.pay.card', defaultMessage: 'Card number' },
  cards: {
    id: 'api.pay.cards',
    defaultMessage: 'Test cards: {paid} is paid, {declined} is declined.',
  },
  pay: { id: 'api.pay.pay', defaultMessage: 'Pay {amount}' },
  cancel: { id: 'api.pay.cancel', defaultMessage: 'Cancel and go back' },
  notStored: {
    id: 'api.pay.notStored',
    defaultMessage: 'The card number is only read to choose the outcome; it is not stored.',
  },
  wrongCard: {
    id: 'api.pay.wrongCard',
    defaultMessage: 'Enter one of the test card numbers shown above.',
  },
  refusedTitle: { id: 'api.pay.refusedTitle', defaultMessage: 'This payment is not possible' },
  notFound: { id: 'api.pay.notFound', defaultMessage: 'There is no such order.' },
  wrongKey: {
    id: 'api.pay.wrongKey',
    defaultMessage: 'This checkout link does not belong to this order.',
  },
  paid: { id: 'api.pay.paid', defaultMessage: 'This order is already paid.' },
  declined: {
    id: 'api.pay.declined',
    defaultMessage: 'The card was declined for this order. Start a new purchase in Cumulus.',
  },
  cancelled: {
    id: 'api.pay.cancelled',
    defaultMessage: 'This order was cancelled. Start a new purchase in Cumulus.',
  },
  expired: {
    id: 'api.pay.expired',
    defaultMessage: 'This checkout has expired. Start a new purchase in Cumulus.',
  },
  back: { id: 'api.pay.back', defaultMessage: 'Back to Cumulus' },
});

/** Why a checkout is refused: an order state that is over, or a lookup that failed. */
export type CheckoutRefusal =
  'notFound' | 'wrongKey' | 'paid' | 'declined' | 'cancelled' | 'expired';

const REFUSALS: Record<CheckoutRefusal, MessageDescriptor> = {
  notFound: m.notFound,
  wrongKey: m.wrongKey,
  paid: m.paid,
  declined: m.declined,
  cancelled: m.cancelled,
  expired: m.expired,
};

/** Extra rules of this page on top of the shared page style (CSP allows inline styles). */
const STYLE = `<style>
.badge { display: inline-block; margin: 0 0 12px; padding: 2px 10px; border-radius: 999px;
  border: 1px solid var(--border); font-size: .8rem; font-weight: 600; color: var(--muted); }
dl { margin: 16px 0 0; border: 1px solid var(--border); border-radius: 8px; }
dl div { display: flex; justify-content: space-between; gap: 12px; padding: 10px 12px; }
dl div + div { border-top: 1px solid var(--border); }
dt { color: var(--muted); flex: none; }
dd { margin: 0; font-weight: 600; text-align: end; }
.note { font-size: .875rem; margin: 8px 0 0; }
button.secondary { margin-top: 12px; }
#card { font-size: 1.125rem; letter-spacing: .05em; }
a.button { display: block; text-align: center; margin-top: 24px; padding: 12px; border-radius: 8px;
  background: var(--accent); color: var(--accent-fg); font-weight: 600; text-decoration: none; }
a.button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
</style>`;

/** Money in the locale: `2699` cents -> `$26.99` (en-US), `US$26.99` (es), ... */
export const money = (locale: Locale, amount: number, currency: string): string =>
  pageIntl(locale).formatNumber(amount / 100, { style: 'currency', currency });

/** A size in binary units like the site's (1024 steps): `1 TB`, `500 GB`. */
function size(locale: Locale, bytes: number): string {
  const intl = pageIntl(locale);
  const tb = bytes / 1024 ** 4;
  return tb >= 1
    ? intl.formatNumber(tb, { style: 'unit', unit: 'terabyte', maximumFractionDigits: 2 })
    : intl.formatNumber(bytes / 1024 ** 3, {
        style: 'unit',
        unit: 'gigabyte',
        maximumFractionDigits: 2,
      });
}

/** The product's name in the locale. */
export function productName(locale: Locale, p: CatalogueProduct): string {
  const t = translator(locale);
  if (p.kind === 'premium') return t(m.premium, { months: p.months });
  return t(p.kind === 'storage' ? m.storage : m.traffic, {
    size: size(locale, p.bytes),
    days: p.days,
  });
}

export interface CheckoutView {
  orderId: string;
  key: string;
  locale: Locale;
  product: CatalogueProduct;
  amount: number;
  currency: string;
  /** The campaign's price applies (the regular price is named too). */
  campaign: boolean;
  /** Minutes left before the checkout expires (rounded up; issue 31). */
  minutesLeft: number;
  /** The last card typed, and why it was refused. */
  card?: string;
  wrongCard?: boolean;
}

/**
 * `chrome` (issue 31): the site's brand and back link, and the language switch of this page
 * (pages/chrome.ts); the theme follows the system, like the site without a stored choice.
 */
export function checkoutPage(v: CheckoutView, chrome: PageChrome = {}): string {
  const t = translator(v.locale);
  const total = money(v.locale, v.amount, v.currency);
  const title = t(m.title, { merchant: MERCHANT });
  const invalid = v.wrongCard
    ? ' aria-invalid="true" aria-describedby="card-help card-error"'
    : ' aria-describedby="card-help"';
  return layout(
    title,
    `${STYLE}
<p class="badge">${esc(t(m.badge))}</p>
<h1>${esc(title)}</h1>
<p class="notice">${esc(t(m.intro))}</p>
<dl>
<div><dt>${esc(t(m.merchant))}</dt><dd>${esc(MERCHANT)}</dd></div>
<div><dt>${esc(t(m.product))}</dt><dd>${esc(productName(v.locale, v.product))}</dd></div>
<div><dt>${esc(t(m.total))}</dt><dd data-total>${esc(total)}</dd></div>
</dl>
${
  v.campaign
    ? `<p class="note">${esc(t(m.campaignPrice, { price: money(v.locale, v.product.price, v.currency) }))}</p>`
    : ''
}
<p class="note" data-expires>${esc(t(m.expiresIn, { minutes: v.minutesLeft }))}</p>
<form method="post" action="/pay/checkout/${encodeURIComponent(v.orderId)}">
<input type="hidden" name="key" value="${esc(v.key)}">
<input type="hidden" name="ui_locales" value="${esc(v.locale)}">
<label for="card">${esc(t(m.card))}</label>
<input id="card" name="card" type="text" inputmode="numeric" autocomplete="cc-number" required
 maxlength="40" value="${esc(v.card ?? '')}"${invalid}${v.wrongCard ? ' autofocus' : ''}>
<p class="note" id="card-help">${esc(
      t(m.cards, { paid: grouped(TEST_CARDS.paid), declined: grouped(TEST_CARDS.declined) }),
    )}</p>
${v.wrongCard ? `<p class="error" id="card-error" role="alert">${esc(t(m.wrongCard))}</p>` : ''}
<button type="submit" name="action" value="pay">${esc(t(m.pay, { amount: total }))}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${esc(t(m.cancel))}</button>
</form>
<p class="hint">${esc(t(m.notStored))}</p>`,
    v.locale,
    undefined,
    chrome,
  );
}

/** A refused checkout: why, and (when the order is known to the visitor) the way back. */
export function refusedPage(locale: Locale, why: CheckoutRefusal, back?: string): string {
  const t = translator(locale);
  const title = t(m.refusedTitle);
  return layout(
    title,
    `${STYLE}
<p class="badge">${esc(t(m.badge))}</p>
<h1>${esc(title)}</h1>
<p role="alert">${esc(t(REFUSALS[why]))}</p>
${back ? `<a class="button" href="${esc(back)}">${esc(t(m.back))}</a>` : ''}`,
    locale,
  );
}
