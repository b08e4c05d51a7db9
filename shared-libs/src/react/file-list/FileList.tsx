import { observer } from 'mobx-react-lite';
import {
  useEffect,
  useId,
  useRef,
  type DOMAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DriveFile } from 'shared-libs';
import { revealDelta } from 'shared-libs/files';
import { usePrerenderPass } from '../usePrerenderPass';
import { useVirtualWindow } from '../useVirtualWindow';
import { FileRow } from './FileRow';
import { FLOW_TILES, GRID_MIN_TILE, rowHeightOf } from './geometry';
import { listMessages as m } from './listMessages';
import { useListboxKeyboard, type ListboxSelection } from './useListboxKeyboard';
import css from './FileList.module.css';

/** What the list reads of a selection, and what its keys and clicks do to it. */
export interface FileListSelection extends ListboxSelection {
  isSelected(id: string): boolean;
}

/** What a list's own keys and clicks may do with it. */
export interface FileListTools {
  /** Scrolls an item into view. */
  reveal(index: number): void;
  /** The element id of an item's row (for a menu placed under it). */
  optionId(index: number): string;
}

/** What a list adds to its listbox: pointer handlers (a context menu, drag to move), data. */
export type FileListAttributes = Pick<
  DOMAttributes<HTMLDivElement>,
  'onContextMenu' | 'onDragStart' | 'onDragOver' | 'onDragLeave' | 'onDrop' | 'onDragEnd'
> & { [data: `data-${string}`]: string | undefined };

export interface FileListProps {
  /** Items in the list; a sparse listing loads them as they come into view (`itemAt` is undefined until then). */
  count: number;
  itemAt(index: number): DriveFile | undefined;
  selection: FileListSelection;
  view: 'list' | 'grid';
  /** The folder's, view's or share's name (the list's accessible name says "Files in …"). */
  folderName: string;
  /** What the keys do, for screen readers (each list has keys of its own). */
  help: string;
  /** Enter, or a click that does not select: opens the item. */
  onOpen(index: number, by: 'keyboard' | 'pointer'): void;
  /** Backspace or Alt+Left: the parent folder; false when there is none. */
  onUp(): boolean;
  /** The list's own keys (Delete, F2, the Menu key…), asked first: true when taken. */
  onKey?(e: KeyboardEvent<HTMLElement>, focused: number, tools: FileListTools): boolean;
  /** A click on a row, asked before selecting or opening: true when taken. */
  onRowClick?(e: MouseEvent<HTMLElement>, index: number): boolean;
  /** The items in and near view changed (load what is missing, the next page…). */
  onWindow?(start: number, end: number, columns: number): void;
  /** The keys moved to an item (a sparse listing loads it). */
  onMoved?(index: number): void;
  /** aria-setsize: -1 while more items may follow (default: count). */
  setSize?: number;
  /** Rows as links (they work before the page's code runs): where each leads. */
  rowHref?(file: DriveFile): string;
  /** A line under an item's name (where it is, its trash dates); '' for none. */
  note?(file: DriveFile): string;
  /** The tooltip of each row's ⋮ (the item's menu); without it, no ⋮. */
  moreLabel?: string;
  /** An item to bring into view and make active (a new folder, "Open in my drive"). */
  highlight?: number;
  /** Drag to move: rows can be dragged, and the row items are dragged over. */
  draggable?: boolean;
  dropIndex?: number;
  attributes?: FileListAttributes;
  /** The bottom of the page's sticky bars over the list (default: none). */
  stickyBottom?(): number;
  /** The listbox element (to focus it from outside). */
  listRef?: RefObject<HTMLDivElement | null>;
  /** The listbox's id (a skip link's target) and its test id. */
  id?: string;
  testId: string;
}

/** Space kept under sticky bars when revealing an item, and above the bottom bars. */
const STICKY_MARGIN = 8;
const BOTTOM_MARGIN = 96;

/**
 * The file list of the drive, the share page and every later list: one listbox for rows and
 * tiles, virtualized (only the rows in and near the viewport are in the DOM, and a scroll renders
 * only when they change), keyboard-first (useListboxKeyboard), with multi-selection, thumbnails
 * and busy rows for items still loading. Server-rendered as it hydrates: dates in UTC, a grid
 * placed by CSS.
 */
