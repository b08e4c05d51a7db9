import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import type { SitePath } from 'shared-libs';
import type { DisplayModeStore } from 'shared-libs/files';
import { type ApiError, type DriveFile } from 'shared-libs';
import { type GlobalDisplayMode, type OrderType, type ViewType } from 'shared-libs/files';
import type { Ancestor, DriveApi, ListQuery } from '../lib/driveApi';
import { drivePath, sortParamOf, type DriveLocation, type DriveView } from '../lib/driveLocation';
import { FolderListing, type PageSource } from './FolderListing';
import { DriveSelection } from './DriveSelection';

export interface Notice {
  id: number;
  message: MessageDescriptor;
  /** Values may be messages themselves (formatted before the notice). */
  values?: Record<string, string | number | MessageDescriptor>;
  tone: 'info' | 'error';
  /** An Undo button in the notice (decision 0031). */
  undo?: () => void;
}

/** The dialogs of the drive; one at a time. */
export type DriveDialog =
  | { kind: 'new-folder' }
  | { kind: 'rename'; file: DriveFile }
  | { kind: 'move' | 'copy'; ids?: string[] }
  /** A share link of these items (issue 30). */
  | { kind: 'share'; items: { id: string; name: string }[] }
  | { kind: 'delete-forever' }
  | { kind: 'empty-trash' }
  | { kind: 'create-task'; url?: string }
  | { kind: 'tasks'; taskId?: string }
  /** The details of one item (issue 31). */
  | { kind: 'details'; file: DriveFile }
  | { kind: 'storage' | 'traffic' | 'redeem' | 'invite' | 'beginner' | 'activity' | 'popup' };

export interface DriveStoreDeps {
  api: DriveApi;
  display: DisplayModeStore;
  navigate(path: SitePath, options?: { replace?: boolean }): void;
  /** Tells the rest of the page (quota meter) that the drive changed. */
  onChanged?(): void;
  /** The browser's Back (closing a preview this page opened: issue 31). */
  back?(): void;
}

/** Items per request: a screenful of a big folder, and the whole of most folders. */
export const PAGE_SIZE = 200;

/**
 * The drive page's root state: where we are (view, folder, order), the listing of that place,
 * the selection, breadcrumbs, dialogs and notices. Mutations live in DriveActions.
 */
export class DriveStore {
  location: DriveLocation = { view: 'all', folderId: '', query: '' };
  listing: FolderListing;
  readonly selection: DriveSelection;
  ancestors: Ancestor[] = [];
  /** The current folder (null at the root or outside `all`). */
  folder: DriveFile | null = null;
  folderError: ApiError | null = null;
  dialog: DriveDialog | null = null;
  notices: Notice[] = [];
  /**
   * Whether this page pushed the preview's history entry (then closing it goes Back, so Back
   * and the close button do the same; a deep link's preview closes by replacing the address).
   */
  private previewPushed = false;
  /** The folder being opened, as far as it is known before it loads (its name, breadcrumb). */
  pendingFolder: (Ancestor & { ancestors: Ancestor[] }) | null = null;
  /**
   * Put focus on the list (first row active) once the next listing shows: set when a folder is
   * opened from the keyboard or a click in the list (WAI-ARIA listbox: focus stays in the list).
   */
  focusListOnLoad = false;
  /** Ids to highlight once listed (`?action=highlight_files`, "Open in my drive"). */
  highlightIds: string[] = [];
  /** The folder the highlight and preview were asked for (they survive going there). */
  private focusFolder: string | null = null;
  /** The window the list shows (plain, not observed): what a refresh reloads. */
  shown = { start: 0, end: PAGE_SIZE };
  private noticeSeq = 0;
  private listingKey = '';

  constructor(readonly deps: DriveStoreDeps) {
    this.listing = new FolderListing(this.sourceFor(this.location), PAGE_SIZE);
    this.selection = new DriveSelection(() => this.listing);
    makeAutoObservable<DriveStore, 'noticeSeq' | 'listingKey' | 'focusFolder' | 'previewPushed'>(
      this,
      {
        deps: false,
        previewPushed: false,
        noticeSeq: false,
        listingKey: false,
        shown: false,
        focusFolder: false,
      },
    );
  }

  get display(): GlobalDisplayMode {
    return this.deps.display.global;
  }

