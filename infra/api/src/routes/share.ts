/**
 * Share reader: info, detail, file_info, batch_file_info, restore (save to drive) and the names a
 * save would ask about (restore:conflicts, decision 0031).
 * An unreadable share answers HTTP 200 with a share_status other than OK and no files.
 */
import type { FastifyRequest } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import { emptyShareInfo, Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { ShareRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { originOf } from '../origin';
import { fileJson, thumbSizeOf, type FileJson, type LinkOptions } from '../files';
import { encodePageToken, decodePageToken } from '../paging';
import { hmac, safeEqual, rfc3339, newId } from '../util';
import { ApiError, apiError } from '../errors';
import { tooManyAttempts, type LimitKeys } from '../limits';
import { checkCaptcha, markChallengeDue } from './captcha';
import { requireUser } from '../session';
import { earlierAnswer, idempotencyKeyOf, keepAnswer } from '../idempotency';
import type { PlannedShareItem } from '../drive/shareItems';
import type { RestoreParams } from '../tasks';
import { answers } from '../schemas';
import { driveStore } from '../drive/store';
import { PACK_FOLDER_NAME, shareRepository } from '../share/repository';
import { shareSaveConflicts, type SavedItem } from '../share/saveConflicts';
import { shareItems, type ShareCursor, type ShareItems } from '../drive/shareItems';

/** share_status of a share for a reader: OK, or why it cannot be read (Wire.ShareStatus). */
export type ShareStatus = Wire.ShareStatus;

export const STATUS_TEXT: Readonly<Record<ShareStatus, string>> = {
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
export function passCodeTokenOf(ctx: ApiContext, share: ShareRow): string {
  return hmac(ctx.secret, `passcode|${share.id}|${share.pass_code}`);
}

/** The keys of a passcode guess for limits.js. */
const passcodeKeys = (share: ShareRow, request: FastifyRequest): LimitKeys => ({
  passcodeVisitor: `${share.id}|${request.ip}`,
  passcodeShare: share.id,
});

/** What a save answers (kept for a repeat with the same Idempotency-Key). */
type RestoreAnswer = Static<typeof Wire.ShareRestoreResult>;

/** The status of a share for a reader. */
export function statusOf(
  ctx: ApiContext,
  share: ShareRow | undefined,
  given: { passCode?: string | undefined; token?: string | undefined },
): ShareStatus {
  if (!share) return 'NOT_FOUND';
  // The seed writes the statuses of STATUS_TEXT only.
  if (share.status !== 'OK') return share.status as ShareStatus;
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

/** The share of an id, if any. */
export const shareOf = (ctx: ApiContext, id: string): ShareRow | undefined =>
  shareRepository(ctx.db).byId(id);

/**
 * The id a media link of a share's item names: the item's own for a seeded share (its
 * `share_files` row), `{share_id}~{file_id}` for a share made from the drive, so the media
 * route checks the share (revoked, expired) and the item (still inside, not trashed) each time.
 */
export const shareMediaIdOf = (share: Pick<ShareRow, 'id' | 'source'>) =>
  share.source === 'drive' ? (id: string) => `${share.id}~${id}` : undefined;

/** fileJson options of a share's items answered to `request`. */
export function shareLinkOptions(
  ctx: ApiContext,
  request: FastifyRequest,
  share: Pick<ShareRow, 'id' | 'source'>,
  extra: Partial<LinkOptions> = {},
): LinkOptions {
  const mediaIdOf = shareMediaIdOf(share);
  return {
    origin: originOf(request),
    secret: ctx.secret,
    src: 's',
    linkTtlSec: ctx.state.linkTtlSec,
    ...(mediaIdOf ? { mediaIdOf } : {}),
    ...extra,
  };
}

/** The query of a share listing (Wire.ShareListQuery). */
type ListQuery = Static<typeof Wire.ShareListQuery>;

/** One page of a folder of a share. */
function listPage(
  ctx: ApiContext,
  request: FastifyRequest,
  share: ShareRow,
  parentId: string,
  q: ListQuery,
) {
  const scope = `share:${share.id}:${parentId}`;
  // The cursor's values are the signed position of the last item (kind_rank, name, id).
  const cursor = (decodePageToken(ctx.secret, scope, q.page_token) || [-1, '', '']) as ShareCursor;
  const rows = shareItems(ctx.db, share).page(parentId, cursor, q.limit + 1);
  const more = rows.length > q.limit;
  if (more) rows.pop();
  const last = rows[rows.length - 1];
  const o = shareLinkOptions(ctx, request, share, { thumbSize: q.thumbnail_size });
  return {
    files: rows.map((r) => fileJson(r, o)),
    next_page_token:
      more && last ? encodePageToken(ctx.secret, scope, [last.kind_rank, last.name, last.id]) : '',
  };
}

function userInfo(ctx: ApiContext, request: FastifyRequest, share: ShareRow) {
  const owner = shareRepository(ctx.db).ownerOf(share);
  return {
    user_id: owner.id,
    nickname: owner.name,
    avatar: `${originOf(request)}/v1/user/avatar/${encodeURIComponent(owner.id)}`,
  };
}

export default async function shareRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const shares = shareRepository(ctx.db);
  const emptyShare = (status: ShareStatus) => emptyShareInfo(status, STATUS_TEXT[status]);

  app.get(
    '/drive/v1/share',
    { schema: { querystring: Wire.ShareListQuery, response: answers(Wire.ShareInfo) } },
    async (request, reply) => {
      const q = request.query;
      const share = shares.byId(q.share_id);
      // A passcode guess: limited per share and visitor, and per share (limits.js).
      const guess = share && share.pass_code && q.pass_code ? passcodeKeys(share, request) : null;
      const refused = guess && (await app.guessLimits.refused(request, guess));
      if (refused) return tooManyAttempts(reply, refused.retryAfterSec);
      // After repeated wrong guesses, each guess needs a solved challenge (limits.ts).
      if (guess && (await app.guessLimits.challengeDue(request, guess))) {
        const problem = checkCaptcha(ctx, request, { proven: true });
        if (problem) {
          markChallengeDue(ctx, request.ip, 'GET:/drive/v1/share');
          return apiError(reply, problem.name, problem.description);
        }
      }
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
      const page = listPage(ctx, request, share, '', q);
      // A view of the share page (its first page with the files; later pages are the same
      // view). The host server's first view of a share page is this same call, and the page
      // then answers its own first request from it (no second call): one view, one count.
      // (A HEAD is no view.)
      if (!q.page_token && request.method === 'GET') shares.countView(share.id);
      return {
        ...out,
        pass_code_token: passCodeTokenOf(ctx, share),
        title: share.title,
        // Seeded shares allow downloads (the column's default).
        allow_download: Boolean(share.allow_download),
        file_num: String(shareItems(ctx.db, share).topCount()),
        ...page,
      };
    },
  );

  app.get(
    '/drive/v1/share/detail',
    { schema: { querystring: Wire.ShareListQuery, response: answers(Wire.ShareDetail) } },
    async (request) => {
      const q = request.query;
      const share = shares.byId(q.share_id);
      const status = statusOf(ctx, share, { token: q.pass_code_token });
      if (status !== 'OK' || !share)
        return {
          share_status: status,
          share_status_text: STATUS_TEXT[status],
          files: [],
          next_page_token: '',
        };
      const parentId = q.parent_id || '';
      const items = shareItems(ctx.db, share);
      if (parentId) {
        const parent = items.item(parentId);
        if (!parent || parent.kind_rank !== 0)
          throw new ApiError('file_not_found', `No folder ${parentId} in this share`);
      }
      return {
        share_status: 'OK' as const,
        share_status_text: '',
        // Ours: the folder's item count, as file_num is the top level's (a preview's counter).
        file_num: String(parentId ? items.folderCount(parentId) : items.topCount()),
        ...listPage(ctx, request, share, parentId, q),
      };
    },
  );

  const linked = (request: FastifyRequest, share: ShareRow): LinkOptions =>
    shareLinkOptions(ctx, request, share, { links: true, thumbSize: thumbSizeOf(request) });

  app.get(
    '/drive/v1/share/file_info',
    {
      schema: { querystring: Wire.ShareFileInfoQuery, response: answers(Wire.ShareFileInfo) },
    },
    async (request) => {
      const q = request.query;
      const share = shares.byId(q.share_id);
      const status = statusOf(ctx, share, { token: q.pass_code_token });
      if (status !== 'OK' || !share)
        return { share_status: status, share_status_text: STATUS_TEXT[status], file_info: null };
      const row = shareItems(ctx.db, share).item(q.file_id);
      if (!row) throw new ApiError('file_not_found', `No file ${q.file_id} in this share`);
      return {
        share_status: 'OK' as const,
        share_status_text: '',
        file_info: fileJson(row, linked(request, share)),
      };
    },
  );

  app.post(
    '/drive/v1/share::batch_file_info',
    {
      schema: { body: Wire.ShareBatchFileInfoBody, response: answers(Wire.ShareBatchFileInfo) },
    },
    async (request) => {
      const b = request.body;
      const share = shares.byId(b.share_id);
      const status = statusOf(ctx, share, { token: b.pass_code_token });
      if (status !== 'OK' || !share)
        return { share_status: status, share_status_text: STATUS_TEXT[status], files: [] };
      const o = linked(request, share);
      const items = shareItems(ctx.db, share);
      const files: FileJson[] = [];
      for (const fid of b.file_ids) {
        const row = items.item(fid);
        if (row) files.push(fileJson(row, o));
      }
      return { share_status: 'OK' as const, share_status_text: '', files };
    },
  );

  app.post(
    '/drive/v1/share/restore',
    {
      config: { auth: 'required', captcha: true },
      schema: { body: Wire.ShareRestoreBody, response: answers(Wire.ShareRestoreResult) },
    },
    async (request) => {
      const b = request.body;
      const user = requireUser(request);
      // A retried save (same Idempotency-Key) answers what the first one did.
      const key = idempotencyKeyOf(request);
      const earlier = key && earlierAnswer<RestoreAnswer>(ctx, user.id, key);
      if (earlier) return earlier;
      const { db } = ctx;
      const share = shares.byId(b.share_id);
      const status = statusOf(ctx, share, { token: b.pass_code_token });
      if (status !== 'OK' || !share) {
        return {
          share_status: status,
          share_status_text: STATUS_TEXT[status],
          file_id: '',
          restore_status: 'RESTORE_UNKNOWN' as const,
          restore_task_id: '',
        };
      }
      if (share.owner_id === user.id) throw new ApiError('file_restore_own');
      const items = shareItems(db, share);
      const saved = savedItems(items, b.file_ids);

      const now = Date.now();
      const taskId = newId('VT');
      let dest = '';
      db.transaction(() => {
        // The destination: the folder asked for, else (ours) a "My Pack" folder at the root.
        dest = b.specify_parent_id
          ? driveStore(db).folderOrRoot(user, b.parent_id || '')
          : shares.packFolder(user, now);
        // Names the destination already holds (decision 0031): refused, kept both, replaced or
        // left out. A refusal rolls everything back (no "My Pack" made, no save spent).
        const ids = shareSaveConflicts(db).resolve(user, dest, saved, b.conflict, now);
        const plan = items.plan(ids);
        const needed = plan.reduce((sum, r) => sum + r.size, 0);
        // Checked and reserved in one transaction (the task's `reserved` counts against the
        // quota until it has copied everything): parallel saves cannot all pass.
        driveStore(db).mustFit(user, needed, 'Not enough storage space to save these files');
        shares.spendRestore(share);
        // The first id is in the plan: every id was checked to be an item of the share.
        const first = plan.find((r) => r.id === ids[0]) as PlannedShareItem;
        const name = ids.length > 1 ? `${first.name} and ${ids.length - 1} more` : first.name;
        const params: RestoreParams = {
          share_id: share.id,
          file_ids: ids,
          dest_parent_id: dest,
          ...(b.conflict ? { conflict: b.conflict } : {}),
        };
        shares.addRestoreTask({
          id: taskId,
          userId: user.id,
          name,
          fileId: dest,
          params,
          total: plan.length,
          reserved: needed,
          at: now,
        });
      }).immediate();
      const answer: RestoreAnswer = {
        share_status: 'OK',
        share_status_text: '',
        file_id: dest,
        restore_status: 'RESTORE_START',
        restore_task_id: taskId,
      };
      if (key) keepAnswer(ctx, user.id, key, answer);
      return answer;
    },
  );

  app.post(
    '/drive/v1/share/restore::conflicts',
    {
      config: { auth: 'required' },
      schema: {
        body: Wire.ShareRestoreConflictsBody,
        response: answers(Wire.ShareRestoreConflicts),
      },
    },
    async (request) => {
      const b = request.body;
      const user = requireUser(request);
      const share = shares.byId(b.share_id);
      const status = statusOf(ctx, share, { token: b.pass_code_token });
      if (status !== 'OK' || !share) {
        return {
          share_status: status,
          share_status_text: STATUS_TEXT[status],
          parent_id: '',
          parent_name: '',
          conflicts: [],
        };
      }
      if (share.owner_id === user.id) throw new ApiError('file_restore_own');
      const saved = savedItems(shareItems(ctx.db, share), b.file_ids);
      const store = driveStore(ctx.db);
      // Read only: a "My Pack" folder that does not exist holds nothing.
      const dest = b.specify_parent_id
        ? store.folderOrRoot(user, b.parent_id || '')
        : shares.existingPack(user);
      const folder = dest ? store.ownFile(user, dest) : undefined;
      return {
        share_status: 'OK' as const,
        share_status_text: '',
        parent_id: dest ?? '',
        parent_name: folder ? folder.name : dest === null ? PACK_FOLDER_NAME : '',
        conflicts: dest === null ? [] : shareSaveConflicts(ctx.db).described(user, dest, saved),
      };
    },
  );
}

/** The top-level items a save names (each once), or `file_not_found` for one not in the share. */
function savedItems(items: ShareItems, fileIds: readonly string[]): SavedItem[] {
  return [...new Set(fileIds)].map((fid) => {
    const row = items.item(fid);
    if (!row) throw new ApiError('file_not_found', `No file ${fid} in this share`);
    return { id: row.id, name: row.name, kind_rank: row.kind_rank };
  });
}
