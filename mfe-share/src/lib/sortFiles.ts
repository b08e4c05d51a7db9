import { ORDER_TYPES as ORDER_TYPE, type OrderType } from 'shared-libs';
import { extensionOf } from 'shared-libs';
import { isFolder, type ShareFile } from './types';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const time = (s: string) => {
  const t = Date.parse(s);
  return Number.isNaN(t) ? 0 : t;
};

/** Client-side sort orders (spec §3), folders first when pinned. Stable; ties by name then id. */
export function sortFiles(files: readonly ShareFile[], order: OrderType, pinFoldersTop: boolean) {
  const byName = (a: ShareFile, b: ShareFile) =>
    collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const cmp: (a: ShareFile, b: ShareFile) => number = {
    [ORDER_TYPE.NAME_ASC]: byName,
    [ORDER_TYPE.NAME_DESC]: (a: ShareFile, b: ShareFile) => byName(b, a),
    [ORDER_TYPE.TYPE_DESC]: (a: ShareFile, b: ShareFile) =>
      collator.compare(extensionOf({ name: b.name }), extensionOf({ name: a.name })) ||
      byName(a, b),
    [ORDER_TYPE.MODIFY_TIME_ASC]: (a: ShareFile, b: ShareFile) =>
      time(a.modified_time) - time(b.modified_time) || byName(a, b),
    [ORDER_TYPE.MODIFY_TIME_DESC]: (a: ShareFile, b: ShareFile) =>
      time(b.modified_time) - time(a.modified_time) || byName(a, b),
    [ORDER_TYPE.SIZE_ASC]: (a: ShareFile, b: ShareFile) =>
      Number(a.size) - Number(b.size) || byName(a, b),
    [ORDER_TYPE.SIZE_DESC]: (a: ShareFile, b: ShareFile) =>
      Number(b.size) - Number(a.size) || byName(a, b),
  }[order];
  return [...files].sort((a, b) => {
    if (pinFoldersTop) {
      const fa = isFolder(a) ? 0 : 1;
      const fb = isFolder(b) ? 0 : 1;
      if (fa !== fb) return fa - fb;
    }
    return cmp(a, b);
  });
}
