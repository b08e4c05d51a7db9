'use strict';
/**
 * The shared context of every listening origin: one database, one secret, one task runner and the
 * runtime switches. Several Fastify apps (one per port) share one context.
 */
const { resolveOptions } = require('./options');
const { openDatabase } = require('./db');
const { seed } = require('./db/seed');
const { initialState } = require('./state');
const { TaskRunner } = require('./tasks');
const { createBlobStore } = require('./blobs');

const DAY = 86400000;

/**
 * @param {import('./options').ApiOptions} [opts]
 */
function createContext(opts = {}) {
  const options = resolveOptions(opts);
  const seedOptions = { bigFolder: options.seedBigFolder };
  const { db, secret, file, seeded } = openDatabase(options.dataDir, seedOptions);
  const ctx = {
    db,
    secret,
    file,
    seeded,
    options,
    state: initialState(options),
    tasks: null,
    blobs: createBlobStore(options.dataDir, db),
    /** The tus upload service (routes/uploads.js), made on first use. */
    uploads: null,
    closed: false,
    /** Wipe everything and seed again; runtime switches back to defaults. */
    reset() {
      ctx.tasks.clear();
      seed(db, seedOptions);
      if (ctx.uploads) ctx.uploads.reset();
      ctx.blobs.sweep();
      ctx.state = initialState(options);
    },
    close() {
      if (ctx.closed) return;
      ctx.closed = true;
      ctx.tasks.stop();
      if (ctx.uploads) ctx.uploads.close();
      db.close();
    },
  };
  // Trash is kept about 30 days (api-contract.md "Limits"); their stored bytes go with them.
  db.prepare(
    'DELETE FROM files WHERE trashed = 1 AND trashed_at IS NOT NULL AND trashed_at < ?',
  ).run(Date.now() - 30 * DAY);
  ctx.blobs.sweep();
  ctx.tasks = new TaskRunner(ctx);
  ctx.tasks.start();
  return ctx;
}

module.exports = { createContext };
