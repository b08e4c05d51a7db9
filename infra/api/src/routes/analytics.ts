/**
 * The analytics collector (issue 32; docs/decisions/0024): `POST /analytics/v1/ppa` takes one
 * batch of the browser's ppa queue (shared-libs/src/analytics/ppaQueue.ts), checked against the
 * one event table (contracts/analyticsEvents.ts) by its TypeBox schema, and stores its events in
 * order. A beacon sends `text/plain` (no preflight, no credentials): that body is read as JSON
 * here. A bad batch (not JSON, wrong types, unknown event, too many events, too big) is refused
 * whole with the 4xx envelope; a sender past BATCHES_PER_MINUTE gets 429 (the rate-limiter
 * pattern of the host's report collector, infra/serve/remote-reports.ts), counted across every
 * origin of the server. Nothing identifies a person: no user id, no address is stored.
 *
 * `GET /dev/analytics?key=` lists what was collected (JSON, oldest first), behind the dev key and
 * for loopback same-origin requests only, like `/dev/outbox` (devSurfaces.ts, decision 0020).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { ANALYTICS_COLLECT_PATH, ANALYTICS_LIMITS, Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { ApiApp, RouteDeps } from '../decorations';
import { devRequestProblem, sameSecret } from '../devSurfaces';
import { ApiError } from '../errors';
import { answers } from '../schemas';

/** Batches one client address may send per minute (ours): a page sends one every 5 s at most. */
export const BATCHES_PER_MINUTE = 60;

/** One limiter per context: the three API origins share it, so rotating does not multiply it. */
const limiters = new WeakMap<ApiContext, RateLimiterMemory>();
const limiterOf = (ctx: ApiContext) => {
  let l = limiters.get(ctx);
  if (!l)
    limiters.set(ctx, (l = new RateLimiterMemory({ points: BATCHES_PER_MINUTE, duration: 60 })));
  return l;
};

interface EventRow {
  id: number;
  page: string;
  event: string;
  user_type: number;
  t: number;
  params: string;
  received_at: number;
}

export default async function analyticsRoutes(app: ApiApp, { ctx }: RouteDeps) {
  // Encapsulated: only this plugin's routes read text/plain as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new ApiError('invalid_argument', 'Malformed JSON body'), undefined);
    }
  });

  const insert = ctx.db.prepare<[string, string, number, number, string, number]>(
    'INSERT INTO analytics_events (page, event, user_type, t, params, received_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  app.post(
    ANALYTICS_COLLECT_PATH,
    {
      bodyLimit: ANALYTICS_LIMITS.maxBodyBytes,
      schema: { body: Wire.AnalyticsBatch, response: answers(Wire.AnalyticsAccepted) },
      // Before the body is read: a flood costs no parsing.
      onRequest: async (request) => {
        try {
          await limiterOf(ctx).consume(request.ip);
        } catch {
          throw new ApiError('resource_exhausted', 'Too many analytics batches: try again later');
        }
      },
    },
    async (request) => {
      const { page, events } = request.body;
      const at = Date.now();
      ctx.db.transaction(() => {
        for (const e of events)
          insert.run(page, e.event, e.user_type, e.t, JSON.stringify(e.params), at);
      })();
      return { accepted: events.length };
    },
  );

  app.get(
    '/dev/analytics',
    { schema: { querystring: Wire.DevAnalyticsQuery, response: answers(Wire.DevAnalyticsList) } },
    async (request) => {
      const problem = devRequestProblem(request);
      if (problem) throw new ApiError('permission_denied', `The analytics view ${problem}`);
      if (!sameSecret(request.query.key, ctx.options.devKey))
        throw new ApiError(
          'permission_denied',
          'The analytics view needs the dev key: …/dev/analytics?key=<the key `npm start` printed>',
        );
      const rows = ctx.db
        .prepare<[number], EventRow>(
          'SELECT * FROM (SELECT * FROM analytics_events ORDER BY id DESC LIMIT ?) ORDER BY id',
        )
        .all(request.query.limit);
      return {
        events: rows.map((r) => ({ ...r, params: JSON.parse(r.params) as Record<string, string> })),
      };
    },
  );
}
