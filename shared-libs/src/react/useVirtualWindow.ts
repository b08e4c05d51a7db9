import {
  useCallback,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { listWindow, sameWindow } from 'shared-libs/files';
import type { ListViewport, VirtualWindow, VirtualWindowOptions } from '../utils/virtualizer';
import { UNMEASURED, createViewportStore } from './useListViewport';

export type { VirtualWindow, VirtualWindowOptions };

/**
 * The window of a list that scrolls with the page: which items are in or near the viewport.
 * A store follows the list's place in the window (scroll read by a passive listener, resize,
 * the list's size) outside React; the component reads it through `useSyncExternalStore`, whose
 * snapshot is the window compared by value. So scrolling renders only when the rows to show
 * change (a row boundary is crossed, the width changes the columns, the count or row height
 * changes), never for a scroll within a row. That render runs in the task after the scrolled
 * frame (see createViewportStore), as a state update from a scroll handler did before; the
 * overscan rows cover the frame in between.
 *
 * The list is measured before its first paint (a layout effect): the store only starts
 * following it in a passive effect, after the paint, and a first frame drawn with an unmeasured
 * width put every tile of a grid in one column, then moved them (a layout shift of 0.4 on a
 * share page whose files arrived with the page).
 */
export function useVirtualWindow(
  ref: RefObject<HTMLElement | null>,
  o: VirtualWindowOptions,
): VirtualWindow {
  const [store] = useState(() => createViewportStore(ref));
  // The last window handed out: the same object while the value is the same.
  const [last] = useState<{ window: VirtualWindow | null }>(() => ({ window: null }));
  const { count, rowHeight, minTileWidth, minColumns, overscanRows } = o;
  const select = useCallback(
    (geometry: ListViewport): VirtualWindow => {
      const next = listWindow(geometry, {
        count,
        rowHeight,
        minTileWidth,
        minColumns,
        overscanRows,
      });
      if (last.window && sameWindow(last.window, next)) return last.window;
      last.window = next;
      return next;
    },
    [last, count, rowHeight, minTileWidth, minColumns, overscanRows],
  );
  const [, remeasured] = useState(0);
  useLayoutEffect(() => {
    if (store.remeasure()) remeasured((n) => n + 1);
  }, [store]);
  const getSnapshot = useCallback(() => select(store.get()), [select, store]);
  const getServerSnapshot = useCallback(() => select(UNMEASURED), [select]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
}
