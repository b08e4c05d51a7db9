import { makeAutoObservable, observableRef } from 'mobx';
import {
  type AnalyticsEventName,
  type AnalyticsQueue,
  type EventBus,
  type MountProps,
  STORAGE_KEYS,
  type Cookies,
  type SafeStorage,
  type DriveFile,
} from 'shared-libs';
import { DisplayModeStore as DisplayPrefs } from 'shared-libs/files';
import { sitePath, type SitePath } from 'shared-libs';
import { isPreviewable } from 'shared-libs/files';
import type { ShareApi } from '../lib/shareApi';
import { createListingSort } from '../lib/sortFiles';
import { DownloadStore } from './DownloadStore';
import { ShareDisplayStore } from './ShareDisplayStore';
import { PreviewStore } from './PreviewStore';
import { hasPendingSave, SHARE_LOGIN_SCENE } from './pendingSave';
import { SaveStore, type LoadRestore } from './SaveStore';
import { SelectionStore } from './SelectionStore';
import { ShareStore } from './ShareStore';
import { isFolder } from '../lib/types';

export type ShareMode = 'SHARE' | 'SHARE_DETAIL' | 'SHOW_LOGIN_DIALOG' | 'SHARE_PREVIEW_WINDOW';

export interface RootDeps {
  api: ShareApi;
  cookies: Cookies;
  local: SafeStorage;
  session: SafeStorage;
  analytics: AnalyticsQueue;
  /** The host's internal event bus (MountProps.events). */
  events?: Pick<EventBus, 'emit'>;
  sleep?: (ms: number) => Promise<void>;
  pollMs?: number;
  /** Sends the browser to a download address (default: `location.assign`). */
  openUrl?: (url: string) => void;
  /** The browser's Back (closing a preview this page opened; default: `history.back`). */
  back?: () => void;
  /** Fetches the save's code (default: its chunk; SaveStore). */
  loadRestore?: LoadRestore;
}

const assignLocation = (url: string) => window.location.assign(url);

/** Query parameters of the share page kept while browsing (spec §2). */
const KEPT_QUERY = ['hide_header', 'view', 'order', 'scene'] as const;

/** The Save form's `action` (ours; see ShareRootStore.handleAction). */
export const SAVE_ACTION = 'save';

/** A file's preview page: `?preview={file id}` (ours; see ShareRootStore.itemPath). */
export const PREVIEW_PARAM = 'preview';

function paramList(v: string | string[] | undefined): string[] {
  if (Array.isArray(v)) return v.filter(Boolean);
  return v ? v.split('/').filter(Boolean) : [];
}

/** The share remote's root store: one per mount, built in mount() and disposed in unmount(). */
export class ShareRootStore {
  props: MountProps;
  readonly share: ShareStore;
  readonly display: ShareDisplayStore;
  readonly selection: SelectionStore;
  readonly save: SaveStore;
  readonly preview: PreviewStore;
  readonly download: DownloadStore;
  private lastKey = '';
  /** Whether this page pushed the preview's history entry (then closing it goes Back). */
  private previewPushed = false;
  /** Keyboard navigation to another folder: the next listing takes the focus. */
  private listFocusPending = false;
  private loginAsked = false;
  /** The Save form's action was taken (once per page life). */
  private saveAsked = false;
  /**
   * Settles once the share opened last has its first answer shown: a prerendered passcode form
   * is hydrated only after that (app/definition.ts, `prepare`).
   */
  opened: Promise<void> = Promise.resolve();
  /** visibleItems' sort, which sorts only the new page of a growing listing. */
  private readonly listingSort = createListingSort();

