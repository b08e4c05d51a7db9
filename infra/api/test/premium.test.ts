/**
 * Premium that shows (issue 31): premium raises the storage limit (about, uploads) while it runs
 * and the limit comes back when it ends; the catalogue publishes what each plan gives; open
 * orders carry their expiry and can be resumed or cancelled by their owner only; a paid order
 * sends a localized receipt to the outbox.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import { PLAN_STORAGE } from '../src/pay/plans';
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
} from './helpers';

type Catalogue = Static<typeof Wire.Catalogue>;
type CreatedOrder = Static<typeof Wire.CreatedOrder>;
type OrderResult = Static<typeof Wire.OrderResult>;
type Mail = Static<typeof Wire.OutboxMail>;

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;
const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const RETURN = `${SITE}/en-US/drive/payment`;
const TUS = { 'tus-resumable': '1.0.0' };

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

/** A fresh user (control endpoint; `quota`: its own storage), signed in. */
async function freshUser(quota?: number): Promise<AuthHeaders & { id: string; email: string }> {
  const u = (
    await app.http<ControlUser>({
      method: 'POST',
      url: '/__control/users',
      payload: quota === undefined ? {} : { quota },
    })
  ).json();
  return { ...bearer(await signIn(app, u.email)), id: u.user_id, email: u.email };
}

async function order(auth: RequestHeaders, productId: string, extra: Record<string, string> = {}) {
  const res = await app.http<CreatedOrder>({
    method: 'POST',
    url: '/vip/v1/orders',
    headers: auth,
    payload: { product_id: productId, return_url: RETURN, ...extra },
  });
  expect(res.statusCode).toBe(200);
  const created = res.json();
  const url = new URL(created.checkout_url);
  return { ...created, key: defined(url.searchParams.get('key'), 'key'), path: url.pathname };
}

const pay = (o: { path: string; key: string }, card = PAID, locale?: string) =>
  app.http({
    method: 'POST',
    url: o.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ key: o.key, action: 'pay', card, ...(locale ? { ui_locales: locale } : {}) }),
  });

const limitOf = async (auth: RequestHeaders) =>
  Number((await app.http<About>({ url: '/drive/v1/about', headers: auth })).json().quota.limit);

