/**
 * The release store's storage: a flat key space of objects (`mfe_activity/0.2.0/remoteEntry.js`,
 * `registry.json`, `log/...`), with the one conditional write the store needs to be safe with
 * several writers: `put(key, body, { ifMatch })` fails with PreconditionFailed when the object's
 * current etag is not the expected one (`null`: the object must not exist yet).
 *
 * Two implementations: LocalDirStorage (a folder, the default under `.data/`) and S3Storage
 * (an S3-compatible object store, `s3-storage.ts`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface StoredObject {
  body: Buffer;
  etag: string;
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
  /**
   * Compare-and-swap: the etag the object must have now, or null when it must not exist yet.
   * Absent: unconditional.
   */
  ifMatch?: string | null;
}

export interface Storage {
  /** For messages: `local /path` or `s3://bucket/prefix`. */
  readonly description: string;
  get(key: string): Promise<StoredObject | null>;
  /** Writes the whole object at once: a reader sees the old body or the new one, never a part. */
  put(key: string, body: Buffer | string, options?: PutOptions): Promise<{ etag: string }>;
  /** Keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
}

/** A conditional write lost the race (or the object already exists). */
export class PreconditionFailed extends Error {
  constructor(key: string) {
    super(`${key} changed meanwhile (or already exists)`);
    this.name = 'PreconditionFailed';
  }
}

/** A key as the storage sees it: relative, forward slashes, no `..`. */
export function checkKey(key: string): string {
  if (
    !key ||
    key.startsWith('/') ||
    key.split('/').some((p) => p === '..' || p === '' || p === '.')
  )
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

const etagOf = (body: Buffer) =>
  crypto.createHash('sha256').update(body).digest('hex').slice(0, 32);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A folder. Every write goes to a temporary file that is renamed over the object (rename is
 * atomic on one file system: a reader never sees half a file). Conditional writes take a lock
 * file (`<object>.lock`, created exclusively; a lock older than 10 s is taken over), compare the
 * current etag (sha256 of the content) and then rename, so two processes cannot both win.
 */
export class LocalDirStorage implements Storage {
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = `local ${this.root}`;
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await fs.promises.readFile(this.file(key));
      return { body, etag: etagOf(body) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async put(key: string, data: Buffer | string, o: PutOptions = {}): Promise<{ etag: string }> {
    const file = this.file(key);
    const body = Buffer.isBuffer(data) ? data : Buffer.from(data);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, body);
    try {
      if (o.ifMatch === undefined) {
        await fs.promises.rename(tmp, file);
      } else {
        const release = await this.lock(file);
        try {
          const now = await this.get(key);
          const current = now ? now.etag : null;
          if (current !== o.ifMatch) throw new PreconditionFailed(key);
          await fs.promises.rename(tmp, file);
        } finally {
          await release();
        }
      }
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
    return { etag: etagOf(body) };
  }

  private async lock(file: string): Promise<() => Promise<void>> {
    const lock = `${file}.lock`;
    for (let i = 0; ; i++) {
      try {
        const fd = await fs.promises.open(lock, 'wx');
        await fd.close();
        return () => fs.promises.rm(lock, { force: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const stat = await fs.promises.stat(lock).catch(() => null);
        // A writer that died holding the lock: take it over.
        if (stat && Date.now() - stat.mtimeMs > 10_000) await fs.promises.rm(lock, { force: true });
        if (i > 500) throw new Error(`${lock} is held by another writer`, { cause: err });
        await sleep(5 + Math.random() * 20);
      }
    }
  }

  async list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    const walk = async (dir: string, rel: string) => {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const key = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) await walk(path.join(dir, e.name), key);
        else if (!e.name.endsWith('.tmp') && !e.name.endsWith('.lock') && key.startsWith(prefix))
          out.push(key);
      }
    };
    // Walk from the deepest folder the prefix names.
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    await walk(base ? path.join(this.root, ...base.split('/')) : this.root, base);
    return out.sort();
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
