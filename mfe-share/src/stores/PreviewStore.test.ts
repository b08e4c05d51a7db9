import { errorReply, jsonReply } from 'shared-libs/testing';
import { file, makeHarness } from '../testing/harness';
import { PreviewStore } from './PreviewStore';

const items = [
  file('a.jpg', { id: 'a' }),
  file('notes.txt', { id: 'n' }),
  file('b.mp4', { id: 'b' }),
  file('setup.exe', { id: 'x' }),
  file('c.mp3', { id: 'c', audit: { status: 'STATUS_SENSITIVE_RESOURCE' } }),
];

function setup() {
  const h = makeHarness();
  h.transport.on('GET', '/drive/v1/share/file_info', (call) =>
    call.query.file_id === 'gone'
      ? errorReply('file_not_found', 5, 404)
      : jsonReply({
          share_status: 'OK',
          file_info: {
            ...items.find((f) => f.id === call.query.file_id),
            web_content_link: 'https://api.test/media/v1/s/x?v=download',
          },
        }),
  );
  const store = new PreviewStore(
    h.deps,
    () => ({ shareId: 'abc', passCodeToken: 'PCT' }),
    () => items,
  );
  return { ...h, store };
}

describe('PreviewStore', () => {
  it('opens and closes a file: pp_preview_file_id and the player analytics', () => {
    const { store, session, target } = setup();
    store.open('a');
    expect(store.isOpen).toBe(true);
    expect(session.getItem('pp_preview_file_id')).toBe('a');
    store.open('b');
    expect(store.fileId).toBe('b');
    store.close();
    expect(store.isOpen).toBe(false);
    expect(session.getItem('pp_preview_file_id')).toBeNull();
    expect(target.ppa?.map(([e]) => e)).toEqual(['player_mount', 'player_close']);
  });

  it('moves among the previewable files only (text included, programs not)', () => {
    const { store } = setup();
    expect(store.previewables.map((f) => f.id)).toEqual(['a', 'n', 'b', 'c']);
  });

  it('loads a file with its links through file_info and the passcode token', async () => {
    const { store, transport } = setup();
    const res = await store.load(items[0]!);
    expect(transport.calls[0]?.query).toMatchObject({
      share_id: 'abc',
      file_id: 'a',
      pass_code_token: 'PCT',
    });
    expect(res.data?.web_content_link).toBe('https://api.test/media/v1/s/x?v=download');
    expect(res.error).toBeUndefined();
  });

  it('a failed file_info is an error the preview can explain', async () => {
    const { store } = setup();
    const res = await store.load(file('gone.jpg', { id: 'gone' }));
    expect(res.data).toBeUndefined();
    expect(res.error?.error).toBe('file_not_found');
  });

  it('remembering a reveal sets hidden_shared_content_cover; a one-time reveal does not', () => {
    const { store, localRaw, deps } = setup();
    expect(store.coverHidden).toBe(false);
    store.reveal(false);
    expect(store.coverHidden).toBe(false);
    expect(localRaw.getItem('pp_hidden_shared_content_cover')).toBeNull();
    store.reveal(true);
    expect(store.coverHidden).toBe(true);
    expect(localRaw.getItem('pp_hidden_shared_content_cover')).toBe('1');
    // The next visit starts uncovered.
    const next = new PreviewStore(
      deps,
      () => ({ shareId: 'abc', passCodeToken: '' }),
      () => items,
    );
    expect(next.coverHidden).toBe(true);
  });
});

describe('PreviewStore: the whole listing (issue 31)', () => {
  it('counts from the folder total and loads the next page to move past the loaded files', async () => {
    const h = makeHarness();
    const listed = [file('a.jpg', { id: 'a' }), file('setup.exe', { id: 'x' })];
    const page2 = [file('b.jpg', { id: 'b' })];
    let hasMore = true;
    const loadMore = jest.fn(async () => {
      listed.push(...page2);
      hasMore = false;
    });
    const store = new PreviewStore(
      h.deps,
      () => ({ shareId: 'abc', passCodeToken: '' }),
      () => listed,
      () => ({ total: 127, hasMore, loadMore }),
    );
    store.open('a');
    expect(store.position).toEqual({ index: 1, total: 127 });
    expect(store.canStep(-1)).toBe(false);
    expect(store.canStep(1)).toBe(true);
    const next = await store.step(1);
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(next).toBe('b');
    store.open('b');
    expect(store.position).toEqual({ index: 3, total: 127 });
    expect(store.canStep(1)).toBe(false);
    expect(await store.step(-1)).toBe('a');
  });
});
