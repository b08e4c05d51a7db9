import { errorReply, jsonReply } from 'shared-libs/testing';
import { fakeProps, file, flush, folder, makeHarness, okShare } from '../testing/harness';
import { ShareRootStore } from './ShareRootStore';

const ARCHIVE = {
  url: 'https://api.test/drive/v1/archives/z1?sig=abc',
  expire: '2026-01-01T00:05:00.000+00:00',
  name: 'Holiday',
  size: '2048',
  file_count: '2',
};

async function open(
  files = [file('a.txt', { id: 'a' }), file('b.txt', { id: 'b' }), folder('Docs', { id: 'd' })],
  extra: Record<string, unknown> = { allow_download: true },
  parentIds: string[] = [],
) {
  const h = makeHarness();
  const opened: string[] = [];
  h.transport.on('GET', '/drive/v1/share', jsonReply(okShare(files, extra)));
  h.transport.on('GET', '/drive/v1/share/detail', jsonReply(okShare(files, extra)));
  h.transport.on('POST', '/drive/v1/share:archive', jsonReply(ARCHIVE));
  const props = fakeProps({ parentIds, query: { order: 'name_asc', view: 'list' } });
  const store = new ShareRootStore(props, { ...h.deps, openUrl: (u) => opened.push(u) });
  store.sync(props);
  await flush();
  await flush();
  return { ...h, store, opened, props };
}

describe('DownloadStore (a share that allows downloads)', () => {
  it("gives a file's download address with the share's passcode token, asking nothing", async () => {
    const { store, transport } = await open();
    const before = transport.calls.length;
    expect(store.download.allowed).toBe(true);
    expect(store.download.fileUrl('a')).toBe(
      'https://api.test/drive/v1/share/download?share_id=abc&file_id=a&pass_code_token=tok-1',
    );
    expect(transport.calls).toHaveLength(before);
  });

  it('zips the selection: share:archive with the ids and token, then the browser goes there', async () => {
    const { store, transport, opened, target } = await open();
    store.selection.toggle(1); // a.txt (folders first: Docs, a.txt, b.txt)
    store.selection.toggle(2);
    await store.downloadSelected();
    const [call] = transport.callsTo('POST', '/drive/v1/share:archive');
    expect(call?.body).toEqual({ share_id: 'abc', pass_code_token: 'tok-1', file_ids: ['a', 'b'] });
    expect(opened).toEqual([ARCHIVE.url]);
    expect(store.download.phase).toBe('started');
    expect(store.download.archive?.name).toBe('Holiday');
    expect(target.ppa).toContainEqual([
      'share_page_click',
      expect.objectContaining({ action: 'download_zip', count: 2 }),
    ]);
  });

  it('with nothing selected zips everything at the top, and a folder as itself', async () => {
    const top = await open();
    await top.store.downloadSelected();
    expect(top.transport.callsTo('POST', '/drive/v1/share:archive')[0]?.body).toMatchObject({
      file_ids: ['a', 'b', 'd'],
    });

    const inside = await open(undefined, undefined, ['d']);
    await inside.store.downloadSelected();
    expect(inside.transport.callsTo('POST', '/drive/v1/share:archive')[0]?.body).toMatchObject({
      file_ids: ['d'],
    });
  });

  it('loads every page before zipping everything at the top, preparing from the click on', async () => {
    const h = makeHarness();
    const opened: string[] = [];
    const first = okShare([file('a.txt', { id: 'a' })], {
      allow_download: true,
      next_page_token: 'p2',
    });
    const second = okShare([file('b.txt', { id: 'b' })], { allow_download: true });
    h.transport.on('GET', '/drive/v1/share', (call) =>
      jsonReply(call.query.page_token === 'p2' ? second : first),
    );
    h.transport.on('POST', '/drive/v1/share:archive', jsonReply(ARCHIVE));
    const props = fakeProps();
    const store = new ShareRootStore(props, { ...h.deps, openUrl: (u) => opened.push(u) });
    store.sync(props);
    await store.opened;
    const done = store.downloadSelected();
    expect(store.download.busy).toBe(true);
    // A second click meanwhile asks nothing more.
    await store.downloadSelected();
    await done;
    const calls = h.transport.callsTo('POST', '/drive/v1/share:archive');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ file_ids: ['a', 'b'] });
    expect(opened).toEqual([ARCHIVE.url]);
  });

  it('keeps the API refusal over the cap (out_of_range) and goes nowhere', async () => {
    const { store, transport, opened } = await open();
    transport.on(
      'POST',
      '/drive/v1/share:archive',
      errorReply('out_of_range', 11, 400, 'Archives are limited to 2 GB'),
    );
    await store.downloadSelected();
    expect(store.download.phase).toBe('failed');
    expect(store.download.error).toMatchObject({
      error: 'out_of_range',
      error_description: 'Archives are limited to 2 GB',
    });
    expect(opened).toEqual([]);
    store.download.dismiss();
    expect(store.download.phase).toBe('idle');
  });

  it('offers nothing when the share does not allow downloads (or does not say)', async () => {
    for (const extra of [{ allow_download: false }, {}]) {
      const { store, transport, opened } = await open(undefined, extra);
      expect(store.download.allowed).toBe(false);
      expect(store.download.fileUrl('a')).toBe('');
      store.selection.toggle(1);
      await store.downloadSelected();
      expect(transport.callsTo('POST', '/drive/v1/share:archive')).toHaveLength(0);
      expect(opened).toEqual([]);
    }
  });

  it('forgets a finished zip when the visitor goes to another folder', async () => {
    const { store, props } = await open();
    await store.downloadSelected();
    expect(store.download.phase).toBe('started');
    store.sync({
      ...props,
      route: { ...props.route, params: { shareId: 'abc', parentIds: ['d'] } },
    });
    expect(store.download.phase).toBe('idle');
  });
});
