/**
 * File types, in one place (spec §5): the fine `FileType` (icons, previews) and the coarse
 * `FileCategory` of the spec are read from the same tables, extension first, then MIME type.
 */

/** File categories the UI treats differently (spec §5). */
export type FileCategory = 'archive' | 'image' | 'video' | 'audio' | 'torrent' | 'other';

/** The finer type of a file: icons and the preview need it. */
export type FileType =
  | 'folder'
  | 'image'
  | 'video'
  | 'audio'
  | 'archive'
  | 'epub'
  | 'torrent'
  | 'pdf'
  | 'markdown'
  | 'text'
  | 'document'
  | 'other';

/** What the file preview can show (`shared-libs/react` FilePreview has one body per kind). */
export type PreviewKind = 'image' | 'video' | 'audio' | 'text' | 'markdown' | 'pdf';

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
  'eac3',
  'ac3',
] as const;
export const TORRENT_EXTENSIONS = ['torrent'] as const;
export const PDF_EXTENSIONS = ['pdf'] as const;
export const MARKDOWN_EXTENSIONS = ['md', 'markdown', 'mdown', 'mkd'] as const;
/** Plain text shown as it is (source code included: it is never run, only shown). */
export const TEXT_EXTENSIONS = [
  'txt',
  'text',
  'log',
  'csv',
  'tsv',
  'json',
  'xml',
  'yaml',
  'yml',
  'toml',
  'ini',
  'conf',
  'cfg',
  'srt',
  'vtt',
  'ass',
  'nfo',
  'sh',
  'py',
  'js',
  'ts',
  'css',
  'html',
  'htm',
  'c',
  'h',
  'cpp',
  'java',
  'go',
  'rs',
  'sql',
  'diff',
  'patch',
] as const;
export const DOCUMENT_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'pages',
  'numbers',
  'key',
] as const;
const ARCHIVE_MIME = new Set([
  'application/zip',
  'application/x-zip-compressed',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
]);
const TEXT_MIME = new Set(['application/json', 'application/xml', 'application/x-yaml']);
const MARKDOWN_MIME = new Set(['text/markdown', 'text/x-markdown']);
/** Audio codecs the player cannot play (spec §5). */
export const UNSUPPORTED_AUDIO_CODECS = ['eac3'] as const;

export interface FileTypeInput {
  /** `drive#folder` for a folder (then the name says nothing about the type). */
  kind?: string;
  name?: string;
  file_extension?: string;
  mime_type?: string;
}

/** Lower-case extension without dot, from `file_extension` or the name ('' for `.bashrc`). */
export function extensionOf(input: FileTypeInput): string {
  if (input.file_extension) return input.file_extension.replace(/^\./, '').toLowerCase();
  const name = input.name ?? '';
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

const has = (list: readonly string[], v: string) => list.includes(v);

/** Extension tables in the order they are tried. */
const BY_EXTENSION: Array<[readonly string[], FileType]> = [
  [ARCHIVE_EXTENSIONS, 'archive'],
  [IMAGE_EXTENSIONS, 'image'],
  [VIDEO_EXTENSIONS, 'video'],
  [AUDIO_EXTENSIONS, 'audio'],
  [TORRENT_EXTENSIONS, 'torrent'],
  [PDF_EXTENSIONS, 'pdf'],
  [MARKDOWN_EXTENSIONS, 'markdown'],
  [TEXT_EXTENSIONS, 'text'],
  [DOCUMENT_EXTENSIONS, 'document'],
];

function typeOfMime(mime: string): FileType {
  if (ARCHIVE_MIME.has(mime)) return 'archive';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/x-bittorrent') return 'torrent';
  if (mime === 'application/pdf') return 'pdf';
  if (MARKDOWN_MIME.has(mime)) return 'markdown';
  if (mime.startsWith('text/') || TEXT_MIME.has(mime)) return 'text';
  return 'other';
}

/**
 * The type of a file: folder by kind, then by extension, then by MIME type. epub is its own
 * type although its MIME type is `application/epub+zip`.
 */
export function fileTypeOf(input: FileTypeInput): FileType {
  if (input.kind === 'drive#folder') return 'folder';
  const ext = extensionOf(input);
  const mime = (input.mime_type ?? '').split(';')[0]!.trim().toLowerCase();
  if (ext === 'epub' || mime === 'application/epub+zip') return 'epub';
  for (const [list, type] of BY_EXTENSION) if (has(list, ext)) return type;
  return typeOfMime(mime);
}

const CATEGORY_OF: Record<FileType, FileCategory> = {
  folder: 'other',
  image: 'image',
  video: 'video',
  audio: 'audio',
  archive: 'archive',
  epub: 'other',
  torrent: 'torrent',
  pdf: 'other',
  markdown: 'other',
  text: 'other',
  document: 'other',
  other: 'other',
};

/**
 * Category by extension first, then MIME type. 7z, zip and rar are archives; epub is not,
 * although its MIME type is `application/epub+zip`.
 */
export function fileCategory(input: FileTypeInput): FileCategory {
  return CATEGORY_OF[fileTypeOf(input)];
}

const PREVIEW_KIND_OF: Partial<Record<FileType, PreviewKind>> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  text: 'text',
  markdown: 'markdown',
  pdf: 'pdf',
};

/** Which preview body shows the file, or null when it cannot be previewed. */
export function previewKindOf(input: FileTypeInput): PreviewKind | null {
  return PREVIEW_KIND_OF[fileTypeOf(input)] ?? null;
}

export const isPreviewable = (f: FileTypeInput) => previewKindOf(f) !== null;
export const isArchive = (f: FileTypeInput) => fileCategory(f) === 'archive';
export const isImage = (f: FileTypeInput) => fileCategory(f) === 'image';
export const isVideo = (f: FileTypeInput) => fileCategory(f) === 'video';
export const isAudio = (f: FileTypeInput) => fileCategory(f) === 'audio';
export const isTorrent = (f: FileTypeInput) => fileCategory(f) === 'torrent';

/** False for codecs the player cannot play (eac3). */
export function isAudioCodecSupported(codec: string | undefined): boolean {
  return !has(UNSUPPORTED_AUDIO_CODECS, (codec ?? '').trim().toLowerCase());
}

/** Spec §5: an `.eac3` file, or a rendition whose audio codec the player cannot play. */
export function hasUnsupportedAudio(
  f: FileTypeInput & { medias?: ReadonlyArray<{ video?: { audio_codec?: string } }> },
): boolean {
  if (extensionOf(f) === 'eac3') return true;
  return (f.medias ?? []).some(
    (m) => m.video?.audio_codec !== undefined && !isAudioCodecSupported(m.video.audio_codec),
  );
}
