'use strict';
/**
 * Share reader: info, detail, file_info, batch_file_info and restore (save to drive).
 * An unreadable share answers HTTP 200 with a share_status other than OK and no files.
 */
const { originOf } = require('../origin');
const { fileJson } = require('../files');
const { encodePageToken, decodePageToken } = require('../paging');
const { hmac, safeEqual, rfc3339, newId } = require('../util');
const { ApiError } = require('../errors');
const { tooManyAttempts } = require('../limits');
const { restorePlan } = require('../tasks');
const S = require('../schemas');

const STATUS_TEXT = {
  OK: '',
  PASS_CODE_EMPTY: 'Please enter the passcode',
  PASS_CODE_ERROR: 'The passcode is incorrect',
  MAX_RESTORE_COUNT: 'This share has reached its save limit',
  EXPIRED: 'This share has expired',
  DELETED: 'This share has been deleted',
  SENSITIVE_RESOURCE: 'This share contains sensitive resources',
  SENSITIVE_WORD: 'This share contains sensitive words',
  AUDITING: 'This share is under review',
  NOT_FOUND: 'This share does not exist',
  PROHIBITED: 'This share has been prohibited',
};

/** pass_code_token: an HMAC bound to the share id and its current passcode (also for public shares). */
function passCodeTokenOf(ctx, share) {
  return hmac(ctx.secret, `passcode|${share.id}|${share.pass_code}`);
}

/** The keys of a passcode guess for limits.js. */
const passcodeKeys = (share, request) => ({
  passcodeVisitor: `${share.id}|${request.ip}`,
  passcodeShare: share.id,
});

/**
 * The status of a share for a reader.
 * @param {{ passCode?: string, token?: string }} given
 */
function statusOf(ctx, share, given) {
  if (!share) return 'NOT_FOUND';
  if (share.status !== 'OK') return share.status;
  if (share.expiration_at !== null && share.expiration_at <= Date.now()) return 'EXPIRED';
  if (share.pass_code) {
    const tokenOk = given.token && safeEqual(given.token, passCodeTokenOf(ctx, share));
    if (!tokenOk) {
      if (given.passCode === undefined || given.passCode === '') return 'PASS_CODE_EMPTY';
      if (given.passCode !== share.pass_code) return 'PASS_CODE_ERROR';
    }
  }
  if (share.restore_count_left === 0) return 'MAX_RESTORE_COUNT';
  return 'OK';
}

const stmtCache = new WeakMap();
function stmts(db) {
  if (!stmtCache.has(db)) {
    stmtCache.set(db, {
      share: db.prepare('SELECT * FROM shares WHERE id = ?'),
      owner: db.prepare('SELECT id, name FROM users WHERE id = ?'),
      page: db.prepare(`SELECT * FROM share_files WHERE share_id = ? AND parent_id = ?
        AND (kind_rank, name, id) > (?, ?, ?) ORDER BY kind_rank, name, id LIMIT ?`),
      count: db
        .prepare('SELECT COUNT(*) FROM share_files WHERE share_id = ? AND parent_id = ?')
        .pluck(),
      item: db.prepare('SELECT * FROM share_files WHERE share_id = ? AND id = ?'),
    });
  }
  return stmtCache.get(db);
}

/** One page of a folder of a share. */
function listPage(ctx, request, shareId, parentId, q) {
  const st = stmts(ctx.db);
  const scope = `share:${shareId}:${parentId}`;
  const cursor = decodePageToken(ctx.secret, scope, q.page_token) || [-1, '', ''];
  const rows = st.page.all(shareId, parentId, cursor[0], cursor[1], cursor[2], q.limit + 1);
  const more = rows.length > q.limit;
  if (more) rows.pop();
  const last = rows[rows.length - 1];
  const o = {
    origin: originOf(request),
    secret: ctx.secret,
    src: 's',
    thumbSize: q.thumbnail_size,
    linkTtlSec: ctx.state.linkTtlSec,
  };
  return {
    files: rows.map((r) => fileJson(r, o)),
    next_page_token: more
      ? encodePageToken(ctx.secret, scope, [last.kind_rank, last.name, last.id])
      : '',
  };
}

function userInfo(ctx, request, share) {
  const owner = stmts(ctx.db).owner.get(share.owner_id);
  return {
    user_id: owner.id,
    nickname: owner.name,
    avatar: `${originOf(request)}/v1/user/avatar/${encodeURIComponent(owner.id)}`,
  };
}

