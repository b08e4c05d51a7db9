/**
 * The items of a share as its visitors see them, wherever they live (migration 13):
 *
 * - `seed` shares: copies in `share_files` (the demo seed).
 * - `drive` shares (made with `POST /drive/v1/share`): LIVE items of the owner's drive, listed in
 *   `share_roots`. A folder shows what it holds now; an item trashed or deleted since is gone.
 *   An id a visitor gives is inside the share only when it is a live (not trashed) item of the
 *   owner's drive with a root of the share among itself and its ancestors.
 *
 * Both answer the same rows (ItemRow + blob), so the reader, its media links, saves and archives
 * treat them alike. The listing order is the reader's: folders first, then name, then id.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { FileRowFull, ItemRow, ShareRow } from '../db/rows';

/** An item of a share: the File columns, and its stored bytes (drive items with an upload). */
export interface ShareItem extends ItemRow {
  /** uploaded bytes (<data dir>/blobs/<blob>); null = generated stand-in content */
  blob: string | null;
}

/** An item of a selection with its depth below the selected items (0 = selected). */
export type PlannedShareItem = ShareItem & { depth: number };

/** The position of the last item of a page: (kind_rank, name, id). */
export type ShareCursor = [number, string, string];

export interface ShareItems {
  /** A page of a folder of the share ('' = its top level), after `cursor`. */
  page(parentId: string, cursor: ShareCursor, limit: number): ShareItem[];
  /** The number of items at the top level. */
  topCount(): number;
  /** The number of items in a folder of the share (checked with item() first). */
  folderCount(folderId: string): number;
  /** The item, when it is inside the share (and, for a drive share, live). */
  item(id: string): ShareItem | undefined;
  /**
   * The selected items (each already checked with item()) and everything below them, every
   * parent before its children; an item selected inside another selected folder once.
   */
  plan(ids: readonly string[]): PlannedShareItem[];
}

/**
 * How deep an ancestry walk goes before it gives up (ours: the drive has no depth limit; a
 * visitor's id this deep below the share's roots is refused).
 */
const MAX_WALK = 256;

// The roots' queries start from share_roots (CROSS JOIN keeps that order in SQLite): at most
// 100 rows, each file found by its key, whatever the size of the owner's drive.
interface Stmts {
  seedPage: Statement<[string, string, number, string, string, number], ShareItem>;
  seedCount: Statement<[string], number>;
  seedFolderCount: Statement<[string, string], number>;
  seedItem: Statement<[string, string], ShareItem>;
  rootPage: Statement<[string, string, number, string, string, number], FileRowFull>;
  rootCount: Statement<[string, string], number>;
  subCount: Statement<[string, string], number>;
  subPage: Statement<[string, string, number, string, string, number], FileRowFull>;
  live: Statement<[string, string], FileRowFull>;
  up: Statement<[string, string], { id: string; parent_id: string; trashed: number }>;
  isRoot: Statement<[string, string], 1>;
}

const cache = new WeakMap<Database, Stmts>();
function stmts(db: Database): Stmts {
  let st = cache.get(db);
  if (!st) {
    st = {
      seedPage: db.prepare(
        `SELECT *, NULL AS blob FROM share_files WHERE share_id = ? AND parent_id = ?
        AND (kind_rank, name, id) > (?, ?, ?) ORDER BY kind_rank, name, id LIMIT ?`,
      ),
      seedCount: db
        .prepare<[string], number>(
          "SELECT COUNT(*) FROM share_files WHERE share_id = ? AND parent_id = ''",
        )
        .pluck(),
      seedFolderCount: db
        .prepare<[string, string], number>(
          'SELECT COUNT(*) FROM share_files WHERE share_id = ? AND parent_id = ?',
        )
        .pluck(),
      seedItem: db.prepare('SELECT *, NULL AS blob FROM share_files WHERE share_id = ? AND id = ?'),
      rootPage: db.prepare(
        `SELECT f.* FROM share_roots r CROSS JOIN files f ON f.id = r.file_id
        WHERE r.share_id = ? AND f.user_id = ? AND f.trashed = 0
        AND (f.kind_rank, f.name, f.id) > (?, ?, ?) ORDER BY f.kind_rank, f.name, f.id LIMIT ?`,
      ),
      rootCount: db
        .prepare<[string, string], number>(
          `SELECT COUNT(*) FROM share_roots r CROSS JOIN files f ON f.id = r.file_id
          WHERE r.share_id = ? AND f.user_id = ? AND f.trashed = 0`,
        )
        .pluck(),
      subPage: db.prepare(
        `SELECT * FROM files WHERE user_id = ? AND parent_id = ? AND trashed = 0
        AND (kind_rank, name, id) > (?, ?, ?) ORDER BY kind_rank, name, id LIMIT ?`,
      ),
      // A folder's live items: its counts kept by triggers (migration 5), whatever its size.
      subCount: db
        .prepare<[string, string], number>(
          `SELECT COALESCE(SUM(n), 0) FROM folder_counts WHERE user_id = ? AND parent_id = ?
          AND trashed = 0`,
        )
        .pluck(),
      live: db.prepare('SELECT * FROM files WHERE id = ? AND user_id = ? AND trashed = 0'),
      up: db.prepare('SELECT id, parent_id, trashed FROM files WHERE id = ? AND user_id = ?'),
      isRoot: db
        .prepare<[string, string], 1>(
          'SELECT 1 FROM share_roots WHERE share_id = ? AND file_id = ?',
        )
        .pluck(),
    };
    cache.set(db, st);
  }
  return st;
}

