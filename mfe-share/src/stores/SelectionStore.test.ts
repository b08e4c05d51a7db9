import { file, folder } from '../testing/harness';
import { SelectionStore } from './SelectionStore';

const items = [
  folder('dir'),
  file('a', { size: '100' }),
  file('b', { size: '2048' }),
  file('c', { size: '1' }),
  file('d', { size: '10' }),
];

describe('SelectionStore', () => {
  it('toggles items and sums the size of selected files', () => {
    const s = new SelectionStore(() => items);
    s.toggle(1);
    s.toggle(2);
    expect(s.count).toBe(2);
    expect(s.totalSize).toBe(2148);
    s.toggle(1);
    expect(s.totalSize).toBe(2048);
    expect(s.isSelected(items[2]!.id)).toBe(true);
  });

  it('folders count as items with no known size', () => {
    const s = new SelectionStore(() => items);
    s.toggle(0);
    expect(s.count).toBe(1);
    expect(s.totalSize).toBe(0);
    expect(s.hasFolder).toBe(true);
  });

  it('Shift selects a range from the anchor, both directions', () => {
    const s = new SelectionStore(() => items);
    s.toggle(1);
    s.selectRange(3);
    expect(s.selectedFiles.map((f) => f.name)).toEqual(['a', 'b', 'c']);
    s.clear();
    s.toggle(4);
    s.selectRange(2);
    expect(s.selectedFiles.map((f) => f.name)).toEqual(['b', 'c', 'd']);
    expect(s.focused).toBe(2);
  });

  it('a range without an anchor starts where it is', () => {
    const s = new SelectionStore(() => items);
    s.selectRange(2);
    expect(s.count).toBe(1);
    expect(s.anchor).toBe(2);
  });

  it('select all, clear and reset', () => {
    const s = new SelectionStore(() => items);
    s.selectAll();
    expect(s.allSelected).toBe(true);
    expect(s.totalSize).toBe(2159);
    s.setFocus(3);
    s.clear();
    expect(s.count).toBe(0);
    expect(s.focused).toBe(3);
    s.reset();
    expect(s.focused).toBe(-1);
  });

  it('ignores indexes outside the list', () => {
    const s = new SelectionStore(() => items);
    s.toggle(99);
    s.selectRange(-1);
    expect(s.count).toBe(0);
  });
});
