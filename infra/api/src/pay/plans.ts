/**
 * What the free plan and premium give (ours: spec §9 "Pricing, quotas, VIP plan limits: not
 * shown"; the figures are written in infra/api/README.md and decision 0015's note). Premium's
 * storage is a floor on the account's own storage: while premium runs the drive holds at least
 * PLAN_STORAGE.premium plus the storage add-ons running; when it ends the limit is the account's
 * own again (nothing stored changes, so nothing has to be undone at expiry). A larger quota an
 * account already has (the seeded premium user's 10 TB) is kept as it is.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { Wire } from 'shared-libs/contracts';
import type { UserRow } from '../db/rows';

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

/** URL (cloud download) tasks a user may start a day, per plan (ours). */
export const DAILY_URL_TASKS = { free: 5, vip: 100 } as const;

/** Storage of each plan, bytes (ours): free 6 GB (every new account), premium 2 TB. */
export const PLAN_STORAGE = { free: 6 * GiB, premium: 2 * TiB } as const;

/** Monthly download traffic of a plan (ours); packs add to it while they last. */
export const TRAFFIC_BASE = { free: 10 * GiB, premium: TiB } as const;

const premiumAt = (vipExpire: number | null, now: number) => Boolean(vipExpire && vipExpire > now);

/** The two statements of storageLimit(), prepared once per database. */
const statements = new WeakMap<
  Database,
  {
    user: Statement<[string], Pick<UserRow, 'quota_limit' | 'vip_expire'>>;
    added: Statement<[string], number>;
  }
>();
function prepared(db: Database) {
  let s = statements.get(db);
  if (!s) {
    s = {
      user: db.prepare('SELECT quota_limit, vip_expire FROM users WHERE id = ?'),
      added: db
        .prepare<[string], number>(
          'SELECT COALESCE(SUM(quota_added), 0) FROM add_ons WHERE user_id = ? AND ended_at IS NULL',
        )
        .pluck(),
    };
    statements.set(db, s);
  }
  return s;
}

/**
 * The storage limit in force for a user at `now` (bytes; -1 unlimited; undefined: no such
 * user): the stored limit (`users.quota_limit`: the account's own storage plus the running
 * storage add-ons), raised while premium runs so that the account's own part is at least
 * PLAN_STORAGE.premium.
 */
export function storageLimit(db: Database, userId: string, now = Date.now()): number | undefined {
  const user = prepared(db).user.get(userId);
  return user && limitOf(db, userId, user, now);
}

/** storageLimit() for a user row already read. */
export function limitOf(
  db: Database,
  userId: string,
  user: Pick<UserRow, 'quota_limit' | 'vip_expire'>,
  now = Date.now(),
): number {
  if (user.quota_limit === -1 || !premiumAt(user.vip_expire, now)) return user.quota_limit;
  const added = prepared(db).added.get(userId) ?? 0;
  const own = user.quota_limit - added;
  return Math.max(own, PLAN_STORAGE.premium) + added;
}

/** The plans' figures as the catalogue publishes them (the plan cards list them). */
export function planFigures(): Wire.PlanFigures {
  return {
    free: {
      storage: String(PLAN_STORAGE.free),
      traffic: TRAFFIC_BASE.free,
      daily_url_tasks: DAILY_URL_TASKS.free,
    },
    premium: {
      storage: String(PLAN_STORAGE.premium),
      traffic: TRAFFIC_BASE.premium,
      daily_url_tasks: DAILY_URL_TASKS.vip,
    },
  };
}
