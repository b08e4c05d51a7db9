/** GET /mail/v1/unsubscribe?d= -> { email, scene, already_unsubscribed } (and records it). */
import { Wire } from 'shared-libs/contracts';
import type { MailLinkRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { answers } from '../schemas';

export default async function mailRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.get(
    '/mail/v1/unsubscribe',
    { schema: { querystring: Wire.UnsubscribeQuery, response: answers(Wire.Unsubscribe) } },
    async (request) => {
      const row = ctx.db
        .prepare<[string], MailLinkRow>('SELECT * FROM mail_links WHERE d = ?')
        .get(request.query.d);
      if (!row) throw new ApiError('not_found', 'This unsubscribe link is not valid');
      if (!row.unsubscribed_at)
        ctx.db
          .prepare<[number, string]>('UPDATE mail_links SET unsubscribed_at = ? WHERE d = ?')
          .run(Date.now(), row.d);
      return {
        email: row.email,
        scene: row.scene,
        already_unsubscribed: row.unsubscribed_at !== null,
      };
    },
  );
}
