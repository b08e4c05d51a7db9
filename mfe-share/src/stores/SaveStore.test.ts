import { jsonReply } from 'shared-libs/testing';
import { fakeProps, file, flush, makeHarness, okShare } from '../testing/harness';
import { RestoreStore } from './RestoreStore';
import type { LoadRestore } from './SaveStore';
import { ShareRootStore } from './ShareRootStore';

const RESTORE = '/drive/v1/share/restore';
const done = jsonReply({
  share_status: 'OK',
  file_id: 'd',
  restore_status: 'RESTORE_COMPLETE',
  restore_task_id: '',
});

/** The save's code as a test hands it out: counted, and failing while `down` says so. */
function chunk() {
  const c = { asked: 0, down: false };
  const load: LoadRestore = async () => {
    c.asked += 1;
    if (c.down)
      throw Object.assign(new Error('Loading chunk share-save failed.'), {
        name: 'ChunkLoadError',
      });
    return RestoreStore;
  };
  return { c, load };
}

async function openShare(signedIn: boolean, load: LoadRestore, h = makeHarness()) {
  const props = fakeProps({ session: { signedIn, user: null } });
  h.transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('a', { id: 'a' })])));
  h.transport.on('POST', RESTORE, done);
  const store = new ShareRootStore(props, { ...h.deps, loadRestore: load });
  store.sync(props);
  await flush();
  return { ...h, store, props };
}

const settle = async () => {
  for (let i = 0; i < 4; i += 1) await flush();
};

describe('SaveStore: the save’s code, fetched when a save needs it', () => {
  it('the first view does not ask for it; a save does, then saves', async () => {
    const { c, load } = chunk();
    const { store, transport } = await openShare(true, load);
    expect(c.asked).toBe(0);
    expect(store.save.restore).toBeNull();
    store.selection.toggle(0);
    const saving = store.saveSelected();
    // Busy from the click on: the save button is disabled while the code comes.
    expect(store.save.chunk).toBe('loading');
    expect(store.save.busy).toBe(true);
    await saving;
    expect(c.asked).toBe(1);
    expect(transport.callsTo('POST', RESTORE)[0]?.body).toMatchObject({ file_ids: ['a'] });
    expect(store.save.phase).toBe('done');
  });

  it('code that cannot be had: the save waits, says so, and Try again fetches it and saves', async () => {
    const { c, load } = chunk();
    const { store, transport, props } = await openShare(false, load);
    c.down = true;
    store.selection.toggle(0);
    await store.saveSelected();
    expect(store.save.chunk).toBe('failed');
    expect(store.save.busy).toBe(false);
    expect(props.requireLogin).not.toHaveBeenCalled();
    expect(transport.callsTo('POST', RESTORE)).toHaveLength(0);
    // Another host update does not ask again by itself.
    store.sync(props);
    await settle();
    expect(c.asked).toBe(1);

    c.down = false;
    store.save.retry();
    expect(store.save.chunk).toBe('loading');
    await settle();
    expect(c.asked).toBe(2);
    expect(store.save.chunk).toBe('idle');
    // The save the person asked for goes on (signed out: the host signs them in).
    expect(props.requireLogin).toHaveBeenCalledWith('share_page');
  });

  it('resumes a save kept over sign-in: its code is fetched only when one waits', async () => {
    const first = chunk();
    await openShare(true, first.load);
    expect(first.c.asked).toBe(0);

    const h = makeHarness();
    h.local.setJSON('pp_restore_request_body', {
      share_id: 'abc',
      pass_code_token: 'tok-1',
      file_ids: ['a'],
      ancestor_ids: [],
      parent_id: '',
      specify_parent_id: false,
    });
    h.local.setItem('pp_restore_continue', '1');
    const { c, load } = chunk();
    c.down = true;
    const { store, transport } = await openShare(true, load, h);
    await settle();
    expect(store.save.chunk).toBe('failed');
    // Nothing lost: the save still waits in storage for Try again.
    expect(h.localRaw.getItem('pp_restore_continue')).toBe('1');
    expect(transport.callsTo('POST', RESTORE)).toHaveLength(0);

    c.down = false;
    store.save.retry();
    await settle();
    expect(transport.callsTo('POST', RESTORE)[0]?.body).toMatchObject({ file_ids: ['a'] });
    expect(store.save.phase).toBe('done');
    expect(h.localRaw.getItem('pp_restore_continue')).toBeNull();
  });

  it('a page left while the code comes does not start the save', async () => {
    let arrive: (r: typeof RestoreStore) => void = () => {};
    const load: LoadRestore = () => new Promise((r) => (arrive = r));
    const { store, transport } = await openShare(true, load);
    store.selection.toggle(0);
    const saving = store.saveSelected();
    store.dispose();
    arrive(RestoreStore);
    await saving;
    expect(store.save.restore).toBeNull();
    expect(transport.callsTo('POST', RESTORE)).toHaveLength(0);
  });
});
