/**
 * The drive's small inline icons (one module): 20 px line icons that take the text colour, so
 * they show without an emoji font, in light and dark. Decorative: hidden from assistive tech
 * (the button's text or label names it).
 */
const PATHS = {
  folder:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h5A1.5 1.5 0 0 1 17 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5z',
  folderUpload:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h5A1.5 1.5 0 0 1 17 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5zM10 14v-4.5M7.8 11.6 10 9.4l2.2 2.2',
  upload: 'M10 13V4M6.5 7.5 10 4l3.5 3.5M4 13.5V16h12v-2.5',
  link: 'M8.5 11.5a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2l-1 1M11.5 8.5a3 3 0 0 0-4.2 0L5 10.8A3 3 0 0 0 9.2 15l1-1',
  plus: 'M10 4v12M4 10h12',
  search: 'M8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11zM12.5 12.5 17 17',
  list: 'M4 5.5h12M4 10h12M4 14.5h12',
  grid: 'M4 4h5v5H4zM11 4h5v5h-5zM4 11h5v5H4zM11 11h5v5h-5z',
  more: 'M10 5.5h.01M10 10h.01M10 14.5h.01',
  check: 'M4.5 10.5 8 14l7.5-8',
  back: 'M12 4.5 6.5 10l5.5 5.5',
  download: 'M10 4v9M6.5 9.5 10 13l3.5-3.5M4 16h12',
  rename: 'M12.5 4.5l3 3L7 16H4v-3zM10.5 6.5l3 3',
  move: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h5A1.5 1.5 0 0 1 17 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5zM7 11.5h6M11 9.5l2 2-2 2',
  copy: 'M7.5 7.5h8v9h-8zM4.5 12.5v-9h8',
  star: 'M10 3.5l2 4.2 4.6.6-3.4 3.2.9 4.5L10 13.8 5.9 16l.9-4.5-3.4-3.2 4.6-.6z',
  trash: 'M4 6h12M8 6V4.5h4V6M5.5 6l.8 10h7.4l.8-10M8.5 9v4.5M11.5 9v4.5',
  info: 'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM10 9.5v4M10 6.5h.01',
  restore: 'M4.5 9.5A5.5 5.5 0 1 1 6 13.8M4.5 5v4.5H9',
  close: 'M5.5 5.5l9 9M14.5 5.5l-9 9',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', verticalAlign: 'middle' }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
