/** File categories the UI treats differently (spec §5). */
export type FileCategory = 'archive' | 'image' | 'video' | 'audio' | 'torrent' | 'other';

export const ARCHIVE_EXTENSIONS = ['7z', 'zip', 'rar'] as const;
export const IMAGE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'svg',
  'heic',
  'avif',
  'ico',
  'tif',
  'tiff',
] as const;
export const VIDEO_EXTENSIONS = [
  'mp4',
  'mkv',
  'avi',
  'mov',
  'wmv',
  'flv',
  'webm',
  'm4v',
  'ts',
  'rmvb',
  'rm',
  '3gp',
  'mpg',
  'mpeg',
] as const;
export const AUDIO_EXTENSIONS = [
  'mp3',
  'wav',
  'flac',
  'aac',
  'ogg',
  'm4a',
  'wma',
  'ape',
  'opus',
] as const;
export const TORRENT_EXTENSIONS = ['torrent'] as const;
const ARCHIVE_MIME = new Set([
  'application/zip',
  'application/x-zip-compressed',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
]);
/** Audio codecs the player cannot play (spec §5). */
export const UNSUPPORTED_AUDIO_CODECS = ['eac3'] as const;

export interface FileTypeInput {
  name?: string;
  file_extension?: string;
  mime_type?: string;
}

/** Lower-case extension without dot, from `file_extension` or the name. */
export function extensionOf(input: FileTypeInput): string {
  const ext =
    input.file_extension || (input.name?.includes('.') ? input.name.split('.').pop() : '');
  return (ext ?? '').replace(/^\./, '').toLowerCase();
}

const has = (list: readonly string[], v: string) => list.includes(v);

/**
 * Category by extension first, then MIME type. 7z, zip and rar are archives; epub is not,
 * although its MIME type is `application/epub+zip`.
 */
export function fileCategory(input: FileTypeInput): FileCategory {
  const ext = extensionOf(input);
  const mime = (input.mime_type ?? '').toLowerCase();
  if (ext === 'epub' || mime === 'application/epub+zip') return 'other';
  if (has(ARCHIVE_EXTENSIONS, ext)) return 'archive';
  if (has(IMAGE_EXTENSIONS, ext)) return 'image';
  if (has(VIDEO_EXTENSIONS, ext)) return 'video';
  if (has(AUDIO_EXTENSIONS, ext)) return 'audio';
  if (has(TORRENT_EXTENSIONS, ext)) return 'torrent';
  if (ARCHIVE_MIME.has(mime)) return 'archive';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/x-bittorrent') return 'torrent';
  return 'other';
}

export const isArchive = (f: FileTypeInput) => fileCategory(f) === 'archive';
export const isImage = (f: FileTypeInput) => fileCategory(f) === 'image';
export const isVideo = (f: FileTypeInput) => fileCategory(f) === 'video';
export const isAudio = (f: FileTypeInput) => fileCategory(f) === 'audio';
export const isTorrent = (f: FileTypeInput) => fileCategory(f) === 'torrent';

/** False for codecs the player cannot play (eac3). */
export function isAudioCodecSupported(codec: string | undefined): boolean {
  return !has(UNSUPPORTED_AUDIO_CODECS, (codec ?? '').trim().toLowerCase());
}
