/**
 * Region access check: GET /access_controller/v1/area_accessible -> { accessible }. The answer is
 * set per origin with the control endpoint ('accessible', 'blocked', or 'dead': connection closed).
 */

import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { answers } from '../schemas';

export default async function accessRoutes(app: ApiApp, { ctx, originInfo }: RouteDeps) {
  app.get(
    '/access_controller/v1/area_accessible',
    { schema: { response: answers(Wire.AreaAccessible) } },
    async (request, reply) => {
      const answer = ctx.state.region[originInfo.key] || ctx.state.region['*'] || 'accessible';
      if (answer === 'dead') {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return { accessible: answer === 'accessible' };
    },
  );
}
