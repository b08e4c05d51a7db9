/** POST /audit.admin/v1/share (signed in): record a review request for a share's files (ours: any signed-in user). */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { newId } from '../util';
import * as S from '../schemas';

export default async function auditRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  const list = { type: 'array', maxItems: 100, items: S.id, default: [] };
  // gcids and file_ids default to [] (schema defaults).
  app.post<{ Body: { share_user_id: string; gcids: string[]; file_ids: string[] } }>(
    '/audit.admin/v1/share',
    {
      config: { auth: 'required' },
      schema: {
        body: {
          type: 'object',
          required: ['share_user_id'],
          properties: { share_user_id: S.id, gcids: list, file_ids: list },
        },
      },
    },
    async (request) => {
      const b = request.body;
      if (b.gcids.length === 0 && b.file_ids.length === 0)
        throw new ApiError('invalid_argument', 'Give gcids or file_ids');
      if (!ctx.db.prepare<[string], 1>('SELECT 1 FROM users WHERE id = ?').get(b.share_user_id))
        throw new ApiError('not_found', 'No such share user');
      const id = newId('au');
      ctx.db
        .prepare<[string, string, string, string, string, number]>(
          'INSERT INTO audit_reports (id, reporter_id, share_user_id, gcids, file_ids, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          requireUser(request).id,
          b.share_user_id,
          JSON.stringify(b.gcids),
          JSON.stringify(b.file_ids),
          Date.now(),
        );
      return { data: { audit_id: id, status: 'SUBMITTED' } };
    },
  );
}
