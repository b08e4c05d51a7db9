import { fireEvent, render, screen } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { IntlProvider } from 'react-intl';
import type { DriveFile } from 'shared-libs';
import { driveFile } from 'shared-libs/testing';
import { FileList, type FileListProps, type FileListSelection } from './FileList';

/** A selection by index over a fixed list of items (as the drive's and the share's stores). */
class Selection implements FileListSelection {
  ids = new Set<string>();
  focused = -1;
  anchor = -1;
  constructor(private readonly items: (DriveFile | undefined)[]) {
    makeAutoObservable<Selection, 'items'>(this, { items: false });
  }
  get count() {
    return this.ids.size;
  }
  isSelected(id: string) {
    return this.ids.has(id);
  }
  setFocus(i: number) {
    this.focused = i;
  }
  toggle(i: number) {
    const id = this.items[i]?.id;
    if (!id) return;
    if (this.ids.has(id)) this.ids.delete(id);
    else this.ids.add(id);
    this.focused = i;
    this.anchor = i;
  }
  selectRange(i: number) {
    const from = this.anchor < 0 ? i : this.anchor;
    for (let k = Math.min(from, i); k <= Math.max(from, i); k += 1) {
      const id = this.items[k]?.id;
      if (id) this.ids.add(id);
    }
    this.focused = i;
  }
  selectAll() {
    for (const f of this.items) if (f) this.ids.add(f.id);
  }
  clear() {
    this.ids.clear();
    this.anchor = -1;
  }
}

const items = [
  driveFile('Photos', { kind: 'drive#folder' }),
  driveFile('notes.txt', { size: '2048', starred: true }),
  driveFile('song.mp3'),
];

function setup(over: Partial<FileListProps> = {}, list: (DriveFile | undefined)[] = items) {
  const selection = new Selection(list);
  const onOpen = jest.fn();
  const onUp = jest.fn(() => true);
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <FileList
        count={list.length}
        itemAt={(i) => list[i]}
        selection={selection}
        view="list"
        folderName="Holiday"
        help="Arrows move."
        onOpen={onOpen}
        onUp={onUp}
        testId="files"
        {...over}
      />
    </IntlProvider>,
  );
  const box = screen.getByRole('listbox', { name: 'Files in Holiday' });
  return { selection, onOpen, onUp, box };
}

const options = () => screen.getAllByRole('option');
const selectedNames = () =>
  options()
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map((o) => o.getAttribute('title'));

describe('FileList (the kit’s one file list: rows and tiles, selection, keys)', () => {
  it('renders an option per item, with its place in the set, size or kind, and a star', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('aria-multiselectable', 'true');
    expect(box).toHaveAccessibleDescription('Arrows move.');
    const [folder, notes] = options();
    expect(folder).toHaveTextContent('Photos');
    expect(folder).toHaveTextContent('Folder');
    expect(folder).toHaveAttribute('aria-posinset', '1');
    expect(folder).toHaveAttribute('aria-setsize', '3');
    expect(notes).toHaveTextContent('2 KB');
    expect(notes).toHaveTextContent('Starred');
    expect(box.querySelector('[data-more]')).toBeNull();
  });

  it('moves the active item with the arrows and selects with Space, Shift and Ctrl+A', () => {
    const { box, selection } = setup();
    fireEvent.focus(box);
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    fireEvent.keyDown(box, { key: ' ' });
    expect(selectedNames()).toEqual(['notes.txt']);
    fireEvent.keyDown(box, { key: 'ArrowDown', shiftKey: true });
    expect(selectedNames()).toEqual(['notes.txt', 'song.mp3']);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(selection.count).toBe(0);
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    expect(selectedNames()).toHaveLength(3);
    fireEvent.keyDown(box, { key: 'Home' });
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);
  });

  it('opens with Enter and goes up with Backspace, saying how', () => {
    const { box, onOpen, onUp } = setup();
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'End' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(2, 'keyboard');
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(onUp).toHaveBeenCalledTimes(1);
  });

  it('asks the list’s own keys first', () => {
    const onKey = jest.fn((e: { key: string }) => e.key === 'Delete');
    const { box, selection } = setup({ onKey });
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'Delete' });
    expect(onKey).toHaveBeenCalledWith(expect.anything(), 0, expect.anything());
    fireEvent.keyDown(box, { key: ' ' });
    expect(selection.count).toBe(1);
  });

  it('opens on a click, toggles on Ctrl or the check box, and extends with Shift', () => {
    const { onOpen } = setup();
    fireEvent.click(screen.getByText('song.mp3'));
    expect(onOpen).toHaveBeenCalledWith(2, 'pointer');
    fireEvent.click(screen.getByText('Photos'), { ctrlKey: true });
    expect(selectedNames()).toEqual(['Photos']);
    fireEvent.click(options()[1]!.querySelector('[data-check]')!);
    expect(selectedNames()).toEqual(['Photos', 'notes.txt']);
    fireEvent.click(screen.getByText('song.mp3'), { shiftKey: true });
    expect(selectedNames()).toEqual(['Photos', 'notes.txt', 'song.mp3']);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('lets a row click be taken first (a ⋮, a place line)', () => {
    const onRowClick = jest.fn(() => true);
    const note = (f: DriveFile) => `In ${f.name === 'song.mp3' ? 'Music' : 'My drive'}`;
    const { onOpen } = setup({ onRowClick, note, moreLabel: 'More actions' });
    expect(options()[2]).toHaveTextContent('In Music');
    fireEvent.click(options()[2]!.querySelector('[data-more]')!);
    expect(onRowClick).toHaveBeenCalledWith(expect.anything(), 2);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('makes rows links when they lead somewhere, and handles their clicks itself', () => {
    const { onOpen } = setup({ rowHref: (f) => `/s/abc?preview=${f.id}` });
    const row = options()[1]!;
    expect(row.tagName).toBe('A');
    expect(row).toHaveAttribute('href', `/s/abc?preview=${items[1]!.id}`);
    expect(row).toHaveAttribute('tabindex', '-1');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    row.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledWith(1, 'pointer');
  });

  it('shows items still loading as busy placeholder rows, which do nothing on a click', () => {
    const sparse = [items[0], undefined, undefined];
    const { onOpen } = setup({}, sparse);
    const busy = options().filter((o) => o.getAttribute('aria-busy') === 'true');
    expect(busy).toHaveLength(2);
    expect(busy[0]).toHaveTextContent('Loading…');
    fireEvent.click(busy[0]!);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('tells what is in view, and says when more may follow', () => {
    const onWindow = jest.fn();
    setup({ onWindow, setSize: -1, view: 'grid' });
    expect(onWindow).toHaveBeenCalledWith(0, 3, expect.any(Number));
    expect(options()[0]).toHaveAttribute('aria-setsize', '-1');
    expect(screen.getByTestId('files')).toHaveAttribute('data-view', 'grid');
  });
});
