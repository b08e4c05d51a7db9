import { makeAutoObservable } from 'mobx';
import type { DriveFile } from 'shared-libs';
import { isFolder } from '../lib/types';

/**
 * Selection in the current folder: ids, the range anchor and the focused index (keyboard).
 * Items are given by a getter so the selection follows the visible (sorted) order.
 */
export class SelectionStore {
  selected = new Set<string>();
  anchor = -1;
  focused = -1;

  constructor(private readonly items: () => readonly DriveFile[]) {
    makeAutoObservable<SelectionStore, 'items'>(this, { items: false });
  }

  get count(): number {
    return this.selected.size;
  }

  get selectedFiles(): DriveFile[] {
    return this.items().filter((f) => this.selected.has(f.id));
  }

  /** Bytes of the selected files (folders count 0: their size is not known here). */
  get totalSize(): number {
    return this.selectedFiles.reduce((sum, f) => sum + (isFolder(f) ? 0 : Number(f.size) || 0), 0);
  }

  get hasFolder(): boolean {
    return this.selectedFiles.some(isFolder);
  }

  get allSelected(): boolean {
    const list = this.items();
    return list.length > 0 && list.every((f) => this.selected.has(f.id));
  }

  isSelected(id: string): boolean {
    return this.selected.has(id);
  }

  setFocus(index: number): void {
    this.focused = index;
  }

  /** Plain toggle (Space, checkbox, Ctrl+click); becomes the new range anchor. */
  toggle(index: number): void {
    const f = this.items()[index];
    if (!f) return;
    const next = new Set(this.selected);
    if (next.has(f.id)) next.delete(f.id);
    else next.add(f.id);
    this.selected = next;
    this.anchor = index;
    this.focused = index;
  }

  /** Shift range: selects anchor..index (inclusive), keeping what was selected before. */
  selectRange(index: number): void {
    const list = this.items();
    if (!list[index]) return;
    const from = this.anchor < 0 ? index : this.anchor;
    const [a, b] = from <= index ? [from, index] : [index, from];
    const next = new Set(this.selected);
    for (let i = a; i <= b; i += 1) {
      const f = list[i];
      if (f) next.add(f.id);
    }
    this.selected = next;
    if (this.anchor < 0) this.anchor = index;
    this.focused = index;
  }

  selectAll(): void {
    this.selected = new Set(this.items().map((f) => f.id));
  }

  clear(): void {
    this.selected = new Set();
    this.anchor = -1;
  }

  /** A new folder: nothing selected, nothing focused. */
  reset(): void {
    this.clear();
    this.focused = -1;
  }
}
