/** Test fixtures of buying (decision 0015): the API's catalogue and a platform over a fake API. */
import { configurePlatform, type Catalogue, type Order } from 'shared-libs';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  jsonReply,
} from 'shared-libs/testing';

const TiB = 1024 ** 4;
const GiB = 1024 ** 3;
const spec = (
  id: string,
  kind: Order['product']['kind'],
  days: number,
  months: number,
  bytes: number,
) => ({
  id,
  kind,
  days,
  months,
  bytes: String(bytes),
});

/** The products as the API lists them (infra/api/src/pay/catalogue.ts). */
export const PRODUCTS = [
  { ...spec('premium-1m', 'premium', 30, 1, 0), price: 499, currency: 'USD' },
  { ...spec('premium-3m', 'premium', 90, 3, 0), price: 1299, currency: 'USD' },
  { ...spec('premium-12m', 'premium', 365, 12, 0), price: 4499, currency: 'USD' },
  { ...spec('storage-1tb', 'storage', 30, 0, TiB), price: 299, currency: 'USD' },
  { ...spec('storage-5tb', 'storage', 30, 0, 5 * TiB), price: 999, currency: 'USD' },
  { ...spec('traffic-500gb', 'traffic', 30, 0, 500 * GiB), price: 199, currency: 'USD' },
  { ...spec('traffic-2tb', 'traffic', 30, 0, 2 * TiB), price: 599, currency: 'USD' },
] satisfies Catalogue['products'];

export const CATALOGUE: Catalogue = { currency: 'USD', products: PRODUCTS, campaign: null };

/** What each plan gives, as the API publishes it (infra/api/src/pay/plans.ts). */
export const PLANS: NonNullable<Catalogue['plans']> = {
  free: { storage: String(6 * GiB), traffic: 10 * GiB, daily_url_tasks: 5 },
  premium: { storage: String(2 * TiB), traffic: TiB, daily_url_tasks: 100 },
};

/** The catalogue with the Black Friday price of the yearly plan. */
export const BLACK_FRIDAY: Catalogue = {
  currency: 'USD',
  products: PRODUCTS.map((p) => (p.id === 'premium-12m' ? { ...p, campaign_price: 2699 } : p)),
  campaign: {
    id: 'black-friday',
    status: 'live',
    product_id: 'premium-12m',
    price: 2699,
    end_time: '2099-12-31T23:59:59.000+00:00',
  },
};

/** An order of `productId` in `status` (a paid one covers 2026-01-01 to its end). */
export function orderOf(
  productId: string,
  status: Order['status'],
  extra: Partial<Order> = {},
): Order {
  const p = PRODUCTS.find((x) => x.id === productId);
  if (!p) throw new Error(`no product ${productId} in the fixtures`);
  const { price: _price, currency: _currency, ...product } = p;
  return {
    id: `OR-${productId}`,
    product,
    campaign: '',
    amount: p.price,
    currency: 'USD',
    status,
    created_time: '2026-01-01T10:00:00.000+00:00',
    updated_time: '2026-01-01T10:01:00.000+00:00',
    period_start: status === 'paid' ? '2026-01-01T10:01:00.000+00:00' : '',
    period_end: status === 'paid' ? '2027-01-01T10:01:00.000+00:00' : '',
    ...extra,
  };
}

/** The platform over a fake API that answers the catalogue (tests add their routes). */
export function fakePurchaseApi(
  catalogue: Catalogue | ((campaign?: string) => Catalogue) = CATALOGUE,
) {
  const transport = createFakeTransport();
  transport.on('GET', '/vip/v1/products', (call) =>
    jsonReply(typeof catalogue === 'function' ? catalogue(call.query.campaign) : catalogue),
  );
  const platform = configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  return { transport, platform };
}
