import { useEffect, useRef, useState, type RefObject } from 'react';
import { columnsFor, computeWindow, type WindowRange } from '../utils/virtualizer';

export interface VirtualWindowOptions {
  count: number;
  rowHeight: number;
  /** Grid: the minimum tile width (columns follow the width); list: omit (one column). */
  minTileWidth?: number;
  minColumns?: number;
  overscanRows?: number;
}

export interface VirtualWindow extends WindowRange {
  columns: number;
  /** Items per screenful (PageUp/PageDown). */
  pageItems: number;
}

/**
 * The window of a list that scrolls with the page: which items are in or near the viewport.
 * It measures on scroll and resize (one measure per animation frame) but updates React state
 * only when the window itself changes, so scrolling inside a window renders nothing.
 */
export function useVirtualWindow(
  ref: RefObject<HTMLElement | null>,
  o: VirtualWindowOptions,
): VirtualWindow {
  const opts = useRef(o);
  opts.current = o;
  const [win, setWin] = useState<VirtualWindow>(() => ({
    start: 0,
    end: Math.min(o.count, 30),
    rowCount: 0,
    totalHeight: 0,
    columns: 1,
    pageItems: 10,
  }));

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const { count, rowHeight, minTileWidth, minColumns, overscanRows } = opts.current;
      const r = el.getBoundingClientRect();
      const columns = minTileWidth ? columnsFor(r.width, minTileWidth, minColumns ?? 2) : 1;
      const vh = window.innerHeight;
      const range = computeWindow({
        count,
        columns,
        rowHeight,
        scrollTop: Math.max(0, -r.top),
        viewportHeight: vh - Math.max(0, r.top),
        overscanRows,
      });
      const pageItems = Math.max(columns, Math.floor(vh / rowHeight) * columns);
      setWin((p) =>
        p.start === range.start &&
        p.end === range.end &&
        p.columns === columns &&
        p.totalHeight === range.totalHeight &&
        p.pageItems === pageItems
          ? p
          : { ...range, columns, pageItems },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    if (ref.current) ro?.observe(ref.current);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      ro?.disconnect();
    };
    // Re-measure when what decides the window changes.
  }, [ref, o.count, o.rowHeight, o.minTileWidth, o.minColumns, o.overscanRows]);

  return win;
}
