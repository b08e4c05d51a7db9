import { makeAutoObservable, runInAction } from 'mobx';
import type { AnalyticsQueue, ApiError, ArchiveLink } from 'shared-libs';
import type { ShareApi } from '../lib/shareApi';

export type DownloadPhase = 'idle' | 'preparing' | 'started' | 'failed';

export interface DownloadDeps {
  api: ShareApi;
  analytics: AnalyticsQueue;
  /** Sends the browser to a download address (an attachment: the page stays). */
  openUrl: (url: string) => void;
}

/** The share as a download needs it. */
export interface DownloadShare {
  shareId: string;
  passCodeToken: string;
  allowDownload: boolean;
}

/**
 * Downloads of a share that allows them (ours, issue 30; contracts/api/shareLinks.ts): one file
 * is a plain link to `share/download` (it works before the page's code runs, and without it); a
 * selection, a folder or everything here is one zip, asked with `share:archive`, then the browser
 * goes to the signed link it answers. A selection over the API's cap answers `out_of_range`.
 */
export class DownloadStore {
  phase: DownloadPhase = 'idle';
  error: ApiError | null = null;
  /** The zip last started (its name, size and file count as the API gave them). */
  archive: ArchiveLink | null = null;
  private runId = 0;

  constructor(
    private readonly deps: DownloadDeps,
    private readonly share: () => DownloadShare,
  ) {
    makeAutoObservable<DownloadStore, 'deps' | 'share' | 'runId'>(this, {
      deps: false,
      share: false,
      runId: false,
    });
  }

  get allowed(): boolean {
    return this.share().allowDownload;
  }

  get busy(): boolean {
    return this.phase === 'preparing';
  }

  /** A file's download address; '' when the share does not allow downloads. */
  fileUrl(fileId: string): string {
    const { shareId, passCodeToken, allowDownload } = this.share();
    if (!allowDownload || !shareId) return '';
    return this.deps.api.downloadUrl({ shareId, fileId, passCodeToken });
  }

  /** A file's link was followed (counted by the API; tracked here). */
  trackFile(fileId: string): void {
    this.deps.analytics.track('share_page_click', { action: 'download', file_id: fileId });
  }

  /**
   * One zip of these items (folders whole); the browser then downloads it. `items` may be found
   * first (every page of a listing): the zip is "preparing" from the click on.
   */
  async downloadZip(items: string[] | (() => Promise<string[]>)): Promise<void> {
    if (!this.allowed || this.busy) return;
    const run = ++this.runId;
    this.phase = 'preparing';
    this.error = null;
    this.archive = null;
    const fileIds = typeof items === 'function' ? await items() : items;
    if (run !== this.runId) return;
    if (fileIds.length === 0) {
      runInAction(() => (this.phase = 'idle'));
      return;
    }
    const { shareId, passCodeToken } = this.share();
    this.deps.analytics.track('share_page_click', {
      action: 'download_zip',
      share_id: shareId,
      count: fileIds.length,
    });
    const res = await this.deps.api.archive({ shareId, fileIds, passCodeToken });
    if (run !== this.runId) return;
    if (res.error) {
      runInAction(() => {
        this.phase = 'failed';
        this.error = res.error;
      });
      return;
    }
    runInAction(() => {
      this.phase = 'started';
      this.archive = res.data;
    });
    this.deps.openUrl(res.data.url);
  }

  dismiss(): void {
    this.runId += 1;
    this.phase = 'idle';
    this.error = null;
    this.archive = null;
  }
}
