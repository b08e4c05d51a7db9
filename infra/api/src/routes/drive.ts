/**
 * The signed-in user's drive, besides files (drive-files.ts) and batches (drive-batch.ts):
 * events and the recent view, about (quota), tasks, privileges, plus the public download
 * statistics.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DownloadStatRow, EventRow, FileRow, TaskRow } from '../db/rows';
import type { RouteDeps } from '../decorations';
import { fileJson, driveLinkOptions, type LinkOptions } from '../files';
import { encodePageToken, decodePageToken } from '../paging';
import { rfc3339 } from '../util';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { taskJson } from '../tasks';
import { driveStore, isVip } from '../drive/store';
import * as S from '../schemas';

/** The query of the event listings (all events, or the recent view). */
interface EventsQuery {
  limit: number;
  page_token?: string;
  thumbnail_size: string;
  recent: boolean;
}

/** The keyset position of an event or task listing: [created_at, id], newest first. */
type TimeCursor = [number, string];

const DAY = 86400000;
/** The event kinds that add or open a file: what the recent view lists (decision 0006). */
const RECENT_TYPES = [
  'TYPE_UPLOAD',
  'TYPE_CREATE',
  'TYPE_COPY',
  'TYPE_RESTORE',
  'TYPE_URL',
  'TYPE_OPEN',
];
const RECENT_SQL = RECENT_TYPES.map((t) => `'${t}'`).join(', ');

