import { makeAutoObservable, runInAction } from 'mobx';
import type { Analytics } from 'shared-libs';
import { fileCategory, isPreviewable, type FileCategory } from '../lib/fileType';
import type { ShareApi } from '../lib/shareApi';
import { KEYS, type KeyValueStorage } from '../lib/storage';
import type { ApiErrorShape, ShareFile } from '../lib/types';

export interface PreviewDeps {
  api: ShareApi;
  local: KeyValueStorage;
  session: KeyValueStorage;
  analytics: Analytics;
}

/** Preview overlay (mode SHARE_PREVIEW_WINDOW): images, video, audio, with next/previous. */
export class PreviewStore {
  fileId = '';
  file: ShareFile | null = null;
  phase: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: ApiErrorShape | null = null;
  /** The visitor chose to see sensitive content without the cover (spec hidden_shared_content_cover). */
  coverHidden: boolean;
  revealed = false;
  private seq = 0;

  constructor(
    private readonly deps: PreviewDeps,
    private readonly share: () => { shareId: string; passCodeToken: string },
    private readonly items: () => readonly ShareFile[],
  ) {
    this.coverHidden = deps.local.getItem(KEYS.hiddenSharedContentCover) === '1';
    makeAutoObservable<PreviewStore, 'deps' | 'share' | 'items' | 'seq'>(this, {
      deps: false,
      share: false,
      items: false,
      seq: false,
    });
  }

  get isOpen(): boolean {
    return this.fileId !== '';
  }

  get previewables(): ShareFile[] {
    return this.items().filter((f) => isPreviewable(fileCategory(f)));
  }

  get index(): number {
    return this.previewables.findIndex((f) => f.id === this.fileId);
  }

  get listed(): ShareFile | undefined {
    return this.items().find((f) => f.id === this.fileId);
  }

  get category(): FileCategory {
    const f = this.file ?? this.listed;
    return f ? fileCategory(f) : 'other';
  }

  get hasPrev(): boolean {
    return this.index > 0;
  }

  get hasNext(): boolean {
    const i = this.index;
    return i >= 0 && i < this.previewables.length - 1;
  }

  /** Sensitive content is covered unless the visitor turned the cover off or revealed it. */
  get covered(): boolean {
    const f = this.file ?? this.listed;
    const status = f?.audit?.status ?? 'STATUS_OK';
    return status !== 'STATUS_OK' && status !== '' && !this.coverHidden && !this.revealed;
  }

  async open(fileId: string): Promise<void> {
    const seq = ++this.seq;
    const isFirst = !this.isOpen;
    this.fileId = fileId;
    this.file = null;
    this.error = null;
    this.revealed = false;
    this.phase = 'loading';
    this.deps.session.setItem(KEYS.previewFileId, fileId);
    if (isFirst) this.deps.analytics.track('player_mount', { file_id: fileId });
    const { shareId, passCodeToken } = this.share();
    const res = await this.deps.api.fileInfo({ shareId, fileId, passCodeToken });
    if (seq !== this.seq) return;
    runInAction(() => {
      if (res.error || !res.data.file_info) {
        this.phase = 'failed';
        this.error = res.error;
        return;
      }
      this.file = res.data.file_info;
      this.phase = 'ready';
    });
  }

  /** A media link expired: ask file_info again (links are refreshed, not treated as gone). */
  refresh(): Promise<void> {
    return this.fileId ? this.open(this.fileId) : Promise.resolve();
  }

  next(): void {
    const f = this.previewables[this.index + 1];
    if (f) void this.open(f.id);
  }

  prev(): void {
    const f = this.previewables[this.index - 1];
    if (f) void this.open(f.id);
  }

  close(): void {
    if (!this.isOpen) return;
    this.deps.analytics.track('player_close', { file_id: this.fileId });
    this.seq += 1;
    this.fileId = '';
    this.file = null;
    this.phase = 'idle';
    this.deps.session.removeItem(KEYS.previewFileId);
  }

  reveal(remember: boolean): void {
    this.revealed = true;
    if (remember) {
      this.coverHidden = true;
      this.deps.local.setItem(KEYS.hiddenSharedContentCover, '1');
    }
  }
}
