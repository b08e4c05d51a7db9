/**
 * Drive data helpers shared by the drive routes, batch operations and uploads: prepared
 * statements (cached per database), ownership checks, breadcrumbs, events, quota.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { FileRowFull, UserRow } from '../db/rows';
import { ApiError } from '../errors';
import { newId } from '../util';
import { storageLimit } from '../pay/plans';

/** The columns of a File (files.ts fileJson) and of the media route; not `ext`. */
export const FILE_COLUMNS = [
  'id',
  'user_id',
  'parent_id',
  'kind_rank',
  'name',
  'size',
  'mime_type',
  'hash',
  'medias',
  'phase',
  'starred',
  'trashed',
  'trash_root_id',
  'trashed_at',
  'origin_share_id',
  'origin_file_id',
  'blob',
  'created_at',
  'modified_at',
] as const;

/** An unfinished upload is dropped (and stops reserving its Upload-Length) this long after its creation. */
export const UPLOAD_TTL_MS = 24 * 3600 * 1000;

export const isVip = (user: Pick<UserRow, 'vip_expire'>): boolean =>
  Boolean(user.vip_expire && user.vip_expire > Date.now());

/**
 * A statement with its parameters (a tuple for `?`, an object for `@name`) and its row, as
 * better-sqlite3's `db.prepare<P, R>()` types it.
 */
export type Stmt<P extends unknown[] | object, R> = P extends unknown[]
  ? Statement<P, R>
  : Statement<[P], R>;

/** The user whose drive is acted on: only these columns matter here. */
export type DriveUser = Pick<UserRow, 'id' | 'quota_limit'>;

/** A breadcrumb entry. */
export interface Ancestor {
  id: string;
  name: string;
}

export interface DriveStore {
  db: Database;
  /**
   * A cached prepared statement. The caller names the parameters and the row of its SQL (the
   * one boundary where types are asserted, not checked).
   */
  prep<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Stmt<P, R>;
  /** A row of the caller's drive, or undefined. */
  ownFile(user: Pick<UserRow, 'id'>, id: string): FileRowFull | undefined;
  /** The caller's rows of these ids; file_not_found when one is not theirs. */
  ownFiles(user: Pick<UserRow, 'id'>, ids: Iterable<string>): FileRowFull[];
  /** '' (the root) or a live folder of the user; file_not_found otherwise. */
  folderOrRoot(user: Pick<UserRow, 'id'>, id: string | undefined): string;
  /** Every id in the subtree of `id`, itself included. */
  subtree(id: string): string[];
  /** Breadcrumb: the folders above a row, the top-level one first, without the row. */
  ancestors(user: Pick<UserRow, 'id'>, row: { parent_id: string }): Ancestor[];
  event(
    user: Pick<UserRow, 'id'>,
    type: string,
    fileId: string,
    fileName: string,
    at?: number,
  ): void;
  /** Bytes used (trash included, as in /drive/v1/about). */
  usage(user: Pick<UserRow, 'id'>): number;
  /** Bytes in the trash. */
  trashUsage(user: Pick<UserRow, 'id'>): number;
  /**
   * Bytes promised but not stored yet (reservations): the Upload-Length of unfinished uploads
   * that have not expired, and what running saves from shares have still to copy.
   * @param exceptUpload an upload whose own reservation is left out (the one being finished)
   */
  reserved(user: Pick<UserRow, 'id'>, exceptUpload?: string): number;
  /**
   * Would `bytes` more still fit the user's quota, counting stored bytes and reservations? The
   * limit is read again from the database (an add-on may have changed it since the request
   * began). Race-free only when called in the same transaction as the insert or reservation it
   * guards (better-sqlite3 transactions are synchronous: nothing else runs in between).
   */
  fits(user: Pick<UserRow, 'id'>, bytes: number, exceptUpload?: string): boolean;
  /** fits(), or file_space_not_enough. */
  mustFit(user: Pick<UserRow, 'id'>, bytes: number, message: string, exceptUpload?: string): void;
}

