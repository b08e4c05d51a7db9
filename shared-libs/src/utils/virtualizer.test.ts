import {
  columnsFor,
  computeWindow,
  itemPosition,
  listWindow,
  moveIndex,
  revealDelta,
  rowCountOf,
  sameWindow,
} from './virtualizer';

describe('computeWindow', () => {
  it('renders only the rows in and near the viewport of a 10,000-item list', () => {
    const w = computeWindow({
      count: 10_000,
      columns: 1,
      rowHeight: 50,
      scrollTop: 0,
      viewportHeight: 500,
      overscanRows: 3,
    });
    expect(w).toEqual({ start: 0, end: 13, rowCount: 10_000, totalHeight: 500_000 });
  });

  it('follows the scroll position with overscan on both sides', () => {
    const w = computeWindow({
      count: 10_000,
      columns: 1,
      rowHeight: 50,
      scrollTop: 50_000,
      viewportHeight: 500,
      overscanRows: 3,
    });
    expect(w.start).toBe(997);
    expect(w.end).toBe(1013);
  });

  it('reaches the last item at the bottom and stays bounded', () => {
    const w = computeWindow({
      count: 10_000,
      columns: 1,
      rowHeight: 50,
      scrollTop: 499_500,
      viewportHeight: 500,
      overscanRows: 3,
    });
    expect(w.end).toBe(10_000);
    expect(w.end - w.start).toBeLessThan(30);
  });

  it('clamps a scroll position past the end', () => {
    const w = computeWindow({
      count: 100,
      columns: 1,
      rowHeight: 50,
      scrollTop: 1e9,
      viewportHeight: 500,
    });
    expect(w.end).toBe(100);
    expect(w.start).toBeGreaterThan(80);
  });

  it('windows a grid by rows of `columns` items', () => {
    const w = computeWindow({
      count: 1_001,
      columns: 4,
      rowHeight: 200,
      scrollTop: 2_000,
      viewportHeight: 400,
      overscanRows: 1,
    });
    expect(w.rowCount).toBe(251);
    expect(w.start).toBe(36); // row 9
    expect(w.end).toBe(52); // row 13 exclusive
    expect(w.start % 4).toBe(0);
  });

  it('is empty for no items', () => {
    expect(
      computeWindow({ count: 0, columns: 3, rowHeight: 10, scrollTop: 0, viewportHeight: 100 }),
    ).toEqual({
      start: 0,
      end: 0,
      rowCount: 0,
      totalHeight: 0,
    });
  });

  it('handles a list below the fold (negative visible height)', () => {
    const w = computeWindow({
      count: 50,
      columns: 1,
      rowHeight: 10,
      scrollTop: 0,
      viewportHeight: -200,
      overscanRows: 2,
    });
    expect(w.start).toBe(0);
    expect(w.end).toBe(2);
  });
});

describe('geometry', () => {
  it('rowCountOf and itemPosition', () => {
    expect(rowCountOf(10, 3)).toBe(4);
    expect(itemPosition(7, 3, 100)).toEqual({ row: 2, column: 1, top: 200 });
  });

  it('columnsFor fits tiles with a minimum', () => {
    expect(columnsFor(1000, 150)).toBe(6);
    expect(columnsFor(300, 150)).toBe(2);
    expect(columnsFor(200, 150)).toBe(2);
    expect(columnsFor(0, 150)).toBe(2);
  });

  it('revealDelta scrolls just enough to show an item', () => {
    // list top at -1000 (scrolled), viewport 500, rows of 50: item 30 is at 1500-1000 = 500 -> below
    expect(revealDelta(30, 1, 50, -1000, 500)).toBe(50);
    // item 10 at 500-1000 = -500 -> above
    expect(revealDelta(10, 1, 50, -1000, 500)).toBe(-500);
    expect(revealDelta(22, 1, 50, -1000, 500)).toBe(0);
    expect(revealDelta(20, 1, 50, -1000, 500, 8)).toBe(-8);
  });
});

