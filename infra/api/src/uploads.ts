/**
 * Resumable uploads (decision 0006): tus 1.0.0 through @tus/server + @tus/file-store, one
 * service per database context (so every API origin resumes every upload: one lock table, one
 * folder). routes/uploads.ts checks the caller and the request, then hands the request over here.
 *
 * - Bytes arrive under `<data dir>/uploads/<upload id>`; when the last byte is in, the blob store
 *   (blobs.ts) links them in, the file's row is created (with any folders of `relative_path`), a
 *   TYPE_UPLOAD event is recorded and the final response carries `Cumulus-File-Id`.
 * - `uploads` rows (schema migration 3) say whose an upload is and where it goes; a finished
 *   upload keeps its row, so a repeated last PATCH or a HEAD still answers (routes/uploads.ts).
 * - Unfinished uploads expire after a day (tus expiration extension): swept hourly.
 * - Quota (issue 5 of "Safe by default"): an upload reserves its Upload-Length from its creation
 *   until it is finished, terminated or expired (its `uploads` row without `file_id`; see
 *   drive/store.ts fits()). The check and the reservation are one synchronous transaction, so
 *   parallel creations on any origin cannot all pass; finishing checks again (the limit may have
 *   dropped meanwhile, e.g. an add-on ended) in the transaction that inserts the file, after the
 *   hash, never before it with an await in between.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodeCrypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type * as TusServer from '@tus/server';
import type * as TusFileStore from '@tus/file-store';
import type { ApiCore } from './core';
import type { UploadRow, UserRow } from './db/rows';
import { requireEsm } from './esm';
import { ApiError, envelope, statusFor } from './errors';
import { newId, stackOf } from './util';
import { driveStore, UPLOAD_TTL_MS } from './drive/store';

export { UPLOAD_TTL_MS };
/** The largest upload (ours). */
export const MAX_UPLOAD_BYTES = 4 * 1024 ** 3;
/** The answer when an upload does not fit (the spec's error name). */
const NO_SPACE = 'Not enough storage space for this file';
const SWEEP_EVERY_MS = 3600 * 1000;

/** What routes/uploads.ts found out about a creation request (checked). */
export interface Creation {
  user: UserRow;
  size: number;
  name: string;
  parent: string;
  relativePath: string;
  batchId: string;
  mime: string;
}

/** The upload service of a context (ctx.uploads). */
export interface UploadService {
  tus: TusServer.Server;
  /** tus's Upload-Metadata parser. */
  Metadata: typeof TusServer.Metadata;
  /** Hand a request to tus; `creation`: what the route checked of a creation request. */
  handle(webRequest: Request, creation?: Creation): Promise<Response>;
  /** After a reset: no upload in progress survives. */
  reset(): void;
  close(): void;
}

/** SHA-1 of a file, upper-case hex like the seed's hashes. */
async function sha1File(file: string): Promise<string> {
  const hash = nodeCrypto.createHash('sha1');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex').toUpperCase();
}

/** An ApiError, recognised by its shape: tus (loaded outside Jest's registry) hands it back. */
const isApiError = (err: unknown): err is ApiError =>
  typeof err === 'object' && err !== null && Boolean((err as { apiName?: unknown }).apiName);

/** The context's slot for the upload service (context.ts). */
export interface UploadsHolder {
  /** The tus upload service (uploads.ts), made on first use. */
  uploads: UploadService | null;
}

/** What the upload service needs of the context. */
type UploadsContext = ApiCore & UploadsHolder;

/**
 * The upload service of a context (made on first use; ctx.uploads).
 * @param ctx the shared context (context.ts)
 */
export function uploadsOf(ctx: UploadsContext): UploadService {
  if (!ctx.uploads) ctx.uploads = createUploads(ctx);
  return ctx.uploads;
}

