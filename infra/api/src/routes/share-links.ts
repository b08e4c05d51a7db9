/**
 * Share links made from the drive (issue 30; contracts/api/shareLinks.ts), the owner's side:
 * `POST /drive/v1/share` (make), `GET /drive/v1/share/list` (mine, newest first),
 * `PATCH /drive/v1/share/{share_id}` (code, expiry, downloads) and
 * `POST /drive/v1/share:batchDelete` (revoke). Owner-only: another account, an unknown id and a
 * revoked link all answer 404 `not_found`, so nobody learns whether someone else's link exists,
 * let alone its passcode. Visitors read these links through the share reader (routes/share.ts).
 *
 * Limits (ours, infra/api/README.md "Share links"): 100 items per link (the schema), 1,000 live
 * links per user, the items must be the owner's and not in the trash (404 `file_not_found`).
 */
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { FileRowFull, ShareRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { driveLinkOptions, fileJson } from '../files';
import { driveStore } from '../drive/store';
import { shareItems } from '../drive/shareItems';
import { ApiError } from '../errors';
import { earlierAnswer, idempotencyKeyOf, keepAnswer } from '../idempotency';
import { decodePageToken, encodePageToken } from '../paging';
import { answers } from '../schemas';
import { requireUser } from '../session';
import { newId, rfc3339 } from '../util';
import { passCodeTokenOf, statusOf } from './share';

/** Live (not revoked) links one user may have (ours). */
export const MAX_LINKS_PER_USER = 1000;
/** Items of a link shown in the owner's list (contract: at most 5). */
const LIST_ITEMS = 5;
/**
 * A generated passcode (ours): 4 characters of lower-case letters and digits without the ones
 * read alike (0/o, 1/l/i), easy to read out and type.
 */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const generatePassCode = () =>
  Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const DAY_MS = 86400_000;
/** The expiry of `days` from `now` (-1 = never). */
const expiryOf = (days: number, now: number): number | null =>
  days === -1 ? null : now + days * DAY_MS;

type ShareLinkJson = Static<typeof Wire.ShareLink>;

/** The site address a link names: the site the request came from when it is one of ours. */
function siteOf(ctx: ApiContext, request: FastifyRequest): string {
  const origin = request.headers.origin;
  return origin && ctx.options.siteOrigins.includes(origin)
    ? origin
    : ctx.options.siteOrigins[0] || '';
}

/** A live link of `user` (404 `not_found` for anything else: unknown, another's, revoked). */
function ownLink(db: Database, user: Pick<UserRow, 'id'>, id: string): ShareRow {
  const share = db
    .prepare<[string, string], ShareRow>(
      `SELECT * FROM shares WHERE id = ? AND owner_id = ? AND source = 'drive'
      AND revoked_at IS NULL`,
    )
    .get(id, user.id);
  if (!share) throw new ApiError('not_found', `No share link ${id}`);
  return share;
}

/** A link as its owner sees it (Wire.ShareLink). */
function linkJson(ctx: ApiContext, request: FastifyRequest, share: ShareRow): ShareLinkJson {
  const { db } = ctx;
  const now = Date.now();
  const firstRoots = db
    .prepare<[string, string, number], { file_id: string } & Partial<FileRowFull>>(
      `SELECT f.*, r.file_id FROM share_roots r
      LEFT JOIN files f ON f.id = r.file_id AND f.user_id = ?
      WHERE r.share_id = ? ORDER BY r.position LIMIT ?`,
    )
    .all(share.owner_id, share.id, LIST_ITEMS);
  const o = driveLinkOptions(ctx, request);
  const items = firstRoots.map((r) => {
    // Deleted forever since: only its id is left.
    if (r.id === undefined || r.id === null) {
      return {
        id: r.file_id,
        kind: 'drive#file',
        name: '',
        mime_type: '',
        thumbnail_link: '',
        gone: true,
      };
    }
    const f = fileJson(r as FileRowFull, o);
    return {
      id: f.id,
      kind: f.kind,
      name: f.name,
      mime_type: f.mime_type,
      thumbnail_link: f.thumbnail_link,
      gone: Boolean(r.trashed),
    };
  });
  // What a visitor would get now, the passcode given.
  const status = statusOf(ctx, share, { token: passCodeTokenOf(ctx, share) });
  return {
    share_id: share.id,
    share_url: `${siteOf(ctx, request)}/s/${share.id}`,
    title: share.title,
    share_status: status,
    pass_code_option: share.pass_code ? 'REQUIRED' : 'NOT_REQUIRED',
    pass_code: share.pass_code,
    allow_download: Boolean(share.allow_download),
    file_num: String(shareItems(db, share).topCount()),
    items,
    created_time: rfc3339(share.created_at),
    expiration_at: share.expiration_at === null ? '' : rfc3339(share.expiration_at),
    expiration_left:
      share.expiration_at === null
        ? '-1'
        : String(Math.max(0, Math.floor((share.expiration_at - now) / 1000))),
    view_count: String(share.view_count),
    restore_count: String(share.restore_count),
    download_count: String(share.download_count),
  };
}

export default async function shareLinkRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const { db } = ctx;
  const auth = { auth: 'required' } as const;
  const shareById = db.prepare<[string], ShareRow>('SELECT * FROM shares WHERE id = ?');

  app.post(
    '/drive/v1/share',
    { config: auth, schema: { body: Wire.ShareCreateBody, response: answers(Wire.ShareLink) } },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      // A retried make (same Idempotency-Key) answers the link the first one made. No await
      // from here to keepAnswer: parallel repeats of one key cannot both make a link.
      const key = idempotencyKeyOf(request);
      const earlier = key && earlierAnswer<{ share_id: string }>(ctx, user.id, key);
      if (earlier) {
        const share = shareById.get(earlier.share_id);
        if (share) return linkJson(ctx, request, share);
      }
      if (b.pass_code !== undefined && b.pass_code_option !== 'REQUIRED')
        throw new ApiError('invalid_argument', 'A pass_code needs pass_code_option REQUIRED');
      const title = b.title?.trim();
      if (b.title !== undefined && !title)
        throw new ApiError('invalid_argument', 'title must not be blank');
      const ids = [...new Set(b.file_ids)];
      const store = driveStore(db);
      const now = Date.now();
      const id = newId('VS');
      db.transaction(() => {
        const rows = ids.map((fid) => {
          const row = store.ownFile(user, fid);
          if (!row || row.trashed)
            throw new ApiError('file_not_found', `No file ${fid} in your drive`);
          return row;
        });
        const live = db
          .prepare<[string], number>(
            `SELECT COUNT(*) FROM shares WHERE owner_id = ? AND source = 'drive'
            AND revoked_at IS NULL`,
          )
          .pluck()
          .get(user.id);
        if ((live ?? 0) >= MAX_LINKS_PER_USER) {
          throw new ApiError(
            'resource_exhausted',
            `You have ${MAX_LINKS_PER_USER} share links, the most one account may have: revoke some first`,
          );
        }
        // Every id was checked just above: the first row exists.
        const first = rows[0] as FileRowFull;
        const name =
          title || (rows.length > 1 ? `${first.name} and ${rows.length - 1} more` : first.name);
        const code = b.pass_code_option === 'REQUIRED' ? b.pass_code || generatePassCode() : '';
        db.prepare<[string, string, string, string, number | null, number, number]>(
          `INSERT INTO shares (id, owner_id, title, status, pass_code, expiration_at,
          restore_count_left, created_at, source, allow_download)
          VALUES (?, ?, ?, 'OK', ?, ?, -1, ?, 'drive', ?)`,
        ).run(
          id,
          user.id,
          name.slice(0, 255),
          code,
          expiryOf(b.expiration_days ?? -1, now),
          now,
          b.allow_download ? 1 : 0,
        );
        const insRoot = db.prepare<[string, string, number]>(
          'INSERT INTO share_roots (share_id, file_id, position) VALUES (?, ?, ?)',
        );
        rows.forEach((r, i) => insRoot.run(id, r.id, i));
        if (key) keepAnswer(ctx, user.id, key, { share_id: id });
      }).immediate();
      return linkJson(ctx, request, shareById.get(id) as ShareRow);
    },
  );

  app.get(
    '/drive/v1/share/list',
    {
      config: auth,
      schema: { querystring: Wire.ShareLinkListQuery, response: answers(Wire.ShareLinkList) },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      const scope = `share-links:${user.id}`;
      const cursor = decodePageToken(ctx.secret, scope, q.page_token);
      const [at, after] =
        cursor && typeof cursor[0] === 'number' && typeof cursor[1] === 'string'
          ? [cursor[0], cursor[1]]
          : [Number.MAX_SAFE_INTEGER, ''];
      const rows = db
        .prepare<[string, number, string, number], ShareRow>(
          `SELECT * FROM shares WHERE owner_id = ? AND source = 'drive' AND revoked_at IS NULL
          AND (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
        )
        .all(user.id, at, cursor ? after : '', q.limit + 1);
      const more = rows.length > q.limit;
      if (more) rows.pop();
      const last = rows[rows.length - 1];
      return {
        data: rows.map((r) => linkJson(ctx, request, r)),
        next_page_token:
          more && last ? encodePageToken(ctx.secret, scope, [last.created_at, last.id]) : '',
      };
    },
  );

  app.patch(
    '/drive/v1/share/:share_id',
    {
      config: auth,
      schema: {
        params: Wire.ShareIdParams,
        body: Wire.ShareUpdateBody,
        response: answers(Wire.ShareLink),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      if (b.expiration_at !== undefined && b.expiration_days !== undefined)
        throw new ApiError('invalid_argument', 'Give expiration_at or expiration_days, not both');
      if (b.pass_code !== undefined && b.pass_code_option === 'NOT_REQUIRED')
        throw new ApiError('invalid_argument', 'A pass_code needs pass_code_option REQUIRED');
      let at: number | undefined;
      if (b.expiration_at !== undefined) {
        at = Date.parse(b.expiration_at);
        if (Number.isNaN(at)) throw new ApiError('invalid_argument', 'expiration_at is not a time');
      }
      const now = Date.now();
      db.transaction(() => {
        const share = ownLink(db, user, request.params.share_id);
        let code = share.pass_code;
        if (b.pass_code !== undefined) code = b.pass_code;
        else if (b.pass_code_option === 'REQUIRED') code = code || generatePassCode();
        else if (b.pass_code_option === 'NOT_REQUIRED') code = '';
        const expiry =
          at !== undefined
            ? at
            : b.expiration_days !== undefined
              ? expiryOf(b.expiration_days, now)
              : share.expiration_at;
        const allow =
          b.allow_download === undefined ? share.allow_download : b.allow_download ? 1 : 0;
        db.prepare<[string, number | null, number, string]>(
          'UPDATE shares SET pass_code = ?, expiration_at = ?, allow_download = ? WHERE id = ?',
        ).run(code, expiry, allow, share.id);
      }).immediate();
      return linkJson(ctx, request, shareById.get(request.params.share_id) as ShareRow);
    },
  );

  app.post(
    '/drive/v1/share::batchDelete',
    {
      config: auth,
      schema: { body: Wire.ShareBatchDeleteBody, response: answers(Wire.BatchResult) },
    },
    async (request) => {
      const user = requireUser(request);
      const ids = [...new Set(request.body.ids)];
      const now = Date.now();
      const count = db
        .transaction(() => {
          let n = 0;
          for (const id of ids) {
            // Mine (a revoked one again is no error: a retried revoke); else 404, nothing done.
            const own = db
              .prepare<[string, string], Pick<ShareRow, 'revoked_at'>>(
                "SELECT revoked_at FROM shares WHERE id = ? AND owner_id = ? AND source = 'drive'",
              )
              .get(id, user.id);
            if (!own) throw new ApiError('not_found', `No share link ${id}`);
            if (own.revoked_at !== null) continue;
            db.prepare<[number, string]>(
              "UPDATE shares SET status = 'DELETED', revoked_at = ? WHERE id = ?",
            ).run(now, id);
            n += 1;
          }
          return n;
        })
        .immediate();
      return { count: String(count) };
    },
  );
}
