/** Small shared helpers: time formatting, ids, hashing, MIME types, names. */
import nodeCrypto from 'node:crypto';
import { fileTypeOf, type FileType, type Wire } from 'shared-libs/contracts';
import { ApiError } from './errors';

/**
 * Bidirectional formatting characters (ours, from Unicode's list of "Bidi_Control" characters):
 * LRE RLE PDF LRO RLO (U+202A-U+202E), LRI RLI FSI PDI (U+2066-U+2069), LRM RLM (U+200E,
 * U+200F) and ALM (U+061C). In a name they make `invoice\u202Efdp.exe` show as
 * "invoiceexe.pdf", so names never carry them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** C0 control characters and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/;

/**
 * The one validator of a file or folder name given by a client (create, rename, URL task name,
 * upload metadata and relative paths): trimmed; not empty, at most 255 characters; no `/` or
 * `\\`, not `.` or `..`; no control characters; no bidirectional formatting characters.
 * invalid_argument (400) with the reason otherwise.
 */
export function validName(name: unknown): string {
  const n = String(name).trim();
  if (!n) throw new ApiError('invalid_argument', 'name must not be empty');
  if (n.length > 255) throw new ApiError('invalid_argument', 'name must be at most 255 characters');
  if (n.includes('/') || n.includes('\\') || n === '.' || n === '..') {
    throw new ApiError('invalid_argument', 'name must not contain / or \\ and must not be . or ..');
  }
  if (CONTROLS.test(n))
    throw new ApiError('invalid_argument', 'name must not contain control characters');
  if (BIDI_CONTROLS.test(n)) {
    throw new ApiError(
      'invalid_argument',
      'name must not contain bidirectional control characters (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C)',
    );
  }
  return n;
}

/** A name made by the server from outside text (a URL's last segment): the unsafe characters go. */
export const cleanName = (text: string): string =>
  text
    .replace(new RegExp(BIDI_CONTROLS.source, 'g'), '')
    .replace(new RegExp(CONTROLS.source, 'g'), '')
    .replace(/[/\\]/g, '_')
    .trim()
    .slice(0, 255);

/** RFC 3339 with an explicit offset, e.g. 2025-01-01T00:00:00.000+00:00. '' for null. */
export function rfc3339(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  return new Date(ms).toISOString().replace('Z', '+00:00');
}

/** A random URL-safe id with a prefix, e.g. newId('VF') -> 'VF3k...'. */
export function newId(prefix = ''): string {
  return prefix + nodeCrypto.randomBytes(12).toString('base64url');
}

/** A random secret token (URL safe, 256 bits). */
export function newToken(): string {
  return nodeCrypto.randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return nodeCrypto.createHash('sha256').update(text).digest('hex');
}

/** HMAC-SHA256 as base64url. */
export function hmac(secret: string, text: string): string {
  return nodeCrypto.createHmac('sha256', secret).update(text).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: unknown, b: unknown): boolean {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && nodeCrypto.timingSafeEqual(x, y);
}

/** An error's stack for a log line, else the thrown value itself (any realm: no instanceof). */
export function stackOf(err: unknown): unknown {
  const stack = typeof err === 'object' && err !== null ? (err as { stack?: unknown }).stack : '';
  return stack || err;
}

/** Is this remote address a loopback address? */
export function isLoopback(address: string | null | undefined): boolean {
  if (!address) return false;
  const a = String(address);
  return a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.');
}

export const MIME_BY_EXT: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  heic: 'image/heic',
  mp4: 'video/mp4',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  eac3: 'audio/eac3',
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  epub: 'application/epub+zip',
  torrent: 'application/x-bittorrent',
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  apk: 'application/vnd.android.package-archive',
  iso: 'application/x-iso9660-image',
};

/** File extension without the dot, lower case; '' when none. */
export function extOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m?.[1] ? m[1].toLowerCase() : '';
}

export function mimeFor(name: string): string {
  return MIME_BY_EXT[extOf(name)] || 'application/octet-stream';
}

/** The category of a file's icon link (`/media/v1/icon/{category}`). */
export type IconCategory = (typeof Wire.FILE_CATEGORIES)[number];

/** FileType (shared-libs' one table of extensions and MIME types) -> icon category. */
const ICON_OF: Readonly<Record<FileType, IconCategory>> = {
  folder: 'folder',
  image: 'image',
  video: 'video',
  audio: 'audio',
  archive: 'archive',
  epub: 'ebook',
  torrent: 'torrent',
  pdf: 'document',
  markdown: 'document',
  text: 'document',
  document: 'document',
  other: 'other',
};

/** The icon category of a file, from the same type tables as the client's icons. */
export function iconCategoryOf(kindRank: number, mime: string, name?: string): IconCategory {
  const kind = kindRank === 0 ? 'drive#folder' : 'drive#file';
  return ICON_OF[fileTypeOf({ kind, name: name ?? '', mime_type: mime })];
}
