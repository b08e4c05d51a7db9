import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import {
  isTooManyAttempts,
  WHOLE_LISTING_MAX,
  type AnalyticsQueue,
  STORAGE_KEYS,
  type Cookies,
  type SafeStorage,
  type ApiError,
  type DriveFile,
  type ShareInfo,
  type ShareStatus,
  type ShareUser,
} from 'shared-libs';
import {
  forgetPasscode,
  readPasscodeToken,
  readPwdCode,
  storePasscode,
} from '../lib/passcodeCookies';
import type { ShareApi } from '../lib/shareApi';
import { isShareStatus } from '../lib/types';

export type LoadPhase = 'idle' | 'loading' | 'ready' | 'failed';

export interface ShareSummary {
  title: string;
  fileNum: number;
  /** RFC 3339 or '' (never expires). */
  expirationAt: string;
  /** Seconds left; -1 = never expires. */
  expirationLeft: number;
  restoreCountLeft: number;
  owner: ShareUser | null;
  /** Visitors may download its files and zips of them (ours, contracts/api/shareLinks.ts). */
  allowDownload: boolean;
}

export interface Crumb {
  id: string;
  name: string;
}

export interface ShareStoreDeps {
  api: ShareApi;
  cookies: Cookies;
  /** Session storage: the spec's nav_folders stack. */
  session: SafeStorage;
  analytics: AnalyticsQueue;
}

/** Passcodes are 4 to 10 letters or digits (api-contract "Limits to honour"). */
export const PASSCODE_PATTERN = /^[A-Za-z0-9]{4,10}$/;

interface NavFolders {
  share_id: string;
  folders: Crumb[];
}

/**
 * One share as a visitor sees it: status (every spec §4 status), passcode, folder path and the
 * paged listing of the current folder. Never shows a non-OK share as an empty folder.
 */
export class ShareStore {
  shareId = '';
  phase: LoadPhase = 'idle';
  status: ShareStatus | null = null;
  info: ShareSummary | null = null;
  failure: ApiError | null = null;
  passCodeToken = '';
  passcode = '';
  /** Why the passcode was not checked: empty, malformed, or too many attempts (`limited`). */
  passcodeProblem: 'empty' | 'format' | 'limited' | null = null;
  checkingPasscode = false;

  parentIds: string[] = [];
  folderNames = observable.map<string, string>();
  folderMissing = false;
  items: DriveFile[] = [];
  nextPageToken = '';
  /** How many items the open subfolder holds (its listing says; 0 until then). */
  folderTotal = 0;
  listPhase: LoadPhase = 'idle';
  loadingMore = false;
  moreFailure: ApiError | null = null;

