import { observer } from 'mobx-react-lite';
import { memo, useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FIRST_VIEW_THUMBNAILS, formatBytes, formatDateTime, type DriveFile } from 'shared-libs';
import { itemPosition, moveIndex, revealDelta } from 'shared-libs/files';
import { usePrerenderPass, useVirtualWindow } from 'shared-libs/react';
import { ShareThumb } from '../../lib/ShareThumb';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { listMessages as m } from './listMessages';
import css from './FileList.module.css';
import { isFolder } from '../../lib/types';

export const LIST_ROW_HEIGHT = 56;
export const GRID_ROW_HEIGHT = 196;
const GRID_MIN_TILE = 150;
/**
 * Tiles of a grid rendered on a server, and while the browser hydrates that HTML: the grid's
 * columns follow a width only the browser knows, so there CSS places them (`.gridFlow`, the
 * same columns and rows as the measured grid), enough to fill a wide screen's first view.
 */
const FLOW_TILES = 48;
/** Space kept under sticky bars when revealing an item. */
const STICKY_MARGIN = 8;

const MOVE_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The folder listing: one listbox for both list and grid modes, virtualized (only the rows in
 * and near the viewport are in the DOM), with keyboard navigation and selection. Scrolling
 * renders only when the rows to show change (useVirtualWindow), and then only the rows that came
 * into view (FileRow is memoized; one click handler for the list).
 */
