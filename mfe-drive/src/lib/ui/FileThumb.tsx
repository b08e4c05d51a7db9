import { useState } from 'react';
import type { DriveFile } from 'shared-libs';

/**
 * The item's thumbnail when it has one, else its type icon (the API serves one per type at
 * `icon_link`). Decorative: the name and type are given as text beside it.
 */
export function FileThumb({
  file,
  size,
  className,
}: {
  file: Pick<DriveFile, 'thumbnail_link' | 'icon_link'>;
  size: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = file.thumbnail_link && !failed ? file.thumbnail_link : file.icon_link;
  if (!src) return <span className={className} style={{ width: size, height: size }} />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
