/**
 * Stored bytes of uploaded files (ours): `<data dir>/blobs/<blob>`, named by the upload id and
 * referenced by `files.blob`. Copies of a file share its blob; a blob goes when no row uses it
 * any more (delete forever, empty trash, the 30-day trash purge, a reset).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

const BLOB_NAME = /^[A-Za-z0-9_-]{1,128}$/;

export interface BlobStore {
  dir: string;
  /** The file of a blob (the name is checked: it never leaves the folder). */
  pathOf(blob: string): string;
  /**
   * Take a finished upload's bytes in as `blob`: a hard link (same file system, no copy; the
   * upload's own name is removed later), else a copy.
   */
  adopt(file: string, blob: string): void;
  /** Remove these blobs when no file row uses them any more. */
  removeUnused(names: Iterable<string>): void;
  /** Remove every blob no row uses (after a reset, a purge or a crash between the two). */
  sweep(): void;
}

export function createBlobStore(dataDir: string, db: Database): BlobStore {
  const dir = path.join(dataDir, 'blobs');
  fs.mkdirSync(dir, { recursive: true });
  const used = db.prepare<[string], 1>('SELECT 1 FROM files WHERE blob = ? LIMIT 1').pluck();

  const blobs: BlobStore = {
    dir,
    pathOf(blob) {
      if (!BLOB_NAME.test(String(blob))) throw new Error(`bad blob name ${blob}`);
      return path.join(dir, blob);
    },
    adopt(file, blob) {
      const target = blobs.pathOf(blob);
      fs.rmSync(target, { force: true });
      try {
        fs.linkSync(file, target);
      } catch {
        fs.copyFileSync(file, target);
      }
    },
    removeUnused(names) {
      for (const name of new Set(names)) {
        if (!BLOB_NAME.test(String(name)) || used.get(name)) continue;
        fs.rmSync(blobs.pathOf(name), { force: true });
      }
    },
    sweep() {
      let names: string[];
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
