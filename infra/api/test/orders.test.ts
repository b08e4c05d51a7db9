/**
 * Purchases (decision 0015): the catalogue and campaign prices, orders and the stand-in
 * checkout (pay, decline, cancel), what a paid order changes (premium, quota, traffic) and what
 * a refused one does not, idempotent creation, receipts, and activation codes.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import { catalogue, priceOf, productById } from '../src/pay/catalogue';
import {
  bearer,
  closeApp,
  defined,
  expectError,
  form,
  makeApp,
  signIn,
  SITE,
  VIP,
  type About,
  type AuthHeaders,
  type ControlUser,
  type RequestHeaders,
  type TestApp,
  type VipPrivilege,
} from './helpers';

type Catalogue = Static<typeof Wire.Catalogue>;
type CreatedOrder = Static<typeof Wire.CreatedOrder>;
type OrderResult = Static<typeof Wire.OrderResult>;
type OrderList = Static<typeof Wire.OrderList>;

const DAY = 86400000;
const TiB = 1024 ** 4;
const GiB = 1024 ** 3;
const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const RETURN = `${SITE}/en-US/drive/payment`;

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

/** A fresh user (control endpoint), signed in. */
async function freshUser(): Promise<AuthHeaders & { id: string }> {
  const u = (
    await app.http<ControlUser>({ method: 'POST', url: '/__control/users', payload: {} })
  ).json();
  return { ...bearer(await signIn(app, u.email)), id: u.user_id };
}

const createOrder = (
  auth: RequestHeaders,
  body: Record<string, unknown>,
  headers: RequestHeaders = {},
) =>
  app.http<CreatedOrder>({
    method: 'POST',
    url: '/vip/v1/orders',
    headers: { ...auth, ...headers },
    payload: { return_url: RETURN, ...body },
  });

async function order(auth: RequestHeaders, productId: string, campaign?: string) {
  const res = await createOrder(auth, { product_id: productId, ...(campaign ? { campaign } : {}) });
  expect(res.statusCode).toBe(200);
  const created = res.json();
  const url = new URL(created.checkout_url);
  return { ...created, key: defined(url.searchParams.get('key'), 'key'), path: url.pathname };
}

/** Posts the checkout form as its page does (a JSON client unless `headers` say otherwise). */
const checkout = (path: string, fields: Record<string, string>, headers: RequestHeaders = {}) =>
  app.http({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });

const pay = (o: { path: string; key: string }, card = PAID, headers: RequestHeaders = {}) =>
  checkout(o.path, { key: o.key, action: 'pay', card }, headers);

const getOrder = async (auth: RequestHeaders, id: string) =>
  (await app.http<OrderResult>({ url: `/vip/v1/orders/${id}`, headers: auth })).json().order;
const vipOf = async (auth: RequestHeaders) =>
  (await app.http<VipPrivilege>({ url: '/drive/v1/privilege/vip', headers: auth })).json().data;
const aboutOf = async (auth: RequestHeaders) =>
  (await app.http<About>({ url: '/drive/v1/about', headers: auth })).json();

