/**
 * The signed-in user's drive activity and quota, besides files (drive-files.ts), batches
 * (drive-batch.ts) and tasks (drive-tasks.ts): events and the recent view, about. The listings
 * are drive/activity.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventRow, FileRow } from '../db/rows';
import type { RouteDeps } from '../decorations';
import { fileJson, driveLinkOptions, type LinkOptions } from '../files';
import { rfc3339 } from '../util';
import { requireUser } from '../session';
import { driveStore } from '../drive/store';
import { eventsPage, recentPage, timeCursorOf, timeTokenOf } from '../drive/activity';
import * as S from '../schemas';

/** The query of the event listings (all events, or the recent view). */
interface EventsQuery {
  limit: number;
  page_token?: string;
  thumbnail_size: string;
  recent: boolean;
}

export default async function driveRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);
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

  /** Every event, newest first. */
  function allEvents(request: FastifyRequest<{ Querystring: EventsQuery }>) {
    const user = requireUser(request);
    const q = request.query;
    const scope = `events:${user.id}`;
    const page = eventsPage(store, user, timeCursorOf(ctx.secret, scope, q.page_token), q.limit);
    const o = driveLinkOptions(ctx, request);
    return {
      events: page.rows.map((e) => eventJson(e, store.ownFile(user, e.file_id), o)),
      next_page_token: timeTokenOf(ctx.secret, scope, page.next),
    };
  }

  /** Recent (decision 0006): one entry per live file, its latest adding or opening event. */
  function recentEvents(request: FastifyRequest<{ Querystring: EventsQuery }>) {
    const user = requireUser(request);
    const q = request.query;
    const scope = `recent:${user.id}`;
    const page = recentPage(store, user, timeCursorOf(ctx.secret, scope, q.page_token), q.limit);
    const o = driveLinkOptions(ctx, request);
    return {
      events: page.rows.map((r) =>
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
      next_page_token: timeTokenOf(ctx.secret, scope, page.next),
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
    return {
      kind: 'drive#about',
      quota: {
        kind: 'drive#quota',
        limit: String(user.quota_limit),
        usage: String(store.usage(user)),
        usage_in_trash: String(store.trashUsage(user)),
      },
    };
  });
}
