'use strict';
/**
 * Batches over the caller's files: `POST /drive/v1/files:batchTrash|batchUntrash|batchDelete|
 * star|unstar|batchMove|batchCopy` with `ids` or `scope` (decision 0006), and
 * `POST /drive/v1/files:emptyTrash`. Each answers `{ count }` (top-level items acted on) and runs
 * in one transaction (drive/batch.js).
 */
const { driveStore } = require('../drive/store');
const { createBatches } = require('../drive/batch');
const S = require('../schemas');

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

/** @param {import('fastify').FastifyInstance} app */
async function driveBatchRoutes(app, { ctx }) {
  const batches = createBatches(driveStore(ctx.db));
  const auth = { auth: 'required' };

  /** One route: the operation in a transaction, then stored bytes nothing uses are removed. */
  const route = (path, op, body) =>
    app.post(path, { config: auth, schema: body ? { body } : {} }, async (request) => {
      const result = ctx.db.transaction(() => op(request.user, request.body || {}, Date.now()))();
      if (result.blobs && result.blobs.length) ctx.blobs.removeUnused(result.blobs);
      return { count: String(result.count) };
    });

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

module.exports = driveBatchRoutes;