describe('catalogue', () => {
  it('lists premium plans, storage add-ons and traffic packs in US cents', async () => {
    const res = await app.http<Catalogue>({ url: '/vip/v1/products' });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.currency).toBe('USD');
    expect(c.campaign).toBeNull();
    expect(c.products.map((p) => [p.id, p.kind, p.price])).toEqual([
      ['premium-1m', 'premium', 499],
      ['premium-3m', 'premium', 1299],
      ['premium-12m', 'premium', 4499],
      ['storage-1tb', 'storage', 299],
      ['storage-5tb', 'storage', 999],
      ['traffic-500gb', 'traffic', 199],
      ['traffic-2tb', 'traffic', 599],
    ]);
    expect(c.products.find((p) => p.id === 'premium-12m')).toMatchObject({
      months: 12,
      days: 365,
      bytes: '0',
    });
    expect(c.products.find((p) => p.id === 'storage-1tb')).toMatchObject({
      bytes: String(TiB),
      days: 30,
    });
    expect(c.products.some((p) => p.campaign_price !== undefined)).toBe(false);
  });

  it.each([
    ['black-friday', 2699],
    ['christmas', 3149],
  ])('%s discounts the yearly plan, and only it', async (campaign, price) => {
    const c = (await app.http<Catalogue>({ url: `/vip/v1/products?campaign=${campaign}` })).json();
    expect(c.campaign).toMatchObject({
      id: campaign,
      status: 'live',
      product_id: 'premium-12m',
      price,
    });
    expect(c.products.filter((p) => p.campaign_price !== undefined)).toEqual([
      expect.objectContaining({ id: 'premium-12m', price: 4499, campaign_price: price }),
    ]);
  });

  it('an unknown campaign gives no price; a campaign that has ended gives no discount', async () => {
    const c = (await app.http<Catalogue>({ url: '/vip/v1/products?campaign=summer' })).json();
    expect(c.campaign).toBeNull();
    expect(c.products.some((p) => p.campaign_price !== undefined)).toBe(false);
    // The campaigns run until the end of 2099 (campaigns.ts); after that they are over.
    const later = Date.UTC(2100, 0, 1);
    const ended = catalogue('black-friday', undefined, later);
    expect(ended.campaign).toMatchObject({ id: 'black-friday', status: 'ended' });
    expect(ended.products.some((p) => p.campaign_price !== undefined)).toBe(false);
    const yearly = defined(productById('premium-12m'));
    expect(priceOf(yearly, 'black-friday', undefined, later)).toEqual({
      amount: 4499,
      campaign: '',
    });
    expect(priceOf(yearly, 'black-friday')).toEqual({ amount: 2699, campaign: 'black-friday' });
  });

  it('a campaign ended early (its dates moved) gives no discount and no order at its price', async () => {
    const user = await freshUser();
    const end = new Date(Date.now() - DAY).toISOString();
    const moved = await app.http({
      method: 'POST',
      url: '/__control/campaign',
      payload: {
        id: 'christmas',
        start_time: new Date(Date.now() - 30 * DAY).toISOString(),
        end_time: end,
      },
    });
    expect(moved.statusCode).toBe(200);
    try {
      const c = (await app.http<Catalogue>({ url: '/vip/v1/products?campaign=christmas' })).json();
      expect(c.campaign).toMatchObject({ id: 'christmas', status: 'ended' });
      expect(c.products.some((p) => p.campaign_price !== undefined)).toBe(false);
      expectError(
        await createOrder(user, { product_id: 'premium-12m', campaign: 'christmas' }),
        400,
        'failed_precondition',
      );
    } finally {
      await app.http({ method: 'POST', url: '/__control/campaign', payload: { id: 'christmas' } });
    }
    const again = (
      await app.http<Catalogue>({ url: '/vip/v1/products?campaign=christmas' })
    ).json();
    expect(again.campaign?.status).toBe('live');
  });
});

