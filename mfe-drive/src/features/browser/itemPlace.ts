import type { IntlShape, MessageDescriptor } from 'react-intl';
import { TRASH_RETENTION_DAYS, type DriveFile } from 'shared-libs';
import type { Ancestor } from '../../lib/driveApi';
import { placeMessages as p } from './placeMessages';

const DAY = 86_400_000;

/** A folder path as people read it: "My drive › Pictures › 2023" (`root`: the root's name). */
export function pathText(path: readonly Ancestor[], root: string): string {
  return [root, ...path.map((a) => a.name)].join(' › ');
}

/**
 * Days (started ones count) before a trashed item is deleted for good: 30 right after trashing,
 * 1 on its last day, 0 once due; undefined for a live item.
 */
export function daysLeft(file: DriveFile, now = Date.now()): number | undefined {
  const end = file.delete_time
    ? Date.parse(file.delete_time)
    : file.trashed_time
      ? Date.parse(file.trashed_time) + TRASH_RETENTION_DAYS * DAY
      : NaN;
  if (Number.isNaN(end)) return undefined;
  return Math.max(0, Math.ceil((end - now) / DAY));
}

/**
 * The line under an item of a view across folders (issue 31), short enough for a phone's row:
 * its folder ("in Pictures"; the whole path is in Details), and in the trash the days left,
 * where it was and when it was deleted. '' when nothing is known.
 */
export function itemNote(
  intl: IntlShape,
  file: DriveFile,
  path: readonly Ancestor[] | undefined,
  opts: { trash: boolean; root: string; now?: number },
): string {
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const where = path ? (path[path.length - 1]?.name ?? opts.root) : '';
  if (!opts.trash) return where ? t(p.inPlace, { path: where }) : '';
  const parts: string[] = [];
  const days = daysLeft(file, opts.now);
  if (days !== undefined) parts.push(t(p.daysLeft, { days }));
  if (where) parts.push(t(p.fromPlace, { path: where }));
  if (file.trashed_time)
    parts.push(
      t(p.deletedOn, { date: intl.formatDate(file.trashed_time, { dateStyle: 'medium' }) }),
    );
  return parts.join(' · ');
}
