import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpResponse, PreviousUpload, UploadOptions } from 'tus-js-client';
import { UPLOAD_FILE_ID_HEADER, UPLOADS_PATH } from 'shared-libs';
import { LazyTusUpload, terminateTusUpload } from './lazyTusUpload';
import type { UploadLike } from './uploadLike';
import {
  browserStorage,
  ResumeStorage,
  tusFingerprint,
  uploadFingerprint,
  type KeyValueStorage,
  type StoredUpload,
} from './resumeStorage';
import { secondsLeft, SpeedMeter } from './speed';

export interface UploadEntry {
  file: File;
  /** For a folder upload: the path inside the dropped folder, e.g. `photos/2024/a.jpg`. */
  relativePath?: string;
  /** The name to store it under, when not the file's own ("Keep both": `a (1).txt`). */
  name?: string;
}

export type UploadState = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  /** Bytes per second, smoothed (speed.ts); null until measured or when not uploading. */
  speed: number | null;
  /** The API's error name (`file_space_not_enough`, ...) or `network`. */
  error?: string;
  errorText?: string;
}

/** An upload left unfinished by an earlier page (a reload, a closed tab, a lost connection). */
export interface InterruptedUpload {
  /** Its key in the URL storage. */
  key: string;
  /** The file's name, or its path inside a dropped folder. */
  name: string;
  size: number;
  /** Bytes the server had accepted when it stopped. */
  offset: number;
  /** Set when the file picked to resume it was another file (or a changed one). */
  mismatch: boolean;
}

export interface UploadDeps {
  /** API origins, in rotation order; uploads move to the next one when one is down. */
  origins(): readonly string[];
  accessToken(): Promise<string | undefined>;
  onUploaded(info: { fileId: string; parentId: string; name: string }): void;
  /** The signed-in account's id: unfinished uploads are remembered per account. */
  userKey: string;
  /** Where unfinished uploads are remembered; localStorage when left out, null for nowhere. */
  storage?: KeyValueStorage | null;
  /** The clock of the speed figures (ms). */
  now?: () => number;
  createUpload?: (file: File, options: UploadOptions) => UploadLike;
  /** Asks the server to end an upload (tus termination: DELETE on its URL). */
  terminate?: (url: string, options: UploadOptions) => Promise<void>;
}

