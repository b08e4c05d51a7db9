/** Open (create, migrate, seed) the SQLite database of the API server. */
import fs from 'node:fs';
import path from 'node:path';
import nodeCrypto from 'node:crypto';
import Database from 'better-sqlite3';
import { nameSortKey } from './nameKey';
import { migrate } from './schema';
import { seed, runSeedSteps, type SeedOptions } from './seed';

/** An open database and what openDatabase() found out. */
export interface OpenedDatabase {
  db: Database.Database;
  /** the server secret (signed links, page tokens), made on first start */
  secret: string;
  /** the api.sqlite file */
  file: string;
  /** whether the demo seed was written now (first start) */
  seeded: boolean;
}

/**
 * @param dataDir folder of api.sqlite (created when missing)
 * @param seedOptions see seed()
 */
export function openDatabase(dataDir: string, seedOptions: SeedOptions = {}): OpenedDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'api.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Up to 128 MiB of page cache (default 2 MB), used as needed: the listing indexes of a
  // 100,000-item folder stay in memory, and batches over such a folder do not thrash.
  db.pragma('cache_size = -131072');
  // Unicode case folding for the name search (SQLite's LIKE folds ASCII letters only).
  db.function('casefold', { deterministic: true }, (s: unknown) =>
    s === null ? null : String(s).toLowerCase(),
  );
  // The order of names in a listing (files.name_key, a virtual column and its indexes).
  db.function('name_key', { deterministic: true }, (s: unknown) =>
    s === null ? null : nameSortKey(String(s)),
  );
  migrate(db);
  let secret = db.prepare<[], string>("SELECT value FROM meta WHERE key = 'secret'").pluck().get();
  let seeded = false;
  if (!secret) {
    secret = nodeCrypto.randomBytes(32).toString('hex');
    db.prepare<[string]>("INSERT INTO meta (key, value) VALUES ('secret', ?)").run(secret);
  }
  if (!db.prepare<[], string>("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().get()) {
    seed(db, seedOptions);
    db.prepare<[string]>("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)").run(
      new Date().toISOString(),
    );
    seeded = true;
  }
  runSeedSteps(db, seedOptions); // demo data added since this database was seeded
  return { db, secret, file, seeded };
}
