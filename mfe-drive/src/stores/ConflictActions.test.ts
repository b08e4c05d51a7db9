/** Name conflicts and Undo in the drive's actions (decision 0031), over the in-memory drive. */
import { createCookies } from 'shared-libs';
import { DisplayModeStore } from 'shared-libs/files';
import { createMemoryCookieJar, createMemoryStorage } from 'shared-libs/testing';
import { FakeDriveApi, file } from '../testing/fakeDriveApi';
import { ConflictResolver } from './ConflictResolver';
import { DriveActions } from './DriveActions';
import { DriveStore } from './DriveStore';

const tick = () => new Promise((r) => setTimeout(r, 0));
/** Until the conflict question is on screen. */
async function question(actions: DriveActions) {
  for (let i = 0; i < 20 && !actions.conflicts.question; i += 1) await tick();
  return actions.conflicts.question;
}

async function setup() {
  const api = new FakeDriveApi([
    file('a', { name: 'a.txt' }),
    file('b', { name: 'b.txt' }),
    file('c', { name: 'c.txt' }),
    file('dst', { name: 'Dest', kind: 'drive#folder' }),
    file('a2', { name: 'a.txt', parent_id: 'dst' }),
    file('b2', { name: 'b.txt', parent_id: 'dst' }),
  ]);
  const display = new DisplayModeStore(
    createMemoryStorage(),
    createCookies(createMemoryCookieJar()),
    'u1',
  );
  const store = new DriveStore({ api, display, navigate: jest.fn() });
  store.setLocation({ view: 'all', folderId: '', query: '' });
  await tick();
  return { api, store, actions: new DriveActions(store, () => 'en-US') };
}
const inDest = (api: FakeDriveApi) =>
  api.files
    .filter((f) => f.parent_id === 'dst' && !f.trashed)
    .map((f) => f.name)
    .sort();

describe('ConflictResolver', () => {
  it('asks each name in turn; "same for all" answers the rest; cancel gives null', async () => {
    const r = new ConflictResolver();
    const clashes = ['x', 'y', 'z'].map((name) => ({ name, isFolder: false }));
    const p = r.resolve(clashes, 'F');
    await tick();
    expect(r.question).toMatchObject({ name: 'x', folder: 'F', remaining: 3 });
    r.answer('skip');
    await tick();
    expect(r.question).toMatchObject({ name: 'y', remaining: 2 });
    r.answer('replace', true);
    expect(await p).toEqual(
      new Map([
        ['x', 'skip'],
        ['y', 'replace'],
        ['z', 'replace'],
      ]),
    );
    expect(r.question).toBeNull();
    const q = r.resolve(clashes, 'F');
    await tick();
    r.answer(null);
    expect(await q).toBeNull();
  });
});

describe('conflicts in DriveActions', () => {
  it('move: Keep both for one, Skip for the other; the skipped item stays listed', async () => {
    const { api, store, actions } = await setup();
    const done = actions.move('dst', 'Dest', ['a', 'b', 'c']);
    expect(await question(actions)).toMatchObject({ name: 'a.txt', remaining: 2 });
    actions.conflicts.answer('rename');
    expect(await question(actions)).toMatchObject({ name: 'b.txt', remaining: 1 });
    actions.conflicts.answer('skip');
    expect(await done).toBe(true);
    expect(inDest(api)).toEqual(['a.txt', 'a.txt (1)', 'b.txt', 'c.txt']);
    expect(api.files.find((f) => f.id === 'b')?.parent_id).toBe('');
    expect(store.listing.loaded.map((f) => f.id)).toContain('b');
  });

  it('copy with Replace for all trashes the items in the way; Undo brings them back', async () => {
    const { api, store, actions } = await setup();
    const done = actions.copy('dst', 'Dest', ['a', 'b']);
    await question(actions);
    actions.conflicts.answer('replace', true);
    expect(await done).toBe(true);
    expect(api.files.filter((f) => f.trashed).map((f) => f.id)).toEqual(['a2', 'b2']);
    const notice = store.notices.at(-1)!;
    expect(notice.undo).toBeDefined();
    notice.undo!();
    for (let i = 0; i < 10; i += 1) await tick();
    expect(api.files.filter((f) => f.trashed)).toEqual([]);
    expect(inDest(api)).toEqual(['a.txt', 'b.txt']);
    expect(api.files.filter((f) => f.id.includes('copy'))).toEqual([]);
  });

  it('cancelling the question does nothing at all', async () => {
    const { api, actions } = await setup();
    const done = actions.move('dst', 'Dest', ['a']);
    await question(actions);
    actions.conflicts.answer(null);
    expect(await done).toBe(false);
    expect(api.calls.some((c) => c.name === 'move')).toBe(false);
  });

  it('new folder with a taken name: Keep both makes "name (1)"', async () => {
    const { api, actions } = await setup();
    expect((await actions.createFolder('Fresh'))?.name).toBe('Fresh');
    expect(actions.conflicts.question).toBeNull();
    const again = actions.createFolder('Dest', 'My drive');
    expect(await question(actions)).toMatchObject({ name: 'Dest', isFolder: true });
    actions.conflicts.answer('rename');
    expect((await again)?.name).toBe('Dest (1)');
    expect(api.files.filter((f) => f.parent_id === '' && f.kind === 'drive#folder').length).toBe(3);
  });
});

describe('Undo', () => {
  it('a trash is undone from its notice', async () => {
    const { api, store, actions } = await setup();
    store.selection.toggle(store.listing.indexOf('c'));
    expect(await actions.trash()).toBe(true);
    expect(api.files.find((f) => f.id === 'c')?.trashed).toBe(true);
    store.notices.at(-1)!.undo!();
    for (let i = 0; i < 10; i += 1) await tick();
    expect(api.files.find((f) => f.id === 'c')?.trashed).toBe(false);
    expect(store.notices.at(-1)?.message.id).toBe('drive.notice.undone');
  });

  it('a move is undone back to where the items were', async () => {
    const { api, store, actions } = await setup();
    expect(await actions.move('dst', 'Dest', ['c'])).toBe(true);
    expect(api.files.find((f) => f.id === 'c')?.parent_id).toBe('dst');
    store.notices.at(-1)!.undo!();
    for (let i = 0; i < 10; i += 1) await tick();
    expect(api.files.find((f) => f.id === 'c')?.parent_id).toBe('');
  });

  it('a rename is undone; at most two notices are kept', async () => {
    const { api, store, actions } = await setup();
    const c = store.listing.loaded.find((f) => f.id === 'c')!;
    expect(await actions.rename(c, 'renamed.txt')).toBe(true);
    store.notices.at(-1)!.undo!();
    for (let i = 0; i < 10; i += 1) await tick();
    expect(api.files.find((f) => f.id === 'c')?.name).toBe('c.txt');
    store.notify({ id: 'x', defaultMessage: 'x' });
    store.notify({ id: 'y', defaultMessage: 'y' });
    expect(store.notices).toHaveLength(2);
  });
});
