/**
 * TEST STAND-IN for the desktop client's loopback auth-code service (spec §4 "From the desktop
 * client with a port"): POST /windows/client-auth-code -> { code }. The real service runs inside
 * the desktop app; here the "desktop session" is a demo user chosen with the control endpoint
 * (desktopUser, default u-vip; '' = signed out -> 401). The code is a normal authorization code
 * for POST /v1/auth/token (any client_id unless one is given here).
 */
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { newToken } from '../util';
import { answers } from '../schemas';

export default async function desktopRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.post(
    '/windows/client-auth-code',
    {
      schema: { body: Wire.DesktopAuthCodeBody, response: answers(Wire.DesktopAuthCode) },
    },
    async (request) => {
      const userId = ctx.state.desktopUser;
      if (!userId) throw new ApiError('unauthenticated', 'The desktop client is not signed in');
      const code = newToken();
      ctx.db
        .prepare<[string, string, string, string, string, number]>(
          'INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          code,
          userId,
          request.body?.client_id || '*',
          '',
          'user pan offline',
          Date.now() + ctx.options.authCodeTtlSec * 1000,
        );
      return { code };
    },
  );
}
