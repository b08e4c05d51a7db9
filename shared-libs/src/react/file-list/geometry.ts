import type { CSSProperties } from 'react';
import { itemPosition } from 'shared-libs/files';

/** Row heights of the file list (px): a list row, a grid tile's row. */
export const LIST_ROW_HEIGHT = 56;
export const GRID_ROW_HEIGHT = 196;
/** A grid tile's least width: the columns are as many as fit. */
export const GRID_MIN_TILE = 150;
/**
 * Tiles of a grid rendered on a server, and while the browser hydrates that HTML: the grid's
 * columns follow a width only the browser knows, so there CSS places them (`.gridFlow`, the
 * same columns and rows as the measured grid), enough to fill a wide screen's first view.
 */
export const FLOW_TILES = 48;

export const rowHeightOf = (grid: boolean) => (grid ? GRID_ROW_HEIGHT : LIST_ROW_HEIGHT);

/** Where an item sits in the list (absolutely placed: the list is virtualized). */
export function rowStyle(index: number, columns: number, grid: boolean): CSSProperties {
  const rowHeight = rowHeightOf(grid);
  const pos = itemPosition(index, columns, rowHeight);
  return {
    top: pos.top,
    height: rowHeight,
    left: grid ? `${(pos.column * 100) / columns}%` : 0,
    width: grid ? `${100 / columns}%` : '100%',
  };
}
