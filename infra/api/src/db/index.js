'use strict';
/** Open (create, migrate, seed) the SQLite database of the API server. */
const fs = require('node:fs');
const path = require('node:path');
const nodeCrypto = require('node:crypto');
const Database = require('better-sqlite3');
const { migrate } = require('./schema');
const { seed, runSeedSteps } = require('./seed');

/**
 * @param {string} dataDir folder of api.sqlite (created when missing)
 * @param {{ bigFolder?: boolean }} [seedOptions] see seed()
 * @returns {{ db: import('better-sqlite3').Database, secret: string, file: string, seeded: boolean }}
 */
function openDatabase(dataDir, seedOptions = {}) {
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
  db.function('casefold', { deterministic: true }, (s) =>
    s === null ? null : String(s).toLowerCase(),
  );
  migrate(db);
  let secret = db.prepare("SELECT value FROM meta WHERE key = 'secret'").pluck().get();
  let seeded = false;
  if (!secret) {
    secret = nodeCrypto.randomBytes(32).toString('hex');
    db.prepare("INSERT INTO meta (key, value) VALUES ('secret', ?)").run(secret);
  }
  if (!db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().get()) {
    seed(db, seedOptions);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)").run(
      new Date().toISOString(),
    );
    seeded = true;
  }
  runSeedSteps(db, seedOptions); // demo data added since this database was seeded
  return { db, secret, file, seeded };
}

module.exports = { openDatabase };
