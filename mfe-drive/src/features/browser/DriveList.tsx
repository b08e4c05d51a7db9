import { observer } from 'mobx-react-lite';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FIRST_VIEW_THUMBNAILS, formatBytes, formatDateTime, type DriveFile } from 'shared-libs';
import { itemPosition, moveIndex, revealDelta } from 'shared-libs/files';
import { FileThumb, useVirtualWindow } from 'shared-libs/react';
import type { DriveActions } from '../../stores/DriveActions';
import type { DriveStore } from '../../stores/DriveStore';
import { browserMessages as m } from './browserMessages';
import { carriesItems, readItems, writeItems } from './dragMove';
import { ItemMenu } from './ItemMenu';
import { itemNote } from './itemPlace';
import { placeMessages as pm } from './placeMessages';
import { noticeMessages as nm } from '../../stores/driveMessages';
import { ACROSS_FOLDERS } from '../../lib/driveLocation';
import extra from './ItemExtras.module.css';
import { selectionActions } from './selectionActions';
import css from './DriveList.module.css';

export const LIST_ROW_HEIGHT = 52;
export const GRID_ROW_HEIGHT = 184;
const GRID_MIN_TILE = 148;
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
/** Space under the page's sticky bars (`data-drive-sticky`) when revealing an item. */
const stickyBottom = () =>
  (document.querySelector('[data-drive-sticky]')?.getBoundingClientRect().bottom ?? 120) + 4;

/**
 * The listing of a drive view: one listbox for list and grid, virtualized over a sparse
 * listing (rows not loaded yet show as placeholders and are fetched when they come into view),
 * keyboard-first (see the keyboard help).
 */