describe('moveIndex (keyboard)', () => {
  it('moves by one in a list and clamps at the ends', () => {
    expect(moveIndex(-1, 'ArrowDown', 10, 1)).toBe(0);
    expect(moveIndex(0, 'ArrowDown', 10, 1)).toBe(1);
    expect(moveIndex(0, 'ArrowUp', 10, 1)).toBe(0);
    expect(moveIndex(9, 'ArrowDown', 10, 1)).toBe(9);
    expect(moveIndex(4, 'Home', 10, 1)).toBe(0);
    expect(moveIndex(4, 'End', 10, 1)).toBe(9);
  });

  it('moves by a row in a grid and by one sideways', () => {
    expect(moveIndex(1, 'ArrowDown', 10, 4)).toBe(5);
    expect(moveIndex(5, 'ArrowUp', 10, 4)).toBe(1);
    expect(moveIndex(2, 'ArrowUp', 10, 4)).toBe(2);
    expect(moveIndex(5, 'ArrowRight', 10, 4)).toBe(6);
    expect(moveIndex(5, 'ArrowLeft', 10, 4)).toBe(4);
    expect(moveIndex(0, 'ArrowLeft', 10, 4)).toBe(0);
    expect(moveIndex(7, 'ArrowDown', 10, 4)).toBe(9);
  });

  it('pages by whole rows', () => {
    expect(moveIndex(0, 'PageDown', 100, 4, 20)).toBe(20);
    expect(moveIndex(30, 'PageUp', 100, 4, 20)).toBe(10);
    expect(moveIndex(95, 'PageDown', 100, 1, 20)).toBe(99);
  });

  it('returns -1 for an empty list', () => {
    expect(moveIndex(-1, 'ArrowDown', 0, 1)).toBe(-1);
  });
});

describe('listWindow', () => {
  it('derives the window of a list that scrolls with the page from its geometry', () => {
    // The list's top is 1,000 px above the viewport; 800 px of viewport.
    const w = listWindow(
      { top: -1_000, width: 900, viewportHeight: 800 },
      { count: 10_000, rowHeight: 50, overscanRows: 2 },
    );
    // Row 20 is the first in view: from it, 16 rows of viewport plus one, 2 of overscan.
    expect(w).toEqual({
      start: 18,
      end: 39,
      rowCount: 10_000,
      totalHeight: 500_000,
      columns: 1,
      pageItems: 16,
    });
  });

  it('fits columns to the width in a grid; a viewport of rows from the first in view', () => {
    const w = listWindow(
      { top: 300, width: 900, viewportHeight: 800 },
      { count: 100, rowHeight: 200, minTileWidth: 150, overscanRows: 0 },
    );
    expect([w.columns, w.start, w.end, w.pageItems]).toEqual([6, 0, 30, 24]);
  });

  it('changes once per row crossing the top, never while the page above the list scrolls', () => {
    const o = { count: 10_000, rowHeight: 50, overscanRows: 2 };
    const at = (top: number) => listWindow({ top, width: 500, viewportHeight: 800 }, o);
    const changes = (from: number, to: number) => {
      let n = 0;
      for (let top = from; top > to; top -= 1) if (!sameWindow(at(top), at(top - 1))) n += 1;
      return n;
    };
    expect(changes(300, 0)).toBe(0);
    expect(changes(0, -500)).toBe(10);
    expect(listWindow({ top: 0, width: 0, viewportHeight: 800 }, { ...o, count: 5 }).end).toBe(5);
  });

  it('compares windows by value', () => {
    const g = { top: -10, width: 500, viewportHeight: 800 };
    const o = { count: 50, rowHeight: 40 };
    expect(sameWindow(listWindow(g, o), listWindow({ ...g, top: -30 }, o))).toBe(true);
    expect(sameWindow(listWindow(g, o), listWindow({ ...g, top: -130 }, o))).toBe(false);
    expect(sameWindow(listWindow(g, o), listWindow(g, { ...o, count: 51 }))).toBe(false);
  });
});
