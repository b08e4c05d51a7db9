/**
 * Signed media links (ours): thumbnails (PNG), file content (uploaded bytes, else generated
 * stand-in bytes; HTTP Range support) and category icons. See files.ts for the link format.
 */
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { FileRowFull, ShareFileRow } from '../db/rows';
import { shareItems, type ShareItem } from '../drive/shareItems';
import { hasRealThumbnail, notModified, realThumbnail, thumbPx } from '../thumbs';
import type { ApiApp, RouteDeps } from '../decorations';
import { verifyMediaSignature } from '../files';
import { answers } from '../schemas';
import { thumbnailPng, iconSvg, contentFor } from '../media';
import { ApiError } from '../errors';

/** A row the media route serves: a share_files copy, a drive file, or an item of a drive share. */
type MediaRow = (ShareFileRow & { blob?: undefined }) | FileRowFull | ShareItem;

/**
 * The item behind `/media/v1/s/{share_id}~{file_id}` (an item of a share made from the drive,
 * routes/share.ts shareMediaIdOf): the share must still be readable (not revoked, expired or
 * blocked; the link itself proves the passcode was given) and the item still inside it.
 */
function driveShareItem(ctx: ApiContext, id: string): ShareItem {
  const [shareId = '', fileId = ''] = id.split('~');
  const share = ctx.db
    .prepare<
      [string],
      {
        id: string;
        owner_id: string;
        source: 'seed' | 'drive';
        status: string;
        expiration_at: number | null;
      }
    >('SELECT id, owner_id, source, status, expiration_at FROM shares WHERE id = ?')
    .get(shareId);
  if (!share || share.source !== 'drive' || !fileId) throw new ApiError('file_not_found');
  if (share.status !== 'OK' || (share.expiration_at !== null && share.expiration_at <= Date.now()))
    throw new ApiError('permission_denied', 'This share can no longer be read');
  const item = shareItems(ctx.db, share).item(fileId);
  if (!item) throw new ApiError('file_not_found');
  return item;
}

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/**
 * Types a browser runs as a document of their own (scripts, forms, links, plugins): PDF, HTML,
 * SVG, XML. Opened from a content link they would run on the API origin.
 */
const ACTIVE_TYPE =
  /^(application\/pdf|text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/xml|text\/xml|application\/[\w.+-]+\+xml)\b/;
/**
 * The Content-Security-Policy of a file's bytes (issue 7 of "Safe by default"). Every content
 * answer is a sandboxed document when opened as a page: a unique opaque origin, no scripts, no
 * forms, no plugins, so nothing in a user's file ever runs with the API origin's rights. Active
 * types also load nothing (`default-src 'none'`; inline styles stay for SVG).
 *
 * PDF included (it used to be served inline without a sandbox): the site's preview reads the
 * bytes with fetch() and draws them with pdf.js (shared-libs/src/react/preview), and a CSP only
 * applies to a document, never to a fetched or `<img>`/`<video>` resource, so previews are
 * unchanged. A content link opened directly as a page may not show in Chromium's built-in PDF
 * viewer (it does not run in a sandboxed document); "Download" (attachment) still works.
 */
export function contentSecurityPolicy(type: string): string {
  return ACTIVE_TYPE.test(type) ? `${SVG_CSP}; sandbox` : 'sandbox';
}

/**
 * The byte range a single `Range: bytes=a-b` asks of `length` bytes: null for all of it;
 * 416 when it cannot be satisfied. Sets accept-ranges and, for a range, 206 + content-range.
 */
function rangeOf(
  request: FastifyRequest,
  reply: FastifyReply,
  length: number,
): { start: number; end: number } | null {
  reply.header('accept-ranges', 'bytes');
  const range = request.headers.range;
  const m = typeof range === 'string' ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  // Both groups always match (maybe empty).
  const [from, to] = m ? [m[1] as string, m[2] as string] : ['', ''];
  if (!m || (from === '' && to === '')) return null;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, length - Number(to));
    end = length - 1;
  } else {
    start = Number(from);
    end = to === '' ? length - 1 : Math.min(Number(to), length - 1);
  }
  if (start >= length || start > end) {
    reply.header('content-range', `bytes */${length}`);
    throw new ApiError('out_of_range', 'Range not satisfiable', 416);
  }
  reply.code(206).header('content-range', `bytes ${start}-${end}/${length}`);
  return { start, end };
}

