/** The signed-in user's profile and generated avatars. */
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/rows';
import type { RouteDeps } from '../decorations';
import { originOf } from '../origin';
import { avatarSvg } from '../media';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import * as S from '../schemas';

export default async function userRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  app.get('/v1/user/me', { config: { auth: 'required' } }, async (request) => {
    const u = requireUser(request);
    return {
      sub: u.id,
      name: u.name,
      email: u.email,
      phone_number: u.phone_number,
      picture: `${originOf(request)}/v1/user/avatar/${encodeURIComponent(u.id)}`,
      password: u.password_hash ? 'SET' : '',
    };
  });

  app.get<{ Params: { userId: string } }>(
    '/v1/user/avatar/:userId',
    { schema: { params: { type: 'object', properties: { userId: S.id } } } },
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