  private seq = 0;
  /**
   * Settles once the folder path's names are asked (or known): the page hydrates a folder's
   * server-rendered breadcrumb only once it knows the same names (app/definition.ts).
   */
  namesAsked: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ShareStoreDeps) {
    makeAutoObservable<ShareStore, 'deps' | 'seq'>(this, {
      deps: false,
      seq: false,
      namesAsked: false,
      // The listing is the API's data, never changed in place: each page replaces the array.
      // Not deep: 100 more files would otherwise become observable objects on every page of
      // an infinite scroll, work on the main thread while the list scrolls, for data that is
      // never changed in place.
      items: observableRef,
    });
  }

  get needsPasscode(): boolean {
    return this.status === 'PASS_CODE_EMPTY' || this.status === 'PASS_CODE_ERROR';
  }

  get readable(): boolean {
    return this.status === 'OK';
  }

  get hasMore(): boolean {
    return this.nextPageToken !== '';
  }

  get breadcrumb(): Crumb[] {
    return this.parentIds.map((id) => ({ id, name: this.folderNames.get(id) ?? '' }));
  }

  get currentFolderId(): string {
    return this.parentIds[this.parentIds.length - 1] ?? '';
  }

  setPasscode(value: string): void {
    this.passcode = value;
    this.passcodeProblem = null;
  }

  /** Opens a share at a folder path. `sCode` is the URL's passcode (spec §2 `s_code`). */
  async open(shareId: string, parentIds: string[], sCode?: string): Promise<void> {
    const seq = ++this.seq;
    this.shareId = shareId;
    this.parentIds = parentIds;
    this.phase = 'loading';
    this.status = null;
    this.info = null;
    this.failure = null;
    this.items = [];
    this.nextPageToken = '';
    this.listPhase = 'loading';
    this.folderMissing = false;
    this.restoreFolderNames(shareId);
    const { cookies } = this.deps;
    const token = readPasscodeToken(cookies, shareId);
    const code = sCode || (token ? undefined : readPwdCode(cookies, shareId));
    if (sCode) this.passcode = sCode;
    await this.loadInfo(seq, code, token);
  }

  async submitPasscode(): Promise<void> {
    const code = this.passcode.trim();
    if (!code) {
      this.passcodeProblem = 'empty';
      return;
    }
    if (!PASSCODE_PATTERN.test(code)) {
      this.passcodeProblem = 'format';
      return;
    }
    const seq = ++this.seq;
    this.checkingPasscode = true;
    this.deps.analytics.track('share_page_click', {
      action: 'passcode_submit',
      share_id: this.shareId,
    });
    await this.loadInfo(seq, code, undefined);
    runInAction(() => {
      this.checkingPasscode = false;
    });
  }

  retry(): Promise<void> {
    return this.open(this.shareId, this.parentIds);
  }

  private async loadInfo(seq: number, code: string | undefined, token: string | undefined) {
    const { api, cookies, analytics } = this.deps;
    const shareId = this.shareId;
    const res = await api.info({ shareId, passCode: code, passCodeToken: token });
    if (seq !== this.seq) return;
    if (res.error && code && isTooManyAttempts(res.error)) {
      // A limit on guesses (HTTP 429): keep the form, say to wait (PasscodeForm).
      runInAction(() => {
        this.phase = 'ready';
        if (this.status !== 'PASS_CODE_ERROR') this.status = 'PASS_CODE_EMPTY';
        this.passcodeProblem = 'limited';
      });
      return;
    }
    if (res.error) {
      runInAction(() => {
        this.phase = 'failed';
        this.failure = res.error;
        this.listPhase = 'idle';
      });
      return;
    }
    const d = res.data;
    const status: ShareStatus = isShareStatus(d.share_status) ? d.share_status : 'NOT_FOUND';
    if (status === 'PASS_CODE_EMPTY' || status === 'PASS_CODE_ERROR') {
      // A token or code from a cookie that no longer works is forgotten.
      if (token || (!code && readPwdCode(cookies, shareId))) forgetPasscode(cookies, shareId);
      if (status === 'PASS_CODE_EMPTY' && code && !token) {
        // A remembered code that the share no longer accepts: ask again.
        forgetPasscode(cookies, shareId);
      }
    }
    if (status === 'OK' && code && d.pass_code_token) {
      storePasscode(cookies, shareId, d.pass_code_token, code);
    }
    runInAction(() => {
      this.phase = 'ready';
      this.status = status;
      this.info = infoOf(d);
      this.passCodeToken = d.pass_code_token ?? token ?? '';
      if (status !== 'OK') {
        this.listPhase = 'idle';
        this.items = [];
        this.nextPageToken = '';
      }
    });
    analytics.track('share_page_show', { share_id: shareId, status });
    // A share under review shows the review panel (spec §7 public-module event).
    if (status === 'AUDITING') analytics.track('review_panel_show', { share_id: shareId });
    if (status !== 'OK') return;
    if (this.parentIds.length === 0) {
      runInAction(() => {
        this.items = d.files ?? [];
        this.nextPageToken = d.next_page_token ?? '';
        // A small listing is shown once whole (WHOLE_LISTING_MAX): sorted here, a later
        // page's files would land among those already shown.
        if (!this.hasMore || num(d.file_num, 0) > WHOLE_LISTING_MAX) this.listPhase = 'ready';
      });
      if (this.listPhase === 'loading') await this.completeListing(seq);
    } else {
      await this.loadFolder(seq);
    }
  }

  /** Shows another folder of the already opened share. */
  async showFolder(parentIds: string[]): Promise<void> {
    const seq = ++this.seq;
    this.parentIds = parentIds;
    this.folderMissing = false;
    this.items = [];
    this.nextPageToken = '';
    this.folderTotal = 0;
    this.moreFailure = null;
    this.listPhase = 'loading';
    await this.loadFolder(seq);
  }

  private async loadFolder(seq: number): Promise<void> {
    const { api } = this.deps;
    const parentId = this.currentFolderId;
    this.namesAsked = this.fillFolderNames(seq);
    const res = await api.detail({
      shareId: this.shareId,
      parentId,
      passCodeToken: this.passCodeToken,
    });
    if (seq !== this.seq) return;
    runInAction(() => this.applyPage(res, true));
  }

  private applyPage(res: Awaited<ReturnType<ShareApi['detail']>>, first: boolean): void {
    if (res.error) {
      if (res.error.error === 'file_not_found' && first) {
        this.folderMissing = true;
        this.listPhase = 'ready';
        return;
      }
      if (first) {
        this.listPhase = 'failed';
        this.failure = res.error;
      } else this.moreFailure = res.error;
      return;
    }
    const status = isShareStatus(res.data.share_status) ? res.data.share_status : 'NOT_FOUND';
    if (status !== 'OK') {
      // The share changed under us (token expired, share deleted): show that status.
      if (status === 'PASS_CODE_EMPTY' || status === 'PASS_CODE_ERROR') {
        forgetPasscode(this.deps.cookies, this.shareId);
      }
      this.status = status;
      this.items = [];
      this.nextPageToken = '';
      this.listPhase = 'idle';
      return;
    }
    const files = res.data.files ?? [];
    if (first) this.folderTotal = num(res.data.file_num, 0);
    this.items = first ? files : [...this.items, ...files];
    this.nextPageToken = res.data.next_page_token ?? '';
    this.listPhase = 'ready';
    this.moreFailure = null;
  }

  /** Loads the rest of a small top level, page by page, then shows it (see loadInfo). */
  private async completeListing(seq: number): Promise<void> {
    const { api } = this.deps;
    while (this.hasMore) {
      const res = await api.info({
        shareId: this.shareId,
        passCodeToken: this.passCodeToken,
        pageToken: this.nextPageToken,
      });
      if (seq !== this.seq) return;
      if (res.error || res.data.share_status !== 'OK') {
        runInAction(() => {
          // A failed page: what arrived is shown, with the list's own retry for the rest.
          this.applyPage(res, false);
          if (this.listPhase === 'loading') this.listPhase = 'ready';
        });
        return;
      }
      runInAction(() => {
        this.items = [...this.items, ...(res.data.files ?? [])];
        this.nextPageToken = res.data.next_page_token ?? '';
      });
    }
    runInAction(() => {
      this.listPhase = 'ready';
    });
  }

  /** Next page (infinite scroll). One request at a time. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore || this.listPhase !== 'ready' || !this.readable) return;
    const seq = this.seq;
    const token = this.nextPageToken;
    this.loadingMore = true;
    const { api } = this.deps;
    const res =
      this.parentIds.length === 0
        ? await api.info({
            shareId: this.shareId,
            passCodeToken: this.passCodeToken,
            pageToken: token,
          })
        : await api.detail({
            shareId: this.shareId,
            parentId: this.currentFolderId,
            passCodeToken: this.passCodeToken,
            pageToken: token,
          });
    runInAction(() => {
      this.loadingMore = false;
      if (seq !== this.seq) return;
      this.applyPage(res, false);
    });
  }

  /** Loads every page of the current folder (saving "all" needs every id). */
  async loadAll(): Promise<boolean> {
    while (this.hasMore && this.readable) {
      const before = this.items.length;
      await this.loadMore();
      if (this.moreFailure || this.items.length === before) return false;
    }
    return this.readable;
  }

  /** Remembers a folder entered from the listing (spec nav_folders). */
  enterFolder(folder: Crumb): string[] {
    const next = [...this.parentIds, folder.id];
    this.folderNames.set(folder.id, folder.name);
    this.persistFolders(next);
    return next;
  }

  private persistFolders(ids: string[]): void {
    const folders = ids.map((id) => ({ id, name: this.folderNames.get(id) ?? '' }));
    this.deps.session.setJSON(STORAGE_KEYS.navFolders, {
      share_id: this.shareId,
      folders,
    } satisfies NavFolders);
  }

  private restoreFolderNames(shareId: string): void {
    const saved = this.deps.session.getJSON<NavFolders>(STORAGE_KEYS.navFolders);
    this.folderNames.clear();
    if (saved?.share_id !== shareId || !Array.isArray(saved.folders)) return;
    for (const f of saved.folders) {
      if (f && typeof f.id === 'string' && typeof f.name === 'string' && f.name) {
        this.folderNames.set(f.id, f.name);
      }
    }
  }

  /** Names for a deep link's folders that the nav_folders stack does not know. */
  private async fillFolderNames(seq: number): Promise<void> {
    const missing = this.parentIds.filter((id) => !this.folderNames.get(id));
    if (missing.length === 0) {
      this.persistFolders(this.parentIds);
      return;
    }
    const res = await this.deps.api.batchFileInfo({
      shareId: this.shareId,
      fileIds: missing,
      passCodeToken: this.passCodeToken,
    });
    if (seq !== this.seq || res.error) return;
    runInAction(() => {
      for (const f of res.data.files ?? []) this.folderNames.set(f.id, f.name);
      this.persistFolders(this.parentIds);
    });
  }
}

function num(s: string | undefined, d: number): number {
  const n = Number(s);
  return s === undefined || s === '' || Number.isNaN(n) ? d : n;
}

function infoOf(d: ShareInfo): ShareSummary {
  return {
    title: d.title ?? '',
    fileNum: num(d.file_num, 0),
    expirationAt: d.expiration_at ?? '',
    expirationLeft: num(d.expiration_left, -1),
    restoreCountLeft: num(d.restore_count_left, -1),
    owner: d.user_info && d.user_info.user_id ? d.user_info : null,
    // Only a share that says so (an answer without the field: no download controls).
    allowDownload: d.allow_download === true,
  };
}
