import { runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, type ApiError, type DriveFile, type Locale, type Result } from 'shared-libs';
import { ARCHIVE_MAX_ITEMS, type BatchTarget } from '../lib/driveApi';
import { shareLinkMessages as z } from './shareLinkMessages';
import { noticeMessages as m } from './driveMessages';
import type { DriveStore } from './DriveStore';

const countOf = (res: { count?: string } | null, fallback: number) => {
  const n = Number(res?.count);
  return Number.isFinite(n) && n >= 0 && res?.count !== undefined ? n : fallback;
};

/**
 * What the user does to files. Each change shows at once (optimistic) and is put back, with a
 * notice saying why, when the server refuses it: a failed move leaves the files where they
 * were. After success the shown window is reloaded so the order and paging match the server.
 */
export class DriveActions {
  busy = false;

  constructor(
    private readonly store: DriveStore,
    private readonly locale: () => Locale,
  ) {}

  private get api() {
    return this.store.deps.api;
  }

  /** The selection as a batch target, or the given ids. */
  private targetOf(ids?: string[]): {
    target: BatchTarget;
    match: (f: DriveFile) => boolean;
    count: number;
  } {
    if (ids) {
      const set = new Set(ids);
      return { target: { ids }, match: (f) => set.has(f.id), count: ids.length };
    }
    const sel = this.store.selection;
    return {
      target: sel.target(this.store.parentId),
      match: sel.matcher(),
      count: sel.count,
    };
  }

  private fail(action: MessageDescriptor, error: ApiError) {
    this.store.notify(m.failed, { action, reason: errorMessage(error, this.locale()) }, 'error');
  }

  /**
   * Removes the items from the listing at once, calls the server, and either keeps the change
   * (refreshing the window) or restores the listing.
   */
  private async removeOptimistic(
    action: MessageDescriptor,
    done: MessageDescriptor,
    call: (t: BatchTarget) => Promise<Result<{ count?: string }>>,
    ids?: string[],
    values: Record<string, string | number> = {},
  ): Promise<boolean> {
    const { target, match, count } = this.targetOf(ids);
    if (count === 0) return false;
    const listing = this.store.listing;
    const snap = listing.snapshot();
    listing.remove(match, count);
    this.store.selection.clear();
    const res = await call(target);
    if (res.error) {
      runInAction(() => listing.restore(snap));
      this.fail(action, res.error);
      return false;
    }
    this.store.notify(done, { count: countOf(res.data, count), ...values });
    void this.store.refresh();
    this.store.changed();
    return true;
  }

  trash(ids?: string[]) {
    return this.removeOptimistic(m.actionTrash, m.trashed, (t) => this.api.trash(t), ids);
  }

  restore(ids?: string[]) {
    const list = ids ?? this.store.selection.files.map((f) => f.id);
    return this.removeOptimistic(m.actionRestore, m.restored, () => this.api.untrash(list), list);
  }

  deleteForever(ids?: string[]) {
    const list =
      ids ??
      (this.store.view === 'trash' ? this.store.selection.files.map((f) => f.id) : undefined);
    return this.removeOptimistic(
      m.actionDeleteForever,
      m.deleted,
      (t) => this.api.deleteForever(t),
      list,
    );
  }

  async emptyTrash(): Promise<boolean> {
    const listing = this.store.listing;
    const snap = listing.snapshot();
    listing.remove(() => true, listing.total);
    const res = await this.api.emptyTrash();
    if (res.error) {
      runInAction(() => listing.restore(snap));
      this.fail(m.actionEmptyTrash, res.error);
      return false;
    }
    this.store.notify(m.trashEmptied);
    void this.store.refresh();
    this.store.changed();
    return true;
  }

  /** Move: the items leave this folder at once (unless moved into it). */
  move(folderId: string, folderName: string, ids?: string[]) {
    if (folderId === this.store.parentId && this.store.view === 'all')
      return Promise.resolve(false);
    return this.removeOptimistic(m.actionMove, m.moved, (t) => this.api.move(t, folderId), ids, {
      folder: folderName,
    });
  }

  async copy(folderId: string, folderName: string, ids?: string[]): Promise<boolean> {
    const { target, count } = this.targetOf(ids);
    if (count === 0) return false;
    const res = await this.api.copy(target, folderId);
    if (res.error) {
      this.fail(m.actionCopy, res.error);
      return false;
    }
    this.store.notify(m.copied, { count: countOf(res.data, count), folder: folderName });
    if (folderId === this.store.parentId) void this.store.refresh();
    this.store.changed();
    return true;
  }

