/**
 * The signed-in user's drive activity and quota, besides files (drive-files.ts), batches
 * (drive-batch.ts) and tasks (drive-tasks.ts): events and the recent view, about. The listings
 * are drive/activity.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import type { EventRow, FileRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { fileJson, driveLinkOptions, type LinkOptions } from '../files';
import { rfc3339 } from '../util';
import { requireUser } from '../session';
import { driveStore } from '../drive/store';
import { eventsPage, recentPage, timeCursorOf, timeTokenOf } from '../drive/activity';
import { answers } from '../schemas';
import { aboutExtras, endExpiredAddOns } from '../pay/addOns';
import { limitOf } from '../pay/plans';

/** A request for an event listing (all events, or the recent view). */
type EventsRequest = FastifyRequest<{ Querystring: Static<typeof Wire.EventsQuery> }>;
type EventList = Static<typeof Wire.EventList>;

export default async function driveRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);
  const auth = { auth: 'required' } as const;

  const eventJson = (
    e: Pick<EventRow, 'id' | 'type' | 'file_id' | 'file_name' | 'created_at'>,
    file: FileRow | undefined,
    o: LinkOptions,
  ): EventList['events'][number] => ({
    kind: 'drive#event',
    id: e.id,
    type: e.type,
    file_id: e.file_id,
    file_name: e.file_name,
    created_time: rfc3339(e.created_at),
    reference_resource: file ? fileJson(file, o) : null,
  });

  /** Every event, newest first. */
  function allEvents(request: EventsRequest): EventList {
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
  function recentEvents(request: EventsRequest): EventList {
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

  app.get(
    '/drive/v1/events',
    {
      config: auth,
      schema: { querystring: Wire.EventsQuery, response: answers(Wire.EventList) },
    },
    async (request) => (request.query.recent ? recentEvents(request) : allEvents(request)),
  );

  app.get(
    '/drive/v1/about',
    { config: auth, schema: { response: answers(Wire.About) } },
    async (request) => {
      const signedIn = requireUser(request);
      // Add-ons that ran out leave the quota first (pay/addOns.ts); then the row is current.
      const user = endExpiredAddOns(ctx.db, Date.now(), signedIn.id)
        ? (ctx.db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(signedIn.id) ??
          signedIn)
        : signedIn;
      return {
        kind: 'drive#about' as const,
        quota: {
          kind: 'drive#quota' as const,
          // Premium raises the stored limit while it runs (pay/plans.ts).
          limit: String(limitOf(ctx.db, user.id, user)),
          usage: String(store.usage(user)),
          usage_in_trash: String(store.trashUsage(user)),
        },
        ...aboutExtras(ctx.db, user),
      };
    },
  );
}
