import type { PreviousUpload, Upload, UploadOptions } from 'tus-js-client';
import type { UploadLike } from './uploadLike';

/** tus-js-client (~20 KB gz) loads with the first upload (or discard), not with the drive. */
const loadTus = () => import(/* webpackChunkName: "tus" */ 'tus-js-client');

/**
 * A tus upload whose library loads with the first upload, not with the drive: the store talks
 * to this wrapper, which builds the real Upload on first use.
 */
export class LazyTusUpload implements UploadLike {
  private real: Upload | null = null;
  private loading: Promise<Upload> | null = null;
  private pendingUrl: string | null = null;
  private pendingPrevious: PreviousUpload | null = null;

  constructor(
    private readonly file: File,
    private readonly options: UploadOptions,
  ) {}

  get url(): string | null {
    return this.real ? this.real.url : this.pendingUrl;
  }

  set url(value: string | null) {
    if (this.real) this.real.url = value;
    else this.pendingUrl = value;
  }

  private ensure(): Promise<Upload> {
    this.loading ??= loadTus().then(({ Upload }) => {
      this.real = new Upload(this.file, this.options);
      if (this.pendingPrevious) this.real.resumeFromPreviousUpload(this.pendingPrevious);
      if (this.pendingUrl) this.real.url = this.pendingUrl;
      return this.real;
    });
    return this.loading;
  }

  start(): void {
    void this.ensure().then((u) => u.start());
  }

  async abort(terminate?: boolean): Promise<void> {
    if (this.real) await this.real.abort(terminate);
  }

  async findPreviousUploads(): Promise<PreviousUpload[]> {
    return (await this.ensure()).findPreviousUploads();
  }

  resumeFromPreviousUpload(previous: PreviousUpload): void {
    if (this.real) this.real.resumeFromPreviousUpload(previous);
    else {
      this.pendingPrevious = previous;
      this.pendingUrl = previous.uploadUrl;
    }
  }
}

/** Ends an upload on the server (tus termination: DELETE on its URL). */
export async function terminateTusUpload(url: string, options: UploadOptions): Promise<void> {
  const { Upload } = await loadTus();
  await Upload.terminate(url, options);
}
