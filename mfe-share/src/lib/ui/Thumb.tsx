import { useState } from 'react';
import { fileTypeOf } from 'shared-libs';
import { FileTypeIcon } from 'shared-libs/react';
import type { ShareFile } from '../types';

/** A thumbnail when the API gives one, else the file-type icon. Decorative (alt=""). */
export function Thumb({
  file,
  size,
  className,
}: {
  file: ShareFile;
  size: number;
  className?: string;
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
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailed(true)}
      />
    );
  }
  return <FileTypeIcon type={fileTypeOf(file)} size={size} />;
}
