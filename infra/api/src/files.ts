/**
 * The File wire shape (api-contract.md "File") and signed media links.
 *
 * Links (ours): `{origin}/media/v1/{src}/{file_id}?v={variant}&size={thumb size}&exp={unix s}&sig={hmac}`
 * where src is `s` (a share item) or `d` (a drive file) and variant is `thumb`, `content`
 * (inline), `download` (attachment) or a media name (`1080P`, ...). Links expire: a stale link
 * answers 403 permission_denied and must be refreshed by asking file_info again.
 */
import type { FastifyRequest } from 'fastify';
import { Wire } from 'shared-libs/contracts';
import type { ApiContext } from './context';
import type { FileRow, ItemRow, MediaInfo } from './db/rows';
import { originOf } from './origin';
import { rfc3339, hmac, safeEqual, extOf, iconCategoryOf } from './util';

const DAY_S = 86400;

/** Where a media link points: `s` a share item, `d` a drive file. */
export type MediaSource = 's' | 'd';

function signature(
  secret: string,
  src: string,
  id: string,
  variant: string,
  size: string,
  exp: number,
): string {
  return hmac(secret, `media|${src}|${id}|${variant}|${size}|${exp}`);
}

export function mediaUrl(
  origin: string,
  secret: string,
  src: MediaSource,
  id: string,
  variant: string,
  exp: number,
  size = '',
): string {
  const sig = signature(secret, src, id, variant, size, exp);
  const q = new URLSearchParams({ v: variant, exp: String(exp), sig });
  if (size) q.set('size', size);
  return `${origin}/media/v1/${src}/${encodeURIComponent(id)}?${q}`;
}

export function verifyMediaSignature(
  secret: string,
  src: string,
  id: string,
  variant: string,
  size: string | undefined,
  exp: number,
  sig: string | undefined,
): boolean {
  return safeEqual(sig || '', signature(secret, src, id, variant, size || '', exp));
}

/** How fileJson() builds links. */
export interface LinkOptions {
  /** the API origin the links point to */
  origin: string;
  secret: string;
  src: MediaSource;
  thumbSize?: string | undefined;
  /** with the signed content links (web_content_link, medias) */
  links?: boolean;
  linkTtlSec: number;
  now?: number;
  /**
   * The id a media link names, when it is not the item's own (items of a share made from the
   * drive: `{share_id}~{file_id}`, so the link is checked against the share when it is used).
   */
  mediaIdOf?: (id: string) => string;
}

/** A share_files or files row: the drive-only columns are missing from share items. */
export type FileJsonRow = ItemRow &
  Partial<
    Pick<
      FileRow,
      'phase' | 'trashed' | 'starred' | 'trashed_at' | 'origin_share_id' | 'origin_file_id'
    >
  >;

/**
 * The File wire shape (api-contract.md "File") as this server builds it: its schema's type
 * (Wire.DriveFile), with what the client reads as optional always sent (`audit`, and each media's
 * `video` and `link`).
 */
export type FileJson = Omit<Wire.DriveFile, 'medias' | 'audit'> & {
  medias: Required<Wire.DriveFile['medias'][number]>[];
  audit: Required<NonNullable<Wire.DriveFile['audit']>>;
};

export function fileJson(row: FileJsonRow, o: LinkOptions): FileJson {
  const now = o.now || Date.now();
  const folder = row.kind_rank === 0;
  const ext = extOf(row.name);
  const category = iconCategoryOf(row.kind_rank, row.mime_type, row.name);
  const thumbSize = o.thumbSize || 'SIZE_LARGE';
  // Thumbnails: a stable daily bucket so lists stay cacheable. Content: short-lived.
  const thumbExp = (Math.floor(now / 1000 / DAY_S) + 2) * DAY_S;
  const contentExp = Math.ceil((now / 1000 + o.linkTtlSec) / 60) * 60;
  const hasThumb = category === 'image' || category === 'video';
  const mid = o.mediaIdOf ? o.mediaIdOf(row.id) : row.id;
  const medias = JSON.parse(row.medias || '[]') as MediaInfo[]; // written by the seed only
  const params: FileJson['params'] = {};
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
      ? mediaUrl(o.origin, o.secret, o.src, mid, 'thumb', thumbExp, thumbSize)
      : '',
    icon_link: `${o.origin}/media/v1/icon/${category}`,
    phase: row.phase || 'PHASE_TYPE_COMPLETE',
    trashed: Boolean(row.trashed),
    starred: Boolean(row.starred),
    hash: row.hash,
    web_content_link:
      o.links && !folder ? mediaUrl(o.origin, o.secret, o.src, mid, 'download', contentExp) : '',
    medias:
      o.links && !folder
        ? medias.map((m) => ({
            media_name: m.media_name,
            video: m.video,
            link: {
              url: mediaUrl(o.origin, o.secret, o.src, mid, m.media_name, contentExp),
              expire: rfc3339(contentExp * 1000),
            },
          }))
        : [],
    params,
    // Ours (issue 31): when it went to the trash and when the retention ends.
    ...(row.trashed && row.trashed_at
      ? {
          trashed_time: rfc3339(row.trashed_at),
          delete_time: rfc3339(row.trashed_at + Wire.TRASH_RETENTION_DAYS * DAY_S * 1000),
        }
      : {}),
    audit: { status: 'STATUS_OK', message: '', title: '' },
  };
}

/** The `thumbnail_size` of a request's query, if it has one. */
export function thumbSizeOf(request: FastifyRequest): string | undefined {
  const q: unknown = request.query;
  if (!q || typeof q !== 'object' || !('thumbnail_size' in q)) return undefined;
  return typeof q.thumbnail_size === 'string' ? q.thumbnail_size : undefined;
}

/**
 * fileJson options for a drive file answered to `request`.
 * @param links with the signed content links (web_content_link, medias)
 */
export function driveLinkOptions(
  ctx: Pick<ApiContext, 'secret' | 'state'>,
  request: FastifyRequest,
  links = false,
): LinkOptions {
  return {
    origin: originOf(request),
    secret: ctx.secret,
    src: 'd',
    links,
    linkTtlSec: ctx.state.linkTtlSec,
    thumbSize: thumbSizeOf(request),
  };
}
