/**
 * The shared context of every listening origin: one database, one secret, one task runner and the
 * runtime switches. Several Fastify apps (one per port) share one context.
 */
import type { ApiCore } from './core';
import { resolveOptions, type ApiOptions } from './options';
import { openDatabase } from './db';
import { seed } from './db/seed';
import { initialState } from './state';
import { TaskRunner } from './tasks';
import { createBlobStore } from './blobs';
import type { UploadsHolder } from './uploads';
import type { LimitStoresHolder } from './limits';

const DAY = 86400000;

/** The shared context (`ctx`) every route, guard and background job works with. */
export interface ApiContext extends ApiCore, UploadsHolder, LimitStoresHolder {
  tasks: TaskRunner;
  /** Wipe everything and seed again; runtime switches back to defaults. */
  reset(): void;
  close(): void;
}

export function createContext(opts: ApiOptions = {}): ApiContext {
  const options = resolveOptions(opts);
  const seedOptions = { bigFolder: options.seedBigFolder };
  const { db, secret, file, seeded } = openDatabase(options.dataDir, seedOptions);
  const data: Omit<ApiContext, 'tasks' | 'reset' | 'close'> = {
    db,
    secret,
    file,
    seeded,
    options,
    state: initialState(options),
    blobs: createBlobStore(options.dataDir, db),
    uploads: null,
    limitStores: new Map(),
    closed: false,
  };
  // The runner reads `state` from this same object at each tick (a reset replaces it).
  const ctx: ApiContext = Object.assign(data, {
    tasks: new TaskRunner(data),
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
  });
  // Trash is kept about 30 days (api-contract.md "Limits"); their stored bytes go with them.
  db.prepare<[number]>(
    'DELETE FROM files WHERE trashed = 1 AND trashed_at IS NOT NULL AND trashed_at < ?',
  ).run(Date.now() - 30 * DAY);
  ctx.blobs.sweep();
  ctx.tasks.start();
  return ctx;
}
