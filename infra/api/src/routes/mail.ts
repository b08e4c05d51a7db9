/**
 * Mail: `GET /mail/v1/unsubscribe?d=` -> { email, scene, already_unsubscribed } (and records
 * it: the account with that address stops getting that kind of mail, its preferences say so),
 * and the mail stand-in's outbox page `GET /dev/outbox?key=` (decision 0016; behind the
 * per-run dev key, loopback and same-origin only: devSurfaces.ts, decision 0020).
 */
import { Wire } from 'shared-libs/contracts';
import type { MailLinkRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { pageLocale } from '../i18n';
import { devRequestProblem, sameSecret } from '../devSurfaces';
import { answers } from '../schemas';
import { listOutbox, unsubscribe } from '../accounts/outbox';
import { outboxPage } from '../pages/outboxPage';

/** The outbox page has no script and no form. */
const OUTBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";
const OUTBOX_PAGE_SIZE = 100;

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
      // An account's preferences are the truth (it may have turned the kind on again since);
      // an address without an account has its link alone.
      const already = unsubscribe(ctx, row.email, row.scene);
      return {
        email: row.email,
        scene: row.scene,
        already_unsubscribed: already ?? row.unsubscribed_at !== null,
      };
    },
  );

  app.get(
    '/dev/outbox',
    { schema: { querystring: Wire.DevOutboxQuery, response: answers(Wire.HtmlPage) } },
    async (request, reply) => {
      const problem = devRequestProblem(request);
      if (problem) throw new ApiError('permission_denied', `The outbox ${problem}`);
      const q = request.query;
      if (!sameSecret(q.key, ctx.options.devKey))
        throw new ApiError(
          'permission_denied',
          'The outbox needs its key: open the address `npm start` printed (…/dev/outbox?key=…)',
        );
      const mails = listOutbox(ctx, { to: q.to, limit: OUTBOX_PAGE_SIZE });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', OUTBOX_CSP)
        .send(outboxPage(mails, pageLocale(request, q.ui_locales)));
    },
  );
}
