/**
 * Batches over the caller's files: `POST /drive/v1/files:batchTrash|batchUntrash|batchDelete|
 * star|unstar|batchMove|batchCopy` with `ids` or `scope` (decision 0006), and
 * `POST /drive/v1/files:emptyTrash`. Each answers `{ count }` (top-level items acted on) and runs
 * in one transaction (drive/batch.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../decorations';
import { driveStore } from '../drive/store';
import { createBatches, type BatchOp } from '../drive/batch';
import { requireUser } from '../session';
import * as S from '../schemas';

/** `scope`: every live item of a folder except some (select-all). */
const scopeSchema = {
  type: 'object',
  required: ['parent_id'],
  additionalProperties: false,
  properties: {
    parent_id: { type: 'string', maxLength: 128 },
    exclude_ids: { type: 'array', maxItems: 10000, items: S.id },
  },
};
const targetBody = {
  type: 'object',
  properties: { ids: S.idList(1000), scope: scopeSchema },
};
const idsBody = { type: 'object', required: ['ids'], properties: { ids: S.idList(1000) } };
const toBody = {
  type: 'object',
  required: ['to'],
  properties: {
    ids: S.idList(1000),
    scope: scopeSchema,
    to: {
      type: 'object',
      required: ['parent_id'],
      properties: { parent_id: { type: 'string', maxLength: 128 } },
    },
  },
};

export default async function driveBatchRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  const batches = createBatches(driveStore(ctx.db));
  const auth = { auth: 'required' } as const;

  /**
   * One route: the operation in a transaction, then stored bytes nothing uses are removed.
   */
  const route = <B>(path: string, op: BatchOp<B>, bodySchema?: object) =>
    app.post(
      path,
      { config: auth, schema: bodySchema ? { body: bodySchema } : {} },
      async (request) => {
        const user = requireUser(request);
        // The schema checked the body (an operation's own body); no body only gets past the one
        // of emptyTrash, whose operation ignores it.
        const body = (request.body || {}) as B;
        const result = ctx.db.transaction(() => op(user, body, Date.now()))();
        if (result.blobs && result.blobs.length) ctx.blobs.removeUnused(result.blobs);
        return { count: String(result.count) };
      },
    );

  route('/drive/v1/files::batchTrash', batches.trash, targetBody);
  route('/drive/v1/files::batchUntrash', batches.untrash, idsBody);
  route('/drive/v1/files::batchDelete', batches.delete, targetBody);
  route('/drive/v1/files::star', batches.star, targetBody);
  route('/drive/v1/files::unstar', batches.unstar, targetBody);
  route('/drive/v1/files::batchMove', batches.move, toBody);
  route('/drive/v1/files::batchCopy', batches.copy, toBody);
  // The contract sends `{}`; any body (or none) is accepted and ignored.
  route('/drive/v1/files::emptyTrash', batches.emptyTrash);
}
