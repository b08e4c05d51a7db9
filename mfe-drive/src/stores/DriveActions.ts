import { runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, type ApiError, type DriveFile, type Locale, type Result } from 'shared-libs';
import {
  ARCHIVE_MAX_ITEMS,
  type BatchAnswer,
  type BatchTarget,
  type ConflictMode,
} from '../lib/driveApi';
import { shareLinkMessages as z } from './shareLinkMessages';
import { noticeMessages as m } from './driveMessages';
import { undoMessages as u } from './undoMessages';
import { ConflictResolver } from './ConflictResolver';
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
/**
 * How a move or copy runs after the conflict question (decision 0031): one request per mode,
 * the items the person skipped left out, and the items a `replace` trashes (Undo restores them).
 */
interface ConflictPlan {
  calls: { target: BatchTarget; mode: ConflictMode }[];
  /** The ids acted on (null: a select-all scope, ids not all known). */
  ids: string[] | null;
  replaced: string[];
}

export class DriveActions {
  busy = false;
  /** The name conflict question on screen (the dialog renders it). */
  readonly conflicts = new ConflictResolver();

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
    undo?: () => Promise<unknown>,
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
      // Part of a batch of several requests may have been done: show what the server has.
      void this.store.refresh();
      return false;
    }
    this.store.notify(
      done,
      { count: countOf(res.data, count), ...values },
      'info',
      undo && (() => this.undo(undo)),
    );
    void this.store.refresh();
    this.store.changed();
    return true;
  }

  trash(ids?: string[]) {
    const list = ids ?? this.loadedSelection();
    return this.removeOptimistic(
      m.actionTrash,
      m.trashed,
      (t) => this.api.trash(t),
      ids,
      {},
      list ? () => this.api.untrash(list) : undefined,
    );
  }

  /** The selection's ids when every selected item is loaded (else null: a select-all scope). */
  private loadedSelection(): string[] | null {
    const sel = this.store.selection;
    const files = sel.files;
    return files.length === sel.count ? files.map((f) => f.id) : null;
  }

  /** Runs an Undo from a notice: the server call(s), then the listing as the server has it. */
  private async undo(run: () => Promise<unknown>): Promise<void> {
    const res = (await run()) as Result<unknown> | undefined;
    if (res && res.error) {
      this.fail(u.actionUndo, res.error);
      return;
    }
    this.store.notify(u.undone);
    await this.store.refresh();
    this.store.changed();
  }

  /**
   * Asks about names already in `parentId` and plans the requests (decision 0031). Null when
   * the person cancelled, the check failed (said in a notice), or every item was skipped.
   */
  private async planConflicts(
    action: MessageDescriptor,
    parentId: string,
    folderName: string,
    ids?: string[],
  ): Promise<ConflictPlan | null> {
    const { target } = this.targetOf(ids);
    const known = ids ?? this.loadedSelection();
    const byId = new Map(this.store.listing.loaded.map((f) => [f.id, f]));
    const items = (known ?? this.store.selection.files.map((f) => f.id))
      .map((id) => byId.get(id))
      .filter((f): f is DriveFile => Boolean(f));
    const names = [...new Set(items.map((f) => f.name))].slice(0, 1000);
    const res = names.length
      ? await this.api.conflicts(parentId, names)
      : { data: { conflicts: [] }, error: null };
    if (res.error) {
      this.fail(action, res.error);
      return null;
    }
    // Moving an item within its own folder is no conflict (the server leaves it as it is);
    // copying it there is one (Keep both makes "name (1)").
    const clashes = res.data.conflicts.filter(
      (c) => action !== m.actionMove || !items.some((f) => f.id === c.id),
    );
    if (!clashes.length) return { calls: [{ target, mode: 'ask' }], ids: known, replaced: [] };
    const choices = await this.conflicts.resolve(
      clashes.map((c) => ({
        name: c.name,
        isFolder: c.kind === 'drive#folder',
        self: items.some((f) => f.id === c.id),
      })),
      folderName,
    );
    if (!choices) return null;
    const replaced = clashes.filter((c) => choices.get(c.name) === 'replace').map((c) => c.id);
    if (!known) {
      // A select-all scope: one choice for every clash (the first answer's).
      const mode = choices.get(clashes[0]!.name) ?? 'rename';
      return { calls: [{ target, mode }], ids: null, replaced };
    }
    const groups = new Map<ConflictMode, string[]>();
    for (const f of items) {
      const mode: ConflictMode = choices.get(f.name) ?? 'ask';
      groups.set(mode, [...(groups.get(mode) ?? []), f.id]);
    }
    const skipped = new Set(groups.get('skip') ?? []);
    groups.delete('skip');
    const calls = [...groups].map(([mode, list]) => ({ target: { ids: list }, mode }));
    if (!calls.length) {
      this.store.notify(u.skipped);
      return null;
    }
    return { calls, ids: known.filter((id) => !skipped.has(id)), replaced };
  }

  /** The plan's requests one after another; the first failure stops them. */
  private async runPlan(
    plan: ConflictPlan,
    call: (t: BatchTarget, mode: ConflictMode) => Promise<Result<BatchAnswer>>,
  ): Promise<Result<BatchAnswer>> {
    let count = 0;
    const ids: string[] = [];
    for (const c of plan.calls) {
      const res = await call(c.target, c.mode);
      if (res.error) return res;
      count += countOf(res.data, 0);
      ids.push(...(res.data.ids ?? []));
    }
    return { data: { count: String(count), ids }, error: null };
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

  /**
   * Move: asks about names already in the target, then the items leave this folder at once
   * (unless moved into it). Undo moves them back where each was (keeping both names should
   * one have been taken meanwhile) and restores what a Replace trashed.
   */
  async move(folderId: string, folderName: string, ids?: string[]): Promise<boolean> {
    if (folderId === this.store.parentId && this.store.view === 'all') return false;
    const plan = await this.planConflicts(m.actionMove, folderId, folderName, ids);
    if (!plan) return false;
    const byId = new Map(this.store.listing.loaded.map((f) => [f.id, f.parent_id]));
    const moved = plan.ids;
    const undo = moved
      ? async () => {
          const back = new Map<string, string[]>();
          for (const id of moved) {
            const from = byId.get(id) ?? '';
            back.set(from, [...(back.get(from) ?? []), id]);
          }
          for (const [parent, list] of back) {
            const res = await this.api.move({ ids: list }, parent, 'rename');
            if (res.error) return res;
          }
          return plan.replaced.length ? this.api.untrash(plan.replaced) : undefined;
        }
      : undefined;
    return this.removeOptimistic(
      m.actionMove,
      m.moved,
      () => this.runPlan(plan, (t, mode) => this.api.move(t, folderId, mode)),
      moved ?? ids,
      { folder: folderName },
      undo,
    );
  }

  /** Copy, after the conflict question; Undo deletes the copies and restores what was replaced. */
  async copy(folderId: string, folderName: string, ids?: string[]): Promise<boolean> {
    const { count } = this.targetOf(ids);
    if (count === 0) return false;
    const plan = await this.planConflicts(m.actionCopy, folderId, folderName, ids);
    if (!plan) return false;
    const res = await this.runPlan(plan, (t, mode) => this.api.copy(t, folderId, mode));
    if (res.error) {
      this.fail(m.actionCopy, res.error);
      void this.store.refresh();
      return false;
    }
    const copies = res.data.ids ?? [];
    const undo = async () => {
      const del = copies.length ? await this.api.deleteForever({ ids: copies }) : undefined;
      if (del?.error) return del;
      return plan.replaced.length ? this.api.untrash(plan.replaced) : undefined;
    };
    this.store.notify(
      m.copied,
      { count: countOf(res.data, count), folder: folderName },
      'info',
      copies.length ? () => this.undo(undo) : undefined,
    );
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
    const before = file.name;
    if (!next || next === before) return true;
    const listing = this.store.listing;
    const snap = listing.snapshot();
    listing.patch(new Set([file.id]), { name: next });
    const res = await this.api.rename(file.id, next);
    if (res.error) {
      runInAction(() => listing.restore(snap));
      this.fail(m.actionRename, res.error);
      return false;
    }
    this.store.notify(m.renamed, { name: res.data.name }, 'info', () =>
      this.undo(async () => {
        const back = await this.api.rename(file.id, before);
        if (!back.error && this.store.folder?.id === file.id) void this.store.loadFolder();
        return back;
      }),
    );
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

  /** A new folder; a name already there is asked about (Keep both, Replace, Skip). */
  async createFolder(name: string, folderName = ''): Promise<DriveFile | null> {
    const wanted = name.trim();
    const parentId = this.store.parentId;
    const check = await this.api.conflicts(parentId, [wanted]);
    if (check.error) {
      this.fail(m.actionNewFolder, check.error);
      return null;
    }
    let mode: ConflictMode = 'ask';
    const clash = check.data.conflicts[0];
    if (clash) {
      const choices = await this.conflicts.resolve(
        [{ name: clash.name, isFolder: clash.kind === 'drive#folder' }],
        folderName,
      );
      if (!choices) return null;
      mode = choices.get(clash.name) ?? 'ask';
    }
    const res = await this.api.createFolder(wanted, parentId, mode);
    if (res.error) {
      this.fail(m.actionNewFolder, res.error);
      return null;
    }
    const file = res.data.file;
    if (mode === 'skip') {
      runInAction(() => this.store.highlight([file.id]));
      return file;
    }
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
