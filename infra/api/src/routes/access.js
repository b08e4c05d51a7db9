'use strict';
/**
 * Region access check: GET /access_controller/v1/area_accessible -> { accessible }. The answer is
 * set per origin with the control endpoint ('accessible', 'blocked', or 'dead': connection closed).
 */

/** @param {import('fastify').FastifyInstance} app */
async function accessRoutes(app, { ctx, originInfo }) {
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

module.exports = accessRoutes;
