import { FakeDriveApi, manyFiles } from '../testing/fakeDriveApi';
import { FolderListing } from './FolderListing';

const listingOf = (api: FakeDriveApi, pageSize = 100) =>
  new FolderListing(
    (offset, limit) =>
      api.list({ parentId: '', sort: 'name_asc', foldersFirst: true, offset, limit }),
    pageSize,
  );

describe('FolderListing', () => {
  it('loads the first page and knows the total without loading the rest', async () => {
    const api = new FakeDriveApi(manyFiles(100_000));
    const l = listingOf(api);
    await l.load();
    expect(l.status).toBe('ready');
    expect(l.total).toBe(100_000);
    expect(l.itemAt(0)?.id).toBe('f0');
    expect(l.itemAt(99)?.id).toBe('f99');
    expect(l.itemAt(100)).toBeUndefined();
    expect(api.calls).toHaveLength(1);
  });

  it('fetches a far window on demand (jump to the end) and merges duplicate requests', async () => {
    const api = new FakeDriveApi(manyFiles(100_000));
    const l = listingOf(api);
    await l.load();
    l.ensureRange(99_950, 100_000);
    l.ensureRange(99_960, 100_000);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(api.calls.map((c) => (c.args[0] as { offset: number }).offset)).toEqual([0, 99_950]);
    expect(l.itemAt(99_999)?.id).toBe('f99999');
    expect(l.itemAt(50_000)).toBeUndefined();
  });

  it('removes items optimistically, shifting later rows, and restores a snapshot', async () => {
    const api = new FakeDriveApi(manyFiles(10));
    const l = listingOf(api);
    await l.load();
    const snap = l.snapshot();
    expect(l.remove((f) => f.id === 'f1' || f.id === 'f2')).toBe(2);
    expect(l.total).toBe(8);
    expect(l.itemAt(1)?.id).toBe('f3');
    l.restore(snap);
    expect(l.total).toBe(10);
    expect(l.itemAt(1)?.id).toBe('f1');
  });

  it('keeps unloaded slots as slots when removing (no collapse of a sparse list)', async () => {
    const api = new FakeDriveApi(manyFiles(1000));
    const l = listingOf(api);
    await l.load();
    l.remove((f) => f.id === 'f0');
    expect(l.total).toBe(999);
    expect(l.itemAt(0)?.id).toBe('f1');
    expect(l.itemAt(99)).toBeUndefined();
  });

  it('counts a removal of unloaded items by the known count (select-all)', async () => {
    const api = new FakeDriveApi(manyFiles(1000));
    const l = listingOf(api);
    await l.load();
    l.remove(() => true, 1000);
    expect(l.total).toBe(0);
  });

  it('drops answers that arrive after the list changed under them', async () => {
    const api = new FakeDriveApi(manyFiles(500));
    const l = listingOf(api);
    await l.load();
    api.hold = true;
    l.ensureRange(300, 310);
    l.remove((f) => f.id === 'f0');
    api.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(l.itemAt(300)).toBeUndefined();
  });

  it('reports a failed first load with the error', async () => {
    const api = new FakeDriveApi(manyFiles(3));
    api.failNext = { error: 'unreachable', error_code: 8000 } as never;
    const l = listingOf(api);
    await l.load();
    expect(l.status).toBe('failed');
    expect(l.error?.error).toBe('unreachable');
  });

  it('refreshes a window without blanking what is shown', async () => {
    const api = new FakeDriveApi(manyFiles(5));
    const l = listingOf(api);
    await l.load();
    api.files[0] = { ...api.files[0]!, name: 'file-000000-renamed.txt' };
    api.hold = true;
    const p = l.refresh();
    expect(l.itemAt(0)?.name).toBe('file-000000.txt');
    api.release();
    await p;
    expect(l.itemAt(0)?.name).toBe('file-000000-renamed.txt');
  });
});