  constructor(
    props: MountProps,
    private readonly deps: RootDeps,
  ) {
    this.props = props;
    this.share = new ShareStore(deps);
    this.display = new ShareDisplayStore(
      new DisplayPrefs(deps.local, deps.cookies, props.session.user?.userId ?? ''),
      props.route.query,
    );
    this.selection = new SelectionStore(() => this.visibleItems);
    this.save = new SaveStore(
      {
        ...deps,
        host: {
          signedIn: () => this.props.session.signedIn,
          requireLogin: (scene) => this.props.requireLogin(scene),
        },
      },
      deps.loadRestore,
    );
    this.preview = new PreviewStore(
      deps,
      () => ({ shareId: this.share.shareId, passCodeToken: this.share.access.passCodeToken }),
      () => this.visibleItems,
      () => ({
        // The share's file_num counts its top level; a subfolder's listing says its own.
        total:
          this.share.parentIds.length === 0
            ? (this.share.info?.fileNum ?? 0)
            : this.share.listing.folderTotal,
        hasMore: this.share.hasMore,
        loadMore: () => this.share.loadMore(),
      }),
    );
    this.download = new DownloadStore(
      { api: deps.api, analytics: deps.analytics, openUrl: deps.openUrl ?? assignLocation },
      () => ({
        shareId: this.share.shareId,
        passCodeToken: this.share.access.passCodeToken,
        allowDownload: this.share.readable && (this.share.info?.allowDownload ?? false),
      }),
    );
    makeAutoObservable<
      ShareRootStore,
      | 'deps'
      | 'lastKey'
      | 'loginAsked'
      | 'saveAsked'
      | 'listFocusPending'
      | 'listingSort'
      | 'previewPushed'
    >(this, {
      previewPushed: false,
      props: observableRef,
      opened: false,
      listingSort: false,
      deps: false,
      lastKey: false,
      loginAsked: false,
      saveAsked: false,
      listFocusPending: false,
    });
  }

  get shareId(): string {
    const v = this.props.route.params.shareId;
    return (Array.isArray(v) ? v[0] : v) ?? '';
  }

  get parentIds(): string[] {
    return paramList(this.props.route.params.parentIds);
  }

  get query(): Record<string, string> {
    return this.props.route.query;
  }

  get hideHeader(): boolean {
    const v = this.query.hide_header;
    return v === '1' || v === 'true';
  }

  get visibleItems(): DriveFile[] {
    const { orderType, pinFoldersTop } = this.display.effective;
    return this.listingSort(this.share.items, orderType, pinFoldersTop);
  }

  get mode(): ShareMode {
    if (this.preview.isOpen) return 'SHARE_PREVIEW_WINDOW';
    if (this.save.phase === 'login') return 'SHOW_LOGIN_DIALOG';
    return this.share.parentIds.length > 0 ? 'SHARE_DETAIL' : 'SHARE';
  }

  /** Called on mount and on every host update: follows the route and the session. */
  sync(props: MountProps): void {
    const wasSignedIn = this.props.session.signedIn;
    this.props = props;
    this.display.setUrl(props.route.query);
    if (!wasSignedIn && props.session.signedIn)
      this.display.reloadForUser(props.session.user?.userId ?? '');
    const shareId = this.shareId;
    const parents = this.parentIds;
    const key = `${shareId}/${parents.join('/')}`;
    if (key !== this.lastKey) {
      const sameShare = this.lastKey !== '' && shareId === this.share.shareId;
      this.lastKey = key;
      this.selection.reset();
      this.preview.close();
      this.download.dismiss();
      if (sameShare && this.share.readable) void this.share.showFolder(parents);
      else this.opened = this.openShare(shareId, parents);
    } else {
      this.followPreviewAddress();
    }
    if (props.session.signedIn && this.share.readable) this.resumeSave(shareId);
  }

  /**
   * Resumes a save started before sign-in (signed in now): its code is fetched only when one
   * waits in storage. After that code could not be had, the save waits for Try again.
   */
  private resumeSave(shareId: string): void {
    const { save } = this;
    if (save.busy || save.chunk === 'failed') return;
    if (save.restore) void save.restore.resume(shareId);
    else if (hasPendingSave(this.deps.local, shareId)) void save.run((r) => r.resume(shareId));
  }

  /**
   * The preview at its own address (issue 31): Back (or Forward) to an address without
   * `?preview=` closes it; to one with another file shows that one.
   */
  private followPreviewAddress(): void {
    const wanted = this.query[PREVIEW_PARAM] ?? '';
    if (wanted === this.preview.fileId) return;
    if (!wanted) {
      this.previewPushed = false;
      this.preview.close();
    } else if (this.share.items.some((f) => f.id === wanted && isPreviewable(f))) {
      this.preview.open(wanted);
    }
  }

