/**
 * The per-route guards, declared with `config: { auth, captcha }` (decorations.ts): `auth` reads
 * the signed-in user into `request.user` (`required`: 401 without one), `captcha` checks the
 * request's captcha token for its action (routes/captcha.ts). They run before validation, so a
 * request that may not call a route learns that before anything about its input.
 */
import fp from 'fastify-plugin';
import { apiError } from '../errors';
import { checkCaptcha } from '../routes/captcha';
import { userOf } from '../session';

export default fp(
  async (app) => {
    const { ctx } = app;
    app.addHook('preValidation', async (request, reply) => {
      const cfg = request.routeOptions.config;
      if (cfg.auth) {
        request.user = userOf(ctx, request);
        if (!request.user && cfg.auth === 'required') {
          return apiError(
            reply,
            'unauthenticated',
            'Sign in is required (missing, invalid or expired access token)',
          );
        }
      }
      if (cfg.captcha) {
        const problem = checkCaptcha(ctx, request);
        if (problem) return apiError(reply, problem.name, problem.description);
      }
      return undefined;
    });
  },
  {
    name: 'cumulus-guards',
    fastify: '5.x',
    decorators: { fastify: ['ctx'], request: ['user'] },
  },
);
