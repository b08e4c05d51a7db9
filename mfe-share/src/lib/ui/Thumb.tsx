import { useState } from 'react';
import { fileCategory } from '../fileType';
import type { ShareFile } from '../types';
import { FileIcon } from './FileIcon';

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
  const category = fileCategory(file);
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
  return <FileIcon category={category} size={size} />;
}
