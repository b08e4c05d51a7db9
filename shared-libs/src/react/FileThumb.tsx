import { useEffect, useRef, useState } from 'react';
import { fileTypeOf, type FileTypeInput } from 'shared-libs/files';
import { FileTypeIcon } from './FileTypeIcon';

/**
 * A file's thumbnail when the API gives one, else its type icon drawn inline (no request, and
 * no SVG image to rasterize for every row that scrolls into view). Decorative (alt=""): the name
 * and type are given as text beside it. Lazy, except the first view's (`priority`).
 *
 * A picture that failed before the page's code ran is dropped for the icon too: in the server's
 * HTML an image's error fires before React hydrates it, so `onError` never hears of it. Once
 * mounted, a picture the browser has given up on (complete, no width) is a failed one
 * (thumbnails are raster pictures: an SVG without a size would have no width either).
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
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (file.thumbnail_link && !failed) {
    return (
      <img
        ref={img}
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
