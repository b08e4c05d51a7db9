import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpResponse, UploadOptions } from 'tus-js-client';
import { UPLOAD_FILE_ID_HEADER, UPLOADS_PATH } from 'shared-libs';
import { LazyTusUpload } from './lazyTusUpload';

export interface UploadEntry {
  file: File;
  /** For a folder upload: the path inside the dropped folder, e.g. `photos/2024/a.jpg`. */
  relativePath?: string;
}

export type UploadState = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  /** The API's error name (`file_space_not_enough`, ...) or `network`. */
  error?: string;
  errorText?: string;
}

/** The part of a tus upload the store drives (tus-js-client's Upload, or a test fake). */
export interface UploadLike {
  url: string | null;
  start(): void;
  abort(terminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<unknown[]>;
  resumeFromPreviousUpload(previous: never): void;
}

export interface UploadDeps {
  /** API origins, in rotation order; uploads move to the next one when one is down. */
  origins(): readonly string[];
  accessToken(): Promise<string | undefined>;
  onUploaded(info: { fileId: string; parentId: string; name: string }): void;
  createUpload?: (file: File, options: UploadOptions) => UploadLike;
}

/** Uploads running at once (ours). */
export const PARALLEL_UPLOADS = 3;
/** Bytes per PATCH: progress and resume points (ours). */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Retry delays after a dropped connection (tus-js-client then resumes from the server's offset). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

let seq = 0;

/**
 * The upload queue: files and folders into a drive folder over tus (resumable: a dropped
 * connection resumes from the byte the server has; a dead API origin is swapped for the next,
 * since every origin accepts every upload URL), at most three at once, with progress per file
 * and in total, cancel and retry.
 */
export class UploadStore {
  items: UploadItem[] = [];
  private uploads = new Map<
    string,
    { upload: UploadLike; parentId: string; entry: UploadEntry; batch: string }
  >();
  private origin = 0;
  /** The drive file each finished upload became (`Cumulus-File-Id`). */
  private fileIds = new Map<string, string>();

  constructor(private readonly deps: UploadDeps) {
    makeAutoObservable<UploadStore, 'deps' | 'uploads' | 'origin' | 'fileIds'>(this, {
      deps: false,
      uploads: false,
      origin: false,
      fileIds: false,
    });
  }

  get totalBytes(): number {
    return this.items.filter((i) => i.state !== 'cancelled').reduce((s, i) => s + i.size, 0);
  }

  get totalSent(): number {
    return this.items.filter((i) => i.state !== 'cancelled').reduce((s, i) => s + i.sent, 0);
  }

  get percent(): number {
    return this.totalBytes === 0 ? 0 : Math.floor((this.totalSent * 100) / this.totalBytes);
  }

  get active(): number {
    return this.items.filter((i) => i.state === 'queued' || i.state === 'uploading').length;
  }

  get visible(): boolean {
    return this.items.length > 0;
  }

  /** Queues files (one batch: a folder upload's folders are made once) into `parentId`. */
  add(entries: UploadEntry[], parentId: string): void {
    const batch = `b${Date.now().toString(36)}${(seq += 1)}`;
    for (const entry of entries) {
      const id = `u${(seq += 1)}`;
      this.items.push({
        id,
        name: entry.relativePath || entry.file.name,
        size: entry.file.size,
        sent: 0,
        state: 'queued',
      });
      this.uploads.set(id, {
        upload: this.makeUpload(id, entry, parentId, batch),
        parentId,
        entry,
        batch,
      });
    }
    this.pump();
  }

  private endpoint(): string {
    const origins = this.deps.origins();
    return `${origins[this.origin % origins.length]}${UPLOADS_PATH}`;
  }

  private makeUpload(id: string, entry: UploadEntry, parentId: string, batch: string): UploadLike {
    const options: UploadOptions = {
      endpoint: this.endpoint(),
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      metadata: {
        filename: entry.file.name,
        filetype: entry.file.type || 'application/octet-stream',
        parent_id: parentId,
        relative_path: entry.relativePath ?? '',
        batch_id: batch,
      },
      onBeforeRequest: async (req) => {
        const token = await this.deps.accessToken();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        // A network failure or a 5xx: try the next API origin with the same upload URL.
        if (status === 0 || status >= 500) {
          this.nextOrigin(id);
          return true;
        }
        return status === 409 || status === 423;
      },
      onProgress: (sent) => this.update(id, { sent, state: 'uploading' }),
      onAfterResponse: (_req, res: HttpResponse) => {
        const fileId = res.getHeader(UPLOAD_FILE_ID_HEADER);
        if (fileId) this.fileIds.set(id, fileId);
      },
      onSuccess: () => {
        this.update(id, { state: 'done', sent: entry.file.size });
        const fileId = this.fileIds.get(id) ?? '';
        this.deps.onUploaded({ fileId, parentId, name: entry.file.name });
        this.pump();
      },
      onError: (err) => {
        const res = (err as { originalResponse?: HttpResponse | null }).originalResponse;
        let error = 'network';
        let errorText: string | undefined;
        try {
          const body = res
            ? (JSON.parse(res.getBody()) as { error?: string; error_description?: string })
            : null;
          if (body?.error) {
            error = body.error;
            errorText = body.error_description;
          }
        } catch {
          /* not an error envelope: a network-level failure */
        }
        console.warn('[drive] upload failed', entry.file.name, err.message);
        this.update(id, { state: 'failed', error, errorText });
        this.pump();
      },
    };
    return (this.deps.createUpload ?? ((f, o) => new LazyTusUpload(f, o)))(entry.file, options);
  }

  /** Moves every upload to the next API origin (the same upload URL path works on each). */
  private nextOrigin(id: string): void {
    const origins = this.deps.origins();
    if (origins.length < 2) return;
    const from = origins[this.origin % origins.length]!;
    this.origin += 1;
    const to = origins[this.origin % origins.length]!;
    const u = this.uploads.get(id)?.upload;
    if (u?.url?.startsWith(from)) u.url = to + u.url.slice(from.length);
  }

  private update(id: string, patch: Partial<UploadItem>): void {
    runInAction(() => {
      const item = this.items.find((i) => i.id === id);
      if (item && item.state !== 'cancelled') Object.assign(item, patch);
    });
  }

  /** Starts queued uploads up to the parallel limit; resumes one left by a reload. */
  private pump(): void {
    let running = this.items.filter((i) => i.state === 'uploading').length;
    for (const item of this.items) {
      if (running >= PARALLEL_UPLOADS) break;
      if (item.state !== 'queued') continue;
      const u = this.uploads.get(item.id);
      if (!u) continue;
      item.state = 'uploading';
      running += 1;
      const upload = u.upload;
      void upload
        .findPreviousUploads()
        .then((prev) => {
          if (prev.length > 0) upload.resumeFromPreviousUpload(prev[0] as never);
        })
        .catch(() => undefined)
        .finally(() => upload.start());
    }
  }

  cancel(id: string): void {
    const u = this.uploads.get(id);
    const item = this.items.find((i) => i.id === id);
    if (!u || !item || item.state === 'done') return;
    item.state = 'cancelled';
    void u.upload.abort(true).catch(() => undefined);
    this.pump();
  }

  cancelAll(): void {
    for (const i of this.items)
      if (i.state === 'queued' || i.state === 'uploading') this.cancel(i.id);
  }

  retry(id: string): void {
    const u = this.uploads.get(id);
    const item = this.items.find((i) => i.id === id);
    if (!u || !item || item.state !== 'failed') return;
    item.state = 'queued';
    item.error = undefined;
    item.errorText = undefined;
    u.upload = this.makeUpload(id, u.entry, u.parentId, u.batch);
    this.pump();
  }

  /** Clears finished rows (done, failed, cancelled) once nothing is running. */
  dismissFinished(): void {
    this.items = this.items.filter((i) => i.state === 'queued' || i.state === 'uploading');
    for (const id of [...this.uploads.keys()])
      if (!this.items.some((i) => i.id === id)) this.uploads.delete(id);
  }

  dispose(): void {
    for (const [id, u] of this.uploads) {
      const item = this.items.find((i) => i.id === id);
      if (item?.state === 'uploading') void u.upload.abort(false).catch(() => undefined);
    }
  }
}
