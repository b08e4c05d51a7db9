import { createEventBus } from 'shared-libs';
import { jsonReply } from 'shared-libs/testing';
import { fakeProps, file, flush, folder, makeHarness, okShare } from '../testing/harness';
import { ShareRootStore } from './ShareRootStore';

function setup(props = fakeProps()) {
  const h = makeHarness();
  const store = new ShareRootStore(props, h.deps);
  return { ...h, store, props };
}

describe('ShareRootStore: share-page-will-jump-to-web (spec §4)', () => {
  it('tells the bus before it leaves for the drive', async () => {
    const h = makeHarness();
    const events = createEventBus();
    const props = fakeProps();
    const order: string[] = [];
    events.on('share-page-will-jump-to-web', (p) => order.push(`event ${p.to}`));
    (props.navigate as jest.Mock).mockImplementation((to: string) => order.push(`navigate ${to}`));
    const store = new ShareRootStore(props, { ...h.deps, events });
    await store.save.run(async (restore) => {
      restore.destinationId = 'd';
    });
    store.openInDrive();
    expect(order).toEqual(['event /drive/all/d', 'navigate /drive/all/d']);
  });
});

describe('ShareRootStore', () => {
  it('follows the route: opens the share, then shows another folder without reopening it', async () => {
    const { store, transport, props } = setup();
    transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(okShare([folder('Photos', { id: 'p1' }), file('a.txt')])),
    );
    transport.on(
      'GET',
      '/drive/v1/share/detail',
      jsonReply({ share_status: 'OK', files: [file('lake.jpg')], next_page_token: '' }),
    );
    store.sync(props);
    await flush();
    expect(store.mode).toBe('SHARE');
    store.openItem(0);
    expect(props.navigate).toHaveBeenCalledWith('/s/abc/p1');
    store.sync(fakeProps({ parentIds: ['p1'], navigate: props.navigate }));
    await flush();
    expect(transport.callsTo('GET', '/drive/v1/share')).toHaveLength(1);
    expect(store.mode).toBe('SHARE_DETAIL');
    expect(store.visibleItems.map((f) => f.name)).toEqual(['lake.jpg']);
    expect(store.share.breadcrumb).toEqual([{ id: 'p1', name: 'Photos' }]);
    expect(store.goUp()).toBe(true);
    expect(props.navigate).toHaveBeenLastCalledWith('/s/abc');
  });

  it("counts a subfolder's preview from the folder's total, not from what is loaded", async () => {
    const { store, transport, props } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([folder('Photos', { id: 'p1' })])));
    transport.on(
      'GET',
      '/drive/v1/share/detail',
      jsonReply({
        share_status: 'OK',
        file_num: '57',
        files: [file('lake.jpg', { id: 'l1' }), file('hill.jpg', { id: 'h1' })],
        next_page_token: 'next',
      }),
    );
    store.sync(props);
    await flush();
    store.sync(fakeProps({ parentIds: ['p1'], navigate: props.navigate }));
    await flush();
    // Sorted on the page: hill.jpg, then lake.jpg.
    store.preview.open('l1');
    expect(store.preview.position).toEqual({ index: 2, total: 57 });
  });

  it('keeps hide_header, view and order in folder links, never s_code', () => {
    const { store } = setup(
      fakeProps({ query: { hide_header: '1', view: 'list', s_code: 'cu42', order: 'name_asc' } }),
    );
    expect(store.pathFor(['a', 'b'])).toBe('/s/abc/a/b?hide_header=1&view=list&order=name_asc');
    expect(store.hideHeader).toBe(true);
  });

  it('links each row: a folder to its path, a file to its preview page, which opens it', async () => {
    const { store, transport, props } = setup(fakeProps({ query: { view: 'list' } }));
    transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(okShare([folder('Photos', { id: 'p1' }), file('a.png', { id: 'f1' })])),
    );
    store.sync(props);
    await flush();
    const [dir, png] = store.visibleItems;
    expect(store.itemPath(dir!)).toBe('/s/abc/p1?view=list');
    expect(store.itemPath(png!)).toBe('/s/abc?view=list&preview=f1');
    expect(store.preview.isOpen).toBe(false);

    // Arriving at that link (a visitor without the page's code followed it): the preview.
    const linked = setup(fakeProps({ query: { view: 'list', preview: 'f1' } }));
    linked.transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(okShare([folder('Photos', { id: 'p1' }), file('a.png', { id: 'f1' })])),
    );
    linked.store.sync(linked.props);
    await flush();
    expect(linked.store.preview.fileId).toBe('f1');
    expect(linked.store.mode).toBe('SHARE_PREVIEW_WINDOW');
  });

  it('sorts folders first, then by the chosen order', async () => {
    const { store, transport, props } = setup(fakeProps({ query: { order: 'name_asc' } }));
    transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(okShare([file('b.txt'), folder('Z'), file('a.txt')])),
    );
    store.sync(props);
    await flush();
    expect(store.visibleItems.map((f) => f.name)).toEqual(['Z', 'a.txt', 'b.txt']);
    store.display.change({ orderType: 2 });
    expect(store.visibleItems.map((f) => f.name)).toEqual(['Z', 'b.txt', 'a.txt']);
  });

  it('save with nothing selected at the top saves every item (all pages)', async () => {
    const props = fakeProps({ session: { signedIn: true, user: null } });
    const { store, transport } = setup(props);
    transport.on('GET', '/drive/v1/share', (call) =>
      jsonReply(
        call.query.page_token
          ? okShare([file('c', { id: 'c' })])
          : okShare([file('a', { id: 'a' })], { next_page_token: 'N' }),
      ),
    );
    transport.on(
      'POST',
      '/drive/v1/share/restore',
      jsonReply({
        share_status: 'OK',
        file_id: 'd',
        restore_status: 'RESTORE_COMPLETE',
        restore_task_id: '',
      }),
    );
    store.sync(props);
    await flush();
    await store.saveSelected();
    expect(transport.callsTo('POST', '/drive/v1/share/restore')[0]?.body).toMatchObject({
      file_ids: ['a', 'c'],
      ancestor_ids: [],
    });
    expect(store.save.phase).toBe('done');
    store.openInDrive();
    expect(props.navigate).toHaveBeenCalledWith('/drive/all/d');
  });

  it('signed out save shows the login mode; on the next mount signed in, it resumes', async () => {
    let resolveLogin: (v: boolean) => void = () => {};
    const props = fakeProps({
      requireLogin: jest.fn(() => new Promise<boolean>((r) => (resolveLogin = r))),
    });
    const { store, transport, localRaw, deps } = setup(props);
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('a', { id: 'a' })])));
    store.sync(props);
    await flush();
    store.selection.toggle(0);
    void store.saveSelected();
    await flush();
    expect(store.mode).toBe('SHOW_LOGIN_DIALOG');
    expect(localRaw.getItem('pp_restore_continue')).toBe('1');
    // The host navigates away to sign in; later the page mounts again, signed in.
    store.dispose();
    void resolveLogin;
    const again = new ShareRootStore(fakeProps({ session: { signedIn: true, user: null } }), deps);
    transport.on(
      'POST',
      '/drive/v1/share/restore',
      jsonReply({
        share_status: 'OK',
        file_id: 'd',
        restore_status: 'RESTORE_START',
        restore_task_id: 'T',
      }),
    );
    transport.on(
      'GET',
      '/drive/v1/tasks/T',
      jsonReply({ id: 'T', phase: 'PHASE_TYPE_COMPLETE', progress: 100 }),
    );
    again.sync(again.props);
    for (let i = 0; i < 5; i += 1) await flush();
    expect(transport.callsTo('POST', '/drive/v1/share/restore')[0]?.body).toMatchObject({
      share_id: 'abc',
      file_ids: ['a'],
    });
    expect(again.save.phase).toBe('done');
  });

  it('action=save (the Save form sent before the code ran) saves everything here once, and leaves the address', async () => {
    const props = fakeProps({
      session: { signedIn: true, user: null },
      query: { action: 'save', view: 'list' },
    });
    const { store, transport } = setup(props);
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('a', { id: 'a' })])));
    transport.on(
      'POST',
      '/drive/v1/share/restore',
      jsonReply({
        share_status: 'OK',
        file_id: 'd',
        restore_status: 'RESTORE_COMPLETE',
        restore_task_id: '',
      }),
    );
    store.sync(props);
    for (let i = 0; i < 3; i += 1) await flush();
    expect(props.navigate).toHaveBeenCalledWith('/s/abc?view=list', { replace: true });
    expect(transport.callsTo('POST', '/drive/v1/share/restore')).toHaveLength(1);
    expect(transport.callsTo('POST', '/drive/v1/share/restore')[0]?.body).toMatchObject({
      file_ids: ['a'],
    });
  });

  it('the Save form: this folder with action=save, the kept query as fields', () => {
    const { store } = setup(fakeProps({ query: { view: 'list', s_code: 'x' } }));
    expect(store.saveForm.fields).toEqual([
      ['view', 'list'],
      ['action', 'save'],
    ]);
    expect(store.saveForm.path).toMatch(/\/s\/abc$/);
  });

  it('action=show_login asks the host to sign in with the scene', async () => {
    const props = fakeProps({ query: { action: 'show_login', scene: 'share_page' } });
    const { store, transport } = setup(props);
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([])));
    store.sync(props);
    await flush();
    expect(props.requireLogin).toHaveBeenCalledWith('share_page');
  });

  it('previewing a file is mode SHARE_PREVIEW_WINDOW; other files toggle selection', async () => {
    const { store, transport, props } = setup();
    transport.on(
      'GET',
      '/drive/v1/share',
      jsonReply(okShare([file('a.jpg', { id: 'img' }), file('b.zip', { id: 'zip' })], {})),
    );
    transport.on(
      'GET',
      '/drive/v1/share/file_info',
      jsonReply({ share_status: 'OK', file_info: file('a.jpg', { id: 'img' }) }),
    );
    store.display.change({ orderType: 1 });
    store.sync(props);
    await flush();
    store.openItem(1);
    expect(store.selection.count).toBe(1);
    store.openItem(0);
    expect(store.mode).toBe('SHARE_PREVIEW_WINDOW');
    expect(store.preview.fileId).toBe('img');
    expect((await store.preview.load(store.preview.previewables[0]!)).data?.id).toBe('img');
    store.preview.close();
    expect(store.mode).toBe('SHARE');
  });

  it('a reload while previewing opens the same preview again', async () => {
    const h = makeHarness();
    h.session.setItem('pp_preview_file_id', 'img');
    h.transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('a.jpg', { id: 'img' })])));
    h.transport.on(
      'GET',
      '/drive/v1/share/file_info',
      jsonReply({ share_status: 'OK', file_info: file('a.jpg', { id: 'img' }) }),
    );
    const props = fakeProps();
    const store = new ShareRootStore(props, h.deps);
    store.sync(props);
    await flush();
    await flush();
    expect(store.mode).toBe('SHARE_PREVIEW_WINDOW');
    store.dispose();
    expect(h.session.getItem('pp_preview_file_id')).toBeNull();
  });
});
