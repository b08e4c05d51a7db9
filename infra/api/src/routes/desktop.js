'use strict';
/**
 * TEST STAND-IN for the desktop client's loopback auth-code service (spec §4 "From the desktop
 * client with a port"): POST /windows/client-auth-code -> { code }. The real service runs inside
 * the desktop app; here the "desktop session" is a demo user chosen with the control endpoint
 * (desktopUser, default u-vip; '' = signed out -> 401). The code is a normal authorization code
 * for POST /v1/auth/token (any client_id unless one is given here).
 */
const { ApiError } = require('../errors');
const { newToken } = require('../util');

/** @param {import('fastify').FastifyInstance} app */
async function desktopRoutes(app, { ctx }) {
  app.post(
    '/windows/client-auth-code',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: { client_id: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const userId = ctx.state.desktopUser;
      if (!userId) throw new ApiError('unauthenticated', 'The desktop client is not signed in');
      const code = newToken();
      ctx.db
        .prepare(
          'INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          code,
          userId,
          (request.body && request.body.client_id) || '*',
          '',
          'user pan offline',
          Date.now() + ctx.options.authCodeTtlSec * 1000,
        );
      return { code };
    },
  );
}

module.exports = desktopRoutes;