  /**
   * Shows a file in the preview, at its own address: opening pushes a history entry (Back
   * closes it and stays in the folder), moving to another file replaces it.
   */
  showPreview(fileId: string): void {
    const open = this.preview.isOpen;
    if (!open) this.previewPushed = true;
    this.preview.open(fileId);
    this.props.navigate(this.pathFor(this.share.parentIds, { [PREVIEW_PARAM]: fileId }), {
      replace: open,
    });
  }

  /** Closes the preview: Back when this page pushed its address, else the address without it. */
  closePreview(): void {
    if (!this.preview.isOpen) return;
    this.preview.close();
    if (this.previewPushed) {
      this.previewPushed = false;
      (this.deps.back ?? (() => window.history.back()))();
    } else if (this.query[PREVIEW_PARAM]) {
      this.props.navigate(this.pathFor(this.share.parentIds), { replace: true });
    }
  }

  private async openShare(shareId: string, parents: string[]): Promise<void> {
    // A file's preview page (`?preview=`), or a reload while previewing (pp_preview_file_id).
    const previewId =
      this.query[PREVIEW_PARAM] || this.deps.session.getItem(STORAGE_KEYS.previewFileId);
    await this.share.open(shareId, parents, this.query.s_code);
    if (previewId && this.share.items.some((f) => f.id === previewId && isPreviewable(f))) {
      this.preview.open(previewId);
    }
    if (this.props.session.signedIn && this.share.readable) this.resumeSave(shareId);
    this.handleAction();
  }

  /**
   * Spec §2 `action` on the share page: ask for sign-in when the link says so. `action=save`
   * (ours) is the Save form sent before the page's code ran (SaveBar): it saves everything here
   * once the share is readable, as the button would have, and leaves the address without it so
   * that a reload does not save again.
   */
  private handleAction(): void {
    const action = this.query.action;
    // Not on a server render (the page's HTML is the folder as it is; the browser acts).
    if (typeof document === 'undefined') return;
    if (action === SAVE_ACTION && this.share.readable && !this.saveAsked) {
      this.saveAsked = true;
      this.props.navigate(this.pathFor(this.share.parentIds), { replace: true });
      void this.saveSelected();
      return;
    }
    if (this.loginAsked || this.props.session.signedIn) return;
    if (action === 'show_login' || action === 'login_required') {
      this.loginAsked = true;
      void this.props.requireLogin(this.query.scene || SHARE_LOGIN_SCENE);
    }
  }

  /**
   * The Save form (SaveBar): sent before the page's code runs, it opens this folder again with
   * `action=save`, which the page then acts on. The query goes as hidden fields (a GET form
   * replaces its action's query).
   */
  get saveForm(): { path: string; fields: [string, string][] } {
    const href = this.props.hrefFor(this.pathFor(this.share.parentIds, { action: SAVE_ACTION }));
    const [path = '', query = ''] = href.split('?');
    return { path, fields: [...new URLSearchParams(query)] };
  }

  pathFor(parents: readonly string[], extra: Record<string, string> = {}): SitePath {
    const q = new URLSearchParams();
    for (const k of KEPT_QUERY) {
      const v = this.query[k];
      if (v) q.set(k, v);
    }
    for (const [k, v] of Object.entries(extra)) q.set(k, v);
    return sitePath.share(this.shareId, parents, q.toString());
  }

  /**
   * Where a row of the listing leads as a link (a page that works before, or without, the
   * page's code): a folder's own path; a file's preview page, the folder's path with
   * `preview={file id}` (our parameter, invented here: spec §2 has none for it), which the
   * host server renders with that file's view (FileView) and the page opens as the preview.
   */
  itemPath(f: DriveFile): SitePath {
    const parents = this.share.parentIds;
    if (isFolder(f)) return this.pathFor([...parents, f.id]);
    return this.pathFor(parents, { [PREVIEW_PARAM]: f.id });
  }

