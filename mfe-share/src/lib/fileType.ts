import { isAudioCodecSupported } from 'shared-libs';
import type { Media, ShareFile } from './types';

/**
 * Spec §5 file types, finer than shared-libs' fileCategory (which has no folder, epub,
 * document or text): icons need them. Candidate to merge into shared-libs.
 */
export type FileCategory =
  | 'folder'
  | 'image'
  | 'video'
  | 'audio'
  | 'archive'
  | 'epub'
  | 'torrent'
  | 'document'
  | 'text'
  | 'other';

const IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'heic', 'avif', 'ico']);
const VIDEO = new Set([
  'mp4',
  'mkv',
  'mov',
  'avi',
  'webm',
  'm4v',
  'flv',
  'wmv',
  'ts',
  '3gp',
  'rmvb',
]);
const AUDIO = new Set([
  'mp3',
  'flac',
  'wav',
  'aac',
  'ogg',
  'm4a',
  'wma',
  'opus',
  'eac3',
  'ac3',
  'ape',
]);
const ARCHIVE = new Set(['zip', 'rar', '7z']);
const DOCUMENT = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'csv']);
const TEXT = new Set(['txt', 'md', 'json', 'log', 'xml', 'srt', 'ass']);

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 || i === name.length - 1 ? '' : name.slice(i + 1).toLowerCase();
}

export function fileCategory(f: Pick<ShareFile, 'kind' | 'name' | 'mime_type'>): FileCategory {
  if (f.kind === 'drive#folder') return 'folder';
  const ext = extensionOf(f.name);
  const mime = (f.mime_type || '').toLowerCase();
  if (ext === 'epub' || mime === 'application/epub+zip') return 'epub';
  if (ext === 'torrent' || mime === 'application/x-bittorrent') return 'torrent';
  if (ARCHIVE.has(ext)) return 'archive';
  if (IMAGE.has(ext) || mime.startsWith('image/')) return 'image';
  if (VIDEO.has(ext) || mime.startsWith('video/')) return 'video';
  if (AUDIO.has(ext) || mime.startsWith('audio/')) return 'audio';
  if (DOCUMENT.has(ext)) return 'document';
  if (TEXT.has(ext) || mime.startsWith('text/')) return 'text';
  return 'other';
}

/** Spec §5: audio codec eac3 is reported unsupported. */
export function unsupportedAudio(f: Pick<ShareFile, 'name'> & { medias?: Media[] }): boolean {
  if (extensionOf(f.name) === 'eac3') return true;
  return (f.medias ?? []).some(
    (m) => m.video?.audio_codec !== undefined && !isAudioCodecSupported(m.video.audio_codec),
  );
}

export const isPreviewable = (c: FileCategory) => c === 'image' || c === 'video' || c === 'audio';
