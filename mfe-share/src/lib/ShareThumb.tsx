import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { FileThumb } from 'shared-libs/react';
import css from './ShareThumb.module.css';

/**
 * The kit's FileThumb (the file's `thumbnail_link`, its type icon when the picture fails), also
 * for a picture that failed before the page's code ran: in the server's HTML an image's error
 * fires before React hydrates it, so FileThumb never hears of it and a broken picture would
 * stay. Once mounted, a picture the browser has given up on (complete, no width) is dropped for
 * the icon (thumbnails are raster pictures: an SVG without a size would have no width either). (ours: this belongs in FileThumb itself; shared-libs is not this remote's to change.)
 */
export function ShareThumb(props: ComponentProps<typeof FileThumb>) {
  const ref = useRef<HTMLSpanElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const img = ref.current?.querySelector('img');
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  const file = broken ? { ...props.file, thumbnail_link: '' } : props.file;
  return (
    <span ref={ref} className={css.wrap}>
      <FileThumb {...props} file={file} />
    </span>
  );
}