  /** The order in effect: the URL's, else the user's global preference (spec §3). */
  get order(): OrderType {
    return this.location.order ?? this.display.orderType;
  }

  get viewType(): ViewType {
    return this.location.viewType ?? this.display.viewType;
  }

  get view(): DriveView {
    return this.location.view;
  }

  /** Whether the listing is a folder one can add to (all files, any folder). */
  get canAdd(): boolean {
    return this.location.view === 'all';
  }

  /** The folder id batches and uploads act in ('' root). */
  get parentId(): string {
    return this.location.folderId;
  }

  /** Applies the route: reloads the listing only when the place or order changed. */
  setLocation(loc: DriveLocation): void {
    const prevFolder = this.location.folderId;
    const prevView = this.location.view;
    this.location = loc;
    if (!loc.preview) this.previewPushed = false;
    const key = this.keyOf(loc);
    if (key === this.listingKey) return;
    this.listingKey = key;
    this.listing = new FolderListing(this.sourceFor(loc), PAGE_SIZE);
    this.selection.reset();
    const keep = this.focusFolder !== null && this.focusFolder === loc.folderId;
    if (!keep) this.highlightIds = [];
    this.focusFolder = null;
    const listing = this.listing;
    void listing.load().then(() => {
      if (this.listing === listing && this.highlightIds.length)
        this.selection.selectIds(this.highlightIds);
    });
    if (loc.view !== prevView || loc.folderId !== prevFolder) void this.loadFolder();
  }

  private keyOf(loc: DriveLocation): string {
    const d = this.display;
    return [loc.view, loc.folderId, loc.query, this.order, d.pinFoldersTop].join('|');
  }

  private sourceFor(loc: DriveLocation): PageSource {
    const api = this.deps.api;
    const base: Omit<ListQuery, 'offset' | 'limit'> = {
      parentId: loc.folderId,
      sort: sortParamOf(loc.order ?? this.deps.display.global.orderType),
      foldersFirst: this.deps.display.global.pinFoldersTop,
    };
    switch (loc.view) {
      case 'trash':
        return (offset, limit) =>
          api.list({ ...base, parentId: '*', filters: { trashed: { eq: true } }, offset, limit });
      case 'search':
        if (!loc.query.trim()) {
          return async () => ({ data: { files: [], total: 0 }, error: null });
        }
        return (offset, limit) =>
          api.list({
            ...base,
            parentId: '*',
            filters: { name: { contains: loc.query.trim() } },
            offset,
            limit,
          });
      case 'starred':
        return (offset, limit) =>
          api.list({ ...base, parentId: '*', filters: { starred: { eq: true } }, offset, limit });
      case 'recent':
        return recentSource(api);
      default:
        return (offset, limit) => api.list({ ...base, offset, limit });
    }
  }

  /** Breadcrumbs of the current folder (a deep link knows only the id). */
  async loadFolder(): Promise<void> {
    const id = this.location.view === 'all' ? this.location.folderId : '';
    this.folderError = null;
    if (!id) {
      this.folder = null;
      this.ancestors = [];
      return;
    }
    if (this.pendingFolder?.id === id) {
      this.folder = null;
      this.ancestors = this.pendingFolder.ancestors;
    }
    const res = await this.deps.api.get(id);
    runInAction(() => {
      if (this.location.folderId !== id) return;
      if (res.error) {
        this.folderError = res.error;
        this.folder = null;
        this.ancestors = [];
        return;
      }
      this.folder = res.data;
      this.ancestors = res.data.ancestors ?? [];
    });
  }

  /** Reloads what is shown (after our own change, or one made elsewhere: another tab). */
  refresh(): Promise<void> {
    if (this.listing.status !== 'ready') return Promise.resolve();
    return this.listing.refresh(this.shown.start, this.shown.end);
  }

  go(loc: Partial<DriveLocation> & Pick<DriveLocation, 'view'>, extra?: Record<string, string>) {
    this.deps.navigate(
      drivePath(
        {
          folderId: '',
          query: '',
          order: this.location.order,
          viewType: this.location.viewType,
          ...loc,
        },
        extra,
      ),
    );
  }