export const FileList = observer(function FileList(p: FileListProps) {
  const intl = useIntl();
  const own = useRef<HTMLDivElement>(null);
  const ref = p.listRef ?? own;
  const idBase = useId();
  const helpId = `${idBase}-help`;
  const { count, selection } = p;
  const grid = p.view === 'grid';
  const rowHeight = rowHeightOf(grid);
  const win = useVirtualWindow(ref, {
    count,
    rowHeight,
    minTileWidth: grid ? GRID_MIN_TILE : undefined,
    overscanRows: grid ? 2 : 8,
  });
  const { columns } = win;
  // While the server's HTML is hydrated, what it rendered: dates in UTC (it cannot know the
  // visitor's zone), a grid placed by CSS (nor the list's width).
  const prerenderPass = usePrerenderPass();
  const zone = prerenderPass ? 'utc' : 'local';
  const flow = grid && prerenderPass;
  const optionId = (i: number) => `${idBase}-opt-${i}`;
  const focused = selection.focused < count ? selection.focused : -1;

  const reveal = (index: number) => {
    const el = ref.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    const sticky = (p.stickyBottom?.() ?? 0) + STICKY_MARGIN;
    const bottom = window.innerHeight - BOTTOM_MARGIN;
    const delta = revealDelta(index, columns, rowHeight, top, bottom, sticky);
    if (delta !== 0) window.scrollBy({ top: delta });
  };
  const tools: FileListTools = { reveal, optionId };

  const { onWindow } = p;
  useEffect(() => {
    onWindow?.(win.start, win.end, columns);
  }, [onWindow, win.start, win.end, columns, count]);

  const { highlight = -1 } = p;
  useEffect(() => {
    if (highlight < 0) return;
    selection.setFocus(highlight);
    reveal(highlight);
    // Only when another item is to be highlighted, not when the window or selection moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlight]);

  const onKeyDown = useListboxKeyboard({
    selection,
    count,
    columns,
    pageItems: win.pageItems,
    reveal,
    onOpen: (i) => p.onOpen(i, 'keyboard'),
    onUp: p.onUp,
    onMoved: p.onMoved,
    onKey: p.onKey && ((e, f) => p.onKey!(e, f, tools)),
  });

  const onFocus = () => {
    if (focused < 0 && count > 0) selection.setFocus(Math.min(win.start, count - 1));
  };

  // One click handler for every row (rows stay memoized): which row, and on its check box?
  // A row that is a link is handled here (a folder by the page's navigation, a file its way).
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || row.getAttribute('aria-busy') === 'true') return;
    if (p.rowHref) e.preventDefault();
    const index = Number(row.dataset.index);
    if (p.onRowClick?.(e, index)) return;
    const onCheck = (e.target as HTMLElement).closest('[data-check]') !== null;
    if (e.shiftKey) selection.selectRange(index);
    else if (onCheck || e.ctrlKey || e.metaKey) selection.toggle(index);
    else p.onOpen(index, 'pointer');
  };

  const rows = [];
  const [start, end] = flow ? [0, Math.min(count, FLOW_TILES)] : [win.start, win.end];
  for (let i = start; i < Math.min(end, count); i += 1) {
    const f = p.itemAt(i);
    rows.push(
      <FileRow
        key={f ? f.id : `p${i}`}
        file={f}
        index={i}
        optionId={optionId(i)}
        setSize={p.setSize ?? count}
        grid={grid}
        columns={columns}
        flow={flow}
        selected={f ? selection.isSelected(f.id) : false}
        active={i === focused}
        zone={zone}
        note={f && p.note ? p.note(f) : ''}
        more={p.moreLabel ?? ''}
        href={f && p.rowHref ? p.rowHref(f) : ''}
        draggable={Boolean(p.draggable)}
        dropTarget={i === p.dropIndex}
      />,
    );
  }

  const height = win.rowCount ? win.totalHeight : Math.ceil(count / columns) * rowHeight;
  return (
    <div className={css.wrap}>
      {!grid && (
        <div className={css.head} aria-hidden="true">
          <span className={css.headName}>{intl.formatMessage(m.colName)}</span>
          <span className={css.size}>{intl.formatMessage(m.colSize)}</span>
          <span className={css.time}>{intl.formatMessage(m.colModified)}</span>
          {p.moreLabel && <span className={css.moreSpace} />}
        </div>
      )}
      <p id={helpId} className={css.srOnly}>
        {p.help}
      </p>
      <div
        ref={ref}
        id={p.id}
        role="listbox"
        aria-multiselectable="true"
        aria-label={intl.formatMessage(m.label as MessageDescriptor, { folder: p.folderName })}
        aria-describedby={helpId}
        aria-activedescendant={
          focused >= win.start && focused < win.end ? optionId(focused) : undefined
        }
        tabIndex={0}
        className={flow ? `${css.list} ${css.gridFlow}` : css.list}
        style={flow ? undefined : { height }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onClick}
        {...p.attributes}
        data-testid={p.testId}
        data-view={grid ? 'grid' : 'list'}
        data-total={count}
      >
        {rows}
      </div>
    </div>
  );
});
