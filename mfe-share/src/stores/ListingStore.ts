import { flow, flowResult, makeAutoObservable, observableRef } from 'mobx';
import {
  WHOLE_LISTING_MAX,
  type ApiError,
  type DriveFile,
  type ShareInfo,
  type ShareStatus,
} from 'shared-libs';
import type { ShareApi } from '../lib/shareApi';
import { isShareStatus } from '../lib/types';
import { apiCount } from './apiCount';
import { LatestRun } from './latestRun';

export type LoadPhase = 'idle' | 'loading' | 'ready' | 'failed';

/** Where the listing is: its share, its folder ('' for the top level), the token it needs. */
export interface ListingPlace {
  shareId: string;
  folderId: string;
  passCodeToken: string;
  /** The share answered OK: only then is a page asked. */
  readable: boolean;
}

type TopPage = Awaited<ReturnType<ShareApi['info']>>;
type FolderPage = Awaited<ReturnType<ShareApi['detail']>>;

/**
 * The paged listing of the open folder: the top level from the share's own answer (whole when
 * small), a subfolder from its first `detail` page, then next pages one at a time (infinite
 * scroll, or every one when saving everything).
 */
export class ListingStore {
  items: DriveFile[] = [];
  nextPageToken = '';
  /** How many items the open subfolder holds (its listing says; 0 until then). */
  folderTotal = 0;
  listPhase: LoadPhase = 'idle';
  folderMissing = false;
  /** Why the folder's first page failed (listPhase 'failed'). */
  failure: ApiError | null = null;
  loadingMore = false;
  moreFailure: ApiError | null = null;
  private readonly paging = new LatestRun();

  constructor(
    private readonly api: ShareApi,
    private readonly place: () => ListingPlace,
    /** A page says the share changed under us (token expired, share deleted). */
    private readonly onRefused: (status: ShareStatus) => void,
  ) {
    makeAutoObservable<ListingStore, 'api' | 'place' | 'onRefused' | 'paging' | 'nextPage'>(this, {
      api: false,
      place: false,
      onRefused: false,
      paging: false,
      // The listing is the API's data, never changed in place: each page replaces the array.
      // Not deep: 100 more files would otherwise become observable objects on every page of
      // an infinite scroll, work on the main thread while the list scrolls, for data that is
      // never changed in place.
      items: observableRef,
      loadTop: flow,
      loadFolder: flow,
      nextPage: flow,
    });
  }

  get hasMore(): boolean {
    return this.nextPageToken !== '';
  }

  /** A new listing is on its way: nothing of the last one stays, a next page asked is dropped. */
  start(): void {
    this.paging.cancel();
    this.items = [];
    this.nextPageToken = '';
    this.folderTotal = 0;
    this.listPhase = 'loading';
    this.folderMissing = false;
    this.failure = null;
    this.moreFailure = null;
  }

  /** No listing: the share is not readable. */
  clear(): void {
    this.listPhase = 'idle';
    this.items = [];
    this.nextPageToken = '';
  }

  /** Drops a next page being asked (a newer load of the share supersedes it). */
  cancel(): void {
    this.paging.cancel();
  }

  /** The top level, from the share's own answer: shown at once, or, when small, once whole. */
  *loadTop(d: ShareInfo) {
    this.items = d.files ?? [];
    this.nextPageToken = d.next_page_token ?? '';
    // A small listing is shown once whole (WHOLE_LISTING_MAX): sorted here, a later
    // page's files would land among those already shown.
    if (!this.hasMore || apiCount(d.file_num, 0) > WHOLE_LISTING_MAX) {
      this.listPhase = 'ready';
      return;
    }
    this.listPhase = 'loading';
    const { shareId, passCodeToken } = this.place();
    while (this.hasMore) {
      const res: TopPage = yield this.api.info({
        shareId,
        passCodeToken,
        pageToken: this.nextPageToken,
      });
      if (res.error || res.data.share_status !== 'OK') {
        // A failed page: what arrived is shown, with the list's own retry for the rest.
        this.applyPage(res, false);
        if (this.listPhase === 'loading') this.listPhase = 'ready';
        return;
      }
      this.items = [...this.items, ...(res.data.files ?? [])];
      this.nextPageToken = res.data.next_page_token ?? '';
    }
    this.listPhase = 'ready';
  }

  /** The open subfolder's first page. */
  *loadFolder() {
    const { shareId, folderId, passCodeToken } = this.place();
    this.listPhase = 'loading';
    const res: FolderPage = yield this.api.detail({ shareId, parentId: folderId, passCodeToken });
    this.applyPage(res, true);
  }

  /** Next page (infinite scroll). One request at a time. */
  loadMore(): Promise<void> {
    const place = this.place();
    if (!this.hasMore || this.loadingMore || this.listPhase !== 'ready' || !place.readable) {
      return Promise.resolve();
    }
    return this.paging.start(() => flowResult(this.nextPage(place)));
  }

  /** Loads every page of the current folder (saving "all" needs every id). */
  async loadAll(): Promise<boolean> {
    while (this.hasMore && this.place().readable) {
      const before = this.items.length;
      await this.loadMore();
      if (this.moreFailure || this.items.length === before) return false;
    }
    return this.place().readable;
  }

  private *nextPage({ shareId, folderId, passCodeToken }: ListingPlace) {
    this.loadingMore = true;
    try {
      const pageToken = this.nextPageToken;
      const res: FolderPage =
        folderId === ''
          ? yield this.api.info({ shareId, passCodeToken, pageToken })
          : yield this.api.detail({ shareId, parentId: folderId, passCodeToken, pageToken });
      this.applyPage(res, false);
    } finally {
      // Also when cancelled: mobx runs a cancelled flow's `finally`.
      this.loadingMore = false;
    }
  }

  private applyPage(res: FolderPage, first: boolean): void {
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
      this.clear();
      this.onRefused(status);
      return;
    }
    const files = res.data.files ?? [];
    if (first) this.folderTotal = apiCount(res.data.file_num, 0);
    this.items = first ? files : [...this.items, ...files];
    this.nextPageToken = res.data.next_page_token ?? '';
    this.listPhase = 'ready';
    this.moreFailure = null;
  }
}
