import { makeAutoObservable } from 'mobx';
import { type Analytics, STORAGE_KEYS, type KeyValueStorage, type DriveFile } from 'shared-libs';
import { isPreviewable } from 'shared-libs/files';
import type { PreviewLoadResult } from 'shared-libs/react';
import type { ShareApi } from '../lib/shareApi';

export interface PreviewDeps {
  api: ShareApi;
  local: KeyValueStorage;
  session: KeyValueStorage;
  analytics: Analytics;
}

/**
 * The share's side of the preview (mode SHARE_PREVIEW_WINDOW): which file is shown, the files
 * it moves among, how a file is loaded (file_info with the passcode token), the remembered
 * sensitive-content choice, analytics. The kit's FilePreview shows it.
 */
export class PreviewStore {
  fileId = '';
  /** The visitor chose to see sensitive content without the cover (spec hidden_shared_content_cover). */
  coverHidden: boolean;

  constructor(
    private readonly deps: PreviewDeps,
    private readonly share: () => { shareId: string; passCodeToken: string },
    private readonly items: () => readonly DriveFile[],
  ) {
    this.coverHidden = deps.local.getItem(STORAGE_KEYS.hiddenSharedContentCover) === '1';
    makeAutoObservable<PreviewStore, 'deps' | 'share' | 'items'>(this, {
      deps: false,
      share: false,
      items: false,
      load: false,
    });
  }

  get isOpen(): boolean {
    return this.fileId !== '';
  }

  /** The files previous/next move among: the previewable ones of the listing, in its order. */
  get previewables(): DriveFile[] {
    return this.items().filter((f) => isPreviewable(f));
  }

  open(fileId: string): void {
    const isFirst = !this.isOpen;
    this.fileId = fileId;
    this.deps.session.setItem(STORAGE_KEYS.previewFileId, fileId);
    if (isFirst) this.deps.analytics.track('player_mount', { file_id: fileId });
  }

  /** The file with its content links (file_info); asked again when a link has expired. */
  async load(file: DriveFile): Promise<PreviewLoadResult> {
    const { shareId, passCodeToken } = this.share();
    const res = await this.deps.api.fileInfo({ shareId, fileId: file.id, passCodeToken });
    if (res.error) return { error: res.error };
    return res.data.file_info
      ? { data: res.data.file_info }
      : { error: { error: 'file_not_found' } };
  }

  close(): void {
    if (!this.isOpen) return;
    this.deps.analytics.track('player_close', { file_id: this.fileId });
    this.fileId = '';
    this.deps.session.removeItem(STORAGE_KEYS.previewFileId);
  }

  /** The visitor uncovered a sensitive file; `remember`: never cover again (hidden_shared_content_cover). */
  reveal(remember: boolean): void {
    if (!remember) return;
    this.coverHidden = true;
    this.deps.local.setItem(STORAGE_KEYS.hiddenSharedContentCover, '1');
  }
}