const stores = new WeakMap<Database, DriveStore>();

/** The helpers over one database (one instance per database, shared by every origin). */
export function driveStore(db: Database): DriveStore {
  const known = stores.get(db);
  if (known) return known;
  const cache = new Map<string, Statement<unknown[], unknown>>();
  const prep = <P extends unknown[] | object = unknown[], R = unknown>(sql: string) => {
    let st = cache.get(sql);
    if (!st) {
      st = db.prepare(sql);
      cache.set(sql, st);
    }
    return st as unknown as Stmt<P, R>; // the SQL boundary (see DriveStore.prep)
  };
  const ownFile = (user: Pick<UserRow, 'id'>, id: string) =>
    prep<[string, string], FileRowFull>('SELECT * FROM files WHERE id = ? AND user_id = ?').get(
      id,
      user.id,
    );

  const store: DriveStore = {
    db,
    prep,
    ownFile,
    ownFiles(user, ids) {
      return [...new Set(ids)].map((id) => {
        const row = ownFile(user, id);
        if (!row) throw new ApiError('file_not_found', `No file ${id} in your drive`);
        return row;
      });
    },
    folderOrRoot(user, id) {
      if (!id) return '';
      const row = ownFile(user, id);
      if (!row || row.kind_rank !== 0 || row.trashed)
        throw new ApiError('file_not_found', `No folder ${id} in your drive`);
      return row.id;
    },
    subtree(id) {
      return prep<[string], string>(`WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL
        SELECT f.id FROM files f JOIN sub ON f.parent_id = sub.id) SELECT id FROM sub`)
        .pluck()
        .all(id);
    },
    ancestors(user, row) {
      return prep<
        { parent: string; user: string },
        Ancestor
      >(`WITH RECURSIVE up(id, parent_id, name, depth) AS (
          SELECT id, parent_id, name, 0 FROM files WHERE id = @parent AND user_id = @user
          UNION ALL
          SELECT f.id, f.parent_id, f.name, up.depth + 1 FROM files f JOIN up ON f.id = up.parent_id
          WHERE f.user_id = @user AND up.depth < 256
        ) SELECT id, name FROM up ORDER BY depth DESC`).all({
        parent: row.parent_id,
        user: user.id,
      });
    },
    event(user, type, fileId, fileName, at = Date.now()) {
      prep<[string, string, string, string, string, number]>(
        'INSERT INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(newId('EV'), user.id, type, fileId, fileName, at);
    },
    usage(user) {
      return (
        prep<[string], number>('SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ?')
          .pluck()
          .get(user.id) ?? 0
      );
    },
    trashUsage(user) {
      return (
        prep<[string], number>(
          'SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ? AND trashed = 1',
        )
          .pluck()
          .get(user.id) ?? 0
      );
    },
    reserved(user, exceptUpload = '') {
      return (
        prep<{ user: string; since: number; except: string }, number>(`SELECT
          (SELECT COALESCE(SUM(size), 0) FROM uploads WHERE user_id = @user AND file_id IS NULL
            AND created_at >= @since AND id != @except)
          + (SELECT COALESCE(SUM(reserved), 0) FROM tasks WHERE user_id = @user
            AND phase IN ('PHASE_TYPE_PENDING', 'PHASE_TYPE_RUNNING'))`)
          .pluck()
          .get({ user: user.id, since: Date.now() - UPLOAD_TTL_MS, except: exceptUpload }) ?? 0
      );
    },
    fits(user, bytes, exceptUpload) {
      // The limit in force: premium raises it while it runs (pay/plans.ts).
      const limit = storageLimit(db, user.id);
      if (limit === undefined) return false;
      return (
        limit === -1 || store.usage(user) + store.reserved(user, exceptUpload) + bytes <= limit
      );
    },
    mustFit(user, bytes, message, exceptUpload) {
      if (!store.fits(user, bytes, exceptUpload))
        throw new ApiError('file_space_not_enough', message);
    },
  };
  stores.set(db, store);
  return store;
}