export const FileList = observer(function FileList({
  store,
  label,
}: {
  store: ShareRootStore;
  label: string;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const idBase = useId();
  const helpId = `${idBase}-help`;
  const items = store.visibleItems;
  const { selection, share } = store;
  const grid = store.display.viewType === 'grid';
  const rowHeight = grid ? GRID_ROW_HEIGHT : LIST_ROW_HEIGHT;
  const range = useVirtualWindow(ref, {
    count: items.length,
    rowHeight,
    minTileWidth: grid ? GRID_MIN_TILE : undefined,
    overscanRows: grid ? 2 : 6,
  });
  const { columns } = range;
  // While the server's HTML is hydrated, what it rendered: dates in UTC (it cannot know the
  // visitor's zone), a grid placed by CSS (nor the list's width).
  const prerenderPass = usePrerenderPass();
  const zone = prerenderPass ? 'utc' : 'local';
  const flow = grid && prerenderPass;

  // After keyboard navigation to another folder, the new listing takes the focus.
  useEffect(() => {
    if (store.takeListFocus()) ref.current?.focus();
  }, [store]);

  // Infinite scroll: ask for the next page when the window nears the loaded end.
  const nearEnd = range.end >= items.length - columns * 8;
  useEffect(() => {
    if (nearEnd && share.hasMore && !share.loadingMore && !share.moreFailure) void share.loadMore();
  }, [nearEnd, share, share.hasMore, share.loadingMore, share.moreFailure, items.length]);

  const optId = (i: number) => `${idBase}-opt-${i}`;
  const focused = selection.focused < items.length ? selection.focused : -1;

  const reveal = (index: number) => {
    const el = ref.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    const delta = revealDelta(
      index,
      columns,
      rowHeight,
      top,
      window.innerHeight - 96,
      STICKY_MARGIN,
    );
    if (delta !== 0) window.scrollBy({ top: delta });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const key = e.key;
    if (MOVE_KEYS.has(key) && !(e.altKey && key === 'ArrowLeft')) {
      e.preventDefault();
      const next = moveIndex(
        focused,
        key as Parameters<typeof moveIndex>[1],
        items.length,
        columns,
        range.pageItems,
      );
      if (next < 0) return;
      if (e.shiftKey) {
        if (selection.anchor < 0) selection.anchor = focused < 0 ? next : focused;
        selection.selectRange(next);
      } else selection.setFocus(next);
      reveal(next);
      return;
    }
    if (key === 'Backspace' || (e.altKey && key === 'ArrowLeft')) {
      if (share.parentIds.length > 0) {
        e.preventDefault();
        store.keepListFocus();
        store.goUp();
      }
      return;
    }
    if (key === 'Enter') {
      e.preventDefault();
      const f = items[focused];
      if (!f) return;
      if (isFolder(f)) store.keepListFocus();
      store.openItem(focused);
      return;
    }
    if (key === ' ') {
      e.preventDefault();
      const i = focused < 0 ? 0 : focused;
      if (e.shiftKey) selection.selectRange(i);
      else selection.toggle(i);
      return;
    }
    if ((key === 'a' || key === 'A') && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      selection.selectAll();
      return;
    }
    if (key === 'Escape' && selection.count > 0) {
      e.preventDefault();
      selection.clear();
    }
  };

  const onFocus = () => {
    if (focused < 0 && items.length > 0)
      selection.setFocus(Math.min(range.start, items.length - 1));
  };

  const onItemClick = (e: MouseEvent<HTMLDivElement>, index: number) => {
    const onCheck = (e.target as HTMLElement).closest('[data-check]') !== null;
    if (e.shiftKey) {
      selection.selectRange(index);
    } else if (onCheck || e.ctrlKey || e.metaKey) {
      selection.toggle(index);
    } else {
      store.openItem(index);
    }
  };

  const rows = [];
  const setSize = share.hasMore ? -1 : items.length;
  const [start, end] = flow ? [0, Math.min(items.length, FLOW_TILES)] : [range.start, range.end];
  for (let i = start; i < end; i += 1) {
    const f = items[i];
    if (!f) continue;
    rows.push(
      <FileRow
        key={f.id}
        file={f}
        index={i}
        optionId={optId(i)}
        setSize={setSize}
        columns={columns}
        grid={grid}
        selected={selection.isSelected(f.id)}
        active={i === focused}
        zone={zone}
        flow={flow}
        href={store.rowHref(f)}
      />,
    );
  }

  // One click handler for every row (rows stay memoized): which row, and on its check box?
  // A row is a link (it works before the page's code runs, or without it); here the page
  // handles it: a folder through the host's navigation, a file as the preview.
  const onListClick = (e: MouseEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    e.preventDefault();
    onItemClick(e, Number(row.dataset.index));
  };

  return (
    <div className={css.wrap}>
      {!grid && (
        <div className={css.head} aria-hidden="true">
          <span className={css.headName}>{intl.formatMessage(m.colName)}</span>
          <span className={css.size}>{intl.formatMessage(m.colSize)}</span>
          <span className={css.time}>{intl.formatMessage(m.colModified)}</span>
        </div>
      )}
      <p id={helpId} className={css.srOnly}>
        {intl.formatMessage(m.keyboardHelp)}
      </p>
      <div
        ref={ref}
        role="listbox"
        aria-multiselectable="true"
        aria-label={intl.formatMessage(m.listLabel as MessageDescriptor, { folder: label })}
        aria-describedby={helpId}
        aria-activedescendant={
          focused >= 0 && focused >= range.start && focused < range.end ? optId(focused) : undefined
        }
        tabIndex={0}
        className={`${css.list} ${grid ? css.gridMode : css.listMode} ${flow ? css.gridFlow : ''}`}
        style={flow ? undefined : { height: range.totalHeight }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onListClick}
        data-testid="share-list"
        data-view={grid ? 'grid' : 'list'}
      >
        {rows}
      </div>
    </div>
  );
});

interface RowProps {
  file: DriveFile;
  index: number;
  optionId: string;
  setSize: number;
  columns: number;
  grid: boolean;
  selected: boolean;
  active: boolean;
  zone: 'local' | 'utc';
  /** Placed by the list's CSS grid (see FLOW_TILES), not by its measured position. */
  flow: boolean;
  /** Where the row leads as a link: a folder's page, a file's preview page or download (rowHref). */
  href: string;
}

/**
 * One row (list) or tile (grid), memoized: a scroll renders only the rows that come into view, a
 * selection change only the rows whose state changed.
 */
const FileRow = memo(function FileRow({
  file: f,
  index: i,
  optionId,
  setSize,
  columns,
  grid,
  selected,
  active,
  zone,
  flow,
  href,
}: RowProps) {
  const intl = useIntl();
  const rowHeight = grid ? GRID_ROW_HEIGHT : LIST_ROW_HEIGHT;
  const pos = itemPosition(i, columns, rowHeight);
  const meta = isFolder(f) ? intl.formatMessage(m.folder) : formatBytes(f.size);
  return (
    // A link in the role of an option: the listbox keeps the focus (aria-activedescendant), so
    // the row is out of the tab order; without the page's code it is a plain link.
    <a
      id={optionId}
      href={href}
      tabIndex={-1}
      role="option"
      aria-selected={selected}
      aria-setsize={setSize}
      aria-posinset={i + 1}
      data-index={i}
      className={`${grid ? css.tile : css.row} ${selected ? css.selected : ''} ${active ? css.active : ''}`}
      style={
        flow
          ? undefined
          : {
              top: pos.top,
              height: rowHeight,
              left: grid ? `${(pos.column * 100) / columns}%` : 0,
              width: grid ? `${100 / columns}%` : '100%',
            }
      }
      title={f.name}
    >
      <span className={css.check} data-check="" aria-hidden="true">
        <span className={css.box}>{selected ? '✓' : ''}</span>
      </span>
      <span className={grid ? css.tileThumb : css.rowThumb}>
        <ShareThumb
          file={f}
          size={grid ? 96 : 32}
          className={css.thumbImg}
          priority={i < FIRST_VIEW_THUMBNAILS}
        />
      </span>
      <span className={css.name}>{f.name}</span>
      {grid ? (
        <span className={css.meta}>{meta}</span>
      ) : (
        <>
          <span className={css.size}>{meta}</span>
          <span className={css.time}>{formatDateTime(f.modified_time, zone)}</span>
        </>
      )}
    </a>
  );
});
