import { makeAutoObservable } from 'mobx';
import {
  type AnalyticsQueue,
  type EventBus,
  STORAGE_KEYS,
  type KeyValueStorage,
  type DriveFile,
} from 'shared-libs';
import { isPreviewable } from 'shared-libs/files';
import type { PreviewLoadResult } from 'shared-libs/react';
import type { ShareApi } from '../lib/shareApi';

/** The listing the preview walks (issue 31): its total and its next pages. */
export interface PreviewListing {
  /** Items of the whole folder, loaded or not (the share's `file_num` at its top level). */
  total: number;
  hasMore: boolean;
  loadMore(): Promise<void>;
}

export interface PreviewDeps {
  api: ShareApi;
  local: KeyValueStorage;
  session: KeyValueStorage;
  analytics: AnalyticsQueue;
  /** The host's internal event bus (spec §4 player events); absent from an older host. */
  events?: Pick<EventBus, 'emit'>;
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
    private readonly listing?: () => PreviewListing,
  ) {
    this.coverHidden = deps.local.getItem(STORAGE_KEYS.hiddenSharedContentCover) === '1';
    makeAutoObservable<PreviewStore, 'deps' | 'share' | 'items' | 'listing'>(this, {
      deps: false,
      share: false,
      items: false,
      listing: false,
      step: false,
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

  /**
   * The file's place in the folder's listing (1-based) of its total, not of what is loaded
   * ("8 of 127", issue 31); undefined when the file is not listed.
   */
  get position(): { index: number; total: number } | undefined {
    const items = this.items();
    const index = items.findIndex((f) => f.id === this.fileId);
    if (index < 0) return undefined;
    const total = Math.max(items.length, this.listing?.().total ?? 0);
    return { index: index + 1, total };
  }

  /** Whether previous (-1) / next (1) has somewhere to go: a previewable file, or more pages. */
  canStep(dir: 1 | -1): boolean {
    const items = this.items();
    const index = items.findIndex((f) => f.id === this.fileId);
    if (index < 0) return false;
    for (let i = index + dir; i >= 0 && i < items.length; i += dir)
      if (isPreviewable(items[i]!)) return true;
    return dir === 1 && (this.listing?.().hasMore ?? false);
  }

  /**
   * The previous / next previewable file, loading the listing's next pages for it; undefined
   * when there is none (or the preview moved meanwhile). The caller shows it (at its address).
   */
  async step(dir: 1 | -1): Promise<string | undefined> {
    const from = this.fileId;
    for (let pages = 0; pages < 50; pages += 1) {
      const items = this.items();
      const index = items.findIndex((f) => f.id === from);
      if (index < 0) return undefined;
      for (let i = index + dir; i >= 0 && i < items.length; i += dir) {
        if (isPreviewable(items[i]!)) return this.fileId === from ? items[i]!.id : undefined;
      }
      const listing = this.listing?.();
      if (dir === -1 || !listing?.hasMore) return undefined;
      const before = items.length;
      await listing.loadMore();
      if (this.items().length === before || this.fileId !== from) return undefined;
    }
    return undefined;
  }

  open(fileId: string): void {
    const isFirst = !this.isOpen;
    this.fileId = fileId;
    this.deps.session.setItem(STORAGE_KEYS.previewFileId, fileId);
    if (isFirst) {
      this.deps.analytics.track('player_mount', { file_id: fileId });
      this.deps.events?.emit('player-mount-and-restore', { fileId });
    }
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
    this.deps.events?.emit('close-player', { fileId: this.fileId });
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