const listQuery = {
  type: 'object',
  required: ['share_id'],
  properties: {
    share_id: S.id,
    pass_code: { type: 'string', maxLength: 64 },
    pass_code_token: S.passCodeToken,
    parent_id: S.optionalId,
    limit: S.limit(100, 100),
    page_token: S.pageToken,
    thumbnail_size: S.thumbnailSize,
  },
};

/** @param {import('fastify').FastifyInstance} app */
async function shareRoutes(app, { ctx }) {
  const emptyShare = (status) => ({
    share_status: status,
    share_status_text: STATUS_TEXT[status],
    pass_code_token: '',
    title: '',
    file_num: '0',
    expiration_at: '',
    expiration_left: '-1',
    restore_count_left: '0',
    user_info: { user_id: '', nickname: '', avatar: '' },
    files: [],
    next_page_token: '',
  });

  app.get('/drive/v1/share', { schema: { querystring: listQuery } }, async (request, reply) => {
    const q = request.query;
    const share = stmts(ctx.db).share.get(q.share_id);
    // A passcode guess: limited per share and visitor, and per share (limits.js).
    const guess = share && share.pass_code && q.pass_code ? passcodeKeys(share, request) : null;
    const refused = guess && (await app.guessLimits.refused(request, guess));
    if (refused) return tooManyAttempts(reply, refused.retryAfterSec);
    const status = statusOf(ctx, share, { passCode: q.pass_code, token: q.pass_code_token });
    if (guess && status === 'PASS_CODE_ERROR') await app.guessLimits.failed(request, guess);
    if (!share) return emptyShare(status);
    const now = Date.now();
    const out = {
      ...emptyShare(status),
      user_info: userInfo(ctx, request, share),
      expiration_at: share.expiration_at === null ? '' : rfc3339(share.expiration_at),
      expiration_left:
        share.expiration_at === null
          ? '-1'
          : String(Math.max(0, Math.floor((share.expiration_at - now) / 1000))),
      restore_count_left: String(share.restore_count_left),
    };
    if (status !== 'OK') return out;
    const page = listPage(ctx, request, share.id, '', q);
    return {
      ...out,
      pass_code_token: passCodeTokenOf(ctx, share),
      title: share.title,
      file_num: String(stmts(ctx.db).count.get(share.id, '')),
      ...page,
    };
  });

  app.get('/drive/v1/share/detail', { schema: { querystring: listQuery } }, async (request) => {
    const q = request.query;
    const share = stmts(ctx.db).share.get(q.share_id);
    const status = statusOf(ctx, share, { token: q.pass_code_token });
    if (status !== 'OK')
      return {
        share_status: status,
        share_status_text: STATUS_TEXT[status],
        files: [],
        next_page_token: '',
      };
    const parentId = q.parent_id || '';
    if (parentId) {
      const parent = stmts(ctx.db).item.get(share.id, parentId);
      if (!parent || parent.kind_rank !== 0)
        throw new ApiError('file_not_found', `No folder ${parentId} in this share`);
    }
    return {
      share_status: 'OK',
      share_status_text: '',
      ...listPage(ctx, request, share.id, parentId, q),
    };
  });

  const linked = (request) => ({
    origin: originOf(request),
    secret: ctx.secret,
    src: 's',
    links: true,
    linkTtlSec: ctx.state.linkTtlSec,
    thumbSize: request.query && request.query.thumbnail_size,
  });

  app.get(
    '/drive/v1/share/file_info',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['share_id', 'file_id'],
          properties: {
            share_id: S.id,
            file_id: S.id,
            pass_code_token: S.passCodeToken,
            thumbnail_size: S.thumbnailSize,
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const share = stmts(ctx.db).share.get(q.share_id);
      const status = statusOf(ctx, share, { token: q.pass_code_token });
      if (status !== 'OK')
        return { share_status: status, share_status_text: STATUS_TEXT[status], file_info: null };
      const row = stmts(ctx.db).item.get(share.id, q.file_id);
      if (!row) throw new ApiError('file_not_found', `No file ${q.file_id} in this share`);
      return {
        share_status: 'OK',
        share_status_text: '',
        file_info: fileJson(row, linked(request)),
      };
    },
  );

  app.post(
    '/drive/v1/share::batch_file_info',
    {
      schema: {
        body: {
          type: 'object',
          required: ['share_id', 'file_ids'],
          properties: { share_id: S.id, pass_code_token: S.passCodeToken, file_ids: S.idList(100) },
        },
      },
    },
    async (request) => {
      const b = request.body;
      const share = stmts(ctx.db).share.get(b.share_id);
      const status = statusOf(ctx, share, { token: b.pass_code_token });
      if (status !== 'OK')
        return { share_status: status, share_status_text: STATUS_TEXT[status], files: [] };
      const o = linked(request);
      const files = [];
      for (const fid of b.file_ids) {
        const row = stmts(ctx.db).item.get(share.id, fid);
        if (row) files.push(fileJson(row, o));
      }
      return { share_status: 'OK', share_status_text: '', files };
    },
  );

  app.post(
    '/drive/v1/share/restore',
    {
      config: { auth: 'required', captcha: true },
      schema: {
        body: {
          type: 'object',
          required: ['share_id', 'file_ids'],
          properties: {
            share_id: S.id,
            pass_code_token: S.passCodeToken,
            file_ids: S.idList(1000),
            ancestor_ids: { type: 'array', maxItems: 100, items: S.optionalId },
            parent_id: S.optionalId,
            specify_parent_id: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const b = request.body;
      const user = request.user;
      const { db } = ctx;
      const share = stmts(db).share.get(b.share_id);
      const status = statusOf(ctx, share, { token: b.pass_code_token });
      if (status !== 'OK') {
        return {
          share_status: status,
          share_status_text: STATUS_TEXT[status],
          file_id: '',
          restore_status: 'RESTORE_UNKNOWN',
          restore_task_id: '',
        };
      }
      if (share.owner_id === user.id) throw new ApiError('file_restore_own');
      const ids = [...new Set(b.file_ids)];
      for (const fid of ids) {
        if (!stmts(db).item.get(share.id, fid))
          throw new ApiError('file_not_found', `No file ${fid} in this share`);
      }
      const plan = restorePlan(db, { share_id: share.id, file_ids: ids });
      const needed = plan.reduce((sum, r) => sum + r.size, 0);
      const usage = db
        .prepare('SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ?')
        .pluck()
        .get(user.id);
      if (user.quota_limit !== -1 && usage + needed > user.quota_limit) {
        throw new ApiError('file_space_not_enough', 'Not enough storage space to save these files');
      }

      const now = Date.now();
      const taskId = newId('VT');
      let dest = '';
      db.transaction(() => {
        if (b.specify_parent_id) {
          dest = b.parent_id || '';
          if (dest) {
            const folder = db
              .prepare(
                'SELECT id FROM files WHERE id = ? AND user_id = ? AND kind_rank = 0 AND trashed = 0',
              )
              .get(dest, user.id);
            if (!folder) throw new ApiError('file_not_found', `No folder ${dest} in your drive`);
          }
        } else {
          // The default destination (ours): a "My Pack" folder at the root, created on first use.
          const pack = user.pack_folder_id
            ? db
                .prepare('SELECT id FROM files WHERE id = ? AND user_id = ? AND trashed = 0')
                .get(user.pack_folder_id, user.id)
            : null;
          if (pack) dest = pack.id;
          else {
            dest = newId('VF');
            db.prepare(
              `INSERT INTO files (id, user_id, parent_id, kind_rank, name, created_at, modified_at)
              VALUES (?, ?, '', 0, 'My Pack', ?, ?)`,
            ).run(dest, user.id, now, now);
            db.prepare('UPDATE users SET pack_folder_id = ? WHERE id = ?').run(dest, user.id);
          }
        }
        if (share.restore_count_left > 0) {
          db.prepare(
            'UPDATE shares SET restore_count_left = restore_count_left - 1 WHERE id = ?',
          ).run(share.id);
        }
        const first = plan.find((r) => r.id === ids[0]);
        const name = ids.length > 1 ? `${first.name} and ${ids.length - 1} more` : first.name;
        db.prepare(
          `INSERT INTO tasks (id, user_id, type, name, phase, progress, message, file_id, params, total, done,
          created_at, updated_at) VALUES (?, ?, 'restore', ?, 'PHASE_TYPE_PENDING', 0, '', ?, ?, ?, 0, ?, ?)`,
        ).run(
          taskId,
          user.id,
          name,
          dest,
          JSON.stringify({ share_id: share.id, file_ids: ids, dest_parent_id: dest }),
          plan.length,
          now,
          now,
        );
      })();
      return {
        share_status: 'OK',
        share_status_text: '',
        file_id: dest,
        restore_status: 'RESTORE_START',
        restore_task_id: taskId,
      };
    },
  );
}

module.exports = shareRoutes;
module.exports.statusOf = statusOf;
module.exports.STATUS_TEXT = STATUS_TEXT;
