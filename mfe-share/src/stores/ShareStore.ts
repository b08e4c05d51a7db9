import { flow, flowResult, makeAutoObservable, type CancellablePromise } from 'mobx';
import {
  isTooManyAttempts,
  type AnalyticsQueue,
  type Cookies,
  type SafeStorage,
  type ApiError,
  type DriveFile,
  type ShareInfo,
  type ShareStatus,
  type ShareUser,
} from 'shared-libs';
import type { ShareApi } from '../lib/shareApi';
import { isShareStatus } from '../lib/types';
import { apiCount } from './apiCount';
import { FolderTrailStore, type Crumb } from './FolderTrailStore';
import { LatestRun } from './latestRun';
import { ListingStore, type LoadPhase } from './ListingStore';
import { PasscodeStore, type PasscodeSent } from './PasscodeStore';

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

export interface ShareStoreDeps {
  api: ShareApi;
  cookies: Cookies;
  /** Session storage: the spec's nav_folders stack. */
  session: SafeStorage;
  analytics: AnalyticsQueue;
}

/**
 * One share as a visitor sees it: its status (every spec §4 status) and summary, over three
 * parts: the passcode (`access`), the folder path (`trail`) and the open folder's paged listing
 * (`listing`). Never shows a non-OK share as an empty folder.
 *
 * Each load (a share opened, a passcode sent, another folder) is a mobx flow; starting one
 * cancels the one running, with the next page and the folder names it asked, so a superseded
 * answer is never applied.
 */
export class ShareStore {
  shareId = '';
  phase: LoadPhase = 'idle';
  status: ShareStatus | null = null;
  info: ShareSummary | null = null;
  /** Why the share's own answer failed (phase 'failed'). */
  failure: ApiError | null = null;
  checkingPasscode = false;
  readonly access: PasscodeStore;
  readonly trail: FolderTrailStore;
  readonly listing: ListingStore;
  private readonly loads = new LatestRun();

  constructor(private readonly deps: ShareStoreDeps) {
    this.access = new PasscodeStore(deps.cookies);
    this.trail = new FolderTrailStore(deps.api, deps.session);
    this.listing = new ListingStore(
      deps.api,
      () => ({
        shareId: this.shareId,
        folderId: this.trail.currentFolderId,
        passCodeToken: this.access.passCodeToken,
        readable: this.readable,
      }),
      (status) => this.refused(status),
    );
    makeAutoObservable<
      ShareStore,
      'deps' | 'loads' | 'opening' | 'checking' | 'showingFolder' | 'answer'
    >(this, {
      deps: false,
      access: false,
      trail: false,
      listing: false,
      loads: false,
      namesAsked: false,
      opening: flow,
      checking: flow,
      showingFolder: flow,
      answer: flow,
    });
  }

  get needsPasscode(): boolean {
    return this.status === 'PASS_CODE_EMPTY' || this.status === 'PASS_CODE_ERROR';
  }

  get readable(): boolean {
    return this.status === 'OK';
  }

  // What the page reads of the parts (app/, features/).
  get passcode(): string {
    return this.access.passcode;
  }
  get passcodeProblem(): PasscodeStore['passcodeProblem'] {
    return this.access.passcodeProblem;
  }
  setPasscode(value: string): void {
    this.access.setPasscode(value);
  }
  get parentIds(): string[] {
    return this.trail.parentIds;
  }
  get breadcrumb(): Crumb[] {
    return this.trail.breadcrumb;
  }
  get namesAsked(): Promise<void> {
    return this.trail.namesAsked;
  }
  get items(): DriveFile[] {
    return this.listing.items;
  }
  get listPhase(): LoadPhase {
    return this.listing.listPhase;
  }
  get folderMissing(): boolean {
    return this.listing.folderMissing;
  }
  get hasMore(): boolean {
    return this.listing.hasMore;
  }
  get loadingMore(): boolean {
    return this.listing.loadingMore;
  }
  get moreFailure(): ApiError | null {
    return this.listing.moreFailure;
  }
  loadMore(): Promise<void> {
    return this.listing.loadMore();
  }

  /** Opens a share at a folder path. `sCode` is the URL's passcode (spec §2 `s_code`). */
  open(shareId: string, parentIds: string[], sCode?: string): Promise<void> {
    return this.supersede(() => flowResult(this.opening(shareId, parentIds, sCode)));
  }

