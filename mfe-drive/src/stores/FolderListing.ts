import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiError, DriveFile, Result } from 'shared-libs';
import type { Ancestor, ListPage } from '../lib/driveApi';

/** Fetches the items `[offset, offset + limit)` of a sorted list, and its total. */
export type PageSource = (offset: number, limit: number) => Promise<Result<ListPage>>;

/** What an optimistic change needs to put back on failure. */
export interface ListingSnapshot {
  items: (DriveFile | undefined)[];
  total: number;
}

/** A dense array of empty slots (no holes: array methods skip holes). */
const slots = (n: number): (DriveFile | undefined)[] =>
  new Array<DriveFile | undefined>(n).fill(undefined);

/**
 * One sorted list of the drive (a folder, the trash, search results, recent files), held
 * sparsely: a folder of 100,000 items keeps only the windows that were shown. The items live in
 * a plain array (not observable, so 100,000 slots cost nothing to track); `version` bumps on
 * every change and `itemAt` reads it, so observers re-render exactly when the data changes.
 */
export class FolderListing {
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: ApiError | null = null;
  /** Bumped on every change of the items. */
  version = 0;
  private items: (DriveFile | undefined)[] = [];
  /** Where listed items are (listings across the drive): folder id -> its path. */
  private places: Record<string, Ancestor[]> = {};
  /** Offsets being fetched, for the current generation. */
  private inflight = new Set<number>();
  /** Bumped when the list changes under fetches in flight: their answers are dropped. */
  private generation = 0;

  constructor(
    private readonly source: PageSource,
    readonly pageSize = 200,
  ) {
    makeAutoObservable<FolderListing, 'items' | 'inflight' | 'generation' | 'source' | 'places'>(
      this,
      {
        items: false,
        places: false,
        inflight: false,
        generation: false,
        source: false,
      },
    );
  }

  itemAt(index: number): DriveFile | undefined {
    void this.version;
    return this.items[index];
  }

  /** Loaded items in list order (for dialogs and small lists; never the whole of a big one). */
  get loaded(): DriveFile[] {
    void this.version;
    return this.items.filter((f): f is DriveFile => f !== undefined);
  }

  /** The folder path of a listed item (top-level first; [] at the root), when the listing says. */
  placeOf(file: DriveFile): Ancestor[] | undefined {
    void this.version;
    return this.places[file.parent_id];
  }

  /** Loads the page holding `index` if it is not loaded (the preview's next / previous). */
  async ensureIndex(index: number): Promise<void> {
    if (this.status !== 'ready' || index < 0 || index >= this.total) return;
    if (this.items[index] !== undefined) return;
    await this.fetchAt(Math.max(0, index - (index % this.pageSize)));
  }

  indexOf(id: string): number {
    void this.version;
    return this.items.findIndex((f) => f?.id === id);
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.total === 0;
  }

  /** First load (or a full reload that shows the busy state). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    this.generation += 1;
    this.inflight.clear();
    const gen = this.generation;
    const res = await this.source(0, this.pageSize);
    runInAction(() => {
      if (gen !== this.generation) return;
      if (res.error) {
        this.status = 'failed';
        this.error = res.error;
        return;
      }
      this.items = slots(res.data.total);
      this.place(0, res.data.files, res.data.places);
      this.total = res.data.total;
      this.status = 'ready';
      this.version += 1;
    });
  }

  /**
   * Makes sure `[start, end)` is loaded: fetches from the first missing index, a page at a
   * time (concurrent calls for the same window are merged).
   */
  ensureRange(start: number, end: number): void {
    if (this.status !== 'ready') return;
    const to = Math.min(end, this.total);
    for (let i = Math.max(0, start); i < to; i += 1) {
      if (this.items[i] !== undefined) continue;
      if (this.isInflight(i)) continue;
      void this.fetchAt(i);
      i += this.pageSize - 1;
    }
  }

  private isInflight(index: number): boolean {
    for (const off of this.inflight) if (index >= off && index < off + this.pageSize) return true;
    return false;
  }

  private async fetchAt(offset: number): Promise<void> {
    const gen = this.generation;
    this.inflight.add(offset);
    const res = await this.source(offset, this.pageSize);
    runInAction(() => {
      this.inflight.delete(offset);
      if (gen !== this.generation || res.error) return;
      if (res.data.total !== this.total) this.resize(res.data.total);
      this.place(offset, res.data.files, res.data.places);
      this.version += 1;
    });
  }

  /**
   * Reloads around a window without clearing what is shown: the rows stay until the fresh
   * answer replaces them (after our own change, or a change made elsewhere).
   */
  async refresh(start = 0, end = this.pageSize): Promise<void> {
    if (this.status !== 'ready' && this.status !== 'failed') return this.load();
    this.generation += 1;
    this.inflight.clear();
    const gen = this.generation;
    const offset = Math.max(0, Math.min(start, Math.max(0, this.total - 1)));
    const limit = Math.max(this.pageSize, end - offset);
    const res = await this.source(offset, limit);
    runInAction(() => {
      if (gen !== this.generation || res.error) return;
      this.items = slots(res.data.total);
      this.place(offset, res.data.files, res.data.places);
      this.total = res.data.total;
      this.status = 'ready';
      this.error = null;
      this.version += 1;
    });
  }

  snapshot(): ListingSnapshot {
    return { items: this.items.slice(), total: this.total };
  }

  restore(s: ListingSnapshot): void {
    this.generation += 1;
    this.inflight.clear();
    this.items = s.items;
    this.total = s.total;
    this.version += 1;
  }

  /** Takes items out of the list at once (trash, move, delete): returns how many were shown. */
  remove(match: (f: DriveFile) => boolean, knownCount?: number): number {
    this.generation += 1;
    this.inflight.clear();
    const kept: (DriveFile | undefined)[] = [];
    let removed = 0;
    for (const f of this.items) {
      if (f !== undefined && match(f)) removed += 1;
      else kept.push(f);
    }
    this.items = kept;
    this.total = Math.max(0, this.total - Math.max(removed, knownCount ?? 0));
    if (this.items.length > this.total) this.items.length = this.total;
    this.version += 1;
    return removed;
  }

  /** Changes loaded items in place (rename, star). */
  patch(ids: ReadonlySet<string> | ((f: DriveFile) => boolean), change: Partial<DriveFile>): void {
    const match = typeof ids === 'function' ? ids : (f: DriveFile) => ids.has(f.id);
    this.items = this.items.map((f) => (f && match(f) ? { ...f, ...change } : f));
    this.version += 1;
  }

  /** Adds an item at the top (a new folder before the server's order is known). */
  prepend(file: DriveFile): void {
    this.generation += 1;
    this.inflight.clear();
    this.items = [file, ...this.items];
    this.total += 1;
    this.version += 1;
  }

  private resize(total: number): void {
    if (total < this.items.length) this.items.length = total;
    else while (this.items.length < total) this.items.push(undefined);
    this.total = total;
  }

  private place(offset: number, files: DriveFile[], places?: Record<string, Ancestor[]>): void {
    if (places) Object.assign(this.places, places);
    while (this.items.length < offset + files.length) this.items.push(undefined);
    for (let k = 0; k < files.length; k += 1) this.items[offset + k] = files[k];
  }
}
