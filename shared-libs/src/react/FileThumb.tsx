import { useState } from 'react';
import { fileTypeOf, type FileTypeInput } from 'shared-libs/files';
import { FileTypeIcon } from './FileTypeIcon';

/**
 * A file's thumbnail when the API gives one, else its type icon drawn inline (no request, and
 * no SVG image to rasterize for every row that scrolls into view). Decorative (alt=""): the name
 * and type are given as text beside it. Lazy, except the first view's (`priority`).
 */
export function FileThumb({
  file,
  size,
  className,
  priority = false,
}: {
  file: FileTypeInput & { thumbnail_link?: string };
  size: number;
  className?: string;
  /** One of the first view's (FIRST_VIEW_THUMBNAILS): loaded at once, at high priority. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (file.thumbnail_link && !failed) {
    return (
      <img
        className={className}
        src={file.thumbnail_link}
        alt=""
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
        onError={() => setFailed(true)}
      />
    );
  }
  return <FileTypeIcon type={fileTypeOf(file)} size={size} />;
}
