/**
 * A small windowing calculator for a list (columns = 1) or a grid of fixed-height rows.
 * Pure functions: the component measures, these decide which items are in the DOM.
 */
export interface WindowInput {
  count: number;
  columns: number;
  rowHeight: number;
  /** Pixels of the list scrolled above the viewport (>= 0). */
  scrollTop: number;
  viewportHeight: number;
  /** Extra rows rendered above and below the viewport. */
  overscanRows?: number;
}

export interface WindowRange {
  /** First item index rendered (inclusive). */
  start: number;
  /** Last item index rendered (exclusive). */
  end: number;
  rowCount: number;
  totalHeight: number;
}

export function rowCountOf(count: number, columns: number): number {
  return count <= 0 ? 0 : Math.ceil(count / Math.max(1, columns));
}

export function computeWindow(i: WindowInput): WindowRange {
  const columns = Math.max(1, Math.floor(i.columns));
  const rowCount = rowCountOf(i.count, columns);
  const totalHeight = rowCount * i.rowHeight;
  if (rowCount === 0 || i.rowHeight <= 0) return { start: 0, end: 0, rowCount, totalHeight };
  const overscan = i.overscanRows ?? 3;
  const top = Math.min(Math.max(0, i.scrollTop), Math.max(0, totalHeight - 1));
  const firstRow = Math.max(0, Math.floor(top / i.rowHeight) - overscan);
  const lastRow = Math.min(
    rowCount,
    Math.ceil((top + Math.max(0, i.viewportHeight)) / i.rowHeight) + overscan,
  );
  return {
    start: firstRow * columns,
    end: Math.min(i.count, Math.max(lastRow, firstRow + 1) * columns),
    rowCount,
    totalHeight,
  };
}

/** Where a list that scrolls with the page sits in the window. */
export interface ListViewport {
  /** Top of the list relative to the viewport (px; negative when scrolled past). */
  top: number;
  viewportHeight: number;
  width: number;
}

export interface VirtualWindowOptions {
  count: number;
  rowHeight: number;
  /** Grid: the minimum tile width (columns follow the width); list: omit (one column). */
  minTileWidth?: number;
  /** Grid: at least this many columns (default 2). */
  minColumns?: number;
  overscanRows?: number;
}

/** The rows of a list to render, and what keyboard paging needs. */
export interface VirtualWindow extends WindowRange {
  columns: number;
  /** Items per screenful (PageUp/PageDown). */
  pageItems: number;
}

/**
 * The window of a list that scrolls with the page, from its geometry: the rows in and near the
 * viewport, the columns its width holds, a screenful of items. The window is a function of the
 * first row in view alone: from it, a whole viewport of rows plus one (whatever part of the
 * viewport the list fills), with `overscanRows` on both sides. So it changes once per row that
 * crosses the viewport's top, not a second time when another crosses its bottom, and not at all
 * while the page above the list scrolls away (at most the rows of that part of the viewport are
 * rendered ahead).
 */
export function listWindow(g: ListViewport, o: VirtualWindowOptions): VirtualWindow {
  const columns = o.minTileWidth ? columnsFor(g.width, o.minTileWidth, o.minColumns ?? 2) : 1;
  const rowCount = rowCountOf(o.count, columns);
  const totalHeight = rowCount * o.rowHeight;
  const pageItems = Math.max(
    columns,
    Math.floor(g.viewportHeight / Math.max(1, o.rowHeight)) * columns,
  );
  if (rowCount === 0 || o.rowHeight <= 0)
    return { start: 0, end: 0, rowCount, totalHeight, columns, pageItems };
  const overscan = o.overscanRows ?? 3;
  const scrolled = Math.min(Math.max(0, -g.top), Math.max(0, totalHeight - 1));
  const firstInView = Math.floor(scrolled / o.rowHeight);
  const rowsInView = Math.ceil(Math.max(0, g.viewportHeight) / o.rowHeight) + 1;
  const firstRow = Math.max(0, firstInView - overscan);
  const lastRow = Math.min(rowCount, firstInView + rowsInView + overscan);
  return {
    start: firstRow * columns,
    end: Math.min(o.count, Math.max(lastRow, firstRow + 1) * columns),
    rowCount,
    totalHeight,
    columns,
    pageItems,
  };
}

/** Two windows render the same rows (compared by value). */
export const sameWindow = (a: VirtualWindow, b: VirtualWindow): boolean =>
  a.start === b.start &&
  a.end === b.end &&
  a.rowCount === b.rowCount &&
  a.totalHeight === b.totalHeight &&
  a.columns === b.columns &&
  a.pageItems === b.pageItems;

/** Position of an item inside the list (px from the list's top-left, column index). */
export function itemPosition(index: number, columns: number, rowHeight: number) {
  const c = Math.max(1, Math.floor(columns));
  return { row: Math.floor(index / c), column: index % c, top: Math.floor(index / c) * rowHeight };
}

/**
 * The scroll delta that brings an item fully into view, or 0 when it already is.
 * `listTop` is the list's top relative to the viewport's top (getBoundingClientRect().top).
 */
export function revealDelta(
  index: number,
  columns: number,
  rowHeight: number,
  listTop: number,
  viewportHeight: number,
  margin = 0,
): number {
  const { top } = itemPosition(index, columns, rowHeight);
  const itemTop = listTop + top;
  const itemBottom = itemTop + rowHeight;
  if (itemTop < margin) return itemTop - margin;
  if (itemBottom > viewportHeight) return itemBottom - viewportHeight;
  return 0;
}

/** Columns that fit a width with a minimum tile width (at least `min`). */
export function columnsFor(width: number, minTileWidth: number, min = 2): number {
  if (width <= 0) return min;
  return Math.max(min, Math.floor(width / minTileWidth));
}

/** Keyboard move inside a list/grid: the next focused index, clamped. */
export function moveIndex(
  current: number,
  key:
    'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown',
  count: number,
  columns: number,
  pageItems = 10,
): number {
  if (count <= 0) return -1;
  const c = Math.max(1, columns);
  const from = current < 0 ? -1 : current;
  let next = from;
  switch (key) {
    case 'ArrowDown':
      next = from < 0 ? 0 : from + c;
      break;
    case 'ArrowUp':
      next = from < 0 ? 0 : from - c;
      break;
    case 'ArrowRight':
      next = from + 1;
      break;
    case 'ArrowLeft':
      next = from < 0 ? 0 : from - 1;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = count - 1;
      break;
    case 'PageDown':
      next = from + Math.max(c, pageItems - (pageItems % c));
      break;
    case 'PageUp':
      next = from - Math.max(c, pageItems - (pageItems % c));
      break;
  }
  if (next < 0) return key === 'ArrowUp' || key === 'PageUp' ? Math.max(0, from % c) : 0;
  if (next >= count) return key === 'ArrowDown' || key === 'PageDown' ? count - 1 : count - 1;
  return next;
}
