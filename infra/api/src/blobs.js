'use strict';
/**
 * Stored bytes of uploaded files (ours): `<data dir>/blobs/<blob>`, named by the upload id and
 * referenced by `files.blob`. Copies of a file share its blob; a blob goes when no row uses it
 * any more (delete forever, empty trash, the 30-day trash purge, a reset).
 */
const fs = require('node:fs');
const path = require('node:path');

const BLOB_NAME = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * @param {string} dataDir
 * @param {import('better-sqlite3').Database} db
 */
function createBlobStore(dataDir, db) {
  const dir = path.join(dataDir, 'blobs');
  fs.mkdirSync(dir, { recursive: true });
  const used = db.prepare('SELECT 1 FROM files WHERE blob = ? LIMIT 1').pluck();

  const blobs = {
    dir,
    /** The file of a blob (the name is checked: it never leaves the folder). */
    pathOf(blob) {
      if (!BLOB_NAME.test(String(blob))) throw new Error(`bad blob name ${blob}`);
      return path.join(dir, blob);
    },
    /**
     * Take a finished upload's bytes in as `blob`: a hard link (same file system, no copy; the
     * upload's own name is removed later), else a copy.
     */
    adopt(file, blob) {
      const target = blobs.pathOf(blob);
      fs.rmSync(target, { force: true });
      try {
        fs.linkSync(file, target);
      } catch {
        fs.copyFileSync(file, target);
      }
    },
    /** Remove these blobs when no file row uses them any more. */
    removeUnused(names) {
      for (const name of new Set(names)) {
        if (!BLOB_NAME.test(String(name)) || used.get(name)) continue;
        fs.rmSync(blobs.pathOf(name), { force: true });
      }
    },
    /** Remove every blob no row uses (after a reset, a purge or a crash between the two). */
    sweep() {
      let names;
      try {
        names = fs.readdirSync(dir);
      } catch {
        return;
      }
      blobs.removeUnused(names);
    },
  };
  return blobs;
}

module.exports = { createBlobStore };
