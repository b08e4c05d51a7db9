import { createCookies } from 'shared-libs';
import { DisplayModeStore } from 'shared-libs/files';
import { createMemoryCookieJar, createMemoryStorage } from 'shared-libs/testing';
import { FakeDriveApi, file, manyFiles } from '../testing/fakeDriveApi';
import type { DriveLocation } from '../lib/driveLocation';
import { DriveStore, PAGE_SIZE } from './DriveStore';
import { canStep, stepPreview } from './previewWalk';

const tick = () => new Promise((r) => setTimeout(r, 0));

function drive(files = manyFiles(450)) {
  const api = new FakeDriveApi(files);
  const display = new DisplayModeStore(
    createMemoryStorage(),
    createCookies(createMemoryCookieJar()),
    'u1',
  );
  const navigate = jest.fn();
  const back = jest.fn();
  const store = new DriveStore({ api, display, navigate, back });
  return { api, store, navigate, back };
}
const at = (extra: Partial<DriveLocation> = {}): DriveLocation => ({
  view: 'all',
  folderId: '',
  query: '',
  ...extra,
});

describe('the preview at its own address (issue 31)', () => {
  it('opening pushes ?preview=, moving replaces it, closing goes Back', async () => {
    const { store, navigate, back, api } = drive();
    store.setLocation(at());
    await tick();
    const lists = api.calls.filter((c) => c.name === 'list').length;
    store.openPreview('f3');
    expect(navigate).toHaveBeenLastCalledWith('/drive/all?preview=f3', { replace: false });
    store.setLocation(at({ preview: 'f3' }));
    expect(store.previewId).toBe('f3');
    store.openPreview('f4');
    expect(navigate).toHaveBeenLastCalledWith('/drive/all?preview=f4', { replace: true });
    store.setLocation(at({ preview: 'f4' }));
    store.closePreview();
    expect(back).toHaveBeenCalledTimes(1);
    // The preview is not a new listing: the folder is not asked for again.
    store.setLocation(at());
    expect(store.previewId).toBe('');
    expect(api.calls.filter((c) => c.name === 'list').length).toBe(lists);
  });

  it('a deep link’s preview closes by replacing the address, staying in the folder', async () => {
    const { store, navigate, back } = drive([
      file('VF1', { kind: 'drive#folder', name: 'Work' }),
      file('f1', { parent_id: 'VF1' }),
    ]);
    store.setLocation(at({ folderId: 'VF1', preview: 'f1' }));
    await tick();
    store.closePreview();
    expect(back).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/drive/all/VF1', { replace: true });
  });

  it('next walks past the loaded pages, loading the one it needs; folders are skipped', async () => {
    const files = [file('d0', { kind: 'drive#folder', name: 'A folder' }), ...manyFiles(450)];
    const { store } = drive(files);
    store.setLocation(at());
    await tick();
    const listing = store.listing;
    expect(listing.total).toBe(451);
    expect(listing.itemAt(PAGE_SIZE)).toBeUndefined();
    expect(canStep(listing, PAGE_SIZE - 1, 1)).toBe(true);
    const next = await stepPreview(listing, PAGE_SIZE - 1, 1);
    expect(next?.id).toBe(`f${PAGE_SIZE - 1}`);
    expect(listing.itemAt(PAGE_SIZE)?.id).toBe(`f${PAGE_SIZE - 1}`);
    // Before the first file there is only the folder: no previous.
    expect(canStep(listing, 1, -1)).toBe(false);
    expect(await stepPreview(listing, 1, -1)).toBeUndefined();
    expect(canStep(listing, 450, 1)).toBe(false);
  });
});
