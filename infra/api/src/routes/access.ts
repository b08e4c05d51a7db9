/**
 * Region access check: GET /access_controller/v1/area_accessible -> { accessible }. The answer is
 * set per origin with the control endpoint ('accessible', 'blocked', or 'dead': connection closed).
 */

import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../decorations';

export default async function accessRoutes(app: FastifyInstance, { ctx, originInfo }: RouteDeps) {
  app.get('/access_controller/v1/area_accessible', async (request, reply) => {
    const answer = ctx.state.region[originInfo.key] || ctx.state.region['*'] || 'accessible';
    if (answer === 'dead') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    return { accessible: answer === 'accessible' };
  });
}
