import { useIntl } from 'react-intl';
import { LIST_ROW_HEIGHT } from './geometry';
import { listMessages as m } from './listMessages';
import css from './FileList.module.css';

/** Placeholders a first view shows: a phone's screen of rows, a wide screen's of tiles. */
const ROWS = 12;
const TILES = 24;

/**
 * A file list before its items are known (decision 0035): the list's frame (the list view's
 * column heads) with placeholder rows or tiles of the list's own sizes where the items will be,
 * and `label` said once to screen readers. Plain markup, the same on a server and in the
 * browser: a page's shell shows it, and the page while its first answer is on its way.
 */
export function FileListSkeleton({ view, label }: { view: 'list' | 'grid'; label: string }) {
  const intl = useIntl();
  const grid = view === 'grid';
  const shape = `${grid ? css.tile : css.row} ${css.placeholder}`;
  return (
    <div className={css.wrap} aria-busy="true" data-testid="file-list-skeleton">
      <p className={css.srOnly} role="status">
        {label}
      </p>
      {!grid && (
        <div className={css.head} aria-hidden="true">
          <span className={css.headName}>{intl.formatMessage(m.colName)}</span>
          <span className={css.size}>{intl.formatMessage(m.colSize)}</span>
          <span className={css.time}>{intl.formatMessage(m.colModified)}</span>
        </div>
      )}
      <div className={`${css.list} ${css.skeleton} ${grid ? css.gridFlow : ''}`} aria-hidden="true">
        {Array.from({ length: grid ? TILES : ROWS }, (_, i) => (
          <div key={i} className={shape} style={grid ? undefined : { height: LIST_ROW_HEIGHT }} />
        ))}
      </div>
    </div>
  );
}
