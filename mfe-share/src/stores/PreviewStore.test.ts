import { jsonReply } from 'shared-libs/testing';
import { file, makeHarness } from '../testing/harness';
import { PreviewStore } from './PreviewStore';

const items = [
  file('a.jpg', { id: 'a' }),
  file('notes.txt', { id: 'n' }),
  file('b.mp4', { id: 'b' }),
  file('c.mp3', { id: 'c', audit: { status: 'STATUS_SENSITIVE_RESOURCE' } }),
];

function setup() {
  const h = makeHarness();
  h.transport.on('GET', '/drive/v1/share/file_info', (call) =>
    jsonReply({ share_status: 'OK', file_info: items.find((f) => f.id === call.query.file_id) }),
  );
  const store = new PreviewStore(
    h.deps,
    () => ({ shareId: 'abc', passCodeToken: 'PCT' }),
    () => items,
  );
  return { ...h, store };
}

describe('PreviewStore', () => {
  it('opens a file through file_info with the passcode token and moves among previewable files', async () => {
    const { store, transport, session, target } = setup();
    await store.open('a');
    expect(transport.calls[0]?.query).toMatchObject({
      share_id: 'abc',
      file_id: 'a',
      pass_code_token: 'PCT',
    });
    expect(store.phase).toBe('ready');
    expect(store.category).toBe('image');
    expect(session.getItem('pp_preview_file_id')).toBe('a');
    expect(store.previewables.map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(store.hasPrev).toBe(false);
    store.next();
    expect(store.fileId).toBe('b');
    store.prev();
    expect(store.fileId).toBe('a');
    store.close();
    expect(store.isOpen).toBe(false);
    expect(session.getItem('pp_preview_file_id')).toBeNull();
    expect(target.ppa?.map(([e]) => e)).toEqual(['player_mount', 'player_close']);
  });

  it('covers sensitive content until revealed; remembering sets hidden_shared_content_cover', async () => {
    const { store, localRaw } = setup();
    await store.open('c');
    expect(store.covered).toBe(true);
    store.reveal(false);
    expect(store.covered).toBe(false);
    expect(localRaw.getItem('pp_hidden_shared_content_cover')).toBeNull();
    await store.open('c');
    expect(store.covered).toBe(true);
    store.reveal(true);
    expect(localRaw.getItem('pp_hidden_shared_content_cover')).toBe('1');
    await store.open('c');
    expect(store.covered).toBe(false);
  });

  it('ordinary files are not covered', async () => {
    const { store } = setup();
    await store.open('a');
    expect(store.covered).toBe(false);
  });
});
