import { ORDER_TYPES } from 'shared-libs/files';
import { createListingSort, sortFiles } from './sortFiles';
import type { DriveFile } from 'shared-libs';

const file = (i: number, folder = false): DriveFile =>
  ({
    id: `id-${String(i).padStart(4, '0')}`,
    kind: folder ? 'drive#folder' : 'drive#file',
    name: `file ${(i * 7919) % 1000}.txt`,
    size: String((i * 104729) % 5000),
    modified_time: new Date(Date.UTC(2024, 0, 1 + ((i * 31) % 90))).toISOString(),
  }) as DriveFile;

describe('a listing sorted page by page', () => {
  const all = Array.from({ length: 450 }, (_, i) => file(i, i % 17 === 0));

  it.each(Object.values(ORDER_TYPES))('is the full sort after every page (order %s)', (order) => {
    for (const pin of [true, false]) {
      const sort = createListingSort();
      let items: DriveFile[] = [];
      for (let page = 0; page * 100 < all.length; page++) {
        items = [...items, ...all.slice(page * 100, page * 100 + 100)];
        expect(sort(items, order, pin)).toEqual(sortFiles(items, order, pin));
      }
    }
  });

  it('is the full sort when pages arrive in the order shown (the server sorted them)', () => {
    for (const order of Object.values(ORDER_TYPES)) {
      const inOrder = sortFiles(all, order, true);
      const sort = createListingSort();
      let items: DriveFile[] = [];
      for (let page = 0; page * 100 < inOrder.length; page++) {
        items = [...items, ...inOrder.slice(page * 100, page * 100 + 100)];
        expect(sort(items, order, true)).toEqual(inOrder.slice(0, items.length));
      }
    }
  });

  it('sorts afresh when the files are not the last ones extended, or the order changed', () => {
    const sort = createListingSort();
    const a = all.slice(0, 100);
    expect(sort(a, ORDER_TYPES.NAME_ASC, true)).toEqual(sortFiles(a, ORDER_TYPES.NAME_ASC, true));
    const other = all.slice(50, 250);
    expect(sort(other, ORDER_TYPES.NAME_ASC, true)).toEqual(
      sortFiles(other, ORDER_TYPES.NAME_ASC, true),
    );
    expect(sort(other, ORDER_TYPES.SIZE_DESC, false)).toEqual(
      sortFiles(other, ORDER_TYPES.SIZE_DESC, false),
    );
    // The same files again: the same result, not sorted again.
    const once = sort(other, ORDER_TYPES.SIZE_DESC, false);
    expect(sort(other, ORDER_TYPES.SIZE_DESC, false)).toBe(once);
  });
});
