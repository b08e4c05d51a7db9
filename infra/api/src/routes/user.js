'use strict';
/** The signed-in user's profile and generated avatars. */
const { originOf } = require('../origin');
const { avatarSvg } = require('../media');
const { ApiError } = require('../errors');
const S = require('../schemas');

/** @param {import('fastify').FastifyInstance} app */
async function userRoutes(app, { ctx }) {
  app.get('/v1/user/me', { config: { auth: 'required' } }, async (request) => {
    const u = request.user;
    return {
      sub: u.id,
      name: u.name,
      email: u.email,
      phone_number: u.phone_number,
      picture: `${originOf(request)}/v1/user/avatar/${encodeURIComponent(u.id)}`,
      password: u.password_hash ? 'SET' : '',
    };
  });

  app.get(
    '/v1/user/avatar/:userId',
    { schema: { params: { type: 'object', properties: { userId: S.id } } } },
    async (request, reply) => {
      const u = ctx.db.prepare('SELECT name FROM users WHERE id = ?').get(request.params.userId);
      if (!u) throw new ApiError('not_found', 'No such user');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(avatarSvg(u.name));
    },
  );
}

module.exports = userRoutes;
