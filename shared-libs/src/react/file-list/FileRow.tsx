import { memo } from 'react';
import { useIntl } from 'react-intl';
import { FIRST_VIEW_THUMBNAILS, formatBytes, formatDateTime, type DriveFile } from 'shared-libs';
import { FileThumb } from '../FileThumb';
import { rowStyle } from './geometry';
import { listMessages as m } from './listMessages';
import css from './FileList.module.css';

export interface FileRowProps {
  /** The item; undefined while it is not loaded (a placeholder row). */
  file: DriveFile | undefined;
  index: number;
  optionId: string;
  /** aria-setsize: -1 when more items may follow. */
  setSize: number;
  grid: boolean;
  columns: number;
  /** Placed by the list's CSS grid (server HTML and its hydration), not by its measured place. */
  flow: boolean;
  selected: boolean;
  active: boolean;
  zone: 'local' | 'utc';
  /** A line under the name (where the item is, its trash dates); '' for none. */
  note: string;
  /** The ⋮ button's tooltip; '' for no ⋮. */
  more: string;
  /** Where the row leads as a link ('' for no link). */
  href: string;
  draggable: boolean;
  /** Items are dragged over this folder (a drop moves them into it). */
  dropTarget: boolean;
}

/**
 * One row (list) or tile (grid), memoized: a scroll renders only the rows that come into view, a
 * selection change only the rows whose state changed.
 */
export const FileRow = memo(function FileRow(p: FileRowProps) {
  const intl = useIntl();
  const { file: f, grid } = p;
  const shape = grid ? css.tile : css.row;
  const style = p.flow ? undefined : rowStyle(p.index, p.columns, grid);
  if (!f) {
    return (
      <div
        id={p.optionId}
        role="option"
        aria-selected={false}
        aria-posinset={p.index + 1}
        aria-setsize={p.setSize}
        aria-busy="true"
        data-index={p.index}
        className={`${shape} ${css.placeholder}`}
        style={style}
      >
        <span className={css.srOnly}>{intl.formatMessage(m.loadingRow)}</span>
      </div>
    );
  }
  const meta = f.kind === 'drive#folder' ? intl.formatMessage(m.folder) : formatBytes(f.size);
  const className = [
    shape,
    p.selected && css.selected,
    p.active && css.active,
    p.dropTarget && css.dropTarget,
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <span className={css.check} data-check="" aria-hidden="true">
        <span className={css.box}>{p.selected ? '✓' : ''}</span>
      </span>
      <span className={grid ? css.tileThumb : css.rowThumb}>
        <FileThumb
          file={f}
          size={grid ? 96 : 32}
          className={css.thumbImg}
          priority={p.index < FIRST_VIEW_THUMBNAILS}
        />
      </span>
      <span className={p.note ? css.nameCell : css.plainCell}>
        <span className={css.name}>
          {f.name}
          {f.starred && (
            <span className={css.star} title={intl.formatMessage(m.starred)}>
              <span aria-hidden="true">★</span>
              <span className={css.srOnly}>{intl.formatMessage(m.starred)}</span>
            </span>
          )}
        </span>
        {p.note && (
          <span className={css.note} data-place="">
            {p.note}
          </span>
        )}
      </span>
      {grid ? (
        <span className={css.meta}>{meta}</span>
      ) : (
        <>
          <span className={css.size}>{meta}</span>
          <span className={css.time}>{formatDateTime(f.modified_time, p.zone)}</span>
        </>
      )}
      {/* A pointer's way to the item's menu; keyboards open it with the Menu key or Shift+F10
          (the list's help says so): a button inside an option would be nested-interactive. */}
      {p.more && (
        <span className={css.more} data-more="" aria-hidden="true" title={p.more}>
          ⋮
        </span>
      )}
    </>
  );
  const common = {
    id: p.optionId,
    role: 'option',
    'aria-selected': p.selected,
    'aria-posinset': p.index + 1,
    'aria-setsize': p.setSize,
    'data-id': f.id,
    'data-index': p.index,
    className,
    style,
    title: f.name,
    draggable: p.draggable || undefined,
    'data-drop-target': p.dropTarget ? '' : undefined,
  } as const;
  // A link in the role of an option: the listbox keeps the focus (aria-activedescendant), so the
  // row is out of the tab order; without the page's code (server HTML) it is a plain link.
  return p.href ? (
    <a href={p.href} {...common} tabIndex={-1}>
      {body}
    </a>
  ) : (
    <div {...common}>{body}</div>
  );
});
