import { ORDER_TYPES as ORDER_TYPE, type OrderType } from 'shared-libs/files';
import { extensionOf } from 'shared-libs/files';
import type { DriveFile } from 'shared-libs';
import { isFolder } from './types';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const time = (s: string) => {
  const t = Date.parse(s);
  return Number.isNaN(t) ? 0 : t;
};

type Compare = (a: DriveFile, b: DriveFile) => number;

/**
 * Client-side sort orders (spec §3), folders first when pinned. A total order: ties by name,
 * then id.
 */
function comparatorOf(order: OrderType, pinFoldersTop: boolean): Compare {
  const byName: Compare = (a, b) =>
    collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const cmp: Compare = {
    [ORDER_TYPE.NAME_ASC]: byName,
    [ORDER_TYPE.NAME_DESC]: (a: DriveFile, b: DriveFile) => byName(b, a),
    [ORDER_TYPE.TYPE_DESC]: (a: DriveFile, b: DriveFile) =>
      collator.compare(extensionOf({ name: b.name }), extensionOf({ name: a.name })) ||
      byName(a, b),
    [ORDER_TYPE.MODIFY_TIME_ASC]: (a: DriveFile, b: DriveFile) =>
      time(a.modified_time) - time(b.modified_time) || byName(a, b),
    [ORDER_TYPE.MODIFY_TIME_DESC]: (a: DriveFile, b: DriveFile) =>
      time(b.modified_time) - time(a.modified_time) || byName(a, b),
    [ORDER_TYPE.SIZE_ASC]: (a: DriveFile, b: DriveFile) =>
      Number(a.size) - Number(b.size) || byName(a, b),
    [ORDER_TYPE.SIZE_DESC]: (a: DriveFile, b: DriveFile) =>
      Number(b.size) - Number(a.size) || byName(a, b),
  }[order];
  if (!pinFoldersTop) return cmp;
  return (a, b) => {
    const fa = isFolder(a) ? 0 : 1;
    const fb = isFolder(b) ? 0 : 1;
    return fa !== fb ? fa - fb : cmp(a, b);
  };
}

/** Client-side sort orders (spec §3), folders first when pinned. Stable; ties by name then id. */
export function sortFiles(files: readonly DriveFile[], order: OrderType, pinFoldersTop: boolean) {
  return [...files].sort(comparatorOf(order, pinFoldersTop));
}

/**
 * sortFiles for a listing that grows page by page (infinite scroll): when the files are the
 * last ones with more appended, only the new page is sorted and merged into the last result,
 * the same list as sorting everything (the order is total), in O(n + k log k) instead of
 * O(n log n) with a collator compare per step: 10,000 names re-sorted for every page of 100
 * made the long frames of a big share's scroll.
 */
export function createListingSort() {
  let last: {
    files: readonly DriveFile[];
    order: OrderType;
    pin: boolean;
    sorted: DriveFile[];
  } | null = null;
  const extends_ = (files: readonly DriveFile[], prev: readonly DriveFile[]) => {
    if (files.length < prev.length) return false;
    for (let i = 0; i < prev.length; i++) if (files[i] !== prev[i]) return false;
    return true;
  };
  return (files: readonly DriveFile[], order: OrderType, pin: boolean): DriveFile[] => {
    let sorted: DriveFile[];
    if (last && last.order === order && last.pin === pin && extends_(files, last.files)) {
      if (files.length === last.files.length) return last.sorted;
      const cmp = comparatorOf(order, pin);
      const added = files.slice(last.files.length).sort(cmp);
      const prev = last.sorted;
      sorted = new Array<DriveFile>(prev.length + added.length);
      // What sorts before the page's first file is copied as it is: found by binary search,
      // so a page that sorts after everything loaded (the server's own order) costs log n
      // compares, not n for every page of a long listing.
      let lo = 0;
      let hi = prev.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cmp(prev[mid]!, added[0]!) <= 0) lo = mid + 1;
        else hi = mid;
      }
      for (let c = 0; c < lo; c++) sorted[c] = prev[c]!;
      let i = lo;
      let j = 0;
      let k = lo;
      while (i < prev.length && j < added.length)
        sorted[k++] = cmp(prev[i]!, added[j]!) <= 0 ? prev[i++]! : added[j++]!;
      while (i < prev.length) sorted[k++] = prev[i++]!;
      while (j < added.length) sorted[k++] = added[j++]!;
    } else {
      sorted = sortFiles(files, order, pin);
    }
    last = { files, order, pin, sorted };
    return sorted;
  };
}
