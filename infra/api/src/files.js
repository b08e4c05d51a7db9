'use strict';
/**
 * The File wire shape (api-contract.md "File") and signed media links.
 *
 * Links (ours): `{origin}/media/v1/{src}/{file_id}?v={variant}&size={thumb size}&exp={unix s}&sig={hmac}`
 * where src is `s` (a share item) or `d` (a drive file) and variant is `thumb`, `content`
 * (inline), `download` (attachment) or a media name (`1080P`, ...). Links expire: a stale link
 * answers 403 permission_denied and must be refreshed by asking file_info again.
 */
const { originOf } = require('./origin');
const { rfc3339, hmac, safeEqual, extOf, categoryOf } = require('./util');

const DAY_S = 86400;

function signature(secret, src, id, variant, size, exp) {
  return hmac(secret, `media|${src}|${id}|${variant}|${size}|${exp}`);
}

function mediaUrl(origin, secret, src, id, variant, exp, size = '') {
  const sig = signature(secret, src, id, variant, size, exp);
  const q = new URLSearchParams({ v: variant, exp: String(exp), sig });
  if (size) q.set('size', size);
  return `${origin}/media/v1/${src}/${encodeURIComponent(id)}?${q}`;
}

function verifyMediaSignature(secret, src, id, variant, size, exp, sig) {
  return safeEqual(sig || '', signature(secret, src, id, variant, size || '', exp));
}

/**
 * @param {object} row a share_files or files row
 * @param {{ origin: string, secret: string, src: 's'|'d', thumbSize?: string, links?: boolean,
 *   linkTtlSec: number, now?: number }} o
 */
function fileJson(row, o) {
  const now = o.now || Date.now();
  const folder = row.kind_rank === 0;
  const ext = extOf(row.name);
  const category = categoryOf(row.kind_rank, row.mime_type, row.name);
  const thumbSize = o.thumbSize || 'SIZE_LARGE';
  // Thumbnails: a stable daily bucket so lists stay cacheable. Content: short-lived.
  const thumbExp = (Math.floor(now / 1000 / DAY_S) + 2) * DAY_S;
  const contentExp = Math.ceil((now / 1000 + o.linkTtlSec) / 60) * 60;
  const hasThumb = category === 'image' || category === 'video';
  const medias = JSON.parse(row.medias || '[]');
  const params = {};
  if (row.origin_share_id) {
    params.origin_share_id = row.origin_share_id;
    params.origin_file_id = row.origin_file_id || '';
  }
  return {
    kind: folder ? 'drive#folder' : 'drive#file',
    id: row.id,
    parent_id: row.parent_id,
    name: row.name,
    size: String(row.size),
    mime_type: row.mime_type,
    file_extension: folder || !ext ? '' : `.${ext}`,
    created_time: rfc3339(row.created_at),
    modified_time: rfc3339(row.modified_at),
    thumbnail_link: hasThumb
      ? mediaUrl(o.origin, o.secret, o.src, row.id, 'thumb', thumbExp, thumbSize)
      : '',
    icon_link: `${o.origin}/media/v1/icon/${category}`,
    phase: row.phase || 'PHASE_TYPE_COMPLETE',
    trashed: Boolean(row.trashed),
    starred: Boolean(row.starred),
    hash: row.hash,
    web_content_link:
      o.links && !folder ? mediaUrl(o.origin, o.secret, o.src, row.id, 'download', contentExp) : '',
    medias:
      o.links && !folder
        ? medias.map((m) => ({
            media_name: m.media_name,
            video: m.video,
            link: {
              url: mediaUrl(o.origin, o.secret, o.src, row.id, m.media_name, contentExp),
              expire: rfc3339(contentExp * 1000),
            },
          }))
        : [],
    params,
    audit: { status: 'STATUS_OK', message: '', title: '' },
  };
}

/**
 * fileJson options for a drive file answered to `request`.
 * @param {{ secret: string, state: { linkTtlSec: number } }} ctx
 * @param {import('fastify').FastifyRequest} request
 * @param {boolean} [links] with the signed content links (web_content_link, medias)
 */
function driveLinkOptions(ctx, request, links = false) {
  return {
    origin: originOf(request),
    secret: ctx.secret,
    src: 'd',
    links,
    linkTtlSec: ctx.state.linkTtlSec,
    thumbSize: request.query && request.query.thumbnail_size,
  };
}

module.exports = { fileJson, mediaUrl, verifyMediaSignature, driveLinkOptions };