function createUploads(ctx: UploadsContext): UploadService {
  const { Server, Metadata, EVENTS } = requireEsm<typeof TusServer>('@tus/server');
  const { FileStore } = requireEsm<typeof TusFileStore>('@tus/file-store');
  const dir = path.join(ctx.options.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const store = driveStore(ctx.db);
  const { prep } = store;
  const datastore = new FileStore({
    directory: dir,
    expirationPeriodInMilliseconds: UPLOAD_TTL_MS,
  });
  // No creation-defer-length: the quota is checked against Upload-Length at creation.
  datastore.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];

  /** What routes/uploads.ts found out about a creation request, by its web Request. */
  const creations = new WeakMap<Request, Creation>();
  /** Upload id -> the promise of its file id (a repeated last PATCH waits for the first). */
  const finishing = new Map<string, Promise<string>>();

  const tus = new Server({
    path: '/drive/v1/uploads',
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    namingFunction: () => newId('UP'),
    // CORS is the API's (plugins/cors.ts): tus adds none of its own.
    allowedOrigins: [],
    async onUploadCreate(req, upload) {
      const c = creations.get(req);
      if (!c) throw new ApiError('invalid_argument', 'Upload creation was not checked');
      // Checked and reserved at once (the row's size counts until the upload ends).
      ctx.db
        .transaction(() => {
          store.mustFit(c.user, c.size, NO_SPACE);
          prep<[string, string, string, string, string, string, string, number, number]>(
            `INSERT INTO uploads (id, user_id, parent_id, name, mime_type, relative_path,
          batch_id, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            upload.id,
            c.user.id,
            c.parent,
            c.name,
            c.mime,
            c.relativePath,
            c.batchId || upload.id,
            c.size,
            Date.now(),
          );
        })
        .immediate();
      return {};
    },
    async onUploadFinish(_req, upload) {
      const fileId = await finish(upload.id);
      return { headers: { 'Cumulus-File-Id': fileId } };
    },
    async onResponseError(_req, err) {
      if (isApiError(err)) {
        return {
          status_code: err.status || statusFor(err.apiName),
          body: JSON.stringify(envelope(err.apiName, err.description)),
        };
      }
      if (!err || !('status_code' in err) || !err.status_code)
        process.stderr.write(`[cumulus-api] upload: ${stackOf(err)}\n`);
      return undefined;
    },
  });
  // The staged bytes and tus's info file go once the last response is out (tus still reads
  // them while answering); the blob store holds its own link to the bytes.
  tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
    datastore.remove(upload.id).catch(() => {});
  });
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    if (!ctx.closed) prep<[string]>('DELETE FROM uploads WHERE id = ? AND file_id IS NULL').run(id);
  });

  /** The file of a finished upload (once, however many last PATCHes arrive). */
  function finish(uploadId: string): Promise<string> {
    let p = finishing.get(uploadId);
    if (!p) {
      p = createFile(uploadId).finally(() => finishing.delete(uploadId));
      finishing.set(uploadId, p);
    }
    return p;
  }

  async function createFile(uploadId: string): Promise<string> {
    const row = prep<[string], UploadRow>('SELECT * FROM uploads WHERE id = ?').get(uploadId);
    if (!row) throw new ApiError('file_not_found', 'No such upload');
    if (row.file_id) return row.file_id;
    const user = prep<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(row.user_id);
    if (!user) throw new ApiError('file_not_found', 'No such upload');
    const staged = path.join(dir, uploadId);
    const hash = await sha1File(staged);
    ctx.blobs.adopt(staged, uploadId);
    let fileId: string;
    try {
      // Checked in the transaction that inserts (no await in between): the upload's own
      // reservation is left out, every other upload's and save's counts.
      fileId = ctx.db
        .transaction(() => {
          const now = prep<[string], UploadRow>('SELECT * FROM uploads WHERE id = ?').get(uploadId);
          if (!now) throw new ApiError('file_not_found', 'This upload was cancelled');
          if (now.file_id) return now.file_id;
          store.mustFit(user, row.size, NO_SPACE, uploadId);
          return insertFile(user, now, hash);
        })
        .immediate();
    } catch (err) {
      ctx.blobs.removeUnused([uploadId]);
      if (isApiError(err) && err.apiName === 'file_space_not_enough') {
        // Refused for good: the bytes and the reservation go.
        await datastore.remove(uploadId).catch(() => {});
        if (!ctx.closed) prep<[string]>('DELETE FROM uploads WHERE id = ?').run(uploadId);
      }
      throw err;
    }
    return fileId;
  }

  /** The file row (and the folders of its relative path) of a finished upload. */
  function insertFile(user: UserRow, up: UploadRow, hash: string): string {
    const now = Date.now();
    // A destination folder trashed or deleted meanwhile: the file goes to the root.
    let parent = liveFolder(user, up.parent_id) ? up.parent_id : '';
    for (const name of folderNames(up.relative_path))
      parent = batchFolder(user, up, parent, name, now);
    const id = newId('VF');
    prep<[string, string, string, string, number, string, string, string, number, number]>(
      `INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, hash, blob,
      created_at, modified_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, user.id, parent, up.name, up.size, up.mime_type, hash, up.id, now, now);
    store.event(user, 'TYPE_UPLOAD', id, up.name, now);
    prep<[string, number, string]>(
      'UPDATE uploads SET file_id = ?, finished_at = ? WHERE id = ?',
    ).run(id, now, up.id);
    return id;
  }

  const liveFolder = (user: UserRow, id: string): boolean =>
    !id ||
    Boolean(
      prep<[string, string], 1>(
        'SELECT 1 FROM files WHERE id = ? AND user_id = ? AND kind_rank = 0 AND trashed = 0',
      ).get(id, user.id),
    );

  /** The folder `name` under `parent` made by this upload batch, made now if need be. */
  function batchFolder(
    user: UserRow,
    up: UploadRow,
    parent: string,
    name: string,
    now: number,
  ): string {
    const known = prep<[string, string, string, string], string>(
      `SELECT folder_id FROM upload_folders WHERE user_id = ? AND batch_id = ?
      AND parent_id = ? AND name = ?`,
    )
      .pluck()
      .get(user.id, up.batch_id, parent, name);
    if (known && liveFolder(user, known)) return known;
    const id = newId('VF');
    prep<[string, string, string, string, number, number]>(
      `INSERT INTO files (id, user_id, parent_id, kind_rank, name, created_at, modified_at)
      VALUES (?, ?, ?, 0, ?, ?, ?)`,
    ).run(id, user.id, parent, name, now, now);
    store.event(user, 'TYPE_CREATE', id, name, now);
    prep<[string, string, string, string, string]>(
      `INSERT OR REPLACE INTO upload_folders (user_id, batch_id, parent_id, name, folder_id)
      VALUES (?, ?, ?, ?, ?)`,
    ).run(user.id, up.batch_id, parent, name, id);
    return id;
  }

  /** Drop expired unfinished uploads (bytes and rows). */
  async function sweep(): Promise<void> {
    try {
      await tus.cleanUpExpiredUploads();
    } catch {
      // an info file without its bytes: nothing to clean
    }
    if (!ctx.closed)
      prep<[number]>('DELETE FROM uploads WHERE file_id IS NULL AND created_at < ?').run(
        Date.now() - UPLOAD_TTL_MS,
      );
  }
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  if (timer.unref) timer.unref();
  void sweep();

  return {
    tus,
    Metadata,
    handle(webRequest, creation) {
      if (creation) creations.set(webRequest, creation);
      return tus.handleWeb(webRequest);
    },
    reset() {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
    },
    close() {
      clearInterval(timer);
    },
  };
}

/** The folder names of a relative path `a/b/c.txt` -> ['a', 'b'] (checked by the route). */
const folderNames = (relativePath: string): string[] =>
  relativePath ? relativePath.split('/').slice(0, -1) : [];