describe('orders and the checkout', () => {
  it('creating an order needs a sign-in, a known product and a return URL on the site', async () => {
    const user = await freshUser();
    expectError(await createOrder({}, { product_id: 'premium-1m' }), 401, 'unauthenticated');
    expectError(await createOrder(user, { product_id: 'premium-99m' }), 400, 'invalid_argument');
    expectError(await createOrder(user, {}), 400, 'invalid_argument');
    // Only the origins that serve the site's pages, exactly: not another loopback port (the e2e
    // canary's :8085 is a configured origin nothing listens on in `npm start`), not :9999.
    for (const return_url of [
      'https://evil.example/pay',
      'not a url',
      'javascript:alert(1)',
      'http://localhost:8085/steal',
      'http://127.0.0.1:8085/steal',
      'http://localhost:9999/drive/payment',
      'http://localhost.evil.example:8080/drive/payment',
    ]) {
      expectError(
        await createOrder(user, { product_id: 'premium-1m', return_url }),
        400,
        'invalid_argument',
      );
    }
    // A campaign names the plan it discounts; another plan or an unknown campaign is refused.
    expectError(
      await createOrder(user, { product_id: 'premium-1m', campaign: 'black-friday' }),
      400,
      'invalid_argument',
    );
    expectError(
      await createOrder(user, { product_id: 'premium-12m', campaign: 'summer' }),
      400,
      'invalid_argument',
    );
    // The client never sets a price: a price in the body is an unknown field.
    expectError(
      await createOrder(user, { product_id: 'premium-12m', amount: 1 }),
      400,
      'invalid_argument',
    );
  });

  it('an order is pending at the server price, with a checkout page on this origin', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-12m', 'black-friday');
    expect(o.order).toMatchObject({
      product: { id: 'premium-12m', kind: 'premium', months: 12 },
      campaign: 'black-friday',
      amount: 2699,
      currency: 'USD',
      status: 'pending',
      period_start: '',
      period_end: '',
    });
    expect(o.checkout_url.startsWith(`${app.base}/pay/checkout/${o.order.id}?`)).toBe(true);
    const page = await app.http({
      url: `${o.path}?key=${encodeURIComponent(o.key)}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SITE}`);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('<h1>Pay Cumulus</h1>');
    expect(page.body).toContain('Cumulus Premium, 12 months');
    expect(page.body).toContain('$26.99');
    expect(page.body).toContain('regular price $44.99');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).not.toContain('<script');
  });

  it('the checkout page speaks the locale the site passes (ui_locales)', async () => {
    const user = await freshUser();
    const res = await createOrder(user, { product_id: 'storage-1tb', ui_locales: 'ja' });
    const url = new URL(res.json().checkout_url);
    expect(url.searchParams.get('ui_locales')).toBe('ja');
    const page = await app.http({
      url: url.pathname + url.search,
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).not.toContain('Card number');
    expect(page.body).toContain('$2.99');
  });

  it('paying premium extends it and answers a 303 back to the site with the order', async () => {
    const user = await freshUser();
    expect((await vipOf(user)).status).toBe('invalid');
    const o = await order(user, 'premium-3m');
    const before = Date.now();
    const res = await pay(o);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${RETURN}?order=${o.order.id}`);
    const paid = await getOrder(user, o.order.id);
    expect(paid.status).toBe('paid');
    const vip = await vipOf(user);
    expect(vip.status).toBe('ok');
    const expire = Date.parse(vip.expire);
    expect(expire).toBeGreaterThanOrEqual(before + 90 * DAY);
    expect(expire).toBeLessThan(Date.now() + 90 * DAY + 1000);
    expect(Date.parse(paid.period_end)).toBe(expire);
    // Premium brings the premium traffic allowance.
    expect((await aboutOf(user)).traffic.base).toBe(TiB);
  });

  it('premium bought during premium starts when the running premium ends', async () => {
    const vipUser = bearer(await signIn(app, VIP.email));
    const running = Date.parse((await vipOf(vipUser)).expire);
    const o = await order(vipUser, 'premium-1m');
    expect((await pay(o)).statusCode).toBe(303);
    const paid = await getOrder(vipUser, o.order.id);
    expect(Date.parse(paid.period_start)).toBe(running);
    expect(Date.parse((await vipOf(vipUser)).expire)).toBe(running + 30 * DAY);
  });

  it('a declined card or a cancel changes nothing and comes back too', async () => {
    const user = await freshUser();
    const aboutBefore = await aboutOf(user);
    const d = await order(user, 'premium-12m');
    const res = await pay(d, DECLINED);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${RETURN}?order=${d.order.id}`);
    expect((await getOrder(user, d.order.id)).status).toBe('declined');
    const c = await order(user, 'storage-5tb');
    const cancel = await checkout(c.path, { key: c.key, action: 'cancel' });
    expect(cancel.statusCode).toBe(303);
    expect((await getOrder(user, c.order.id)).status).toBe('cancelled');
    expect((await vipOf(user)).status).toBe('invalid');
    expect(await aboutOf(user)).toEqual(aboutBefore);
  });

  it('a number that is not a test card is refused; the order stays open', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    expectError(await pay(o, '1234 5678 9012 3456'), 400, 'invalid_argument');
    const page = await pay(o, '1234', { accept: 'text/html' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('aria-invalid="true"');
    expect((await getOrder(user, o.order.id)).status).toBe('pending');
  });

  it('an order is paid once; a declined, cancelled or unknown one cannot be paid', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    expect((await pay(o)).statusCode).toBe(303);
    const expire = (await vipOf(user)).expire;
    expectError(await pay(o), 409, 'already_exists');
    // A browser gets the page with the reason and the way back.
    const again = await pay(o, PAID, { accept: 'text/html' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This order is already paid.');
    expect(again.body).toContain(`href="${RETURN}?order=${o.order.id}"`);
    expect((await vipOf(user)).expire).toBe(expire);

    const d = await order(user, 'premium-1m');
    await pay(d, DECLINED);
    expectError(await pay(d), 400, 'failed_precondition');
    const c = await order(user, 'premium-1m');
    await checkout(c.path, { key: c.key, action: 'cancel' });
    expectError(await pay(c), 400, 'failed_precondition');
    expect((await vipOf(user)).expire).toBe(expire);

    expectError(await pay({ path: '/pay/checkout/OR-nope', key: 'x' }), 404, 'not_found');
    const missing = await app.http({
      url: '/pay/checkout/OR-nope?key=x',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('There is no such order.');
  });

  it("another user's order can be neither paid nor read", async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const a = await order(alice, 'storage-1tb');
    const b = await order(bob, 'storage-1tb');
    // Bob's key does not open Alice's order.
    expectError(await pay({ path: a.path, key: b.key }), 403, 'permission_denied');
    expectError(await pay({ path: a.path, key: '' }), 403, 'permission_denied');
    expectError(
      await app.http({ url: `/vip/v1/orders/${a.order.id}`, headers: bob }),
      404,
      'not_found',
    );
    expect((await getOrder(alice, a.order.id)).status).toBe('pending');
  });

  it('another site cannot post the checkout form', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    expectError(await pay(o, PAID, { 'sec-fetch-site': 'cross-site' }), 403, 'permission_denied');
    expectError(await pay(o, PAID, { origin: 'https://evil.example' }), 403, 'permission_denied');
    expect((await getOrder(user, o.order.id)).status).toBe('pending');
  });

  it('an abandoned checkout expires and cannot be paid', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    app.ctx.db
      .prepare('UPDATE orders SET created_at = ? WHERE id = ?')
      .run(Date.now() - 31 * 60_000, o.order.id);
    expectError(await pay(o), 400, 'failed_precondition');
    expect((await getOrder(user, o.order.id)).status).toBe('expired');
    expect((await vipOf(user)).status).toBe('invalid');
  });

  it('the same Idempotency-Key answers the same order', async () => {
    const user = await freshUser();
    const key = { 'idempotency-key': 'order-key-0001' };
    const first = (await createOrder(user, { product_id: 'traffic-2tb' }, key)).json();
    const again = (await createOrder(user, { product_id: 'traffic-2tb' }, key)).json();
    expect(again).toEqual(first);
    const other = (
      await createOrder(
        user,
        { product_id: 'traffic-2tb' },
        { 'idempotency-key': 'order-key-0002' },
      )
    ).json();
    expect(other.order.id).not.toBe(first.order.id);
    const list = (await app.http<OrderList>({ url: '/vip/v1/orders', headers: user })).json();
    expect(list.orders).toHaveLength(2);
  });

  it('a storage add-on raises the quota while it lasts, a traffic pack the traffic', async () => {
    const user = await freshUser();
    const before = await aboutOf(user);
    expect(before.traffic).toEqual({
      kind: 'drive#traffic',
      limit: 10 * GiB,
      base: 10 * GiB,
      extra: 0,
      expire: '',
    });
    expect(before.add_ons).toEqual([]);
    const s = await order(user, 'storage-1tb');
    await pay(s);
    const t = await order(user, 'traffic-500gb');
    await pay(t);
    const after = await aboutOf(user);
    expect(Number(after.quota.limit)).toBe(Number(before.quota.limit) + TiB);
    expect(after.traffic).toMatchObject({ limit: 10 * GiB + 500 * GiB, extra: 500 * GiB });
    expect(after.add_ons.map((a) => [a.kind, a.product_id, a.bytes])).toEqual([
      ['storage', 'storage-1tb', String(TiB)],
      ['traffic', 'traffic-500gb', String(500 * GiB)],
    ]);
    const paid = await getOrder(user, s.order.id);
    expect(Date.parse(paid.period_end) - Date.parse(paid.period_start)).toBe(30 * DAY);
    // 30 days later: the add-ons are over and their bytes leave the quota.
    app.ctx.db
      .prepare('UPDATE add_ons SET expires_at = ? WHERE user_id = ?')
      .run(Date.now() - 1, user.id);
    const later = await aboutOf(user);
    expect(later.quota.limit).toBe(before.quota.limit);
    expect(later.traffic).toEqual(before.traffic);
    expect(later.add_ons).toEqual([]);
  });

  it('receipts list the orders newest first, with amounts, states and periods', async () => {
    const user = await freshUser();
    const a = await order(user, 'premium-1m');
    await pay(a);
    const b = await order(user, 'storage-1tb');
    await pay(b, DECLINED);
    const list = (
      await app.http<OrderList>({ url: '/vip/v1/orders?limit=10', headers: user })
    ).json();
    expect(list.orders.map((o) => [o.id, o.status, o.amount])).toEqual([
      [b.order.id, 'declined', 299],
      [a.order.id, 'paid', 499],
    ]);
    expect(list.orders[1]?.period_end).not.toBe('');
    expectError(
      await app.http({ url: '/vip/v1/orders?limit=0', headers: user }),
      400,
      'invalid_argument',
    );
  });
});

