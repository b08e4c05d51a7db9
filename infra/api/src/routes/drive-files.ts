/**
 * The signed-in user's files: list (filters, sort, folders first, offset or page token, total),
 * one item (with its breadcrumb; `usage=open` records an open), create a folder or a URL task,
 * rename / star one item. Decision 0006 for what is ours.
 */
import type { FastifyRequest } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import type { TaskRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { fileJson, driveLinkOptions } from '../files';
import { encodePageToken, decodePageToken } from '../paging';
import { cleanName, newId, validName } from '../util';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { taskJson } from '../tasks';
import { driveStore, isVip } from '../drive/store';
import { DAILY_URL_TASKS } from '../pay/plans';
import { parseFilters, listingPlan, listPage } from '../drive/listing';
import { answers } from '../schemas';
import { createBatches } from '../drive/batch';
import { purgeExpiredTrash } from '../drive/trashRetention';
import { createConflicts, keepBothName } from '../drive/conflicts';

const DAY = 86400000;

type CreateResult = Static<typeof Wire.CreateFileResult>;

export default async function driveFileRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);
  const { prep } = store;
  const batches = createBatches(store);
  const conflicts = createConflicts(store);
  const auth = { auth: 'required' } as const;

  app.get(
    '/drive/v1/files',
    {
      config: auth,
      schema: { querystring: Wire.FilesQuery, response: answers(Wire.FileList) },
    },
    async (request) => {
      const q = request.query;
      const user = requireUser(request);
      const f = parseFilters(q.filters);
      // The trash never shows an item past its retention (issue 31): purged right before.
      if (f.trashed) purgeExpiredTrash(ctx, batches, Date.now(), user);
      // A page token is bound to its listing: user, folder, filters, order.
      const scope = `files:${user.id}:${q.parent_id}:${q.sort}:${q.folders_first}:${JSON.stringify(f)}`;
      const cursor = decodePageToken(ctx.secret, scope, q.page_token);
      const plan = listingPlan(store, user, q, f);
      const page = listPage(plan, { offset: q.offset, cursor, limit: q.limit });
      const o = driveLinkOptions(ctx, request);
      return {
        kind: 'drive#fileList' as const,
        files: page.rows.map((r) => fileJson(r, o)),
        total: String(page.total),
        next_page_token: page.next ? encodePageToken(ctx.secret, scope, page.next) : '',
        // Across the drive (trash, starred, search): where each item is (issue 31).
        ...(q.parent_id === '*' && { places: placesOf(user, page.rows) }),
      };
    },
  );

  app.get(
    '/drive/v1/files/:id',
    {
      config: auth,
      schema: {
        params: Wire.FileParams,
        querystring: Wire.FileQuery,
        response: answers(Wire.DriveFileWithAncestors),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = store.ownFile(user, request.params.id);
      if (!row) throw new ApiError('file_not_found');
      // Opening a file (preview, download) feeds the recent view; a folder is not "opened".
      if (request.query.usage === 'open' && row.kind_rank === 1)
        store.event(user, 'TYPE_OPEN', row.id, row.name);
      return {
        ...fileJson(row, driveLinkOptions(ctx, request, true)),
        ancestors: store.ancestors(user, row),
      };
    },
  );

  app.post(
    '/drive/v1/files',
    {
      config: auth,
      schema: { body: Wire.CreateFileBody, response: answers(Wire.CreateFileResult) },
    },
    async (request) => {
      const b = request.body;
      const user = requireUser(request);
      const parent = store.folderOrRoot(user, b.parent_id || '');
      if (b.kind === 'drive#folder') return createFolder(request, user, parent, b.name, b.conflict);
      return createUrlTask(user, parent, b);
    },
  );

  function createFolder(
    request: FastifyRequest,
    user: UserRow,
    parent: string,
    rawName: string | undefined,
    mode: Wire.ConflictMode | undefined,
  ): CreateResult {
    // The schema requires a folder's name (Wire.CreateFileBody); this narrows its type.
    if (rawName === undefined)
      throw new ApiError('invalid_argument', 'body.name is required for a folder');
    let name = validName(rawName);
    const now = Date.now();
    // Decision 0031: a name already in the folder, with a conflict mode.
    const clash = mode ? conflicts.clashes(user, parent, [name])[0] : undefined;
    if (clash) {
      if (mode === 'ask') conflicts.refuse([clash]);
      if (mode === 'skip') {
        // Nothing made: the answer is the item already there.
        return {
          upload_type: '',
          file: fileJson(ownRow(user, clash.id), driveLinkOptions(ctx, request)),
          task: null,
        };
      }
      if (mode === 'rename') name = keepBothName(name, true, conflicts.takenNames(user, parent));
      if (mode === 'replace') {
        const ids = prep<[string, string, string], string>(
          'SELECT id FROM files WHERE user_id = ? AND parent_id = ? AND trashed = 0 AND name = ?',
        )
          .pluck()
          .all(user.id, parent, name);
        conflicts.trashReplaced(user, ids, now);
      }
    }
    const id = newId('VF');
    prep<[string, string, string, string, number, number]>(
      `INSERT INTO files (id, user_id, parent_id, kind_rank, name, created_at, modified_at)
      VALUES (?, ?, ?, 0, ?, ?, ?)`,
    ).run(id, user.id, parent, name, now, now);
    store.event(user, 'TYPE_CREATE', id, name);
    return {
      upload_type: '',
      file: fileJson(ownRow(user, id), driveLinkOptions(ctx, request)),
      task: null,
    };
  }

  /** A URL ("offline") task; the task runner creates the file (tasks.js). */
  /** Each listed item's folder -> its path (top-level first, the folder last; [] the root). */
  function placesOf(user: UserRow, rows: readonly { parent_id: string }[]) {
    const places: Record<string, { id: string; name: string }[]> = {};
    for (const { parent_id } of rows)
      if (!(parent_id in places))
        places[parent_id] = parent_id ? store.ancestors(user, { parent_id }) : [];
    return places;
  }

  /** A row just written (or checked) in the caller's drive. */
  const ownRow = (user: UserRow, id: string) => {
    const row = store.ownFile(user, id);
    if (!row) throw new ApiError('file_not_found');
    return row;
  };

  function createUrlTask(user: UserRow, parent: string, b: Wire.CreateFileBody): CreateResult {
    // The schema requires both for a URL task (Wire.CreateFileBody); this narrows their types.
    if (b.upload_type !== 'UPLOAD_TYPE_URL' || !b.url) {
      throw new ApiError(
        'invalid_argument',
        'Only folders and URL tasks ({upload_type: "UPLOAD_TYPE_URL", url: {url}}) can be created',
      );
    }
    let url: URL;
    try {
      url = new URL(b.url.url.trim());
    } catch {
      throw new ApiError('invalid_argument', 'url.url is not a valid URL');
    }
    if (!['http:', 'https:', 'ftp:', 'magnet:'].includes(url.protocol))
      throw new ApiError('invalid_argument', 'url.url must be an http, https, ftp or magnet link');
    const now = Date.now();
    const count =
      prep<[string, number], number>(
        "SELECT COUNT(*) FROM tasks WHERE user_id = ? AND type = 'offline' AND created_at >= ?",
      )
        .pluck()
        .get(user.id, now - (now % DAY)) ?? 0;
    if (count >= (isVip(user) ? DAILY_URL_TASKS.vip : DAILY_URL_TASKS.free))
      throw new ApiError(
        'task_daily_create_limit',
        'You have reached the daily limit of URL tasks',
      );
    let name = b.name ? validName(b.name) : '';
    if (!name) {
      let dn: string | null | undefined;
      try {
        dn =
          url.protocol === 'magnet:'
            ? url.searchParams.get('dn')
            : decodeURIComponent(url.pathname.split('/').pop() || '');
      } catch {
        dn = url.pathname.split('/').pop();
      }
      name = cleanName(dn || '') || 'download';
    }
    const id = newId('VT');
    prep<[string, string, string, string, number, number]>(
      `INSERT INTO tasks (id, user_id, type, name, phase, progress, message, file_id, params,
      total, done, created_at, updated_at)
      VALUES (?, ?, 'offline', ?, 'PHASE_TYPE_PENDING', 0, '', '', ?, 1, 0, ?, ?)`,
    ).run(id, user.id, name, JSON.stringify({ url: url.href, parent_id: parent }), now, now);
    return {
      upload_type: 'UPLOAD_TYPE_URL',
      file: null,
      // Just written.
      task: taskJson(
        prep<[string], TaskRow>('SELECT * FROM tasks WHERE id = ?').get(id) as TaskRow,
      ),
    };
  }

  app.post(
    '/drive/v1/files::conflicts',
    {
      config: auth,
      schema: { body: Wire.ConflictsBody, response: answers(Wire.ConflictsResult) },
    },
    async (request) => {
      const user = requireUser(request);
      const parent = store.folderOrRoot(user, request.body.parent_id);
      const names = request.body.names.map((n) => validName(n));
      return { conflicts: conflicts.described(user, parent, names) };
    },
  );

  app.patch(
    '/drive/v1/files/:id',
    {
      config: auth,
      schema: {
        params: Wire.FileParams,
        body: Wire.PatchFileBody,
        response: answers(Wire.DriveFile),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = store.ownFile(user, request.params.id);
      if (!row) throw new ApiError('file_not_found');
      const b = request.body;
      if (b.name !== undefined) {
        const name = validName(b.name);
        prep<[string, number, string]>(
          'UPDATE files SET name = ?, modified_at = ? WHERE id = ?',
        ).run(name, Date.now(), row.id);
        store.event(user, 'TYPE_RENAME', row.id, name);
      }
      if (b.starred !== undefined)
        prep<[number, string]>('UPDATE files SET starred = ? WHERE id = ?').run(
          b.starred ? 1 : 0,
          row.id,
        );
      return fileJson(ownRow(user, row.id), driveLinkOptions(ctx, request));
    },
  );
}
