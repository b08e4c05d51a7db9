import { makeAutoObservable } from 'mobx';
import type { DriveFile } from 'shared-libs';
import type { BatchTarget } from '../lib/driveApi';
import type { FolderListing } from './FolderListing';

/**
 * Selection in a listing, by id. "Select all" is a mode, not a list: it means every item of
 * the folder except `ids`, so a folder of 100,000 items is selected without loading it, and
 * batches send `scope` (decision 0006) instead of ids.
 */
export class DriveSelection {
  /** True: everything but `ids` is selected. False: exactly `ids`. */
  all = false;
  ids = new Set<string>();
  anchor = -1;
  focused = -1;

  constructor(private readonly listing: () => FolderListing) {
    makeAutoObservable<DriveSelection, 'listing'>(this, { listing: false });
  }

  get count(): number {
    return this.all ? Math.max(0, this.listing().total - this.ids.size) : this.ids.size;
  }

  isSelected(id: string): boolean {
    return this.all ? !this.ids.has(id) : this.ids.has(id);
  }

  /** The selected items that are loaded (all of them unless select-all ran on a big folder). */
  get files(): DriveFile[] {
    return this.listing().loaded.filter((f) => this.isSelected(f.id));
  }

  /** The one selected item, when exactly one is. */
  get single(): DriveFile | undefined {
    if (this.count !== 1) return undefined;
    return this.files[0];
  }

  get hasFolder(): boolean {
    return this.files.some((f) => f.kind === 'drive#folder');
  }

  /** What a batch call sends for this selection in folder `parentId`. */
  target(parentId: string): BatchTarget {
    return this.all
      ? { scope: { parent_id: parentId, exclude_ids: [...this.ids] } }
      : { ids: [...this.ids] };
  }

  /** Whether an item (by id) is removed with this selection. */
  matcher(): (f: DriveFile) => boolean {
    const all = this.all;
    const ids = new Set(this.ids);
    return (f) => (all ? !ids.has(f.id) : ids.has(f.id));
  }

  setFocus(index: number): void {
    this.focused = index;
    this.anchor = index;
  }

  /** Click or Space: toggles one item and makes it the anchor. */
  toggle(index: number): void {
    const f = this.listing().itemAt(index);
    if (!f) return;
    const next = new Set(this.ids);
    if (next.has(f.id)) next.delete(f.id);
    else next.add(f.id);
    this.ids = next;
    this.focused = index;
    this.anchor = index;
  }

  /** Selects only this item. */
  only(index: number): void {
    const f = this.listing().itemAt(index);
    this.all = false;
    this.ids = f ? new Set([f.id]) : new Set();
    this.focused = index;
    this.anchor = index;
  }

  /** Selects ids (e.g. `?action=highlight_files`). */
  selectIds(ids: readonly string[]): void {
    this.all = false;
    this.ids = new Set(ids);
  }

  /**
   * Shift-click or Shift-arrows: selects the range anchor..index (the loaded items of it;
   * the list loads what it shows, so a visible range is loaded).
   */
  selectRange(index: number): void {
    const listing = this.listing();
    const from = this.anchor < 0 ? index : this.anchor;
    const [a, b] = from <= index ? [from, index] : [index, from];
    listing.ensureRange(a, b + 1);
    const next = new Set(this.all ? [] : this.ids);
    for (let i = a; i <= b; i += 1) {
      const f = listing.itemAt(i);
      if (f) next.add(f.id);
    }
    if (this.anchor < 0) this.anchor = from;
    this.all = false;
    this.ids = next;
    this.focused = index;
  }

  selectAll(): void {
    this.all = true;
    this.ids = new Set();
  }

  clear(): void {
    this.all = false;
    this.ids = new Set();
  }

  /** After the list changed under the selection (new folder, reload). */
  reset(): void {
    this.clear();
    this.anchor = -1;
    this.focused = -1;
  }
}
