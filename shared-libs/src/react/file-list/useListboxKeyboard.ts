import type { KeyboardEvent } from 'react';
import { moveIndex } from 'shared-libs/files';

/** The keys that move the active item (WAI-ARIA listbox, and a grid's two dimensions). */
const MOVE_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
type MoveKey = Parameters<typeof moveIndex>[1];

/** What a listbox's keys act on: the selection of its items, by index. */
export interface ListboxSelection {
  /** The active item (aria-activedescendant), -1 for none. */
  focused: number;
  /** Where a Shift range starts, -1 for none (then from the active item). */
  anchor: number;
  readonly count: number;
  setFocus(index: number): void;
  toggle(index: number): void;
  selectRange(index: number): void;
  selectAll(): void;
  clear(): void;
}

export interface ListboxKeyboard {
  selection: ListboxSelection;
  count: number;
  /** Items per row (1 in a list) and per page (PageUp/PageDown). */
  columns: number;
  pageItems: number;
  /** Scrolls an item into view. */
  reveal(index: number): void;
  /** Enter on the active item. */
  onOpen(index: number): void;
  /** Backspace or Alt+Left: the parent folder; false when there is none (the key is not taken). */
  onUp(): boolean;
  /** The keys moved to an item (a sparse list loads it). */
  onMoved?(index: number): void;
  /** The list's own keys (Delete, F2, the Menu key…), asked first: true when taken. */
  onKey?(e: KeyboardEvent<HTMLElement>, focused: number): boolean;
}

/**
 * The keyboard model of a multi-select listbox shown as a list or a grid (WAI-ARIA practices):
 * arrows, Home/End and PageUp/PageDown move the active item, Shift with them extends the
 * selection, Space toggles, Ctrl+A selects all, Escape clears, Enter opens, Backspace goes up.
 * Returns the listbox's keydown handler.
 */
export function useListboxKeyboard(k: ListboxKeyboard) {
  const { selection, count } = k;
  return (e: KeyboardEvent<HTMLElement>) => {
    const focused = selection.focused < count ? selection.focused : -1;
    if (k.onKey?.(e, focused)) return;
    const key = e.key;
    if (MOVE_KEYS.has(key) && !(e.altKey && key === 'ArrowLeft')) {
      e.preventDefault();
      const next = moveIndex(focused, key as MoveKey, count, k.columns, k.pageItems);
      if (next < 0) return;
      if (e.shiftKey) {
        if (selection.anchor < 0) selection.anchor = focused < 0 ? next : focused;
        selection.selectRange(next);
      } else selection.setFocus(next);
      k.onMoved?.(next);
      k.reveal(next);
      return;
    }
    if (key === 'Backspace' || (e.altKey && key === 'ArrowLeft')) {
      if (k.onUp()) e.preventDefault();
      return;
    }
    if (key === 'Enter') {
      e.preventDefault();
      if (focused >= 0) k.onOpen(focused);
      return;
    }
    if (key === ' ') {
      e.preventDefault();
      const i = focused < 0 ? 0 : focused;
      if (e.shiftKey) selection.selectRange(i);
      else selection.toggle(i);
      return;
    }
    if ((key === 'a' || key === 'A') && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      selection.selectAll();
      return;
    }
    if (key === 'Escape' && selection.count > 0) {
      e.preventDefault();
      selection.clear();
    }
  };
}