export default async function driveRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);
  const { prep } = store;
  const auth = { auth: 'required' } as const;

  const eventJson = (
    e: Pick<EventRow, 'id' | 'type' | 'file_id' | 'file_name' | 'created_at'>,
    file: FileRow | undefined,
    o: LinkOptions,
  ) => ({
    kind: 'drive#event',
    id: e.id,
    type: e.type,
    file_id: e.file_id,
    file_name: e.file_name,
    created_time: rfc3339(e.created_at),
    reference_resource: file ? fileJson(file, o) : null,
  });

  /** The position of a page token (signed by this server), else the start. */
  const timeCursor = (scope: string, token: string | undefined): TimeCursor =>
    (decodePageToken(ctx.secret, scope, token) as TimeCursor | null) || [
      Number.MAX_SAFE_INTEGER,
      '',
    ];

  /** Every event, newest first. */
  function allEvents(request: FastifyRequest<{ Querystring: EventsQuery }>) {
    const user = requireUser(request);
    const q = request.query;
    const scope = `events:${user.id}`;
    const cursor = timeCursor(scope, q.page_token);
    const rows = prep<
      [string, number, string, number],
      EventRow
    >(`SELECT * FROM events WHERE user_id = ? AND (created_at, id) < (?, ?)
      ORDER BY created_at DESC, id DESC LIMIT ?`).all(user.id, cursor[0], cursor[1], q.limit + 1);
    const more = rows.length > q.limit;
    if (more) rows.pop();
    const last = rows[rows.length - 1];
    const o = driveLinkOptions(ctx, request);
    return {
      events: rows.map((e) => eventJson(e, store.ownFile(user, e.file_id), o)),
      next_page_token:
        more && last ? encodePageToken(ctx.secret, scope, [last.created_at, last.id]) : '',
    };
  }

  /**
   * Recent (decision 0006): one entry per live file, its latest event of RECENT_TYPES, newest
   * first. An event is listed when no later event of those kinds exists for its file.
   */
  function recentEvents(request: FastifyRequest<{ Querystring: EventsQuery }>) {
    const user = requireUser(request);
    const q = request.query;
    const scope = `recent:${user.id}`;
    const cursor = timeCursor(scope, q.page_token);
    const rows = prep<
      { user: string; at: number; eid: string; lim: number },
      FileRow & { e_id: string; e_type: string; e_file_name: string; e_at: number }
    >(`SELECT e.id AS e_id, e.type AS e_type, e.file_name AS e_file_name,
        e.created_at AS e_at, f.* FROM events e JOIN files f ON f.id = e.file_id
      WHERE e.user_id = @user AND e.type IN (${RECENT_SQL}) AND (e.created_at, e.id) < (@at, @eid)
        AND f.user_id = @user AND f.trashed = 0 AND f.kind_rank = 1
        AND NOT EXISTS (SELECT 1 FROM events l WHERE l.user_id = @user AND l.file_id = e.file_id
          AND l.type IN (${RECENT_SQL}) AND (l.created_at, l.id) > (e.created_at, e.id))
      ORDER BY e.created_at DESC, e.id DESC LIMIT @lim`).all({
      user: user.id,
      at: cursor[0],
      eid: cursor[1],
      lim: q.limit + 1,
    });
    const more = rows.length > q.limit;
    if (more) rows.pop();
    const last = rows[rows.length - 1];
    const o = driveLinkOptions(ctx, request);
    return {
      events: rows.map((r) =>
        eventJson(
          {
            id: r.e_id,
            type: r.e_type,
            file_id: r.id,
            file_name: r.e_file_name,
            created_at: r.e_at,
          },
          r,
          o,
        ),
      ),
      next_page_token:
        more && last ? encodePageToken(ctx.secret, scope, [last.e_at, last.e_id]) : '',
    };
  }

  app.get<{ Querystring: EventsQuery }>(
    '/drive/v1/events',
    {
      config: auth,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: S.limit(50, 100),
            page_token: S.pageToken,
            thumbnail_size: S.thumbnailSize,
            recent: { type: 'boolean', default: false },
          },
        },
      },
    },
    async (request) => (request.query.recent ? recentEvents(request) : allEvents(request)),
  );

  app.get('/drive/v1/about', { config: auth }, async (request) => {
    const user = requireUser(request);
    const trash = prep<[string], number>(
      'SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ? AND trashed = 1',
    )
      .pluck()
      .get(user.id);
    return {
      kind: 'drive#about',
      quota: {
        kind: 'drive#quota',
        limit: String(user.quota_limit),
        usage: String(store.usage(user)),
        usage_in_trash: String(trash),
      },
    };
  });

  app.get<{ Querystring: { type?: 'restore' | 'offline'; limit: number; page_token?: string } }>(
    '/drive/v1/tasks',
    {
      config: auth,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['restore', 'offline'] },
            limit: S.limit(50, 100),
            page_token: S.pageToken,
          },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      const scope = `tasks:${user.id}:${q.type || ''}`;
      const cursor = timeCursor(scope, q.page_token);
      const rows = prep<
        { user: string; type: string; c: number; i: string; lim: number },
        TaskRow
      >(`SELECT * FROM tasks WHERE user_id = @user AND (@type = '' OR type = @type)
        AND (created_at, id) < (@c, @i) ORDER BY created_at DESC, id DESC LIMIT @lim`).all({
        user: user.id,
        type: q.type || '',
        c: cursor[0],
        i: cursor[1],
        lim: q.limit + 1,
      });
      const more = rows.length > q.limit;
      if (more) rows.pop();
      const last = rows[rows.length - 1];
      return {
        tasks: rows.map(taskJson),
        next_page_token:
          more && last ? encodePageToken(ctx.secret, scope, [last.created_at, last.id]) : '',
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/drive/v1/tasks/:id',
    { config: auth, schema: { params: { type: 'object', properties: { id: S.id } } } },
    async (request) => {
      const row = prep<[string, string], TaskRow>(
        'SELECT * FROM tasks WHERE id = ? AND user_id = ?',
      ).get(request.params.id, requireUser(request).id);
      if (!row) throw new ApiError('task_not_found', `No task ${request.params.id}`);
      return taskJson(row);
    },
  );

  app.get('/drive/v1/privilege/vip', { config: auth }, async (request) => {
    const user = requireUser(request);
    const expire = user.vip_expire ?? 0;
    const active = isVip(user);
    const surplus = active ? Math.ceil((expire - Date.now()) / DAY) : 0;
    return {
      data: {
        expire: active ? rfc3339(user.vip_expire) : '',
        status: active ? 'ok' : 'invalid',
        type: active ? user.vip_type : 'novip',
        user_id: user.id,
        vipItem: active
          ? [{ type: user.vip_type, expire: rfc3339(user.vip_expire), surplus_day: surplus }]
          : [],
      },
    };
  });

  app.get('/drive/v1/privilege/area_country_code', async () => ({
    data: { countryCode: ctx.state.countryCode },
  }));

  app.get<{ Querystring: { channel?: string } }>(
    '/drive/v1/statistics/pub/download',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            channel: { type: 'string', enum: ['android', 'ios', 'gp', 'tv', 'windows', 'mac'] },
          },
        },
      },
    },
    async (request, reply) => {
      const rows = prep<[], DownloadStatRow>(
        'SELECT channel, count FROM download_stats ORDER BY channel',
      ).all();
      const channels = Object.fromEntries(
        rows
          .filter((r) => !request.query.channel || r.channel === request.query.channel)
          .map((r) => [r.channel, String(r.count)]),
      );
      const total = rows.reduce((s, r) => s + r.count, 0);
      reply.header('cache-control', 'public, max-age=300');
      return {
        data: {
          total: String(total),
          channels,
          updated_time: rfc3339(Date.now() - (Date.now() % 3_600_000)),
        },
      };
    },
  );
}
