/**
 * POST /audit.admin/v1/share: a user with the audit-admin right (migration 11) sends a share's
 * files to review; the request is recorded (ours). Anyone else: permission_denied.
 */
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { rightsOf } from '../rights';
import { newId } from '../util';
import { answers } from '../schemas';

export default async function auditRoutes(app: ApiApp, { ctx }: RouteDeps) {
  // gcids and file_ids default to [] (schema defaults); one of them is not empty (its rule).
  app.post(
    '/audit.admin/v1/share',
    {
      config: { auth: 'required' },
      schema: { body: Wire.AuditShareBody, response: answers(Wire.AuditShareResult) },
    },
    async (request) => {
      const b = request.body;
      const reviewer = requireUser(request);
      if (!rightsOf(reviewer).includes('audit_admin'))
        throw new ApiError('permission_denied', 'Only reviewers may send a share to review');
      if (!ctx.db.prepare<[string], 1>('SELECT 1 FROM users WHERE id = ?').get(b.share_user_id))
        throw new ApiError('not_found', 'No such share user');
      const id = newId('au');
      ctx.db
        .prepare<[string, string, string, string, string, number]>(
          'INSERT INTO audit_reports (id, reporter_id, share_user_id, gcids, file_ids, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          reviewer.id,
          b.share_user_id,
          JSON.stringify(b.gcids),
          JSON.stringify(b.file_ids),
          Date.now(),
        );
      return { data: { audit_id: id, status: 'SUBMITTED' } };
    },
  );
}
