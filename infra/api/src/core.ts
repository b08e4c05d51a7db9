/**
 * The parts of the shared context (context.ts) that depend on no service of the server: what a
 * service (tasks.ts, uploads.ts, limits.ts) or a guard may take without importing the context,
 * which builds those services (issue 34: no import cycles).
 */
import type { Database } from 'better-sqlite3';
import type { BlobStore } from './blobs';
import type { ResolvedOptions } from './options';
import type { RuntimeState } from './state';

export interface ApiCore {
  db: Database;
  /** signs media links and page tokens */
  secret: string;
  /** the api.sqlite file */
  file: string;
  /** whether the demo seed was written when the database was opened */
  seeded: boolean;
  options: ResolvedOptions;
  /** runtime switches (control endpoint); replaced by a reset */
  state: RuntimeState;
  blobs: BlobStore;
  closed: boolean;
}
