/**
 * Fault injection: the control endpoint (routes/control.ts) sets, per origin (`originInfo.key`) or
 * for all (`*`), a mode that this hook plays on every request under its path prefix: `dead`
 * drops the connection, `slow` waits `delayMs`, `fail` answers 500 at `failRate`. Registered
 * after CORS, so an injected failure still carries the CORS headers a browser needs to read it;
 * the control endpoint itself is never faulted.
 */
import fp from 'fastify-plugin';
import { isControlPath } from '../devSurfaces';
import { apiError } from '../errors';

export default fp(
  async (app) => {
    const { ctx, originInfo } = app;
    app.addHook('onRequest', async (request, reply) => {
      if (isControlPath(request.url)) return undefined;
      const fault = ctx.state.faults[originInfo.key] || ctx.state.faults['*'];
      if (!fault || fault.mode === 'ok') return undefined;
      if (fault.pathPrefix && !request.url.startsWith(fault.pathPrefix)) return undefined;
      if (fault.mode === 'dead') {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      if (fault.mode === 'slow') {
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      } else if (fault.mode === 'fail' && Math.random() < fault.failRate) {
        return apiError(reply, 'internal', 'Injected failure (control endpoint)');
      }
      return undefined;
    });
  },
  {
    name: 'cumulus-faults',
    fastify: '5.x',
    decorators: { fastify: ['ctx', 'originInfo'] },
    dependencies: ['cumulus-cors'],
  },
);