  openFolder(id: string): void {
    // The heading and breadcrumb while it loads: what is known already (a row of this listing,
    // or a folder of the breadcrumb), not "My drive".
    const row = this.listing.loaded.find((f) => f.id === id && f.kind === 'drive#folder');
    const up = this.ancestors.findIndex((a) => a.id === id);
    const here = this.folder ? [{ id: this.folder.id, name: this.folder.name }] : [];
    if (id && row && this.location.view === 'all')
      this.pendingFolder = { id, name: row.name, ancestors: [...this.ancestors, ...here] };
    else if (id && up >= 0)
      this.pendingFolder = {
        id,
        name: this.ancestors[up]!.name,
        ancestors: this.ancestors.slice(0, up),
      };
    else this.pendingFolder = null;
    this.go({ view: 'all', folderId: id });
  }

  /** The folder on screen for headings: the loaded one, or the one being opened. */
  get currentFolder(): Ancestor | null {
    if (this.folder) return { id: this.folder.id, name: this.folder.name };
    const p = this.pendingFolder;
    return p && p.id === this.location.folderId ? { id: p.id, name: p.name } : null;
  }

  goUp(): void {
    if (this.location.view !== 'all' || !this.location.folderId) return;
    const parent = this.ancestors[this.ancestors.length - 1];
    this.openFolder(parent?.id ?? '');
  }

  /** Sort change: saved as the global preference and shown in the URL. */
  setOrder(order: OrderType): void {
    this.deps.display.saveGlobal({ orderType: order });
    this.deps.navigate(drivePath({ ...this.location, order }), { replace: true });
  }

  setViewType(viewType: ViewType): void {
    this.deps.display.saveGlobal({ viewType });
    this.deps.navigate(drivePath({ ...this.location, viewType }), { replace: true });
  }

  search(query: string): void {
    this.go({ view: 'search', query: query.trim().slice(0, 100) });
  }

  openDialog(d: DriveDialog): void {
    this.dialog = d;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  notify(
    message: MessageDescriptor,
    values?: Notice['values'],
    tone: Notice['tone'] = 'info',
    undo?: () => void,
  ) {
    this.noticeSeq += 1;
    const notice = { id: this.noticeSeq, message, values, tone, undo };
    // At most two on screen (the newest last), so they never cover the list three high.
    this.notices = [...this.notices.slice(-1), notice];
    return notice.id;
  }

  dismissNotice(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }

  /** The file shown in the preview ('' when closed): the address's `?preview=`. */
  get previewId(): string {
    return this.location.preview ?? '';
  }

  /**
   * Shows a file in the preview, at its own address: opening pushes a history entry (Back
   * closes it and stays in the folder); moving to another file replaces it.
   */
  openPreview(id: string): void {
    const open = !!this.location.preview;
    if (!open) this.previewPushed = true;
    this.deps.navigate(drivePath({ ...this.location, preview: id }), { replace: open });
  }

  closePreview(): void {
    if (!this.location.preview) return;
    if (this.previewPushed && this.deps.back) {
      this.previewPushed = false;
      this.deps.back();
      return;
    }
    this.deps.navigate(drivePath({ ...this.location, preview: undefined }), { replace: true });
  }

  /** Selects and reveals items; `inFolder` when a navigation to that folder is under way. */
  highlight(ids: string[], inFolder?: string): void {
    this.highlightIds = ids;
    this.selection.selectIds(ids);
    if (inFolder !== undefined) this.focusFolder = inFolder;
  }

  changed(): void {
    this.deps.onChanged?.();
  }
}

/**
 * Recent files come from the events feed (page tokens, no total): the source walks the
 * tokens in order and reports one more row than it has while more exist, so the list asks
 * for the next page when that row comes into view.
 */
export function recentSource(api: DriveApi): PageSource {
  const files: DriveFile[] = [];
  let token = '';
  let done = false;
  return async (offset, limit) => {
    if (offset === 0) {
      files.length = 0;
      token = '';
      done = false;
    }
    while (!done && files.length < offset + limit) {
      const res = await api.recent(token);
      if (res.error) return { data: null, error: res.error };
      for (const e of res.data.events) if (e.reference_resource) files.push(e.reference_resource);
      token = res.data.next_page_token;
      done = !token;
    }
    return {
      data: { files: files.slice(offset, offset + limit), total: files.length + (done ? 0 : 1) },
      error: null,
    };
  };
}
