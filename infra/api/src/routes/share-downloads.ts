/**
 * Downloads (issue 30; contracts/api/shareLinks.ts):
 *
 * - `GET /drive/v1/share/download?share_id=&file_id=&pass_code_token=`: one file of a share, a
 *   302 to its signed attachment link (a browser navigates here). Counted in `download_count`.
 * - `POST /drive/v1/share:archive` (visitors) and `POST /drive/v1/files:archive` (signed in):
 *   an ArchiveLink, a link valid for a few minutes to `GET /drive/v1/archives/{archive_id}`,
 *   which streams the zip (archive.ts). A share's archive counts one download when it is
 *   fetched.
 *
 * A share must be readable (the reader's statuses: a passcode share needs its token) and allow
 * downloads (else `permission_denied`). Unreadable: NOT_FOUND and DELETED (revoked) answer 404
 * `not_found`, the others (EXPIRED, PASS_CODE_EMPTY, PASS_CODE_ERROR, blocked) 403
 * `permission_denied`, with the reader's status text (ours).
 */
import type { FastifyRequest } from 'fastify';
import { Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { ArchiveLinkRow, ShareRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { attachment, checkCapsEarly, planArchive, zipStream, type ArchiveItem } from '../archive';
import { drivePlan, driveSizes, shareItems } from '../drive/shareItems';
import { driveStore } from '../drive/store';
import { ApiError } from '../errors';
import { mediaUrl } from '../files';
import { originOf } from '../origin';
import { answers } from '../schemas';
import { requireUser } from '../session';
import { cleanName, newToken, rfc3339 } from '../util';
import { shareMediaIdOf, shareOf, STATUS_TEXT, statusOf } from './share';

/** How long an archive link works (ours: a few minutes, the contract's words). */
export const ARCHIVE_LINK_TTL_MS = 5 * 60_000;

/** The share, readable with `token` and allowing downloads; else the error (see above). */
function downloadableShare(ctx: ApiContext, shareId: string, token: string | undefined): ShareRow {
  const share = shareOf(ctx, shareId);
  const status = statusOf(ctx, share, { token });
  if (status !== 'OK' || !share) {
    const gone = status === 'NOT_FOUND' || status === 'DELETED';
    throw new ApiError(gone ? 'not_found' : 'permission_denied', STATUS_TEXT[status]);
  }
  if (!share.allow_download)
    throw new ApiError('permission_denied', 'The owner does not allow downloads of this share');
  return share;
}

/**
 * An archive link's share when it is fetched: still readable (not revoked, expired or blocked;
 * the passcode was given when the link was made) and still allowing downloads.
 */
function stillDownloadable(ctx: ApiContext, shareId: string): ShareRow {
  const share = shareOf(ctx, shareId);
  if (!share || share.status !== 'OK') throw new ApiError('not_found', STATUS_TEXT.DELETED);
  if (share.expiration_at !== null && share.expiration_at <= Date.now())
    throw new ApiError('permission_denied', STATUS_TEXT.EXPIRED);
  if (!share.allow_download)
    throw new ApiError('permission_denied', 'The owner does not allow downloads of this share');
  return share;
}

/** The items of a share archive: the selection (each inside the share) and what it holds. */
function shareSelection(ctx: ApiContext, share: ShareRow, ids: readonly string[]): ArchiveItem[] {
  const items = shareItems(ctx.db, share);
  for (const id of ids) {
    if (!items.item(id)) throw new ApiError('file_not_found', `No file ${id} in this share`);
  }
  // A big folder is refused before it is listed whole.
  if (share.source === 'drive') checkCapsEarly(ctx, driveSizes(ctx.db, share.owner_id, ids));
  return items.plan(ids);
}

/** The items of a drive archive: the user's live items and what they hold. */
function driveSelection(ctx: ApiContext, user: Pick<UserRow, 'id'>, ids: readonly string[]) {
  const store = driveStore(ctx.db);
  for (const id of ids) {
    const row = store.ownFile(user, id);
    if (!row || row.trashed) throw new ApiError('file_not_found', `No file ${id} in your drive`);
  }
  checkCapsEarly(ctx, driveSizes(ctx.db, user.id, ids));
  return drivePlan(ctx.db, user.id, ids);
}

/** The archive's file name (without .zip): the one asked for, else from the items. */
function archiveName(asked: string | undefined, items: ArchiveItem[]): string {
  const given = asked === undefined ? '' : cleanName(asked);
  if (given) return given;
  const top = items.filter((i) => i.depth === 0);
  const first = top[0]?.name || 'archive';
  return top.length > 1 ? `${first} and ${top.length - 1} more` : first;
}

export default async function shareDownloadRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const { db } = ctx;

  /** Records an archive link and answers it. */
  const link = (
    request: FastifyRequest,
    owner: { user_id: string | null; share_id: string | null },
    ids: readonly string[],
    items: ArchiveItem[],
    asked: string | undefined,
  ) => {
    const plan = planArchive(ctx, items);
    const name = `${archiveName(asked, items)}.zip`;
    const now = Date.now();
    const id = `AR${newToken()}`;
    const expires = now + ARCHIVE_LINK_TTL_MS;
    db.prepare<[number]>('DELETE FROM archive_links WHERE expires_at < ?').run(now);
    db.prepare<[string, string | null, string | null, string, string, number]>(
      `INSERT INTO archive_links (id, user_id, share_id, file_ids, name, expires_at)
      VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(id, owner.user_id, owner.share_id, JSON.stringify([...new Set(ids)]), name, expires);
    return {
      url: `${originOf(request)}/drive/v1/archives/${id}`,
      expire: rfc3339(expires),
      name,
      size: String(plan.bytes),
      file_count: String(plan.files),
    };
  };

  app.get(
    '/drive/v1/share/download',
    { schema: { querystring: Wire.ShareDownloadQuery, response: answers(Wire.NotJson) } },
    async (request, reply) => {
      const q = request.query;
      const share = downloadableShare(ctx, q.share_id, q.pass_code_token);
      const item = shareItems(db, share).item(q.file_id);
      if (!item) throw new ApiError('file_not_found', `No file ${q.file_id} in this share`);
      if (item.kind_rank === 0)
        throw new ApiError(
          'invalid_argument',
          'A folder is downloaded as an archive (share:archive)',
        );
      db.prepare<[string]>(
        'UPDATE shares SET download_count = download_count + 1 WHERE id = ?',
      ).run(share.id);
      const mediaId = shareMediaIdOf(share)?.(item.id) ?? item.id;
      const exp = Math.ceil((Date.now() / 1000 + ctx.state.linkTtlSec) / 60) * 60;
      return reply
        .code(302)
        .header('location', mediaUrl(originOf(request), ctx.secret, 's', mediaId, 'download', exp))
        .send();
    },
  );

  app.post(
    '/drive/v1/share::archive',
    { schema: { body: Wire.ShareArchiveBody, response: answers(Wire.ArchiveLink) } },
    async (request) => {
      const b = request.body;
      const share = downloadableShare(ctx, b.share_id, b.pass_code_token);
      const items = shareSelection(ctx, share, [...new Set(b.file_ids)]);
      return link(request, { user_id: null, share_id: share.id }, b.file_ids, items, undefined);
    },
  );

  app.post(
    '/drive/v1/files::archive',
    {
      config: { auth: 'required' },
      schema: { body: Wire.DriveArchiveBody, response: answers(Wire.ArchiveLink) },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      const items = driveSelection(ctx, user, [...new Set(b.ids)]);
      return link(request, { user_id: user.id, share_id: null }, b.ids, items, b.name);
    },
  );

  app.get(
    '/drive/v1/archives/:archive_id',
    { schema: { params: Wire.ArchiveParams, response: answers(Wire.NotJson) } },
    async (request, reply) => {
      const row = db
        .prepare<[string], ArchiveLinkRow>('SELECT * FROM archive_links WHERE id = ?')
        .get(request.params.archive_id);
      if (!row) throw new ApiError('not_found', 'No such archive link');
      if (row.expires_at <= Date.now())
        throw new ApiError('permission_denied', 'The link has expired; ask for a fresh one');
      const ids = JSON.parse(row.file_ids) as string[]; // written by this server only
      // The items now (some may have gone since the link was made), checked again: the caps
      // answer before any byte is sent.
      let items: ArchiveItem[];
      if (row.share_id) {
        const share = stillDownloadable(ctx, row.share_id);
        const inside = shareItems(db, share);
        const kept = ids.filter((id) => inside.item(id));
        if (share.source === 'drive') checkCapsEarly(ctx, driveSizes(db, share.owner_id, kept));
        items = inside.plan(kept);
      } else {
        checkCapsEarly(ctx, driveSizes(db, row.user_id ?? '', ids));
        items = drivePlan(db, row.user_id ?? '', ids);
      }
      const plan = planArchive(ctx, items);
      if (row.share_id) {
        db.prepare<[string]>(
          'UPDATE shares SET download_count = download_count + 1 WHERE id = ?',
        ).run(row.share_id);
      }
      const stream = zipStream(ctx, plan);
      // A client that goes away stops the zip (and the entry being read).
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stream.destroy();
      });
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(row.name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