export const DriveList = observer(function DriveList({
  store,
  actions,
  label,
  onOpen,
}: {
  store: DriveStore;
  actions: DriveActions;
  label: string;
  onOpen(index: number): void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const idBase = useId();
  const { listing, selection } = store;
  const grid = store.viewType === 'grid';
  const rowHeight = grid ? GRID_ROW_HEIGHT : LIST_ROW_HEIGHT;
  const win = useVirtualWindow(ref, {
    count: listing.total,
    rowHeight,
    minTileWidth: grid ? GRID_MIN_TILE : undefined,
    overscanRows: grid ? 2 : 8,
  });
  const { columns } = win;
  // The items' context menu: where it opened (viewport coordinates), null when closed.
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  // Drag to move: the folder row under the dragged items, and what is dragged.
  const [dropIndex, setDropIndex] = useState(-1);
  const dragged = useRef<Set<string>>(new Set());
  const closeMenu = useCallback((refocus: boolean) => {
    setMenu(null);
    if (refocus) ref.current?.focus();
  }, []);

  // A folder just opened from the list: focus on the list, its first row active.
  useEffect(() => {
    if (!store.focusListOnLoad || listing.status !== 'ready') return;
    store.focusListOnLoad = false;
    if (listing.total > 0) selection.setFocus(0);
    ref.current?.focus({ preventScroll: true });
  }, [store, listing, listing.status, selection]);

  // Fetch what comes into view (a no-op when it is loaded).
  useEffect(() => {
    store.shown = { start: win.start, end: win.end };
    listing.ensureRange(win.start, win.end);
  }, [store, listing, win.start, win.end, listing.version]);

  // Highlighted items (new folder, "Open in my drive"): scroll the first one into view.
  const firstHighlight = store.highlightIds[0];
  const highlightIndex = firstHighlight ? listing.indexOf(firstHighlight) : -1;
  useEffect(() => {
    if (highlightIndex < 0) return;
    selection.focused = highlightIndex;
    reveal(highlightIndex);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightIndex]);

  const count = listing.total;
  const focused = selection.focused < count ? selection.focused : -1;
  const optId = (i: number) => `${idBase}-opt-${i}`;

  function reveal(index: number) {
    const el = ref.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    const delta = revealDelta(
      index,
      columns,
      rowHeight,
      top,
      window.innerHeight - 80,
      stickyBottom(),
    );
    if (delta !== 0) window.scrollBy({ top: delta });
  }

  const focusedFile = focused >= 0 ? listing.itemAt(focused) : undefined;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const key = e.key;
    if (MOVE_KEYS.has(key) && !(e.altKey && key === 'ArrowLeft')) {
      e.preventDefault();
      const next = moveIndex(
        focused,
        key as Parameters<typeof moveIndex>[1],
        count,
        columns,
        win.pageItems,
      );
      if (next < 0) return;
      if (e.shiftKey) selection.selectRange(next);
      else selection.setFocus(next);
      listing.ensureRange(next, next + 1);
      reveal(next);
      return;
    }
    if (key === 'Backspace' || (e.altKey && key === 'ArrowLeft')) {
      if (store.view === 'all' && store.parentId) {
        e.preventDefault();
        store.focusListOnLoad = true;
        store.goUp();
      }
      return;
    }
    if (key === 'Enter') {
      e.preventDefault();
      if (focused >= 0) onOpen(focused);
      return;
    }
    if (key === 'ContextMenu' || (e.shiftKey && key === 'F10')) {
      e.preventDefault();
      const i = focused < 0 ? 0 : focused;
      const f = listing.itemAt(i);
      if (!f) return;
      if (!selection.isSelected(f.id)) selection.only(i);
      const row = document.getElementById(optId(i))?.getBoundingClientRect();
      setMenu(row ? { x: row.left + 24, y: row.bottom } : { x: 24, y: 24 });
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
    if (key === 'Delete') {
      e.preventDefault();
      if (selection.count === 0 && focused >= 0) selection.only(focused);
      if (store.view === 'trash') store.openDialog({ kind: 'delete-forever' });
      else {
        void actions.trash();
        // The row after the deleted one is active (the one before, at the end).
        const i = Math.min(focused, listing.total - 1);
        if (i >= 0) {
          selection.setFocus(i);
          reveal(i);
        }
      }
      return;
    }
    if (key === 'F2' && store.view !== 'trash') {
      e.preventDefault();
      const file = selection.single ?? focusedFile;
      if (file) store.openDialog({ kind: 'rename', file });
      return;
    }
    if (key === 'Escape' && selection.count > 0) {
      e.preventDefault();
      selection.clear();
    }
  };

  const onFocus = () => {
    if (focused < 0 && count > 0) selection.setFocus(Math.min(win.start, count - 1));
  };

  const onItemClick = (e: MouseEvent<HTMLDivElement>, index: number) => {
    const onCheck = (e.target as HTMLElement).closest('[data-check]') !== null;
    if (e.shiftKey) selection.selectRange(index);
    else if (onCheck || e.ctrlKey || e.metaKey) selection.toggle(index);
    else onOpen(index);
  };

  // Views across folders say where each item is, the trash also its dates (issue 31).
  const across = ACROSS_FOLDERS.has(store.view);
  const noteOf = (f: DriveFile | undefined) =>
    f && across
      ? itemNote(intl, f, listing.placeOf(f), {
          trash: store.view === 'trash',
          root: intl.formatMessage(nm.myDrive),
        })
      : '';
  const rows = [];
  for (let i = win.start; i < Math.min(win.end, count); i += 1) {
    const f = listing.itemAt(i);
    rows.push(
      <DriveRow
        key={f ? f.id : `p${i}`}
        file={f}
        index={i}
        optionId={optId(i)}
        setSize={count}
        columns={columns}
        grid={grid}
        selected={f ? selection.isSelected(f.id) : false}
        active={i === focused}
        note={noteOf(f)}
        more={intl.formatMessage(pm.moreActions)}
        dropTarget={i === dropIndex}
      />,
    );
  }

  // One click handler for every row (rows stay memoized): which row, and on its check box?
  const onListClick = (e: MouseEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || row.getAttribute('aria-busy') === 'true') return;
    const index = Number(row.dataset.index);
    // The row's ⋮: its context menu, under the button (as right-click would open it).
    const more = (e.target as HTMLElement).closest<HTMLElement>('[data-more]');
    if (more) {
      const f = listing.itemAt(index);
      if (!f) return;
      if (!selection.isSelected(f.id)) selection.only(index);
      else selection.setFocus(index);
      const r = more.getBoundingClientRect();
      setMenu({ x: r.left, y: r.bottom });
      return;
    }
    // The place under an item (views across folders): its folder.
    const f = listing.itemAt(index);
    if (f && across && (e.target as HTMLElement).closest('[data-place]')) {
      store.openFolder(f.parent_id);
      return;
    }
    onItemClick(e, index);
  };

  // Right-click: the item (selected alone unless it is part of the selection) and its menu.
  const onContextMenu = (e: MouseEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || row.getAttribute('aria-busy') === 'true') return;
    const index = Number(row.dataset.index);
    const f = listing.itemAt(index);
    if (!f) return;
    e.preventDefault();
    if (!selection.isSelected(f.id)) selection.only(index);
    else selection.setFocus(index);
    setMenu({ x: e.clientX, y: e.clientY });
  };
  const menuItems = menu ? selectionActions(store, actions) : [];

  // Drag to move: the selection (or an item outside it) onto a folder row of this list.
  const rowOf = (e: DragEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const index = row ? Number(row.dataset.index) : -1;
    return { index, file: index >= 0 ? listing.itemAt(index) : undefined };
  };
  const onDragStart = (e: DragEvent<HTMLDivElement>) => {
    const { file } = rowOf(e);
    if (!file || store.view === 'trash') {
      e.preventDefault();
      return;
    }
    // An item outside the selection is dragged alone, and the selection is left as it is:
    // selecting it here would bring the selection bar in and move the rows under the pointer.
    const ids = selection.isSelected(file.id) ? selection.files.map((f) => f.id) : [file.id];
    dragged.current = new Set(ids);
    writeItems(e.dataTransfer, ids);
  };
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    if (!carriesItems(e.dataTransfer)) return;
    const { index, file } = rowOf(e);
    const ok = file?.kind === 'drive#folder' && !dragged.current.has(file.id);
    if (ok) {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
    }
    setDropIndex(ok ? index : -1);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    const { file } = rowOf(e);
    setDropIndex(-1);
    if (!file || file.kind !== 'drive#folder' || !carriesItems(e.dataTransfer)) return;
    e.preventDefault();
    const ids = readItems(e.dataTransfer).filter((id) => id !== file.id);
    if (ids.length) void actions.move(file.id, file.name, ids);
  };
  const endDrag = () => {
    setDropIndex(-1);
    dragged.current = new Set();
  };

  const listLabel = intl.formatMessage(m.listLabel as MessageDescriptor, { folder: label });
  return (
    <div className={css.wrap}>
      {!grid && (
        <div className={css.head} aria-hidden="true">
          <span className={css.headName}>{intl.formatMessage(m.colName)}</span>
          <span className={css.size}>{intl.formatMessage(m.colSize)}</span>
          <span className={css.time}>{intl.formatMessage(m.colModified)}</span>
        </div>
      )}
      <p id={`${idBase}-help`} className={css.srOnly}>
        {intl.formatMessage(m.keyboardHelp)} {intl.formatMessage(m.menuHelp)}
      </p>
      <div
        ref={ref}
        id="drive-files"
        data-focus-home=""
        role="listbox"
        aria-multiselectable="true"
        aria-label={listLabel}
        aria-describedby={`${idBase}-help`}
        aria-activedescendant={
          focused >= win.start && focused < win.end ? optId(focused) : undefined
        }
        tabIndex={0}
        className={`${css.list} ${grid ? css.gridMode : css.listMode}`}
        style={{ height: win.rowCount ? win.totalHeight : Math.ceil(count / columns) * rowHeight }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onListClick}
        onContextMenu={onContextMenu}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropIndex(-1);
        }}
        onDrop={onDrop}
        onDragEnd={endDrag}
        data-testid="drive-list"
        data-view={grid ? 'grid' : 'list'}
        data-total={count}
      >
        {rows}
      </div>
      {menu && menuItems.length > 0 && <ItemMenu items={menuItems} at={menu} onClose={closeMenu} />}
    </div>
  );
});

