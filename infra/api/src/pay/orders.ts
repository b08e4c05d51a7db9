/**
 * Orders (decision 0015): created pending at the server's price, then ended once by the
 * checkout: paid (the only state that changes anything), declined or cancelled; a pending order
 * left longer than CHECKOUT_TTL_MS is expired. Every change of state is a conditional update
 * (`WHERE status = 'pending'`), so an order is paid at most once whatever races.
 */
import type { Database } from 'better-sqlite3';
import type { Wire } from 'shared-libs/contracts';
import type { OrderRow, UserRow } from '../db/rows';
import { grantVip } from '../drive/vipGrant';
import { hmac, newId, rfc3339, safeEqual } from '../util';
import { startAddOn } from './addOns';
import { CHECKOUT_TTL_MS, CURRENCY, productById, specOf, type CatalogueProduct } from './catalogue';

/** The premium kind a purchase records (the seed's premium users have it too). */
const PREMIUM_TYPE = 'platinum';

/** The product of an order (orders only ever name products of the catalogue). */
export function productOf(order: Pick<OrderRow, 'product_id'>): CatalogueProduct {
  const p = productById(order.product_id);
  if (!p) throw new Error(`order of an unknown product ${order.product_id}`);
  return p;
}

export function orderJson(o: OrderRow): Wire.Order {
  return {
    id: o.id,
    product: specOf(productOf(o)),
    campaign: o.campaign,
    amount: o.amount,
    currency: o.currency,
    status: o.status,
    created_time: rfc3339(o.created_at),
    updated_time: rfc3339(o.updated_at),
    period_start: rfc3339(o.period_start),
    period_end: rfc3339(o.period_end),
    expires_time: o.status === 'pending' ? rfc3339(o.created_at + CHECKOUT_TTL_MS) : '',
  };
}

export function createOrder(
  db: Database,
  o: {
    userId: string;
    product: CatalogueProduct;
    amount: number;
    campaign: string;
    returnUrl: string;
    now?: number;
  },
): OrderRow {
  const now = o.now ?? Date.now();
  const row: OrderRow = {
    id: newId('OR'),
    user_id: o.userId,
    product_id: o.product.id,
    campaign: o.campaign,
    amount: o.amount,
    currency: CURRENCY,
    status: 'pending',
    return_url: o.returnUrl,
    created_at: now,
    updated_at: now,
    period_start: null,
    period_end: null,
  };
  db.prepare<[string, string, string, string, number, string, string, number, number]>(
    `INSERT INTO orders (id, user_id, product_id, campaign, amount, currency, status, return_url,
    created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
  ).run(
    row.id,
    row.user_id,
    row.product_id,
    row.campaign,
    row.amount,
    row.currency,
    row.return_url,
    now,
    now,
  );
  return row;
}

/** Marks the user's (or everyone's) abandoned checkouts expired. */
export function expireStaleOrders(db: Database, now = Date.now(), userId?: string): void {
  db.prepare<[number, number, string, string]>(
    `UPDATE orders SET status = 'expired', updated_at = ? WHERE status = 'pending'
    AND created_at <= ? AND (? = '' OR user_id = ?)`,
  ).run(now, now - CHECKOUT_TTL_MS, userId ?? '', userId ?? '');
}

/** An order by id, an abandoned one already marked expired; undefined when there is none. */
export function findOrder(db: Database, id: string, now = Date.now()): OrderRow | undefined {
  const row = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
  if (row && row.status === 'pending' && row.created_at <= now - CHECKOUT_TTL_MS) {
    expireStaleOrders(db, now, row.user_id);
    return db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
  }
  return row;
}

export function ordersOf(db: Database, userId: string, limit: number): OrderRow[] {
  expireStaleOrders(db, Date.now(), userId);
  return db
    .prepare<[string, number], OrderRow>(
      'SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
    )
    .all(userId, limit);
}

/**
 * The checkout key of an order: what `checkout_url` carries, so that only the buyer it was
 * given to (and whoever they hand it to) can pay it; derived, never stored.
 */
export const checkoutKey = (secret: string, o: Pick<OrderRow, 'id' | 'user_id'>): string =>
  hmac(secret, `checkout:${o.id}:${o.user_id}`);

export const isCheckoutKey = (secret: string, o: OrderRow, key: string): boolean =>
  safeEqual(checkoutKey(secret, o), key);

/**
 * Pays a pending order and gives what it bought, in one transaction: premium days (after the
 * premium still running) or an add-on from now. Returns the paid order, or undefined when the
 * order was no longer pending (paid twice, ended meanwhile).
 */
export function payOrder(db: Database, order: OrderRow, now = Date.now()): OrderRow | undefined {
  const product = productOf(order);
  let paid: OrderRow | undefined;
  db.transaction(() => {
    const changed = db
      .prepare<[number, string]>(
        "UPDATE orders SET status = 'paid', updated_at = ? WHERE id = ? AND status = 'pending'",
      )
      .run(now, order.id).changes;
    if (changed !== 1) return;
    const user = db
      .prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
      .get(order.user_id);
    if (!user) throw new Error(`order ${order.id} of a missing user`);
    let period: { start: number; end: number };
    if (product.kind === 'premium') {
      const g = grantVip(db, user, product.days, PREMIUM_TYPE, now);
      period = { start: g.from, end: g.expire };
    } else {
      period = startAddOn(db, user, order.id, product, now);
    }
    db.prepare<[number, number, string]>(
      'UPDATE orders SET period_start = ?, period_end = ? WHERE id = ?',
    ).run(period.start, period.end, order.id);
    paid = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?').get(order.id);
  }).immediate();
  return paid;
}

/** Ends a pending order without payment; false when it was no longer pending. */
export function closeOrder(
  db: Database,
  order: OrderRow,
  status: 'declined' | 'cancelled',
  now = Date.now(),
): boolean {
  return (
    db
      .prepare<[string, number, string]>(
        "UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
      )
      .run(status, now, order.id).changes === 1
  );
}
