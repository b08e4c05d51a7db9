import type { FileType } from '../contracts/fileType';
import css from './FileTypeIcon.module.css';

/**
 * A file-type icon (decorative: the item's name and type are given as text beside it).
 * `type` comes from `fileTypeOf(file)`. Drawn by one stylesheet rule per type (a sheet and its
 * label, or a folder, as pseudo-elements), neither inline SVG nor an SVG image: inline SVG icons
 * made the drive's large folder scroll in long frames (layout of every new row's SVG), and each
 * SVG image, a data URL too, is a document the browser builds on the main thread when its type
 * first shows, in the task of a list's first render (decision 0035; figures in
 * docs/performance.md).
 */
export function FileTypeIcon({ type, size = 32 }: { type: FileType; size?: number }) {
  return (
    <span
      aria-hidden="true"
      data-file-type={type}
      className={`${css.icon} ${css[type] ?? ''}`}
      // The label's size follows the icon's (7.5 units of its 32).
      style={{ width: size, height: size, fontSize: size * 0.234 }}
    />
  );
}
