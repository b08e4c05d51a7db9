/**
 * The drive's activity, newest first, one page at a time: its events, the recent view (decision
 * 0006) and its tasks. Each listing is a keyset walk down `(created_at, id)`; the routes turn the
 * cursor into a page token (routes/drive.ts, routes/drive-tasks.ts).
 */
import type { EventRow, FileRow, TaskRow, UserRow } from '../db/rows';
import { decodePageToken, encodePageToken } from '../paging';
import type { DriveStore } from './store';

/** The keyset position of a newest-first listing: [created_at, id] of the last row given. */
export type TimeCursor = [at: number, id: string];

/** Before every row: the first page. */
export const NEWEST: TimeCursor = [Number.MAX_SAFE_INTEGER, ''];

/**
 * The cursor of a page token of a newest-first listing, else NEWEST (first page). The token is
 * signed by this server for `scope`: its cursor is one this module made.
 */
export function timeCursorOf(secret: string, scope: string, token: string | undefined): TimeCursor {
  return (decodePageToken(secret, scope, token) as TimeCursor | null) || NEWEST;
}

/** The page token of a next cursor; '' at the end. */
export const timeTokenOf = (secret: string, scope: string, next: TimeCursor | null): string =>
  next ? encodePageToken(secret, scope, next) : '';

/** A page of rows, and the cursor of the next page (null at the end). */
export interface TimePage<R> {
  rows: R[];
  next: TimeCursor | null;
}

/** The page of `limit + 1` rows read: `limit` rows, and a next cursor when there were more. */
function pageOf<R>(rows: R[], limit: number, cursorOf: (row: R) => TimeCursor): TimePage<R> {
  const more = rows.length > limit;
  if (more) rows.pop();
  const last = rows[rows.length - 1];
  return { rows, next: more && last ? cursorOf(last) : null };
}

/** The event kinds that add or open a file: what the recent view lists (decision 0006). */
export const RECENT_TYPES = [
  'TYPE_UPLOAD',
  'TYPE_CREATE',
  'TYPE_COPY',
  'TYPE_RESTORE',
  'TYPE_URL',
  'TYPE_OPEN',
];
const RECENT_SQL = RECENT_TYPES.map((t) => `'${t}'`).join(', ');

type Owner = Pick<UserRow, 'id'>;

/** Every event of the user, newest first. */
export function eventsPage(
  store: DriveStore,
  user: Owner,
  cursor: TimeCursor,
  limit: number,
): TimePage<EventRow> {
  const rows = store
    .prep<[string, number, string, number], EventRow>(
      `SELECT * FROM events WHERE user_id = ? AND (created_at, id) < (?, ?)
      ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(user.id, cursor[0], cursor[1], limit + 1);
  return pageOf(rows, limit, (e) => [e.created_at, e.id]);
}

/** A row of the recent view: the file, and the event that puts it there. */
export type RecentRow = FileRow & {
  e_id: string;
  e_type: string;
  e_file_name: string;
  e_at: number;
};

/**
 * Recent (decision 0006): one entry per live file, its latest event of RECENT_TYPES, newest
 * first. An event is listed when no later event of those kinds exists for its file.
 */
export function recentPage(
  store: DriveStore,
  user: Owner,
  cursor: TimeCursor,
  limit: number,
): TimePage<RecentRow> {
  const rows = store
    .prep<{ user: string; at: number; eid: string; lim: number }, RecentRow>(
      `SELECT e.id AS e_id, e.type AS e_type, e.file_name AS e_file_name,
        e.created_at AS e_at, f.* FROM events e JOIN files f ON f.id = e.file_id
      WHERE e.user_id = @user AND e.type IN (${RECENT_SQL}) AND (e.created_at, e.id) < (@at, @eid)
        AND f.user_id = @user AND f.trashed = 0 AND f.kind_rank = 1
        AND NOT EXISTS (SELECT 1 FROM events l WHERE l.user_id = @user AND l.file_id = e.file_id
          AND l.type IN (${RECENT_SQL}) AND (l.created_at, l.id) > (e.created_at, e.id))
      ORDER BY e.created_at DESC, e.id DESC LIMIT @lim`,
    )
    .all({ user: user.id, at: cursor[0], eid: cursor[1], lim: limit + 1 });
  return pageOf(rows, limit, (r) => [r.e_at, r.e_id]);
}

/** The user's tasks (of one type, or all: ''), newest first. */
export function tasksPage(
  store: DriveStore,
  user: Owner,
  type: string,
  cursor: TimeCursor,
  limit: number,
): TimePage<TaskRow> {
  const rows = store
    .prep<{ user: string; type: string; c: number; i: string; lim: number }, TaskRow>(
      `SELECT * FROM tasks WHERE user_id = @user AND (@type = '' OR type = @type)
        AND (created_at, id) < (@c, @i) ORDER BY created_at DESC, id DESC LIMIT @lim`,
    )
    .all({ user: user.id, type, c: cursor[0], i: cursor[1], lim: limit + 1 });
  return pageOf(rows, limit, (t) => [t.created_at, t.id]);
}

/** One task of the user, or undefined. */
export function ownTask(store: DriveStore, user: Owner, id: string): TaskRow | undefined {
  return store
    .prep<[string, string], TaskRow>('SELECT * FROM tasks WHERE id = ? AND user_id = ?')
    .get(id, user.id);
}
