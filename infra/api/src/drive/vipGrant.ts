/**
 * Granting premium: the one place premium days are added, whatever gave them (invite, activation
 * code, check-in, compensation, a paid order). Days are added to the premium still running, or
 * start now.
 */
import type { Database } from 'better-sqlite3';
import type { UserRow } from '../db/rows';
import { isVip } from './store';

const DAY = 86400000;

/** The premium period a grant adds: from (the end of the running premium, or now) to expire. */
export interface VipGrant {
  from: number;
  expire: number;
}

/**
 * Adds `days` (fractions allowed: check-in hours) of premium to `user` and stores the new expiry.
 * `type`: the premium kind to record (default: the running one, else 'trial').
 */
export function grantVip(
  db: Database,
  user: Pick<UserRow, 'id' | 'vip_expire' | 'vip_type'>,
  days: number,
  type?: string,
  now = Date.now(),
): VipGrant {
  // The running premium as stored now, not as the caller read it when its request began: two
  // grants racing (two codes redeemed at once on two origins) must add up, not overwrite each
  // other. Read and written in one transaction (a savepoint inside the caller's).
  return db.transaction((): VipGrant => {
    const current =
      db
        .prepare<[string], Pick<UserRow, 'vip_expire' | 'vip_type'>>(
          'SELECT vip_expire, vip_type FROM users WHERE id = ?',
        )
        .get(user.id) ?? user;
    const from = Math.max(now, current.vip_expire || 0);
    const expire = from + days * DAY;
    db.prepare<[number, string, string]>(
      'UPDATE users SET vip_expire = ?, vip_type = ? WHERE id = ?',
    ).run(expire, type || (isVip(current) ? current.vip_type : 'trial'), user.id);
    return { from, expire };
  })();
}