  async setStarred(starred: boolean, ids?: string[]): Promise<boolean> {
    const { target, match, count } = this.targetOf(ids);
    if (count === 0) return false;
    const listing = this.store.listing;
    const snap = listing.snapshot();
    listing.patch(match, { starred });
    const res = await this.api.star(target, starred);
    if (res.error) {
      runInAction(() => listing.restore(snap));
      this.fail(starred ? m.actionStar : m.actionUnstar, res.error);
      return false;
    }
    this.store.notify(starred ? m.starred : m.unstarred, { count: countOf(res.data, count) });
    return true;
  }

  async rename(file: DriveFile, name: string): Promise<boolean> {
    const next = name.trim();
    if (!next || next === file.name) return true;
    const listing = this.store.listing;
    const snap = listing.snapshot();
    listing.patch(new Set([file.id]), { name: next });
    const res = await this.api.rename(file.id, next);
    if (res.error) {
      runInAction(() => listing.restore(snap));
      this.fail(m.actionRename, res.error);
      return false;
    }
    this.store.notify(m.renamed, { name: res.data.name });
    if (this.store.folder?.id === file.id) void this.store.loadFolder();
    return true;
  }

  /**
   * Downloads a file: asks for a fresh signed link (links expire) and follows it; the API
   * answers with `Content-Disposition: attachment`, so the page stays where it is.
   */
  async download(id: string): Promise<boolean> {
    const res = await this.api.get(id, 'open');
    if (res.error) {
      this.fail(m.actionDownload, res.error);
      return false;
    }
    if (!res.data.web_content_link) return false;
    followDownload(res.data.web_content_link, res.data.name);
    return true;
  }

  /**
   * Downloads several items, or a folder, as one zip (single files keep `download`): the API
   * answers a signed link valid a few minutes, and the browser follows it (an attachment, so
   * the page stays). A selection over the API's cap is refused before any byte is sent; its
   * message, with the cap, is shown as the API wrote it.
   */
  async downloadZip(ids?: string[]): Promise<boolean> {
    let list = ids;
    if (!list) {
      const sel = this.store.selection;
      const files = sel.files;
      const store = this.store;
      if (files.length === sel.count) list = files.map((f) => f.id);
      // ours: all of a big folder, not loaded yet, is that folder (one zip of it).
      else if (
        sel.all &&
        sel.count === store.listing.total &&
        store.view === 'all' &&
        store.parentId
      )
        list = [store.parentId];
      else {
        this.store.notify(z.zipTooMany, { max: ARCHIVE_MAX_ITEMS }, 'error');
        return false;
      }
    }
    if (list.length === 0) return false;
    if (list.length > ARCHIVE_MAX_ITEMS) {
      this.store.notify(z.zipTooMany, { max: ARCHIVE_MAX_ITEMS }, 'error');
      return false;
    }
    const res = await this.api.archive(list);
    if (res.error) {
      this.store.notify(z.zipFailed, { reason: this.zipReason(res.error) }, 'error');
      return false;
    }
    const count = Number(res.data.file_count);
    this.store.notify(z.zipStarted, {
      name: res.data.name,
      count: Number.isFinite(count) ? count : list.length,
    });
    followDownload(res.data.url, res.data.name);
    return true;
  }

  /** The cap's refusal (out_of_range) as the API wrote it, unless it sent a translation. */
  private zipReason(error: ApiError): string {
    const localized = error.details.some(
      (d) => typeof (d as { message?: unknown }).message === 'string',
    );
    if (error.error === 'out_of_range' && error.error_description && !localized)
      return error.error_description;
    return errorMessage(error, this.locale());
  }

  async createFolder(name: string): Promise<DriveFile | null> {
    const res = await this.api.createFolder(name.trim(), this.store.parentId);
    if (res.error) {
      this.fail(m.actionNewFolder, res.error);
      return null;
    }
    const file = res.data.file;
    this.store.notify(m.folderCreated, { name: file.name });
    await this.store.refresh();
    runInAction(() => {
      this.store.highlight([file.id]);
    });
    this.store.changed();
    return file;
  }
}

/** Follows a download link (an attachment: the page stays where it is). */
function followDownload(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
