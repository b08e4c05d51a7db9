/**
 * The guessing limits (limits.ts) as a named plugin: `app.guessLimits`, on @fastify/rate-limit
 * with counters kept in the context, so every origin of the server counts together.
 */
import fp from 'fastify-plugin';
import { registerLimits } from '../limits';

export default fp(async (app) => registerLimits(app, app.ctx), {
  name: 'cumulus-limits',
  fastify: '5.x',
  decorators: { fastify: ['ctx'] },
});
