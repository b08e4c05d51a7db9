/** The signed-in user's profile and generated avatars. */
import { Wire } from 'shared-libs/contracts';
import type { UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { originOf } from '../origin';
import { avatarSvg } from '../media';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { rightsOf } from '../rights';
import { answers } from '../schemas';

export default async function userRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.get(
    '/v1/user/me',
    { config: { auth: 'required' }, schema: { response: answers(Wire.Profile) } },
    async (request) => {
      const u = requireUser(request);
      return {
        sub: u.id,
        name: u.name,
        email: u.email,
        phone_number: u.phone_number,
        picture: `${originOf(request)}/v1/user/avatar/${encodeURIComponent(u.id)}`,
        password: u.password_hash ? ('set' as const) : ('' as const),
        rights: rightsOf(u),
      };
    },
  );

  app.get(
    '/v1/user/avatar/:userId',
    { schema: { params: Wire.AvatarParams, response: answers(Wire.Avatar) } },
    async (request, reply) => {
      const u = ctx.db
        .prepare<[string], Pick<UserRow, 'name'>>('SELECT name FROM users WHERE id = ?')
        .get(request.params.userId);
      if (!u) throw new ApiError('not_found', 'No such user');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(avatarSvg(u.name));
    },
  );
}