describe('activation codes', () => {
  const redeem = (auth: RequestHeaders, code: string) =>
    app.http<{ data: { expire: string; days: number } }>({
      method: 'POST',
      url: '/vip/v1/order/activation-code',
      headers: auth,
      payload: { activation_code: code, data: {} },
    });

  it('a valid code gives its days and answers the new expiry', async () => {
    const user = await freshUser();
    const res = await redeem(user, 'cumulus-vip-30');
    expect(res.statusCode).toBe(200);
    const expire = Date.parse(res.json().data.expire);
    expect(expire).toBeGreaterThan(Date.now() + 29 * DAY);
    expect((await vipOf(user)).expire).toBe(res.json().data.expire);
    expectError(await redeem(user, 'CUMULUS-VIP-30'), 409, 'already_exists');
  });

  it('a code another account used is refused, and so is an expired one', async () => {
    const user = await freshUser();
    const used = expectError(await redeem(user, 'CUMULUS-GIFT-USED'), 400, 'failed_precondition');
    expect(used.error_description).toBe(
      'This activation code has already been used by another account',
    );
    const expired = expectError(await redeem(user, 'CUMULUS-VIP-EXPIRED'), 400, 'out_of_range');
    expect(expired.error_description).toBe('This activation code expired on 2025-06-30');
    expect((await vipOf(user)).status).toBe('invalid');
  });

  it('a single-use code serves the first account only', async () => {
    const first = await freshUser();
    const second = await freshUser();
    expect((await redeem(first, 'CUMULUS-GIFT-ONCE')).statusCode).toBe(200);
    expectError(await redeem(second, 'CUMULUS-GIFT-ONCE'), 400, 'failed_precondition');
  });
});
