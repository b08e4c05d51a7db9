'use strict';
/**
 * Signed media links (ours): thumbnails (SVG), file content (generated stand-in bytes, with HTTP
 * Range support) and category icons. See files.js for the link format.
 */
const { verifyMediaSignature } = require('../files');
const { thumbnailSvg, iconSvg, contentFor } = require('../media');
const { ApiError } = require('../errors');

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Send a buffer honouring a single `Range: bytes=a-b` request. */
function sendBytes(request, reply, body, type) {
  reply.header('accept-ranges', 'bytes');
  reply.type(type);
  const range = request.headers.range;
  const m = typeof range === 'string' ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return reply.send(body);
  let start;
  let end;
  if (m[1] === '') {
    start = Math.max(0, body.length - Number(m[2]));
    end = body.length - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? body.length - 1 : Math.min(Number(m[2]), body.length - 1);
  }
  if (start >= body.length || start > end) {
    reply.header('content-range', `bytes */${body.length}`);
    throw new ApiError('out_of_range', 'Range not satisfiable', 416);
  }
  reply.code(206).header('content-range', `bytes ${start}-${end}/${body.length}`);
  return reply.send(body.subarray(start, end + 1));
}

/** @param {import('fastify').FastifyInstance} app */
async function mediaRoutes(app, { ctx }) {
  app.get(
    '/media/v1/icon/:category',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            category: {
              type: 'string',
              enum: [
                'folder',
                'image',
                'video',
                'audio',
                'archive',
                'ebook',
                'torrent',
                'document',
                'other',
              ],
            },
          },
        },
      },
    },
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
        params: {
          type: 'object',
          properties: {
            src: { type: 'string', enum: ['s', 'd'] },
            id: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
        querystring: {
          type: 'object',
          required: ['v', 'exp', 'sig'],
          properties: {
            v: { type: 'string', minLength: 1, maxLength: 40 },
            exp: { type: 'integer', minimum: 0 },
            sig: { type: 'string', minLength: 1, maxLength: 100 },
            size: { type: 'string', enum: ['SIZE_SMALL', 'SIZE_MEDIUM', 'SIZE_LARGE'] },
          },
        },
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
      const row =
        src === 's'
          ? ctx.db.prepare('SELECT * FROM share_files WHERE id = ?').get(id)
          : ctx.db.prepare('SELECT * FROM files WHERE id = ?').get(id);
      if (!row) throw new ApiError('file_not_found');
      reply.header('cache-control', `private, max-age=${Math.floor(left / 1000)}`);
      if (q.v === 'thumb') {
        return reply
          .type('image/svg+xml')
          .header('content-security-policy', SVG_CSP)
          .send(thumbnailSvg(row.name, q.size));
      }
      if (row.kind_rank === 0) throw new ApiError('invalid_argument', 'A folder has no content');
      const { body, type } = contentFor(row);
      const encoded = encodeURIComponent(row.name);
      reply.header(
        'content-disposition',
        `${q.v === 'download' ? 'attachment' : 'inline'}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
      );
      if (type.startsWith('image/svg')) reply.header('content-security-policy', SVG_CSP);
      return sendBytes(request, reply, body, type);
    },
  );
}

module.exports = mediaRoutes;
