import { observer } from 'mobx-react-lite';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useIntl } from 'react-intl';
import type { DriveFile } from 'shared-libs';
import { FileList, type FileListAttributes, type FileListTools } from 'shared-libs/react';
import type { DriveActions } from '../../stores/DriveActions';
import type { DriveStore } from '../../stores/DriveStore';
import { noticeMessages as nm } from '../../stores/driveMessages';
import { ACROSS_FOLDERS } from '../../lib/driveLocation';
import { browserMessages as m } from './browserMessages';
import { carriesItems, readItems, writeItems } from './dragMove';
import { ItemMenu } from './ItemMenu';
import { itemNote } from './itemPlace';
import { placeMessages as pm } from './placeMessages';
import { selectionActions } from './selectionActions';

/** The bottom of the page's sticky bars (`data-drive-sticky`), kept clear when revealing. */
const stickyBottom = () =>
  document.querySelector('[data-drive-sticky]')?.getBoundingClientRect().bottom ?? 120;

/**
 * A drive view's items in the kit's file list (shared-libs' FileList), with what the drive adds:
 * a sparse listing (rows load as they come into view), each item's menu (right-click, ⋮, the
 * Menu key), drag to move onto folders, Delete and F2, and where each item is in the views
 * across folders.
 */
export const DriveListing = observer(function DriveListing({
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
  const { listing, selection } = store;
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

  // Fetch what comes into view (a no-op when it is loaded); refreshes reload what is shown.
  const version = listing.version;
  const onWindow = useCallback(
    (start: number, end: number) => {
      store.shown = { start, end };
      listing.ensureRange(start, end);
    },
    // A new version of the listing (after a change) is fetched again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, listing, version],
  );

  const firstHighlight = store.highlightIds[0];
  const highlight = firstHighlight ? listing.indexOf(firstHighlight) : -1;

  /** Selects the item alone unless it is part of the selection, and opens its menu there. */
  const openMenuAt = (index: number, x: number, y: number) => {
    const f = listing.itemAt(index);
    if (!f) return;
    if (!selection.isSelected(f.id)) selection.only(index);
    else selection.setFocus(index);
    setMenu({ x, y });
  };

  const onKey = (e: KeyboardEvent<HTMLElement>, focused: number, list: FileListTools) => {
    const key = e.key;
    if (key === 'ContextMenu' || (e.shiftKey && key === 'F10')) {
      e.preventDefault();
      const i = focused < 0 ? 0 : focused;
      const row = document.getElementById(list.optionId(i))?.getBoundingClientRect();
      openMenuAt(i, row ? row.left + 24 : 24, row ? row.bottom : 24);
      return true;
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
          list.reveal(i);
        }
      }
      return true;
    }
    if (key === 'F2' && store.view !== 'trash') {
      e.preventDefault();
      const file = selection.single ?? (focused >= 0 ? listing.itemAt(focused) : undefined);
      if (file) store.openDialog({ kind: 'rename', file });
      return true;
    }
    return false;
  };

  const onUp = () => {
    if (store.view !== 'all' || !store.parentId) return false;
    store.focusListOnLoad = true;
    store.goUp();
    return true;
  };

  // Views across folders say where each item is, the trash also its dates (issue 31).
  const across = ACROSS_FOLDERS.has(store.view);
  const root = intl.formatMessage(nm.myDrive);
  const trash = store.view === 'trash';
  const note = across
    ? (f: DriveFile) => itemNote(intl, f, listing.placeOf(f), { trash, root })
    : undefined;

  const onRowClick = (e: MouseEvent<HTMLElement>, index: number) => {
    const target = e.target as HTMLElement;
    // The row's ⋮: its menu, under the button (as right-click would open it).
    const more = target.closest<HTMLElement>('[data-more]');
    if (more) {
      const r = more.getBoundingClientRect();
      openMenuAt(index, r.left, r.bottom);
      return true;
    }
    // The place under an item (views across folders): its folder.
    const f = listing.itemAt(index);
    if (f && across && target.closest('[data-place]')) {
      store.openFolder(f.parent_id);
      return true;
    }
    return false;
  };

  // Drag to move: the selection (or an item outside it) onto a folder row of this list.
  const rowOf = (e: DragEvent<HTMLElement> | MouseEvent<HTMLElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || row.getAttribute('aria-busy') === 'true') return { index: -1, file: undefined };
    const index = Number(row.dataset.index);
    return { index, file: listing.itemAt(index) };
  };
  const attributes: FileListAttributes = {
    // Where focus goes back to after a dialog (lib/ui/Dialog.tsx), and the skip link's target.
    'data-focus-home': '',
    // Right-click: the item (selected alone unless it is part of the selection) and its menu.
    onContextMenu: (e) => {
      const { index, file } = rowOf(e);
      if (!file) return;
      e.preventDefault();
      openMenuAt(index, e.clientX, e.clientY);
    },
    onDragStart: (e) => {
      const { file } = rowOf(e);
      if (!file || trash) {
        e.preventDefault();
        return;
      }
      // An item outside the selection is dragged alone, and the selection is left as it is:
      // selecting it here would bring the selection bar in and move the rows under the pointer.
      const ids = selection.isSelected(file.id) ? selection.files.map((f) => f.id) : [file.id];
      dragged.current = new Set(ids);
      writeItems(e.dataTransfer, ids);
    },
    onDragOver: (e) => {
      if (!carriesItems(e.dataTransfer)) return;
      const { index, file } = rowOf(e);
      const ok = file?.kind === 'drive#folder' && !dragged.current.has(file.id);
      if (ok) {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      }
      setDropIndex(ok ? index : -1);
    },
    onDragLeave: (e) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropIndex(-1);
    },
    onDrop: (e) => {
      const { file } = rowOf(e);
      setDropIndex(-1);
      if (!file || file.kind !== 'drive#folder' || !carriesItems(e.dataTransfer)) return;
      e.preventDefault();
      const ids = readItems(e.dataTransfer).filter((id) => id !== file.id);
      if (ids.length) void actions.move(file.id, file.name, ids);
    },
    onDragEnd: () => {
      setDropIndex(-1);
      dragged.current = new Set();
    },
  };

  const menuItems = menu ? selectionActions(store, actions) : [];
  return (
    <>
      <FileList
        count={listing.total}
        itemAt={(i) => listing.itemAt(i)}
        selection={selection}
        view={store.viewType}
        folderName={label}
        help={`${intl.formatMessage(m.keyboardHelp)} ${intl.formatMessage(m.menuHelp)}`}
        onOpen={onOpen}
        onUp={onUp}
        onKey={onKey}
        onRowClick={onRowClick}
        onWindow={onWindow}
        onMoved={(i) => listing.ensureRange(i, i + 1)}
        note={note}
        moreLabel={intl.formatMessage(pm.moreActions)}
        highlight={highlight}
        draggable={!trash}
        dropIndex={dropIndex}
        attributes={attributes}
        stickyBottom={stickyBottom}
        listRef={ref}
        id="drive-files"
        testId="drive-list"
      />
      {menu && menuItems.length > 0 && <ItemMenu items={menuItems} at={menu} onClose={closeMenu} />}
    </>
  );
});
