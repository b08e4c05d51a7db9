/**
 * Batches over the caller's files: `POST /drive/v1/files:batchTrash|batchUntrash|batchDelete|
 * star|unstar|batchMove|batchCopy` with `ids` or `scope` (decision 0006), and
 * `POST /drive/v1/files:emptyTrash`. Each answers `{ count }` (top-level items acted on) and runs
 * in one transaction (drive/batch.ts).
 */
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { driveStore } from '../drive/store';
import { createBatches, type BatchOp } from '../drive/batch';
import { requireUser } from '../session';
import { answers } from '../schemas';
import { PURGE_EVERY_MS, purgeExpiredTrash } from '../drive/trashRetention';

export default async function driveBatchRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const batches = createBatches(driveStore(ctx.db));
  const auth = { auth: 'required' } as const;

  // The trash's retention (issue 31): on start, then every hour.
  const sweep = () => {
    if (!ctx.closed) purgeExpiredTrash(ctx, batches, Date.now());
  };
  sweep();
  const timer = setInterval(sweep, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  /**
   * One route: the operation in a transaction, then stored bytes nothing uses are removed.
   * @param body the schema of the operation's body; none: any body (or none) is accepted and
   *   ignored (emptyTrash)
   */
  const route = <S extends TSchema>(path: string, op: BatchOp<Static<S>>, body?: S) =>
    app.post(
      path,
      { config: auth, schema: { ...(body && { body }), response: answers(Wire.BatchResult) } },
      async (request) => {
        const user = requireUser(request);
        // The schema checked the body (the operation's own); no body only gets past the route
        // without one (emptyTrash), whose operation ignores it.
        const input = (request.body || {}) as Static<S>;
        // IMMEDIATE: the write lock is taken first, so a check (quota) and the writes it
        // guards see the same database, whichever process writes too.
        const result = ctx.db.transaction(() => op(user, input, Date.now())).immediate();
        if (result.blobs && result.blobs.length) ctx.blobs.removeUnused(result.blobs);
        return { count: String(result.count), ...(result.ids && { ids: result.ids }) };
      },
    );

  route('/drive/v1/files::batchTrash', batches.trash, Wire.BatchTargetBody);
  route('/drive/v1/files::batchUntrash', batches.untrash, Wire.BatchIdsBody);
  route('/drive/v1/files::batchDelete', batches.delete, Wire.BatchTargetBody);
  route('/drive/v1/files::star', batches.star, Wire.BatchTargetBody);
  route('/drive/v1/files::unstar', batches.unstar, Wire.BatchTargetBody);
  route('/drive/v1/files::batchMove', batches.move, Wire.BatchToBody);
  route('/drive/v1/files::batchCopy', batches.copy, Wire.BatchToBody);
  // The contract sends `{}`; any body (or none) is accepted and ignored.
  route('/drive/v1/files::emptyTrash', batches.emptyTrash);
}
