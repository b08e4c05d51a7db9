import type { BodyProps } from '../types';
import css from './Body.module.css';

/** An image, fitted to the stage. A failed load asks the dialog to refresh the link. */
export function ImageBody({ file, onLinkError }: BodyProps) {
  return (
    <img
      className={css.image}
      src={file.web_content_link || file.thumbnail_link}
      alt={file.name}
      onError={onLinkError}
    />
  );
}
