/**
 * The trash's retention (ours, issue 31; docs/decisions/0031-trash-retention.md): an item stays
 * TRASH_RETENTION_DAYS in the trash, then the server deletes it for good, with its subtree and
 * the stored bytes nothing else uses. Purged when the server starts, every hour, and for one
 * user right before their trash is listed, so the trash never shows an item past its date.
 */
import type { ApiContext } from '../context';
import { TRASH_RETENTION_MS, type Batches } from './batch';
import type { DriveUser } from './store';

/** How often the whole database is swept (ours). */
export const PURGE_EVERY_MS = 3_600_000;

/**
 * Deletes what stayed in the trash past the retention, for one user or for everyone.
 * @returns how many trashed items (trash roots) were deleted
 */
export function purgeExpiredTrash(
  ctx: Pick<ApiContext, 'db' | 'blobs'>,
  batches: Batches,
  now: number,
  user?: DriveUser,
): number {
  const cutoff = now - TRASH_RETENTION_MS;
  const users = user
    ? [user]
    : ctx.db
        .prepare<[number], DriveUser>(
          `SELECT id, quota_limit FROM users WHERE id IN (SELECT user_id FROM files
          WHERE trashed = 1 AND trash_root_id = id AND trashed_at <= ?)`,
        )
        .all(cutoff);
  let count = 0;
  for (const u of users) {
    const result = ctx.db.transaction(() => batches.purgeExpired(u, {}, now)).immediate();
    if (result.blobs && result.blobs.length) ctx.blobs.removeUnused(result.blobs);
    count += result.count;
  }
  return count;
}
