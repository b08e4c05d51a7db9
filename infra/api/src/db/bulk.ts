import type { Database } from 'better-sqlite3';

/**
 * Bulk writes to `files`: building an index from sorted data is many times faster than
 * updating a dozen indexes row by row in random order (100,000 rows: about 1 s against 10 s).
 */

/** The listing indexes (schema migrations 3 and 5): what a big batch rebuilds. */
export const LISTING_INDEX = /^files_(ff|mix)_/;

/**
 * Run `fn` with indexes and triggers of `files` dropped, then build them again from their own
 * SQL and recount `folder_counts` (the triggers keep it otherwise). Must run inside the caller's
 * transaction, so nobody ever sees the table without them.
 * @param opts `only`: drop only the indexes whose name matches (default: all)
 */
export function withoutFileIndexes(
  db: Database,
  fn: () => unknown,
  opts: { only?: RegExp } = {},
): void {
  const objects = db
    .prepare<[], { type: 'index' | 'trigger'; name: string; sql: string }>(
      "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'files' AND type IN ('index', 'trigger') AND sql IS NOT NULL",
    )
    .all()
    .filter((o) => o.type === 'trigger' || !opts.only || opts.only.test(o.name));
  for (const o of objects) db.exec(`DROP ${o.type.toUpperCase()} "${o.name}"`);
  fn();
  for (const o of objects.filter((x) => x.type === 'index')) db.exec(o.sql);
  db.exec(`DELETE FROM folder_counts;
    INSERT INTO folder_counts SELECT user_id, parent_id, trashed, kind_rank, COUNT(*) FROM files
    GROUP BY user_id, parent_id, trashed, kind_rank;`);
  for (const o of objects.filter((x) => x.type === 'trigger')) db.exec(o.sql);
}