  submitPasscode(): Promise<void> {
    const code = this.access.typed();
    if (code === null) return Promise.resolve();
    return this.supersede(() => flowResult(this.checking(code)));
  }

  retry(): Promise<void> {
    return this.open(this.shareId, this.parentIds);
  }

  /** Shows another folder of the already opened share. */
  showFolder(parentIds: string[]): Promise<void> {
    return this.supersede(() => flowResult(this.showingFolder(parentIds)));
  }

  /** Starts a load in place of the running one (and of the next page, the names it asked). */
  private supersede(load: () => CancellablePromise<void>): Promise<void> {
    this.listing.cancel();
    this.trail.cancel();
    return this.loads.start(load);
  }

  private *opening(shareId: string, parentIds: string[], sCode: string | undefined) {
    this.shareId = shareId;
    this.phase = 'loading';
    this.status = null;
    this.info = null;
    this.failure = null;
    this.trail.open(shareId, parentIds);
    this.listing.start();
    yield flowResult(this.answer(this.access.remembered(shareId, sCode)));
  }

  private *checking(code: string) {
    this.checkingPasscode = true;
    this.deps.analytics.track('share_page_click', {
      action: 'passcode_submit',
      share_id: this.shareId,
    });
    try {
      yield flowResult(this.answer({ code }));
    } finally {
      this.checkingPasscode = false;
    }
  }

  private *showingFolder(parentIds: string[]) {
    this.trail.go(parentIds);
    this.listing.start();
    yield this.loadFolder();
  }

  /** The share's answer to a code or token: its status, then its listing. */
  private *answer(sent: PasscodeSent) {
    const { api, analytics } = this.deps;
    const shareId = this.shareId;
    const res: Awaited<ReturnType<ShareApi['info']>> = yield api.info({
      shareId,
      passCode: sent.code,
      passCodeToken: sent.token,
    });
    if (res.error && sent.code && isTooManyAttempts(res.error)) {
      // A limit on guesses (HTTP 429): keep the form, say to wait (PasscodeForm).
      this.phase = 'ready';
      if (this.status !== 'PASS_CODE_ERROR') this.status = 'PASS_CODE_EMPTY';
      this.access.limited();
      return;
    }
    if (res.error) {
      this.phase = 'failed';
      this.failure = res.error;
      this.listing.clear();
      return;
    }
    const d = res.data;
    const status: ShareStatus = isShareStatus(d.share_status) ? d.share_status : 'NOT_FOUND';
    this.access.answered(shareId, status, sent, d.pass_code_token);
    this.phase = 'ready';
    this.status = status;
    this.info = summaryOf(d);
    if (status !== 'OK') this.listing.clear();
    analytics.track('share_page_show', { share_id: shareId, status });
    // A share under review shows the review panel (spec §7 public-module event).
    if (status === 'AUDITING') analytics.track('review_panel_show', { share_id: shareId });
    if (status !== 'OK') return;
    if (this.parentIds.length === 0) yield flowResult(this.listing.loadTop(d));
    else yield this.loadFolder();
  }

  /** The open folder's first page, and its path's names asked beside it. */
  private loadFolder(): CancellablePromise<void> {
    this.trail.askNames(this.access.passCodeToken);
    return flowResult(this.listing.loadFolder());
  }

  /** A page said the share changed under us (token expired, share deleted): show that status. */
  private refused(status: ShareStatus): void {
    if (status === 'PASS_CODE_EMPTY' || status === 'PASS_CODE_ERROR') {
      this.access.forget(this.shareId);
    }
    this.status = status;
  }
}

function summaryOf(d: ShareInfo): ShareSummary {
  return {
    title: d.title ?? '',
    fileNum: apiCount(d.file_num, 0),
    expirationAt: d.expiration_at ?? '',
    expirationLeft: apiCount(d.expiration_left, -1),
    restoreCountLeft: apiCount(d.restore_count_left, -1),
    owner: d.user_info && d.user_info.user_id ? d.user_info : null,
    // Only a share that says so (an answer without the field: no download controls).
    allowDownload: d.allow_download === true,
  };
}
