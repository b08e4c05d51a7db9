'use strict';
/**
 * The signed-in user's drive: files (list with filters and paging, get, create folder, URL task,
 * rename/star, batch trash/untrash/delete/move/copy/star/unstar), events, about, tasks,
 * privileges, plus the public download statistics.
 */
const { fileJson } = require('../files');
const { encodePageToken, decodePageToken } = require('../paging');
const { newId, rfc3339 } = require('../util');
const { ApiError } = require('../errors');
const { taskJson } = require('../tasks');
const S = require('../schemas');

const PHASES = [
  'PHASE_TYPE_PENDING',
  'PHASE_TYPE_RUNNING',
  'PHASE_TYPE_COMPLETE',
  'PHASE_TYPE_ERROR',
];
const DAY = 86400000;
/** Daily URL-task limits (ours). */
const DAILY_URL_TASKS = { free: 5, vip: 100 };

/**
 * Sort orders of `GET /drive/v1/files?sort=` (spec §3 URL values; type_desc is code 3), as
 * SQL; ties break by name then id so the order is total (decision 0006).
 */
const SORTS = {
  name_asc: 'name, id',
  name_desc: 'name DESC, id DESC',
  type_desc: 'mime_type DESC, name, id',
  mod_asc: 'modified_at, name, id',
  mod_desc: 'modified_at DESC, name, id',
  size_asc: 'size, name, id',
  size_desc: 'size DESC, name, id',
};
/** `LIKE` pattern for a literal substring (`%`, `_` and `\` escaped). */
const likeContains = (text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const originOf = (request) => `${request.protocol}://${request.host}`;
const isVip = (user) => Boolean(user.vip_expire && user.vip_expire > Date.now());

/**
 * Parse and validate the `filters` query (JSON). Supported (api-contract.md):
 * {"trashed":{"eq":bool}}, {"starred":{"eq":bool}}, {"mime_type":{"prefix":"video/"}},
 * {"phase":{"eq":"PHASE_TYPE_COMPLETE"}}; ours: {"kind":{"eq":"drive#folder"|"drive#file"}},
 * {"name":{"contains":"text"}} (case-insensitive, decision 0006).
 */
function parseFilters(text) {
  if (!text) return {};
  let f;
  try {
    f = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_argument', 'filters must be a JSON object');
  }
  if (!f || typeof f !== 'object' || Array.isArray(f))
    throw new ApiError('invalid_argument', 'filters must be a JSON object');
  const out = {};
  const bad = (msg) => new ApiError('invalid_argument', `filters: ${msg}`);
  for (const [key, cond] of Object.entries(f)) {
    if (!cond || typeof cond !== 'object' || Array.isArray(cond))
      throw bad(`${key} must be an object`);
    const ops = Object.keys(cond);
    if (key === 'trashed' || key === 'starred') {
      if (ops.join() !== 'eq' || typeof cond.eq !== 'boolean')
        throw bad(`${key} supports only {"eq": true|false}`);
      out[key] = cond.eq;
    } else if (key === 'mime_type') {
      if (ops.join() !== 'prefix' || typeof cond.prefix !== 'string' || cond.prefix.length > 100) {
        throw bad('mime_type supports only {"prefix": "..."}');
      }
      out.mime_prefix = cond.prefix;
    } else if (key === 'phase') {
      if (ops.join() !== 'eq' || !PHASES.includes(cond.eq))
        throw bad(`phase supports only {"eq": ${PHASES.join('|')}}`);
      out.phase = cond.eq;
    } else if (key === 'name') {
      if (
        ops.join() !== 'contains' ||
        typeof cond.contains !== 'string' ||
        !cond.contains.trim() ||
        cond.contains.length > 100
      )
        throw bad('name supports only {"contains": "1 to 100 characters"}');
      out.name_contains = cond.contains.trim();
    } else if (key === 'kind') {
      if (ops.join() !== 'eq' || !['drive#folder', 'drive#file'].includes(cond.eq))
        throw bad('kind supports only {"eq": "drive#folder"|"drive#file"}');
      out.kind = cond.eq;
    } else {
      throw bad(`unknown filter ${key}`);
    }
  }
  return out;
}

const validName = (name) => {
  const n = name.trim();
  if (!n) throw new ApiError('invalid_argument', 'name must not be empty');
  if (n.includes('/') || n.includes('\\') || n === '.' || n === '..') {
    throw new ApiError('invalid_argument', 'name must not contain / or \\ and must not be . or ..');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(n))
    throw new ApiError('invalid_argument', 'name must not contain control characters');
  return n;
};

const nameSchema = { type: 'string', minLength: 1, maxLength: 255 };
/** `scope`: every live item of a folder except some (select-all, decision 0006). */
const scopeSchema = {
  type: 'object',
  required: ['parent_id'],
  additionalProperties: false,
  properties: {
    parent_id: { type: 'string', maxLength: 128 },
    exclude_ids: { type: 'array', maxItems: 10000, items: S.id },
  },
};
const idsBody = {
  type: 'object',
  properties: { ids: S.idList(1000), scope: scopeSchema },
};
const moveBody = {
  type: 'object',
  required: ['to'],
  properties: {
    ids: S.idList(1000),
    scope: scopeSchema,
    to: {
      type: 'object',
      required: ['parent_id'],
      properties: { parent_id: { type: 'string', maxLength: 128 } },
    },
  },
};

/** @param {import('fastify').FastifyInstance} app */
async function driveRoutes(app, { ctx }) {
  const { db } = ctx;
  const auth = { auth: 'required' };
  const sqlCache = new Map();
  const prep = (sql) => {
    if (!sqlCache.has(sql)) sqlCache.set(sql, db.prepare(sql));
    return sqlCache.get(sql);
  };
  const linkOpts = (request, links = false) => ({
    origin: originOf(request),
    secret: ctx.secret,
    src: 'd',
    links,
    linkTtlSec: ctx.state.linkTtlSec,
    thumbSize: request.query && request.query.thumbnail_size,
  });
  const subtree = (id) =>
    prep(`WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT f.id FROM files f JOIN sub ON f.parent_id = sub.id)
      SELECT id FROM sub`)
      .pluck()
      .all(id);
  const ownFile = (user, id) =>
    prep('SELECT * FROM files WHERE id = ? AND user_id = ?').get(id, user.id);
  const ownFiles = (user, ids) =>
    [...new Set(ids)].map((id) => {
      const row = ownFile(user, id);
      if (!row) throw new ApiError('file_not_found', `No file ${id} in your drive`);
      return row;
    });
  /** '' (root) or a live folder of the user. */
  const folderOrRoot = (user, id) => {
    if (!id) return '';
    const row = ownFile(user, id);
    if (!row || row.kind_rank !== 0 || row.trashed)
      throw new ApiError('file_not_found', `No folder ${id} in your drive`);
    return row.id;
  };
  /** Breadcrumb of an item: its folders from the root down, without the item itself. */
  const ancestorsOf = (user, row) => {
    const out = [];
    const seen = new Set([row.id]);
    let parent = row.parent_id;
    while (parent && !seen.has(parent) && out.length < 200) {
      seen.add(parent);
      const p = ownFile(user, parent);
      if (!p) break;
      out.unshift({ id: p.id, name: p.name });
      parent = p.parent_id;
    }
    return out;
  };
  /**
   * The rows a batch acts on: `ids` (each must be the caller's), or `scope` = every live item
   * of a folder but `exclude_ids` (select-all of a big folder, decision 0006).
   */
  const batchRows = (user, body) => {
    if (body.ids && body.scope)
      throw new ApiError('invalid_argument', 'Give ids or scope, not both');
    if (body.ids) return ownFiles(user, body.ids);
    if (!body.scope) throw new ApiError('invalid_argument', 'Give ids or scope');
    const parent = folderOrRoot(user, body.scope.parent_id);
    const exclude = new Set(body.scope.exclude_ids || []);
    return prep('SELECT * FROM files WHERE user_id = ? AND parent_id = ? AND trashed = 0')
      .all(user.id, parent)
      .filter((r) => !exclude.has(r.id));
  };
  const event = (user, type, fileId, fileName) =>
    prep(
      'INSERT INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(newId('EV'), user.id, type, fileId, fileName, Date.now());
  const usage = (user) =>
    prep('SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ?').pluck().get(user.id);

  app.get(
    '/drive/v1/files',
    {
      config: auth,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            parent_id: { type: 'string', maxLength: 128, default: '' },
            limit: S.limit(100, 500),
            page_token: S.pageToken,
            offset: { type: 'integer', minimum: 0, maximum: 10_000_000 },
            sort: { type: 'string', enum: Object.keys(SORTS), default: 'name_asc' },
            folders_first: { type: 'boolean', default: true },
            filters: { type: 'string', maxLength: 1000 },
            thumbnail_size: S.thumbnailSize,
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const user = request.user;
      if (q.offset !== undefined && q.page_token)
        throw new ApiError('invalid_argument', 'Give offset or page_token, not both');
      const f = parseFilters(q.filters);
      const where = ['user_id = @user'];
      const params = { user: user.id };
      const trashed = f.trashed === true;
      if (q.parent_id !== '*') {
        if (q.parent_id) {
          const parent = ownFile(user, q.parent_id);
          if (!parent || parent.kind_rank !== 0)
            throw new ApiError('file_not_found', `No folder ${q.parent_id} in your drive`);
        }
        where.push('parent_id = @parent');
        params.parent = q.parent_id;
      } else if (trashed) {
        where.push('trash_root_id = id'); // the trash shows what was trashed, not its contents
      }
      where.push(`trashed = ${trashed ? 1 : 0}`);
      if (f.starred !== undefined) where.push(`starred = ${f.starred ? 1 : 0}`);
      if (f.mime_prefix !== undefined) {
        where.push('substr(mime_type, 1, length(@mime)) = @mime AND kind_rank = 1');
        params.mime = f.mime_prefix;
      }
      if (f.phase) {
        where.push('phase = @phase');
        params.phase = f.phase;
      }
      if (f.kind) where.push(`kind_rank = ${f.kind === 'drive#folder' ? 0 : 1}`);
      if (f.name_contains) {
        where.push("name LIKE @like ESCAPE '\\'");
        params.like = likeContains(f.name_contains);
      }
      // Page tokens carry the offset, signed and bound to this listing and order.
      const scope = `files:${user.id}:${q.parent_id}:${q.sort}:${q.folders_first}:${JSON.stringify(f)}`;
      const cursor = decodePageToken(ctx.secret, scope, q.page_token);
      const offset = cursor ? Number(cursor[0]) || 0 : q.offset || 0;
      const sql = where.join(' AND ');
      const order = `${q.folders_first ? 'kind_rank, ' : ''}${SORTS[q.sort]}`;
      const rows = prep(
        `SELECT * FROM files WHERE ${sql} ORDER BY ${order} LIMIT @lim OFFSET @off`,
      ).all({ ...params, lim: q.limit, off: offset });
      const total = prep(`SELECT COUNT(*) FROM files WHERE ${sql}`).pluck().get(params);
      const next = offset + rows.length;
      const o = linkOpts(request);
      return {
        kind: 'drive#fileList',
        files: rows.map((r) => fileJson(r, o)),
        total: String(total),
        next_page_token:
          next < total && rows.length > 0 ? encodePageToken(ctx.secret, scope, [next]) : '',
      };
    },
  );

  app.get(
    '/drive/v1/files/:id',
    {
      config: auth,
      schema: {
        params: { type: 'object', properties: { id: S.id } },
        querystring: {
          type: 'object',
          properties: {
            thumbnail_size: S.thumbnailSize,
            usage: { type: 'string', enum: ['open'] },
          },
        },
      },
    },
    async (request) => {
      const user = request.user;
      const row = ownFile(user, request.params.id);
      if (!row) throw new ApiError('file_not_found');
      if (request.query.usage === 'open' && row.kind_rank === 1 && !row.trashed)
        event(user, 'TYPE_OPEN', row.id, row.name);
      return { ...fileJson(row, linkOpts(request, true)), ancestors: ancestorsOf(user, row) };
    },
  );

  app.post(
    '/drive/v1/files',
    {
      config: auth,
      schema: {
        body: {
          type: 'object',
          required: ['kind'],
          properties: {
            kind: { type: 'string', enum: ['drive#folder', 'drive#file'] },
            name: nameSchema,
            parent_id: { type: 'string', maxLength: 128 },
            upload_type: { type: 'string', enum: ['UPLOAD_TYPE_URL'] },
            url: {
              type: 'object',
              required: ['url'],
              properties: { url: { type: 'string', minLength: 1, maxLength: 4096 } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const user = request.user;
      const parent = folderOrRoot(user, b.parent_id || '');
      const now = Date.now();
      if (b.kind === 'drive#folder') {
        if (b.name === undefined)
          throw new ApiError('invalid_argument', 'body.name is required for a folder');
        const name = validName(b.name);
        const id = newId('VF');
        prep(`INSERT INTO files (id, user_id, parent_id, kind_rank, name, created_at, modified_at)
          VALUES (?, ?, ?, 0, ?, ?, ?)`).run(id, user.id, parent, name, now, now);
        event(user, 'TYPE_CREATE', id, name);
        reply.code(200);
        return {
          upload_type: '',
          file: fileJson(ownFile(user, id), linkOpts(request)),
          task: null,
        };
      }
      if (b.upload_type !== 'UPLOAD_TYPE_URL' || !b.url) {
        throw new ApiError(
          'invalid_argument',
          'Only folders and URL tasks ({upload_type: "UPLOAD_TYPE_URL", url: {url}}) can be created',
        );
      }
      let url;
      try {
        url = new URL(b.url.url.trim());
      } catch {
        throw new ApiError('invalid_argument', 'url.url is not a valid URL');
      }
      if (!['http:', 'https:', 'ftp:', 'magnet:'].includes(url.protocol)) {
        throw new ApiError(
          'invalid_argument',
          'url.url must be an http, https, ftp or magnet link',
        );
      }
      const todayStart = now - (now % DAY);
      const count = prep(
        "SELECT COUNT(*) FROM tasks WHERE user_id = ? AND type = 'offline' AND created_at >= ?",
      )
        .pluck()
        .get(user.id, todayStart);
      if (count >= (isVip(user) ? DAILY_URL_TASKS.vip : DAILY_URL_TASKS.free)) {
        throw new ApiError(
          'task_daily_create_limit',
          'You have reached the daily limit of URL tasks',
        );
      }
      let name = b.name ? validName(b.name) : '';
      if (!name) {
        const dn =
          url.protocol === 'magnet:'
            ? url.searchParams.get('dn')
            : decodeURIComponent(url.pathname.split('/').pop() || '');
        name = (dn || 'download').replace(/[/\\]/g, '_').slice(0, 255);
      }
      const id = newId('VT');
      prep(`INSERT INTO tasks (id, user_id, type, name, phase, progress, message, file_id, params, total, done, created_at, updated_at)
        VALUES (?, ?, 'offline', ?, 'PHASE_TYPE_PENDING', 0, '', '', ?, 1, 0, ?, ?)`).run(
        id,
        user.id,
        name,
        JSON.stringify({ url: url.href, parent_id: parent }),
        now,
        now,
      );
      return {
        upload_type: 'UPLOAD_TYPE_URL',
        file: null,
        task: taskJson(prep('SELECT * FROM tasks WHERE id = ?').get(id)),
      };
    },
  );

  app.patch(
    '/drive/v1/files/:id',
    {
      config: auth,
      schema: {
        params: { type: 'object', properties: { id: S.id } },
        body: {
          type: 'object',
          minProperties: 1,
          properties: { name: nameSchema, starred: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const user = request.user;
      const row = ownFile(user, request.params.id);
      if (!row) throw new ApiError('file_not_found');
      const b = request.body;
      if (b.name === undefined && b.starred === undefined)
        throw new ApiError('invalid_argument', 'Give name or starred');
      const now = Date.now();
      if (b.name !== undefined) {
        const name = validName(b.name);
        prep('UPDATE files SET name = ?, modified_at = ? WHERE id = ?').run(name, now, row.id);
        event(user, 'TYPE_RENAME', row.id, name);
      }
      if (b.starred !== undefined)
        prep('UPDATE files SET starred = ? WHERE id = ?').run(b.starred ? 1 : 0, row.id);
      return fileJson(ownFile(user, row.id), linkOpts(request));
    },
  );

  /**
   * A batch operation over the caller's own files: `each(user, row, now)` runs for every id in
   * one transaction (unknown or foreign ids are skipped, as in the wire contract).
   */
  const batchRoute = (path, each, body = idsBody) =>
    app.post(path, { config: auth, schema: { body } }, async (request) => {
      const user = request.user;
      const rows = batchRows(user, request.body);
      const now = Date.now();
      db.transaction(() => {
        for (const row of rows) each(user, row, now, request.body);
      })();
      return { count: String(rows.length) };
    });

  batchRoute('/drive/v1/files::batchTrash', (user, row, now) => {
    if (row.trashed) return;
    for (const id of subtree(row.id)) {
      prep(
        'UPDATE files SET trashed = 1, trash_root_id = ?, trashed_at = ? WHERE id = ? AND trashed = 0',
      ).run(row.id, now, id);
    }
    event(user, 'TYPE_TRASH', row.id, row.name);
  });

  batchRoute('/drive/v1/files::batchUntrash', (user, row) => {
    if (!row.trashed || row.trash_root_id !== row.id) return;
    prep(
      'UPDATE files SET trashed = 0, trash_root_id = NULL, trashed_at = NULL WHERE user_id = ? AND trash_root_id = ?',
    ).run(user.id, row.id);
    const parent = row.parent_id ? ownFile(user, row.parent_id) : null;
    if (row.parent_id && (!parent || parent.trashed))
      prep("UPDATE files SET parent_id = '' WHERE id = ?").run(row.id);
    event(user, 'TYPE_UNTRASH', row.id, row.name);
  });

  batchRoute('/drive/v1/files::batchDelete', (user, row) => {
    for (const id of subtree(row.id)) prep('DELETE FROM files WHERE id = ?').run(id);
    event(user, 'TYPE_DELETE', row.id, row.name);
  });

  app.post('/drive/v1/files::emptyTrash', { config: auth }, async (request) => {
    const user = request.user;
    const roots = prep(
      'SELECT * FROM files WHERE user_id = ? AND trashed = 1 AND trash_root_id = id',
    ).all(user.id);
    let count = 0;
    db.transaction(() => {
      for (const row of roots) {
        for (const id of subtree(row.id)) prep('DELETE FROM files WHERE id = ?').run(id);
        count += 1;
      }
      // Anything left trashed without its root (should not happen) goes too.
      prep('DELETE FROM files WHERE user_id = ? AND trashed = 1').run(user.id);
      if (count) event(user, 'TYPE_EMPTY_TRASH', '', '');
    })();
    return { count: String(count) };
  });

  const star = (starred) => (_user, row) =>
    prep('UPDATE files SET starred = ? WHERE id = ?').run(starred ? 1 : 0, row.id);
  batchRoute('/drive/v1/files::star', star(true));
  batchRoute('/drive/v1/files::unstar', star(false));

  batchRoute(
    '/drive/v1/files::batchMove',
    (user, row, now, body) => {
      const target = folderOrRoot(user, body.to.parent_id);
      if (target && subtree(row.id).includes(target)) {
        throw new ApiError('invalid_argument', `Cannot move ${row.name} into itself`);
      }
      prep('UPDATE files SET parent_id = ?, modified_at = ? WHERE id = ?').run(target, now, row.id);
      event(user, 'TYPE_MOVE', row.id, row.name);
    },
    moveBody,
  );

  app.post(
    '/drive/v1/files::batchCopy',
    { config: auth, schema: { body: moveBody } },
    async (request) => {
      const user = request.user;
      const rows = batchRows(user, request.body);
      const target = folderOrRoot(user, request.body.to.parent_id);
      let needed = 0;
      const trees = rows.map((row) => {
        const ids = subtree(row.id);
        if (target && ids.includes(target))
          throw new ApiError('invalid_argument', `Cannot copy ${row.name} into itself`);
        if (ids.length > 10000)
          throw new ApiError('invalid_argument', 'Too many items to copy at once (max 10000)');
        const items = ids.map((id) => prep('SELECT * FROM files WHERE id = ?').get(id));
        needed += items.reduce((s, r) => s + r.size, 0);
        return items;
      });
      if (user.quota_limit !== -1 && usage(user) + needed > user.quota_limit) {
        throw new ApiError('file_space_not_enough', 'Not enough storage space to copy these files');
      }
      const now = Date.now();
      db.transaction(() => {
        for (const items of trees) {
          const map = new Map();
          for (const r of items) {
            const id = newId('VF');
            const parent = map.size === 0 ? target : map.get(r.parent_id);
            map.set(r.id, id);
            prep(`INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, hash, medias, phase,
            origin_share_id, origin_file_id, created_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
              id,
              user.id,
              parent,
              r.kind_rank,
              r.name,
              r.size,
              r.mime_type,
              r.hash,
              r.medias,
              r.phase,
              r.origin_share_id,
              r.origin_file_id,
              now,
              now,
            );
          }
          event(user, 'TYPE_COPY', map.get(items[0].id), items[0].name);
        }
      })();
      return { count: String(rows.length) };
    },
  );

  /**
   * Recent files (decision 0006): one entry per live file, its latest event of the kinds that
   * add or open a file, newest first.
   */
  const RECENT_TYPES =
    "'TYPE_UPLOAD', 'TYPE_CREATE', 'TYPE_COPY', 'TYPE_RESTORE', 'TYPE_URL', 'TYPE_OPEN'";
  const recentFiles = (request) => {
    const user = request.user;
    const q = request.query;
    const scope = `recent:${user.id}`;
    const cursor = decodePageToken(ctx.secret, scope, q.page_token) || [
      Number.MAX_SAFE_INTEGER,
      '',
    ];
    const rows = prep(`SELECT r.at, r.eid, f.* FROM (
        SELECT file_id, MAX(created_at) AS at, MAX(id) AS eid FROM events
        WHERE user_id = @user AND type IN (${RECENT_TYPES}) GROUP BY file_id
      ) r JOIN files f ON f.id = r.file_id
      WHERE f.user_id = @user AND f.trashed = 0 AND f.kind_rank = 1 AND (r.at, r.eid) < (@at, @eid)
      ORDER BY r.at DESC, r.eid DESC LIMIT @lim`).all({
      user: user.id,
      at: cursor[0],
      eid: cursor[1],
      lim: q.limit + 1,
    });
    const more = rows.length > q.limit;
    if (more) rows.pop();
    const last = rows[rows.length - 1];
    const o = linkOpts(request);
    return {
      events: rows.map((r) => ({
        kind: 'drive#event',
        id: r.eid,
        type: 'TYPE_RECENT',
        file_id: r.id,
        file_name: r.name,
        created_time: rfc3339(r.at),
        reference_resource: fileJson(r, o),
      })),
      next_page_token: more ? encodePageToken(ctx.secret, scope, [last.at, last.eid]) : '',
    };
  };

  app.get(
    '/drive/v1/events',
    {
      config: auth,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: S.limit(50, 100),
            page_token: S.pageToken,
            thumbnail_size: S.thumbnailSize,
            recent: { type: 'boolean', default: false },
          },
        },
      },
    },
    async (request) => {
      const user = request.user;
      const q = request.query;
      if (q.recent) return recentFiles(request);
      const scope = `events:${user.id}`;
      const cursor = decodePageToken(ctx.secret, scope, q.page_token) || [
        Number.MAX_SAFE_INTEGER,
        '',
      ];
      const rows = prep(`SELECT * FROM events WHERE user_id = ? AND (created_at, id) < (?, ?)
        ORDER BY created_at DESC, id DESC LIMIT ?`).all(user.id, cursor[0], cursor[1], q.limit + 1);
      const more = rows.length > q.limit;
      if (more) rows.pop();
      const last = rows[rows.length - 1];
      const o = linkOpts(request);
      return {
        events: rows.map((e) => {
          const file = ownFile(user, e.file_id);
          return {
            kind: 'drive#event',
            id: e.id,
            type: e.type,
            file_id: e.file_id,
            file_name: e.file_name,
            created_time: rfc3339(e.created_at),
            reference_resource: file ? fileJson(file, o) : null,
          };
        }),
        next_page_token: more ? encodePageToken(ctx.secret, scope, [last.created_at, last.id]) : '',
      };
    },
  );

  app.get('/drive/v1/about', { config: auth }, async (request) => {
    const user = request.user;
    const trash = prep('SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ? AND trashed = 1')
      .pluck()
      .get(user.id);
    return {
      kind: 'drive#about',
      quota: {
        kind: 'drive#quota',
        limit: String(user.quota_limit),
        usage: String(usage(user)),
        usage_in_trash: String(trash),
      },
    };
  });

  app.get(
    '/drive/v1/tasks',
    {
      config: auth,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['restore', 'offline'] },
            limit: S.limit(50, 100),
            page_token: S.pageToken,
          },
        },
      },
    },
    async (request) => {
      const user = request.user;
      const q = request.query;
      const scope = `tasks:${user.id}:${q.type || ''}`;
      const cursor = decodePageToken(ctx.secret, scope, q.page_token) || [
        Number.MAX_SAFE_INTEGER,
        '',
      ];
      const rows = prep(`SELECT * FROM tasks WHERE user_id = @user AND (@type = '' OR type = @type)
        AND (created_at, id) < (@c, @i) ORDER BY created_at DESC, id DESC LIMIT @lim`).all({
        user: user.id,
        type: q.type || '',
        c: cursor[0],
        i: cursor[1],
        lim: q.limit + 1,
      });
      const more = rows.length > q.limit;
      if (more) rows.pop();
      const last = rows[rows.length - 1];
      return {
        tasks: rows.map(taskJson),
        next_page_token: more ? encodePageToken(ctx.secret, scope, [last.created_at, last.id]) : '',
      };
    },
  );

  app.get(
    '/drive/v1/tasks/:id',
    { config: auth, schema: { params: { type: 'object', properties: { id: S.id } } } },
    async (request) => {
      const row = prep('SELECT * FROM tasks WHERE id = ? AND user_id = ?').get(
        request.params.id,
        request.user.id,
      );
      if (!row) throw new ApiError('task_not_found', `No task ${request.params.id}`);
      return taskJson(row);
    },
  );

  app.get('/drive/v1/privilege/vip', { config: auth }, async (request) => {
    const user = request.user;
    const active = isVip(user);
    const surplus = active ? Math.ceil((user.vip_expire - Date.now()) / DAY) : 0;
    return {
      data: {
        expire: active ? rfc3339(user.vip_expire) : '',
        status: active ? 'ok' : 'invalid',
        type: active ? user.vip_type : 'novip',
        user_id: user.id,
        vipItem: active
          ? [{ type: user.vip_type, expire: rfc3339(user.vip_expire), surplus_day: surplus }]
          : [],
      },
    };
  });

  app.get('/drive/v1/privilege/area_country_code', async () => ({
    data: { countryCode: ctx.state.countryCode },
  }));

  app.get(
    '/drive/v1/statistics/pub/download',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            channel: { type: 'string', enum: ['android', 'ios', 'gp', 'tv', 'windows', 'mac'] },
          },
        },
      },
    },
    async (request, reply) => {
      const rows = prep('SELECT channel, count FROM download_stats ORDER BY channel').all();
      const channels = Object.fromEntries(
        rows
          .filter((r) => !request.query.channel || r.channel === request.query.channel)
          .map((r) => [r.channel, String(r.count)]),
      );
      const total = rows.reduce((s, r) => s + r.count, 0);
      reply.header('cache-control', 'public, max-age=300');
      return {
        data: {
          total: String(total),
          channels,
          updated_time: rfc3339(Date.now() - (Date.now() % 3_600_000)),
        },
      };
    },
  );
}

module.exports = driveRoutes;
module.exports.parseFilters = parseFilters;
module.exports.isVip = isVip;