interface RowProps {
  file: DriveFile | undefined;
  index: number;
  optionId: string;
  setSize: number;
  columns: number;
  grid: boolean;
  selected: boolean;
  active: boolean;
  /** Where the item is, and its trash dates (views across folders); '' for none. */
  note: string;
  /** The ⋮ button's tooltip. */
  more: string;
  /** Items are dragged over this folder (drop moves them into it). */
  dropTarget?: boolean;
}

/**
 * One row (list) or tile (grid), memoized: scrolling renders only the rows that come into view,
 * a selection change only the rows whose state changed.
 */
const DriveRow = memo(function DriveRow({
  file: f,
  index: i,
  optionId,
  setSize,
  columns,
  grid,
  selected,
  active,
  note,
  more,
  dropTarget,
}: RowProps) {
  const intl = useIntl();
  const rowHeight = grid ? GRID_ROW_HEIGHT : LIST_ROW_HEIGHT;
  const pos = itemPosition(i, columns, rowHeight);
  const style = {
    top: pos.top,
    height: rowHeight,
    left: grid ? `${(pos.column * 100) / columns}%` : 0,
    width: grid ? `${100 / columns}%` : '100%',
  };
  if (!f) {
    return (
      <div
        id={optionId}
        role="option"
        aria-selected={false}
        aria-posinset={i + 1}
        aria-setsize={setSize}
        aria-busy="true"
        data-index={i}
        className={`${grid ? css.tile : css.row} ${css.placeholder}`}
        style={style}
      >
        <span className={css.srOnly}>{intl.formatMessage(m.loadingRow)}</span>
      </div>
    );
  }
  const folder = f.kind === 'drive#folder';
  const size = folder ? intl.formatMessage(m.folder) : formatBytes(f.size);
  return (
    <div
      id={optionId}
      role="option"
      aria-selected={selected}
      aria-posinset={i + 1}
      aria-setsize={setSize}
      data-id={f.id}
      data-index={i}
      className={`${grid ? css.tile : css.row} ${selected ? css.selected : ''} ${active ? css.active : ''} ${dropTarget ? css.dropTarget : ''}`}
      style={style}
      title={f.name}
      draggable
      data-drop-target={dropTarget ? '' : undefined}
    >
      <span className={css.check} data-check="" aria-hidden="true">
        <span className={css.box}>{selected ? '✓' : ''}</span>
      </span>
      <span className={grid ? css.tileThumb : css.rowThumb}>
        <FileThumb
          file={f}
          size={grid ? 96 : 32}
          className={css.thumbImg}
          priority={i < FIRST_VIEW_THUMBNAILS}
        />
      </span>
      <span className={note ? extra.nameCell : extra.plainCell}>
        <span className={css.name}>
          {f.name}
          {f.starred && (
            <span className={css.star} title={intl.formatMessage(m.starredBadge)}>
              <span aria-hidden="true">★</span>
              <span className={css.srOnly}>{intl.formatMessage(m.starredBadge)}</span>
            </span>
          )}
        </span>
        {note && (
          <span className={extra.note} data-place="">
            {note}
          </span>
        )}
      </span>
      {grid ? (
        <span className={css.meta}>{size}</span>
      ) : (
        <>
          <span className={css.size}>{size}</span>
          <span className={css.time}>{formatDateTime(f.modified_time)}</span>
        </>
      )}
      {/* A pointer's way to the item's menu; keyboards open it with the Menu key or Shift+F10
          (the list's help says so): a button inside an option would be nested-interactive. */}
      <span className={extra.more} data-more="" aria-hidden="true" title={more}>
        ⋮
      </span>
    </div>
  );
});
