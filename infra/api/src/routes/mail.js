'use strict';
/** GET /mail/v1/unsubscribe?d= -> { email, scene } (and records the unsubscription). */
const { ApiError } = require('../errors');

/** @param {import('fastify').FastifyInstance} app */
async function mailRoutes(app, { ctx }) {
  app.get(
    '/mail/v1/unsubscribe',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['d'],
          properties: { d: { type: 'string', minLength: 1, maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const row = ctx.db.prepare('SELECT * FROM mail_links WHERE d = ?').get(request.query.d);
      if (!row) throw new ApiError('not_found', 'This unsubscribe link is not valid');
      if (!row.unsubscribed_at)
        ctx.db
          .prepare('UPDATE mail_links SET unsubscribed_at = ? WHERE d = ?')
          .run(Date.now(), row.d);
      return { email: row.email, scene: row.scene };
    },
  );
}

module.exports = mailRoutes;
