import type { FileType } from '../utils/fileType';

const COLORS: Record<FileType, string> = {
  folder: '#f4b400',
  image: '#2e9d5b',
  video: '#7b4bd6',
  audio: '#e0456b',
  archive: '#8d6e63',
  epub: '#00897b',
  torrent: '#3f6fd8',
  pdf: '#d32f2f',
  markdown: '#455a64',
  text: '#607d8b',
  document: '#1e6fd9',
  other: '#78869a',
};

const LABELS: Partial<Record<FileType, string>> = {
  image: 'IMG',
  video: 'VID',
  audio: 'AUD',
  archive: 'ZIP',
  epub: 'EPUB',
  torrent: 'BT',
  pdf: 'PDF',
  markdown: 'MD',
  text: 'TXT',
  document: 'DOC',
};

/**
 * A file-type icon (decorative: the item's name and type are given as text beside it).
 * `type` comes from `fileTypeOf(file)`.
 */
export function FileTypeIcon({ type, size = 32 }: { type: FileType; size?: number }) {
  const color = COLORS[type];
  if (type === 'folder') {
    return (
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M3 8a2 2 0 0 1 2-2h7l3 3h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"
          fill={color}
        />
        <path d="M3 12h26v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="#ffca28" />
      </svg>
    );
  }
  const label = LABELS[type];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M7 3h12l7 7v17a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" fill={color} />
      <path d="M19 3v5a2 2 0 0 0 2 2h5z" fill="#fff" opacity="0.45" />
      {label && (
        <text
          x="15.5"
          y="23"
          textAnchor="middle"
          fontSize={label.length > 3 ? 6 : 7.5}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          fill="#fff"
        >
          {label}
        </text>
      )}
    </svg>
  );
}
