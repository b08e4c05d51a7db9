import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatBytes, type ProductSpec } from 'shared-libs';
import { purchaseMessages as m } from './purchaseMessages';

/** Money from the API's minor units (US cents) in the visitor's locale: `2699` -> `$26.99`. */
export const formatMoney = (intl: IntlShape, amount: number, currency: string): string =>
  intl.formatNumber(amount / 100, { style: 'currency', currency });

/** The product's full name: `Premium, 12 months`, `+1 TB storage`, `+500 GB download traffic`. */
export function productName(intl: IntlShape, p: ProductSpec): string {
  const d: MessageDescriptor =
    p.kind === 'premium' ? m.premiumName : p.kind === 'storage' ? m.storageName : m.trafficName;
  return intl.formatMessage(d, { months: p.months, size: formatBytes(p.bytes) });
}

/** The name among products of one kind: `12 months` for a plan, the full name for an add-on. */
export function optionName(intl: IntlShape, p: ProductSpec): string {
  const d: MessageDescriptor = m.planLength;
  return p.kind === 'premium' ? intl.formatMessage(d, { months: p.months }) : productName(intl, p);
}

/** A premium plan's saving per month against the one-month plan, 0..1 (0 for add-ons). */
export function savingOf(
  p: ProductSpec & { price: number },
  monthly: { price: number } | undefined,
): number {
  if (p.kind !== 'premium' || !monthly || p.months <= 1 || monthly.price <= 0) return 0;
  return Math.max(0, 1 - p.price / p.months / monthly.price);
}

/** A date of the API (RFC 3339) as a long local date; '' for none. */
export function longDate(intl: IntlShape, time: string): string {
  const t = Date.parse(time);
  return Number.isNaN(t) ? '' : intl.formatDate(t, { dateStyle: 'long' });
}
