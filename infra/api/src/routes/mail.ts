/** GET /mail/v1/unsubscribe?d= -> { email, scene } (and records the unsubscription). */
import type { FastifyInstance } from 'fastify';
import type { MailLinkRow } from '../db/rows';
import type { RouteDeps } from '../decorations';
import { ApiError } from '../errors';

export default async function mailRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  app.get<{ Querystring: { d: string } }>(
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
      const row = ctx.db
        .prepare<[string], MailLinkRow>('SELECT * FROM mail_links WHERE d = ?')
        .get(request.query.d);
      if (!row) throw new ApiError('not_found', 'This unsubscribe link is not valid');
      if (!row.unsubscribed_at)
        ctx.db
          .prepare<[number, string]>('UPDATE mail_links SET unsubscribed_at = ? WHERE d = ?')
          .run(Date.now(), row.d);
      return { email: row.email, scene: row.scene };
    },
  );
}
