import { FakeDriveApi, manyFiles } from '../testing/fakeDriveApi';
import { DriveSelection } from './DriveSelection';
import { FolderListing } from './FolderListing';

async function setup(n: number) {
  const api = new FakeDriveApi(manyFiles(n));
  const listing = new FolderListing(
    (offset, limit) =>
      api.list({ parentId: '', sort: 'name_asc', foldersFirst: true, offset, limit }),
    100,
  );
  await listing.load();
  return { api, listing, sel: new DriveSelection(() => listing) };
}

describe('DriveSelection', () => {
  it('selects all of a 100,000-item folder without loading it, and targets it by scope', async () => {
    const { api, sel } = await setup(100_000);
    sel.selectAll();
    expect(sel.count).toBe(100_000);
    expect(sel.isSelected('f99999')).toBe(true);
    sel.toggle(3);
    expect(sel.count).toBe(99_999);
    expect(sel.isSelected('f3')).toBe(false);
    expect(sel.target('')).toEqual({ scope: { parent_id: '', exclude_ids: ['f3'] } });
    expect(api.calls).toHaveLength(1);
  });

  it('toggles, extends a range with Shift and clears', async () => {
    const { sel } = await setup(20);
    sel.toggle(2);
    sel.selectRange(5);
    expect([...sel.ids]).toEqual(['f2', 'f3', 'f4', 'f5']);
    expect(sel.target('')).toEqual({ ids: ['f2', 'f3', 'f4', 'f5'] });
    sel.selectRange(0);
    expect(sel.count).toBe(6);
    sel.clear();
    expect(sel.count).toBe(0);
  });

  it('knows the single selected file (rename) and whether folders are in it', async () => {
    const { sel } = await setup(5);
    sel.only(1);
    expect(sel.single?.id).toBe('f1');
    expect(sel.hasFolder).toBe(false);
    sel.toggle(2);
    expect(sel.single).toBeUndefined();
  });
});