const resume = (auth: RequestHeaders, id: string, payload: unknown = {}) =>
  app.http<CreatedOrder>({
    method: 'POST',
    url: `/vip/v1/orders/${encodeURIComponent(id)}/resume`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
const cancel = (auth: RequestHeaders, id: string, payload: unknown = {}) =>
  app.http<OrderResult>({
    method: 'POST',
    url: `/vip/v1/orders/${encodeURIComponent(id)}/cancel`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
const getOrder = async (auth: RequestHeaders, id: string) =>
  (await app.http<OrderResult>({ url: `/vip/v1/orders/${id}`, headers: auth })).json().order;

async function mails(to: string): Promise<Mail[]> {
  const r = await app.http<{ mails: Mail[] }>({
    url: `/__control/outbox?to=${encodeURIComponent(to)}`,
  });
  expect(r.statusCode).toBe(200);
  return r.json().mails;
}

/** Ends the user's premium now (as if its last day had passed). */
const endPremium = (userId: string) =>
  app.ctx.db.prepare('UPDATE users SET vip_expire = ? WHERE id = ?').run(Date.now() - 1, userId);

/** A tus upload's creation of `length` bytes (the quota is checked on creation). */
const createUpload = (auth: RequestHeaders, length: number) =>
  app.http({
    method: 'POST',
    url: '/drive/v1/uploads/',
    headers: {
      ...auth,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('big.bin').toString('base64')}`,
    },
  });

describe('premium raises the storage', () => {
  it('the catalogue says what each plan gives', async () => {
    const c = (await app.http<Catalogue>({ url: '/vip/v1/products' })).json();
    expect(c.plans).toEqual({
      free: { storage: String(6 * GiB), traffic: 10 * GiB, daily_url_tasks: 5 },
      premium: { storage: String(2 * TiB), traffic: TiB, daily_url_tasks: 100 },
    });
    expect(PLAN_STORAGE.premium).toBe(2 * TiB);
  });

  it('a paid plan raises the limit to 2 TB, and it comes back to 6 GB when premium ends', async () => {
    const user = await freshUser();
    expect(await limitOf(user)).toBe(6 * GiB);
    await pay(await order(user, 'premium-1m'));
    expect(await limitOf(user)).toBe(2 * TiB);
    endPremium(user.id);
    expect(await limitOf(user)).toBe(6 * GiB);
  });

  it('a storage add-on adds on top of premium, and stays when premium ends', async () => {
    const user = await freshUser();
    await pay(await order(user, 'premium-1m'));
    await pay(await order(user, 'storage-1tb'));
    expect(await limitOf(user)).toBe(2 * TiB + TiB);
    endPremium(user.id);
    expect(await limitOf(user)).toBe(6 * GiB + TiB);
    // The add-on ends too: the account's own 6 GB.
    app.ctx.db
      .prepare('UPDATE add_ons SET expires_at = ? WHERE user_id = ?')
      .run(Date.now() - 1, user.id);
    expect(await limitOf(user)).toBe(6 * GiB);
  });

  it('a declined card raises nothing', async () => {
    const user = await freshUser();
    await pay(await order(user, 'premium-12m'), DECLINED);
    expect(await limitOf(user)).toBe(6 * GiB);
  });

  it('an account with more than the premium storage keeps it (the seeded premium user)', async () => {
    const vip = bearer(await signIn(app, VIP.email));
    expect(await limitOf(vip)).toBe(10 * TiB);
  });

  it('uploads are checked against the raised limit, and the plain one after premium', async () => {
    const user = await freshUser(10_000_000);
    expectError(await createUpload(user, 20_000_000), 403, 'file_space_not_enough');
    await pay(await order(user, 'premium-1m'));
    expect((await createUpload(user, 20_000_000)).statusCode).toBe(201);
    endPremium(user.id);
    expectError(await createUpload(user, 20_000_000), 403, 'file_space_not_enough');
  });
});

describe('open orders: expiry, resume, cancel', () => {
  it('a pending order says when its checkout expires; an ended one says nothing', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-3m');
    const expires = Date.parse(defined(o.order.expires_time));
    expect(expires - Date.parse(o.order.created_time)).toBe(30 * 60_000);
    await pay(o);
    expect((await getOrder(user, o.order.id)).expires_time).toBe('');
  });

  it('the checkout page says how long it stays open', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    const page = () =>
      app.http({
        url: `${o.path}?key=${encodeURIComponent(o.key)}`,
        headers: { accept: 'text/html' },
      });
    expect((await page()).body).toContain('This checkout stays open for 30 more minutes.');
    app.ctx.db
      .prepare('UPDATE orders SET created_at = ? WHERE id = ?')
      .run(Date.now() - 29.5 * 60_000, o.order.id);
    expect((await page()).body).toContain('This checkout stays open for 1 more minute.');
  });

  it('resume gives the checkout again, in the locale asked; it then pays', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-3m');
    const r = await resume(user, o.order.id, { ui_locales: 'ja' });
    expect(r.statusCode).toBe(200);
    const again = r.json();
    expect(again.order).toMatchObject({ id: o.order.id, status: 'pending' });
    const url = new URL(again.checkout_url);
    expect(url.pathname).toBe(o.path);
    expect(url.searchParams.get('key')).toBe(o.key);
    expect(url.searchParams.get('ui_locales')).toBe('ja');
    expect((await pay(o)).statusCode).toBe(303);
    expectError(await resume(user, o.order.id), 409, 'already_exists');
  });

  it('cancel ends an open order; it can then be neither paid nor resumed', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    const r = await cancel(user, o.order.id);
    expect(r.statusCode).toBe(200);
    expect(r.json().order).toMatchObject({ status: 'cancelled', expires_time: '' });
    expectError(await pay(o), 400, 'failed_precondition');
    expectError(await resume(user, o.order.id), 400, 'failed_precondition');
    expectError(await cancel(user, o.order.id), 400, 'failed_precondition');
    expect(await limitOf(user)).toBe(6 * GiB);
  });

  it('an abandoned order expires: it is marked so and cannot be resumed or cancelled', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    app.ctx.db
      .prepare('UPDATE orders SET created_at = ? WHERE id = ?')
      .run(Date.now() - 31 * 60_000, o.order.id);
    expectError(await resume(user, o.order.id), 400, 'failed_precondition');
    expectError(await cancel(user, o.order.id), 400, 'failed_precondition');
    expect(await getOrder(user, o.order.id)).toMatchObject({ status: 'expired', expires_time: '' });
  });

  it('another account cannot see, resume or cancel my order: 404, and it stays open', async () => {
    const mine = await freshUser();
    const other = await freshUser();
    const o = await order(mine, 'premium-1m');
    expectError(
      await app.http({ url: `/vip/v1/orders/${o.order.id}`, headers: other }),
      404,
      'not_found',
    );
    expectError(await resume(other, o.order.id), 404, 'not_found');
    expectError(await cancel(other, o.order.id), 404, 'not_found');
    expect((await getOrder(mine, o.order.id)).status).toBe('pending');
  });

  it('hostile input: no sign-in, unknown or odd ids, extra fields, wrong types', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-1m');
    expectError(await resume({}, o.order.id), 401, 'unauthenticated');
    expectError(await cancel({}, o.order.id), 401, 'unauthenticated');
    for (const id of ['OR-none', "x' OR 1=1 --", '../orders', 'x'.repeat(300)]) {
      const r1 = await resume(user, id);
      const r2 = await cancel(user, id);
      for (const r of [r1, r2]) {
        expect([400, 404]).toContain(r.statusCode);
        expect(r.json()).toHaveProperty('error_code');
      }
    }
    expectError(await resume(user, o.order.id, { ui_locales: 7 }), 400, 'invalid_argument');
    expectError(
      await resume(user, o.order.id, { ui_locales: 'en', key: 'steal' }),
      400,
      'invalid_argument',
    );
    expectError(await cancel(user, o.order.id, { status: 'paid' }), 400, 'invalid_argument');
    expectError(await cancel(user, o.order.id, [1, 2]), 400, 'invalid_argument');
    const noBody = await app.http({
      method: 'POST',
      url: `/vip/v1/orders/${o.order.id}/cancel`,
      headers: user,
    });
    expect(noBody.statusCode).toBeLessThan(500);
    expect((await getOrder(user, o.order.id)).status).toMatch(/^(pending|cancelled)$/);
  });
});

describe('receipt mail', () => {
  it('a paid order sends a receipt with the order, plan, period, amount and date', async () => {
    const user = await freshUser();
    const o = await order(user, 'premium-12m');
    await pay(o);
    const paid = await getOrder(user, o.order.id);
    const receipts = (await mails(user.email)).filter((m) => m.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    const mail = defined(receipts[0]);
    expect(mail).toMatchObject({ scene: 'account', locale: 'en-US' });
    expect(mail.subject).toBe(`Your Cumulus receipt for order ${o.order.id}`);
    expect(mail.text).toContain(`Order: ${o.order.id}`);
    expect(mail.text).toContain('Product: Cumulus Premium, 12 months');
    expect(mail.text).toContain('Amount paid: $44.99');
    const fmt = (iso: string) =>
      new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(mail.text).toContain(`Period: ${fmt(paid.period_start)} to ${fmt(paid.period_end)}`);
    expect(mail.text).toContain(`Paid on: ${fmt(paid.updated_time)}`);
    expect(mail.link).toBe(RETURN);
  });

  it('the receipt speaks the checkout language; declined, cancelled and repeated pays send none', async () => {
    const user = await freshUser();
    const o = await order(user, 'storage-1tb', { ui_locales: 'es' });
    expect((await pay(o, PAID, 'es')).statusCode).toBe(303);
    await pay(o, PAID, 'es');
    const d = await order(user, 'premium-1m');
    await pay(d, DECLINED);
    const c = await order(user, 'premium-1m');
    await cancel(user, c.order.id);
    const receipts = (await mails(user.email)).filter((m) => m.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    const mail = defined(receipts[0]);
    expect(mail.locale).toBe('es');
    expect(mail.subject).toContain(o.order.id);
    expect(mail.text).toContain(o.order.id);
    expect(mail.text).not.toContain('Thank you for your purchase');
  });
});
