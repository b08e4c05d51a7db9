import { useIntl } from 'react-intl';
import { uploadMessages as m } from './uploadMessages';
import css from './DropOverlay.module.css';

/** The whole window's drop target while files are dragged over it (pointer events pass). */
export function DropOverlay() {
  const intl = useIntl();
  return (
    <div className={css.overlay} data-testid="drop-overlay" aria-hidden="true">
      {intl.formatMessage(m.dropHere)}
    </div>
  );
}
