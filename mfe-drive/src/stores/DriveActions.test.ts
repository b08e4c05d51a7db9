import { createCookies } from 'shared-libs';
import { DisplayModeStore } from 'shared-libs/files';
import { createMemoryCookieJar, createMemoryStorage } from 'shared-libs/testing';
import { apiError, FakeDriveApi, file, manyFiles } from '../testing/fakeDriveApi';
import { DriveActions } from './DriveActions';
import { DriveStore } from './DriveStore';

const tick = () => new Promise((r) => setTimeout(r, 0));

async function setup(files = manyFiles(10)) {
  const api = new FakeDriveApi(files);
  const display = new DisplayModeStore(
    createMemoryStorage(),
    createCookies(createMemoryCookieJar()),
    'u1',
  );
  const navigate = jest.fn();
  const onChanged = jest.fn();
  const store = new DriveStore({ api, display, navigate, onChanged });
  store.setLocation({ view: 'all', folderId: '', query: '' });
  await tick();
  const actions = new DriveActions(store, () => 'en-US');
  return { api, store, actions, navigate, onChanged };
}

describe('DriveActions', () => {
  it('trashes at once, keeps it when the server agrees, and tells the page', async () => {
    const { api, store, actions, onChanged } = await setup();
    store.selection.toggle(0);
    store.selection.toggle(1);
    api.hold = true;
    const p = actions.trash();
    expect(store.listing.total).toBe(8);
    expect(store.listing.itemAt(0)?.id).toBe('f2');
    api.release();
    expect(await p).toBe(true);
    await tick();
    expect(api.files.filter((f) => f.trashed).map((f) => f.id)).toEqual(['f0', 'f1']);
    expect(store.notices.at(-1)?.values).toMatchObject({ count: 2 });
    expect(onChanged).toHaveBeenCalled();
  });

  it('puts files back and says why when a move fails (no data lost)', async () => {
    const { api, store, actions } = await setup();
    store.selection.toggle(3);
    api.failNext = apiError('file_space_not_enough', 8);
    expect(await actions.move('VF-target', 'Target')).toBe(false);
    expect(store.listing.total).toBe(10);
    expect(store.listing.itemAt(3)?.id).toBe('f3');
    expect(api.files.find((f) => f.id === 'f3')?.parent_id).toBe('');
    const n = store.notices.at(-1)!;
    expect(n.tone).toBe('error');
    expect(n.values?.reason).toBeTruthy();
  });

  it('sends select-all of a big folder as one scoped batch', async () => {
    const { api, store, actions } = await setup(manyFiles(5000));
    store.selection.selectAll();
    store.selection.toggle(0);
    expect(await actions.trash()).toBe(true);
    const call = api.calls.find((c) => c.name === 'trash')!;
    expect(call.args[0]).toEqual({ scope: { parent_id: '', exclude_ids: ['f0'] } });
    expect(api.files.filter((f) => !f.trashed).map((f) => f.id)).toEqual(['f0']);
  });

  it('stars in place and rolls back on error', async () => {
    const { api, store, actions } = await setup();
    store.selection.toggle(0);
    api.failNext = apiError('unreachable', 8000);
    await actions.setStarred(true);
    expect(store.listing.itemAt(0)?.starred).toBe(false);
    await actions.setStarred(true);
    expect(store.listing.itemAt(0)?.starred).toBe(true);
  });

  it('renames optimistically and restores the old name on error', async () => {
    const { api, store, actions } = await setup();
    const f = store.listing.itemAt(0)!;
    api.hold = true;
    api.failNext = apiError('invalid_argument', 3);
    const p = actions.rename(f, 'new name.txt');
    expect(store.listing.itemAt(0)?.name).toBe('new name.txt');
    api.release();
    expect(await p).toBe(false);
    expect(store.listing.itemAt(0)?.name).toBe(f.name);
  });

  it('creates a folder and highlights it', async () => {
    const { store, actions } = await setup([file('a')]);
    const created = await actions.createFolder('Photos');
    expect(created?.name).toBe('Photos');
    expect(store.highlightIds).toEqual([created!.id]);
    expect(store.selection.isSelected(created!.id)).toBe(true);
  });

  it('empties the trash and restores the list if the server refuses', async () => {
    const { api, store, actions } = await setup(manyFiles(3).map((f) => ({ ...f, trashed: true })));
    store.setLocation({ view: 'trash', folderId: '', query: '' });
    await tick();
    expect(store.listing.total).toBe(3);
    api.failNext = apiError('unreachable', 8000);
    expect(await actions.emptyTrash()).toBe(false);
    expect(store.listing.total).toBe(3);
    expect(await actions.emptyTrash()).toBe(true);
    expect(api.files).toHaveLength(0);
  });

  it('restores from the trash by id', async () => {
    const { api, store, actions } = await setup(manyFiles(2).map((f) => ({ ...f, trashed: true })));
    store.setLocation({ view: 'trash', folderId: '', query: '' });
    await tick();
    store.selection.toggle(1);
    expect(await actions.restore()).toBe(true);
    expect(api.files.find((f) => f.id === 'f1')?.trashed).toBe(false);
    expect(store.listing.total).toBe(1);
  });

  describe('zip downloads', () => {
    let clicked: string[] = [];
    let spy: jest.SpyInstance;
    beforeEach(() => {
      clicked = [];
      spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.href);
      });
    });
    afterEach(() => spy.mockRestore());

    it('zips a multi-selection and follows the signed link', async () => {
      const { api, store, actions } = await setup();
      store.selection.toggle(0);
      store.selection.toggle(2);
      expect(await actions.downloadZip()).toBe(true);
      expect(api.calls.at(-1)).toEqual({ name: 'archive', args: [['f0', 'f2'], undefined] });
      expect(clicked).toEqual(['https://api.cumulus.test/archive/f0-f2.zip?sig=x']);
      expect(store.notices.at(-1)).toMatchObject({
        tone: 'info',
        values: { name: 'files.zip', count: 2 },
      });
    });

    it('zips a folder whole', async () => {
      const { api, store, actions } = await setup([
        file('d1', { kind: 'drive#folder', name: 'Photos' }),
        file('f1'),
      ]);
      store.selection.only(0);
      expect(await actions.downloadZip()).toBe(true);
      expect(api.calls.at(-1)!.args[0]).toEqual(['d1']);
    });

    it('shows the cap refusal as the API wrote it, and downloads nothing', async () => {
      const { api, store, actions } = await setup();
      store.selection.selectAll();
      api.failNext = {
        ...apiError('out_of_range', 11),
        error_description: 'An archive holds at most 2 GB; this selection has 3.1 GB.',
      };
      expect(await actions.downloadZip()).toBe(false);
      expect(clicked).toEqual([]);
      expect(store.notices.at(-1)).toMatchObject({
        tone: 'error',
        values: { reason: 'An archive holds at most 2 GB; this selection has 3.1 GB.' },
      });
    });

    it('zips the folder itself for select-all of a big folder not loaded yet', async () => {
      const files = manyFiles(500, 'VF1');
      const { api, store, actions } = await setup([
        file('VF1', { kind: 'drive#folder' }),
        ...files,
      ]);
      store.setLocation({ view: 'all', folderId: 'VF1', query: '' });
      await tick();
      store.selection.selectAll();
      expect(await actions.downloadZip()).toBe(true);
      expect(api.calls.at(-1)!.args[0]).toEqual(['VF1']);
    });
  });
});