/** Send a buffer honouring a single `Range: bytes=a-b` request. */
function sendBytes(request: FastifyRequest, reply: FastifyReply, body: Buffer, type: string) {
  reply.type(type);
  const r = rangeOf(request, reply, body.length);
  return reply.send(r ? body.subarray(r.start, r.end + 1) : body);
}

/**
 * Send uploaded bytes from disk (streamed; Range as above). Uploaded content is the user's, so
 * it is sandboxed when opened as a page (contentSecurityPolicy).
 */
function sendStored(request: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw new ApiError('file_not_found', 'The stored bytes of this file are gone');
  }
  reply.type(type.startsWith('text/') ? `${type}; charset=utf-8` : type);
  reply.header('content-security-policy', contentSecurityPolicy(type));
  const r = rangeOf(request, reply, size);
  if (size === 0) return reply.send(Buffer.alloc(0));
  reply.header('content-length', String(r ? r.end - r.start + 1 : size));
  return reply.send(fs.createReadStream(file, r ? { start: r.start, end: r.end } : {}));
}

export default async function mediaRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.get(
    '/media/v1/icon/:category',
    { schema: { params: Wire.IconParams, response: answers(Wire.NotJson) } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', SVG_CSP)
        .send(iconSvg(request.params.category)),
  );

  app.get(
    '/media/v1/:src/:id',
    {
      schema: {
        params: Wire.MediaParams,
        querystring: Wire.MediaQuery,
        response: answers(Wire.NotJson),
      },
    },
    async (request, reply) => {
      const { src, id } = request.params;
      const q = request.query;
      if (!verifyMediaSignature(ctx.secret, src, id, q.v, q.size, q.exp, q.sig)) {
        throw new ApiError('permission_denied', 'The link signature is invalid');
      }
      const left = q.exp * 1000 - Date.now();
      if (left <= 0)
        throw new ApiError('permission_denied', 'The link has expired; ask for a fresh one');
      const row: MediaRow | undefined =
        src === 's' && id.includes('~')
          ? driveShareItem(ctx, id)
          : src === 's'
            ? ctx.db
                .prepare<[string], ShareFileRow>('SELECT * FROM share_files WHERE id = ?')
                .get(id)
            : ctx.db.prepare<[string], FileRowFull>('SELECT * FROM files WHERE id = ?').get(id);
      if (!row) throw new ApiError('file_not_found');
      reply.header('cache-control', `private, max-age=${Math.floor(left / 1000)}`);
      if (q.v === 'thumb') {
        // Uploaded images: a real thumbnail (thumbs.ts), revalidated by its ETag.
        if (row.blob && hasRealThumbnail(row)) {
          const t = await realThumbnail(
            ctx.blobs.pathOf(row.blob),
            row.hash,
            row.mime_type,
            thumbPx(q.size),
          );
          if (t) {
            reply.header('etag', t.etag);
            if (notModified(request.headers['if-none-match'], t.etag))
              return reply.code(304).send();
            return reply.type(t.type).send(t.body);
          }
        }
        return reply.type('image/png').send(thumbnailPng(row.name, q.size));
      }
      if (row.kind_rank === 0) throw new ApiError('invalid_argument', 'A folder has no content');
      const encoded = encodeURIComponent(row.name);
      reply.header(
        'content-disposition',
        `${q.v === 'download' ? 'attachment' : 'inline'}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
      );
      // Uploaded files serve their own bytes (content, download); the seed's are generated.
      if (row.blob && (q.v === 'content' || q.v === 'download'))
        return sendStored(request, reply, ctx.blobs.pathOf(row.blob), row.mime_type);
      const { body, type } = contentFor(row);
      reply.header('content-security-policy', contentSecurityPolicy(type));
      return sendBytes(request, reply, body, type);
    },
  );
}