/** Uploads running at once (ours). */
export const PARALLEL_UPLOADS = 3;
/** Bytes per PATCH: progress and resume points (ours). */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Retry delays after a dropped connection (tus-js-client then resumes from the server's offset). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
/**
 * How long an unfinished upload is offered for resuming: the API expires unfinished uploads
 * after a day (tus expiration, infra/api/src/uploads.ts), after which nothing is left to resume.
 */
export const RESUMABLE_FOR_MS = 24 * 3600 * 1000;

/** Why `resume` did not start: the picked file is not the one that was being uploaded. */
export type ResumeResult = 'resumed' | 'mismatch' | 'unknown';

let seq = 0;

interface Running {
  upload: UploadLike;
  parentId: string;
  entry: UploadEntry;
  batch: string;
  /** The stored upload to continue (Resume after a reload). */
  resumeFrom?: PreviousUpload;
}

/**
 * The upload queue: files and folders into a drive folder over tus (resumable: a dropped
 * connection resumes from the byte the server has; a dead API origin is swapped for the next,
 * since every origin accepts every upload URL), at most three at once, with progress, speed and
 * time left per file and in total, cancel and retry. Unfinished uploads are remembered in the
 * URL storage (resumeStorage.ts); after a reload they are listed as interrupted, to be resumed
 * with the same file picked again (matched by fingerprint) or discarded.
 */
export class UploadStore {
  items: UploadItem[] = [];
  interrupted: InterruptedUpload[] = [];
  private uploads = new Map<string, Running>();
  private origin = 0;
  /** The drive file each finished upload became (`Cumulus-File-Id`). */
  private fileIds = new Map<string, string>();
  private meters = new Map<string, SpeedMeter>();
  private readonly resumeStore: ResumeStorage;
  /** The stored entries behind `interrupted`, by key. */
  private stored = new Map<string, StoredUpload>();

  constructor(private readonly deps: UploadDeps) {
    this.resumeStore = new ResumeStorage(
      deps.storage === undefined ? browserStorage() : deps.storage,
    );
    makeAutoObservable<
      UploadStore,
      'deps' | 'uploads' | 'origin' | 'fileIds' | 'meters' | 'resumeStore' | 'stored'
    >(this, {
      deps: false,
      uploads: false,
      origin: false,
      fileIds: false,
      meters: false,
      resumeStore: false,
      stored: false,
    });
    this.restore();
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** Lists this account's unfinished uploads of earlier pages; forgets those too old to resume. */
  private restore(): void {
    const now = this.now();
    const list: InterruptedUpload[] = [];
    for (const s of this.resumeStore.forUser(this.deps.userKey)) {
      const created = Date.parse(s.creationTime);
      if (Number.isFinite(created) && now - created > RESUMABLE_FOR_MS) {
        void this.resumeStore.removeUpload(s.urlStorageKey);
        continue;
      }
      this.stored.set(s.urlStorageKey, s);
      const size = s.size ?? 0;
      list.push({
        key: s.urlStorageKey,
        name: s.metadata.relative_path || s.metadata.filename || '',
        size,
        offset: Math.min(s.offset, size),
        mismatch: false,
      });
    }
    this.interrupted = list;
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

  get doneCount(): number {
    return this.items.filter((i) => i.state === 'done').length;
  }

  get cancelledCount(): number {
    return this.items.filter((i) => i.state === 'cancelled').length;
  }

  get failedCount(): number {
    return this.items.filter((i) => i.state === 'failed').length;
  }

  /** All uploads' speed together (bytes per second), null until one is measured. */
  get speed(): number | null {
    const rates = this.items
      .filter((i) => i.state === 'uploading' && i.speed !== null)
      .map((i) => i.speed!);
    return rates.length ? rates.reduce((a, b) => a + b, 0) : null;
  }

  /** Seconds until every running and waiting upload is in, at the current speed. */
  get secondsLeft(): number | null {
    const remaining = this.items
      .filter((i) => i.state === 'queued' || i.state === 'uploading')
      .reduce((s, i) => s + Math.max(0, i.size - i.sent), 0);
    return secondsLeft(remaining, this.speed);
  }

  get visible(): boolean {
    return this.items.length > 0 || this.interrupted.length > 0;
  }

  /** Queues files (one batch: a folder upload's folders are made once) into `parentId`. */
  add(entries: UploadEntry[], parentId: string): void {
    const batch = `b${Date.now().toString(36)}${(seq += 1)}`;
    for (const entry of entries) this.enqueue(entry, parentId, batch);
    this.pump();
  }

  private enqueue(
    entry: UploadEntry,
    parentId: string,
    batch: string,
    resumeFrom?: StoredUpload,
  ): void {
    const id = `u${(seq += 1)}`;
    this.items.push({
      id,
      name: entry.relativePath || entry.name || entry.file.name,
      size: entry.file.size,
      sent: resumeFrom ? Math.min(resumeFrom.offset, entry.file.size) : 0,
      state: 'queued',
      speed: null,
    });
    this.uploads.set(id, {
      upload: this.makeUpload(id, entry, parentId, batch),
      parentId,
      entry,
      batch,
      resumeFrom,
    });
  }

  /**
   * Resumes an interrupted upload with the file the person picked again: it must be the same
   * file (name, size, type, last change) for the same folder, else nothing starts and the row
   * says so (`mismatch`).
   */
  resume(key: string, file: File): ResumeResult {
    const row = this.interrupted.find((i) => i.key === key);
    const stored = this.stored.get(key);
    if (!row || !stored) return 'unknown';
    const parentId = stored.metadata.parent_id ?? '';
    const relativePath = stored.metadata.relative_path ?? '';
    if (uploadFingerprint(this.deps.userKey, parentId, relativePath, file) !== stored.fingerprint) {
      row.mismatch = true;
      return 'mismatch';
    }
    this.forget([key]);
    const batch = stored.metadata.batch_id || `b${Date.now().toString(36)}${(seq += 1)}`;
    this.enqueue({ file, relativePath: relativePath || undefined }, parentId, batch, stored);
    this.pump();
    return 'resumed';
  }

  /** Drops an interrupted upload: its stored entry, and the server's partial file. */
  discard(key: string): void {
    const stored = this.stored.get(key);
    this.forget([key]);
    void this.resumeStore.removeUpload(key);
    if (!stored?.uploadUrl) return;
    const url = this.onCurrentOrigin(stored.uploadUrl);
    const terminate = this.deps.terminate ?? terminateTusUpload;
    // Already expired or gone (404): nothing to end. Unreachable: the API expires it in a day.
    void terminate(url, this.requestOptions()).catch(() => undefined);
  }

  /** Takes entries off the interrupted list (not out of storage). */
  private forget(keys: string[]): void {
    for (const k of keys) this.stored.delete(k);
    this.interrupted = this.interrupted.filter((i) => !keys.includes(i.key));
  }

  private endpoint(): string {
    return `${this.currentOrigin()}${UPLOADS_PATH}`;
  }

  private currentOrigin(): string {
    const origins = this.deps.origins();
    return origins[this.origin % origins.length] ?? '';
  }

  /** An upload URL moved to the API origin in use (every origin takes every upload URL). */
  private onCurrentOrigin(url: string): string {
    try {
      const u = new URL(url);
      return `${this.currentOrigin()}${u.pathname}`;
    } catch {
      return url;
    }
  }

  /** What every tus request carries: the signed-in account's token. */
  private requestOptions(): UploadOptions {
    return {
      retryDelays: RETRY_DELAYS,
      onBeforeRequest: async (req) => {
        const token = await this.deps.accessToken();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
    };
  }

  private makeUpload(id: string, entry: UploadEntry, parentId: string, batch: string): UploadLike {
    const options: UploadOptions = {
      ...this.requestOptions(),
      endpoint: this.endpoint(),
      chunkSize: CHUNK_BYTES,
      removeFingerprintOnSuccess: true,
      urlStorage: this.resumeStore,
      fingerprint: tusFingerprint(this.deps.userKey),
      metadata: {
        filename: entry.name ?? entry.file.name,
        filetype: entry.file.type || 'application/octet-stream',
        parent_id: parentId,
        relative_path: entry.relativePath ?? '',
        batch_id: batch,
      },
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        // A network failure or a 5xx: try the next API origin with the same upload URL.
        if (status === 0 || status >= 500) {
          this.nextOrigin(id);
          this.meters.get(id)?.reset();
          return true;
        }
        return status === 409 || status === 423;
      },
      onProgress: (sent) => this.progress(id, sent),
      onChunkComplete: (_chunk, accepted) => {
        const url = this.uploads.get(id)?.upload.url;
        if (url) this.resumeStore.setOffset(url, accepted);
      },
      onAfterResponse: (_req, res: HttpResponse) => {
        const fileId = res.getHeader(UPLOAD_FILE_ID_HEADER);
        if (fileId) this.fileIds.set(id, fileId);
      },
      onSuccess: () => {
        this.update(id, { state: 'done', sent: entry.file.size, speed: null });
        const fileId = this.fileIds.get(id) ?? '';
        this.deps.onUploaded({ fileId, parentId, name: entry.name ?? entry.file.name });
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
        this.update(id, { state: 'failed', error, errorText, speed: null });
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

  private progress(id: string, sent: number): void {
    let meter = this.meters.get(id);
    if (!meter) this.meters.set(id, (meter = new SpeedMeter()));
    const speed = meter.sample(this.now(), sent);
    this.update(id, { sent, state: 'uploading', speed });
  }

  private update(id: string, patch: Partial<UploadItem>): void {
    runInAction(() => {
      const item = this.items.find((i) => i.id === id);
      if (item && item.state !== 'cancelled') Object.assign(item, patch);
    });
  }

  /** Starts queued uploads up to the parallel limit; continues one left by an earlier page. */
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
      if (u.resumeFrom) {
        const { uploadUrl } = u.resumeFrom;
        upload.resumeFromPreviousUpload({
          ...u.resumeFrom,
          uploadUrl: uploadUrl && this.onCurrentOrigin(uploadUrl),
        });
        upload.start();
        continue;
      }
      // The same file into the same folder again: tus finds the earlier upload and goes on.
      void upload
        .findPreviousUploads()
        .then((prev) => {
          const first = prev[0];
          if (!first) return;
          upload.resumeFromPreviousUpload(first);
          this.forget(prev.map((p) => p.urlStorageKey));
        })
        .catch(() => undefined)
        .finally(() => upload.start());
    }
  }

  cancel(id: string): void {
    const u = this.uploads.get(id);
    const item = this.items.find((i) => i.id === id);
    if (!u || !item || item.state === 'done' || item.state === 'cancelled') return;
    item.state = 'cancelled';
    item.speed = null;
    const url = u.upload.url;
    void u.upload
      .abort(true)
      .catch(() => undefined)
      // Cancelled is not interrupted: never offered for resuming, even if the DELETE failed.
      .finally(() => {
        const now = u.upload.url ?? url;
        if (now) this.resumeStore.removeByUrl(now);
      });
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
    this.meters.get(id)?.reset();
    u.upload = this.makeUpload(id, u.entry, u.parentId, u.batch);
    this.pump();
  }

  /** Clears finished rows (done, failed, cancelled) once nothing is running. */
  dismissFinished(): void {
    this.items = this.items.filter((i) => i.state === 'queued' || i.state === 'uploading');
    for (const id of [...this.uploads.keys()])
      if (!this.items.some((i) => i.id === id)) {
        this.uploads.delete(id);
        this.meters.delete(id);
      }
  }

  dispose(): void {
    for (const [id, u] of this.uploads) {
      const item = this.items.find((i) => i.id === id);
      if (item?.state === 'uploading') void u.upload.abort(false).catch(() => undefined);
    }
  }
}
