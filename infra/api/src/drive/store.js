'use strict';
/**
 * Drive data helpers shared by the drive routes, batch operations and uploads: prepared
 * statements (cached per database), ownership checks, breadcrumbs, events, quota.
 */
const { ApiError } = require('../errors');
const { newId } = require('../util');

/** The columns of a File (files.js fileJson) and of the media route; not `ext`. */
const FILE_COLUMNS = [
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
  'origin_share_id',
  'origin_file_id',
  'blob',
  'created_at',
  'modified_at',
];

const isVip = (user) => Boolean(user.vip_expire && user.vip_expire > Date.now());

/** A file or folder name as given by a client: trimmed, no separators or control characters. */
function validName(name) {
  const n = String(name).trim();
  if (!n) throw new ApiError('invalid_argument', 'name must not be empty');
  if (n.length > 255) throw new ApiError('invalid_argument', 'name must be at most 255 characters');
  if (n.includes('/') || n.includes('\\') || n === '.' || n === '..') {
    throw new ApiError('invalid_argument', 'name must not contain / or \\ and must not be . or ..');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(n))
    throw new ApiError('invalid_argument', 'name must not contain control characters');
  return n;
}

const stores = new WeakMap();

/**
 * The helpers over one database (one instance per database, shared by every origin).
 * @param {import('better-sqlite3').Database} db
 */
function driveStore(db) {
  if (stores.has(db)) return stores.get(db);
  const cache = new Map();
  /** A cached prepared statement. */
  const prep = (sql) => {
    let st = cache.get(sql);
    if (!st) {
      st = db.prepare(sql);
      cache.set(sql, st);
    }
    return st;
  };
  const ownFile = (user, id) =>
    prep('SELECT * FROM files WHERE id = ? AND user_id = ?').get(id, user.id);

  const store = {
    db,
    prep,
    ownFile,
    /** The caller's rows of these ids; file_not_found when one is not theirs. */
    ownFiles(user, ids) {
      return [...new Set(ids)].map((id) => {
        const row = ownFile(user, id);
        if (!row) throw new ApiError('file_not_found', `No file ${id} in your drive`);
        return row;
      });
    },
    /** '' (the root) or a live folder of the user; file_not_found otherwise. */
    folderOrRoot(user, id) {
      if (!id) return '';
      const row = ownFile(user, id);
      if (!row || row.kind_rank !== 0 || row.trashed)
        throw new ApiError('file_not_found', `No folder ${id} in your drive`);
      return row.id;
    },
    /** Every id in the subtree of `id`, itself included. */
    subtree(id) {
      return prep(`WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL
        SELECT f.id FROM files f JOIN sub ON f.parent_id = sub.id) SELECT id FROM sub`)
        .pluck()
        .all(id);
    },
    /** Breadcrumb: the folders above a row, the top-level one first, without the row. */
    ancestors(user, row) {
      return prep(`WITH RECURSIVE up(id, parent_id, name, depth) AS (
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
      prep(
        'INSERT INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(newId('EV'), user.id, type, fileId, fileName, at);
    },
    /** Bytes used (trash included, as in /drive/v1/about). */
    usage(user) {
      return prep('SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ?')
        .pluck()
        .get(user.id);
    },
    /** Would `bytes` more still fit the user's quota? */
    fits(user, bytes) {
      return user.quota_limit === -1 || store.usage(user) + bytes <= user.quota_limit;
    },
  };
  stores.set(db, store);
  return store;
}

module.exports = { driveStore, validName, isVip, FILE_COLUMNS };
