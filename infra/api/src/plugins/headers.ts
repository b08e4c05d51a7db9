/**
 * The headers every answer carries: the request id (`x-request-id`, the client's own when it
 * sent one), `cache-control: no-store` unless a route chose its own, and `nosniff`. Registered
 * first, so that answers made by the next plugins' hooks (a preflight, an injected fault) carry
 * them too.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', String(request.id).slice(0, 100));
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      return payload;
    });
  },
  { name: 'cumulus-headers', fastify: '5.x' },
);