  /**
   * A row's link (what it does before the page's code runs, or without it): itemPath, except a
   * file the page cannot preview in a share that allows downloads, which has no preview page
   * to show (ours): its download. Once the code runs, a click on it selects it (openItem).
   */
  rowHref(f: DriveFile): string {
    if (!isFolder(f) && !isPreviewable(f)) {
      const url = this.download.fileUrl(f.id);
      if (url) return url;
    }
    return this.props.hrefFor(this.itemPath(f));
  }

  /** Folder navigation goes through the host, so the URL, back and forward follow. */
  goTo(parents: string[]): void {
    this.props.navigate(this.pathFor(parents));
  }

  goUp(): boolean {
    const parents = this.share.parentIds;
    if (parents.length === 0) return false;
    this.goTo(parents.slice(0, -1));
    return true;
  }

  /** Enter: a folder opens, a previewable file previews, another file toggles selection. */
  openItem(index: number): void {
    const f = this.visibleItems[index];
    if (!f) return;
    this.selection.setFocus(index);
    if (isFolder(f)) {
      this.deps.analytics.track('share_page_click', { action: 'open_folder' });
      this.goTo(this.share.trail.enterFolder({ id: f.id, name: f.name }));
      return;
    }
    if (isPreviewable(f)) {
      this.deps.analytics.track('share_page_click', { action: 'preview' });
      this.showPreview(f.id);
      return;
    }
    this.selection.toggle(index);
  }

  /**
   * What "everything here" is, when nothing is selected: in a folder, the folder itself (from its
   * parent); at the top, every item (every page loaded first). Null when the listing failed.
   */
  private async everythingHere(): Promise<{ ids: string[]; ancestors: string[] } | null> {
    const ancestors = this.share.parentIds;
    if (ancestors.length > 0) {
      return {
        ids: [ancestors[ancestors.length - 1] as string],
        ancestors: ancestors.slice(0, -1),
      };
    }
    if (!(await this.share.listing.loadAll())) return null;
    return { ids: this.share.items.map((f) => f.id), ancestors };
  }

  /** Saves the selection, or everything in the current folder when nothing is selected. */
  async saveSelected(fileIds?: string[]): Promise<void> {
    const ids = fileIds ?? this.selection.selectedFiles.map((f) => f.id);
    let body = this.restoreBody(ids, this.share.parentIds);
    if (ids.length === 0) {
      // The save's code comes while every page of the folder is read.
      this.save.preload();
      const here = await this.everythingHere();
      if (!here || here.ids.length === 0) return;
      body = this.restoreBody(here.ids, here.ancestors);
    }
    await this.save.run((r) => r.save(body));
  }

  /**
   * Downloads the selection as one zip, or everything in the current folder when nothing is
   * selected (a folder: the folder itself). One selected file is a plain link instead
   * (features/download).
   */
  async downloadSelected(): Promise<void> {
    const ids = this.selection.selectedFiles.map((f) => f.id);
    await this.download.downloadZip(
      ids.length > 0 ? ids : async () => (await this.everythingHere())?.ids ?? [],
    );
  }

  private restoreBody(fileIds: string[], ancestorIds: string[]) {
    return {
      share_id: this.share.shareId,
      pass_code_token: this.share.access.passCodeToken,
      file_ids: fileIds,
      ancestor_ids: ancestorIds,
      parent_id: '',
      specify_parent_id: false,
    };
  }

  /** Remembers that the keyboard user leaves for another folder (focus follows). */
  keepListFocus(): void {
    this.listFocusPending = true;
  }

  /** True once after keyboard navigation: the new listing should take the focus. */
  takeListFocus(): boolean {
    const v = this.listFocusPending;
    this.listFocusPending = false;
    return v;
  }

  /** "Open in my drive" after a save (RestoreStore.driveLink), through the host. */
  openInDrive(): void {
    const to = this.save.restore?.driveLink;
    if (!to) return;
    this.deps.events?.emit('share-page-will-jump-to-web', { to });
    this.props.navigate(to);
  }

  track(event: AnalyticsEventName, props?: Record<string, unknown>): void {
    this.deps.analytics.track(event, props);
  }

  dispose(): void {
    this.save.dispose();
    this.preview.close();
  }
}
