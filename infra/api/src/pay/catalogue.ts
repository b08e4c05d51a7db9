/**
 * The catalogue (ours, decision 0015; spec §9: "Pricing, quotas, VIP plan limits: not shown"):
 * the one table of products and prices, the campaigns' prices, and the download traffic each
 * plan comes with. Prices are US cents; the client formats them in the visitor's locale.
 */
import type { Wire } from 'shared-libs/contracts';
import { campaigns } from '../campaigns';
import type { RuntimeState } from '../state';
import { planFigures } from './plans';

export const CURRENCY = 'USD';
const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

/** A product of the catalogue: what it is (Wire.ProductSpec, bytes as a number) and its price. */
export interface CatalogueProduct {
  id: string;
  kind: Wire.ProductSpec['kind'];
  days: number;
  months: number;
  bytes: number;
  /** US cents */
  price: number;
}

/**
 * Every product, in the order the pages list them. Premium plans get cheaper per month the
 * longer they are (4.99, 4.33, 3.75 a month); add-ons last 30 days from payment.
 */
export const PRODUCTS: readonly CatalogueProduct[] = [
  { id: 'premium-1m', kind: 'premium', days: 30, months: 1, bytes: 0, price: 499 },
  { id: 'premium-3m', kind: 'premium', days: 90, months: 3, bytes: 0, price: 1299 },
  { id: 'premium-12m', kind: 'premium', days: 365, months: 12, bytes: 0, price: 4499 },
  { id: 'storage-1tb', kind: 'storage', days: 30, months: 0, bytes: TiB, price: 299 },
  { id: 'storage-5tb', kind: 'storage', days: 30, months: 0, bytes: 5 * TiB, price: 999 },
  { id: 'traffic-500gb', kind: 'traffic', days: 30, months: 0, bytes: 500 * GiB, price: 199 },
  { id: 'traffic-2tb', kind: 'traffic', days: 30, months: 0, bytes: 2 * TiB, price: 599 },
];

/**
 * Campaign prices: each campaign discounts one premium plan (the campaign pages say so). The
 * price only applies while the campaign is live (its window in config `activity_operation`).
 */
export const CAMPAIGN_PRICES: Readonly<Record<string, { productId: string; price: number }>> = {
  // 40% off the yearly plan
  'black-friday': { productId: 'premium-12m', price: 2699 },
  // 30% off the yearly plan
  christmas: { productId: 'premium-12m', price: 3149 },
};

/** A pending order whose checkout is not finished within this time is expired (abandoned). */
export const CHECKOUT_TTL_MS = 30 * 60_000;

export const productById = (id: string): CatalogueProduct | undefined =>
  PRODUCTS.find((p) => p.id === id);

/** The product as the wire describes it (no price). */
export const specOf = (p: CatalogueProduct): Wire.ProductSpec => ({
  id: p.id,
  kind: p.kind,
  days: p.days,
  months: p.months,
  bytes: String(p.bytes),
});

/**
 * A campaign's offer and its status at `now` (the campaign's window: campaigns.ts, the same
 * dates `activity_operation` publishes and the campaign pages obey); undefined for a campaign
 * without a price. `state`: the runtime state (tests move a campaign's dates).
 */
export function campaignOffer(
  id: string,
  state?: RuntimeState,
  now = Date.now(),
): Wire.CampaignOffer | undefined {
  if (!Object.hasOwn(CAMPAIGN_PRICES, id)) return undefined;
  const price = CAMPAIGN_PRICES[id];
  const c = campaigns(now, state).find((x) => x.id === id);
  if (!price || !c) return undefined;
  return {
    id,
    status: c.status,
    product_id: price.productId,
    price: price.price,
    end_time: c.end_time,
  };
}

/**
 * What `product` costs with `campaign` ('' = none) at `now`: the campaign's price while it is
 * live and it discounts this product, else the regular price. The server's price, never the
 * client's.
 */
export function priceOf(
  product: CatalogueProduct,
  campaign: string,
  state?: RuntimeState,
  now = Date.now(),
): { amount: number; campaign: string } {
  const offer = campaign ? campaignOffer(campaign, state, now) : undefined;
  return offer && offer.status === 'live' && offer.product_id === product.id
    ? { amount: offer.price, campaign: offer.id }
    : { amount: product.price, campaign: '' };
}

/** The catalogue answer (`GET /vip/v1/products`). */
export function catalogue(
  campaign: string | undefined,
  state?: RuntimeState,
  now = Date.now(),
): Wire.Catalogue {
  const offer = campaign ? campaignOffer(campaign, state, now) : undefined;
  return {
    currency: CURRENCY,
    products: PRODUCTS.map((p) => {
      const { amount, campaign: applied } = priceOf(p, offer?.id ?? '', state, now);
      return {
        ...specOf(p),
        price: p.price,
        currency: CURRENCY,
        ...(applied ? { campaign_price: amount } : {}),
      };
    }),
    campaign: offer ?? null,
    plans: planFigures(),
  };
}
