/**
 * Storage and traffic add-ons of paid orders (decision 0015). A storage add-on raises
 * `users.quota_limit` while it lasts, so every quota check of the drive (uploads, saves, copies,
 * URL tasks) counts it; at expiry the same bytes are taken back. A traffic pack adds to the
 * plan's monthly download traffic (TRAFFIC_BASE). Expiries are applied by endExpiredAddOns():
 * before the quota is read (about, orders) and every minute (routes/orders.ts).
 */
import type { Database } from 'better-sqlite3';
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import type { AddOnRow, UserRow } from '../db/rows';
import { isVip } from '../drive/store';
import { rfc3339 } from '../util';
import type { CatalogueProduct } from './catalogue';
import { TRAFFIC_BASE } from './plans';

const DAY = 86400000;

/** Starts the add-on `product` bought by `orderId` (inside the payment's transaction). */
export function startAddOn(
  db: Database,
  user: Pick<UserRow, 'id' | 'quota_limit'>,
  orderId: string,
  product: CatalogueProduct,
  now: number,
): { start: number; end: number } {
  if (product.kind === 'premium') throw new Error(`${product.id} is not an add-on`);
  const end = now + product.days * DAY;
  // An unlimited quota (-1) stays unlimited: nothing to add, nothing to take back.
  const added = product.kind === 'storage' && user.quota_limit !== -1 ? product.bytes : 0;
  if (added) {
    db.prepare<[number, string]>(
      'UPDATE users SET quota_limit = quota_limit + ? WHERE id = ? AND quota_limit != -1',
    ).run(added, user.id);
  }
  db.prepare<[string, string, string, string, number, number, number, number]>(
    `INSERT INTO add_ons (order_id, user_id, kind, product_id, bytes, starts_at, expires_at,
    quota_added) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(orderId, user.id, product.kind, product.id, product.bytes, now, end, added);
  return { start: now, end };
}

/**
 * Ends the add-ons whose time is over (all users, or one): their storage leaves the quota.
 * @returns how many ended now
 */
export function endExpiredAddOns(db: Database, now = Date.now(), userId?: string): number {
  const due = db
    .prepare<[number, string, string], AddOnRow>(
      `SELECT * FROM add_ons WHERE ended_at IS NULL AND expires_at <= ?
      AND (? = '' OR user_id = ?)`,
    )
    .all(now, userId ?? '', userId ?? '');
  if (!due.length) return 0;
  const takeBack = db.prepare<[number, string]>(
    'UPDATE users SET quota_limit = MAX(0, quota_limit - ?) WHERE id = ? AND quota_limit != -1',
  );
  const end = db.prepare<[number, string]>(
    'UPDATE add_ons SET ended_at = ? WHERE order_id = ? AND ended_at IS NULL',
  );
  db.transaction(() => {
    for (const a of due) {
      // Only the first ending of an add-on takes its bytes back (another origin may race).
      if (end.run(now, a.order_id).changes === 1 && a.quota_added)
        takeBack.run(a.quota_added, a.user_id);
    }
  })();
  return due.length;
}

/** The user's live add-ons, the one ending first first. */
export function liveAddOns(db: Database, userId: string, now = Date.now()): AddOnRow[] {
  return db
    .prepare<[string, number], AddOnRow>(
      `SELECT * FROM add_ons WHERE user_id = ? AND ended_at IS NULL AND expires_at > ?
      ORDER BY expires_at, order_id`,
    )
    .all(userId, now);
}

/** The download traffic figure and the live add-ons of `GET /drive/v1/about`. */
export function aboutExtras(
  db: Database,
  user: Pick<UserRow, 'id' | 'vip_expire'>,
  now = Date.now(),
): Pick<Static<typeof Wire.About>, 'traffic' | 'add_ons'> {
  const live = liveAddOns(db, user.id, now);
  const packs = live.filter((a) => a.kind === 'traffic');
  const base = isVip(user) ? TRAFFIC_BASE.premium : TRAFFIC_BASE.free;
  const extra = packs.reduce((sum, a) => sum + a.bytes, 0);
  const last = packs.reduce((t, a) => Math.max(t, a.expires_at), 0);
  return {
    traffic: {
      kind: 'drive#traffic',
      limit: base + extra,
      base,
      extra,
      expire: last ? rfc3339(last) : '',
    },
    add_ons: live.map((a) => ({
      kind: a.kind,
      product_id: a.product_id,
      bytes: String(a.bytes),
      expire: rfc3339(a.expires_at),
    })),
  };
}