/** A drive row as a visitor sees it: no owner-only fields; a root of the share at the top. */
function visible(row: ShareItem, root: boolean): ShareItem {
  return {
    id: row.id,
    parent_id: root ? '' : row.parent_id,
    kind_rank: row.kind_rank,
    name: row.name,
    size: row.size,
    mime_type: row.mime_type,
    hash: row.hash,
    medias: row.medias,
    created_at: row.created_at,
    modified_at: row.modified_at,
    blob: row.blob,
  };
}

/** Keeps the first (shallowest) place of each item. */
function once<T extends { id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

export function shareItems(db: Database, share: Pick<ShareRow, 'id' | 'owner_id' | 'source'>) {
  const st = stmts(db);
  if (share.source !== 'drive') {
    const items: ShareItems = {
      page: (parentId, [k, n, i], limit) => st.seedPage.all(share.id, parentId, k, n, i, limit),
      topCount: () => st.seedCount.get(share.id) ?? 0,
      folderCount: (folderId) => st.seedFolderCount.get(share.id, folderId) ?? 0,
      item: (id) => st.seedItem.get(share.id, id),
      plan(ids) {
        const marks = ids.map(() => '?').join(',');
        return once(
          db
            .prepare<string[], PlannedShareItem>(
              `WITH RECURSIVE tree(id, depth) AS (
                SELECT id, 0 FROM share_files WHERE share_id = ? AND id IN (${marks})
                UNION ALL
                SELECT sf.id, tree.depth + 1 FROM share_files sf JOIN tree ON sf.parent_id = tree.id
              )
              SELECT sf.*, NULL AS blob, tree.depth FROM tree JOIN share_files sf ON sf.id = tree.id
              WHERE sf.share_id = ? ORDER BY tree.depth, sf.kind_rank, sf.name, sf.id`,
            )
            .all(share.id, ...ids, share.id),
        );
      },
    };
    return items;
  }
  const owner = share.owner_id;
  const isRoot = (id: string) => Boolean(st.isRoot.get(share.id, id));
  const items: ShareItems = {
    page(parentId, [k, n, i], limit) {
      if (!parentId)
        return st.rootPage.all(share.id, owner, k, n, i, limit).map((r) => visible(r, true));
      return st.subPage.all(owner, parentId, k, n, i, limit).map((r) => visible(r, false));
    },
    topCount: () => st.rootCount.get(share.id, owner) ?? 0,
    folderCount: (folderId) => st.subCount.get(owner, folderId) ?? 0,
    item(id) {
      const row = st.live.get(id, owner);
      if (!row) return undefined;
      if (isRoot(row.id)) return visible(row, true);
      // Up the owner's drive until a root of the share: every folder on the way must be live.
      let parentId = row.parent_id;
      for (let step = 0; parentId && step < MAX_WALK; step += 1) {
        const parent = st.up.get(parentId, owner);
        if (!parent || parent.trashed) return undefined;
        if (isRoot(parent.id)) return visible(row, false);
        parentId = parent.parent_id;
      }
      return undefined;
    },
    plan(ids) {
      const rows = once(drivePlan(db, owner, ids));
      return rows.map((r) => ({ ...visible(r, r.depth === 0 && isRoot(r.id)), depth: r.depth }));
    },
  };
  return items;
}

/** The recursive part of drivePlan and driveSizes: the items and what they hold, live only. */
const TREE = (marks: string) =>
  // The unary `+` and CROSS JOIN keep SQLite on the keys (ids, then files_parent): without
  // them it walks the owner's whole listing index, for each level.
  `WITH RECURSIVE tree(id, depth) AS (
    SELECT id, 0 FROM files WHERE id IN (${marks}) AND +user_id = ? AND +trashed = 0
    UNION ALL
    SELECT f.id, tree.depth + 1 FROM tree CROSS JOIN files f ON f.parent_id = tree.id
    WHERE +f.user_id = ? AND +f.trashed = 0
  )`;

/**
 * Live items `ids` of a user's drive and everything below them (not trashed), every parent
 * before its children (by depth), in listing order within a depth. The File columns only (not
 * `*`: the virtual `ext` and the owner's columns cost a lot over 100,000 rows).
 */
export function drivePlan(
  db: Database,
  userId: string,
  ids: readonly string[],
): PlannedShareItem[] {
  if (ids.length === 0) return [];
  return db
    .prepare<string[], PlannedShareItem>(
      `${TREE(ids.map(() => '?').join(','))}
      SELECT f.id, f.parent_id, f.kind_rank, f.name, f.size, f.mime_type, f.hash, f.medias,
        f.created_at, f.modified_at, f.blob, tree.depth
      FROM tree CROSS JOIN files f ON f.id = tree.id
      ORDER BY tree.depth, f.kind_rank, f.name, f.id`,
    )
    .all(...ids, userId, userId);
}

/**
 * The kind and size of each item of drivePlan, unordered and read as they come: a caller that
 * stops early (a cap passed) never walks the rest of a 100,000-item folder.
 */
export function driveSizes(
  db: Database,
  userId: string,
  ids: readonly string[],
): IterableIterator<{ kind_rank: number; size: number }> {
  return db
    .prepare<string[], { kind_rank: number; size: number }>(
      `${TREE(ids.map(() => '?').join(','))}
      SELECT f.kind_rank, f.size FROM tree CROSS JOIN files f ON f.id = tree.id`,
    )
    .iterate(...ids, userId, userId);
}
