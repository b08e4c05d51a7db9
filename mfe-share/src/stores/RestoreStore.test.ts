import { createEventBus } from 'shared-libs';
import { errorReply, jsonReply } from 'shared-libs/testing';
import { makeHarness } from '../testing/harness';
import { hasPendingSave } from './pendingSave';
import { RestoreStore, type SaveChoice } from './RestoreStore';

const body = {
  share_id: 'abc',
  pass_code_token: 'PCT',
  file_ids: ['f1', 'f2'],
  ancestor_ids: [],
  parent_id: '',
  specify_parent_id: false,
};

function setup(signedIn: boolean, login: () => Promise<boolean> = async () => false) {
  const h = makeHarness();
  const state = { signedIn };
  const requireLogin = jest.fn(login);
  const store = new RestoreStore({
    ...h.deps,
    host: { signedIn: () => state.signedIn, requireLogin },
  });
  return { ...h, store, state, requireLogin };
}

const started = jsonReply({
  share_status: 'OK',
  share_status_text: '',
  file_id: 'dest',
  restore_status: 'RESTORE_START',
  restore_task_id: 'T1',
});

describe('RestoreStore: signed out', () => {
  it('stores the pending save under the spec keys and asks the host to sign in', async () => {
    const { store, requireLogin, localRaw, transport } = setup(false);
    await store.save(body);
    expect(requireLogin).toHaveBeenCalledWith('share_page');
    expect(transport.callsTo('POST', '/drive/v1/share/restore')).toHaveLength(0);
    // Sign-in was cancelled: nothing left behind.
    expect(localRaw.getItem('pp_restore_continue')).toBeNull();
    expect(store.phase).toBe('idle');
  });

  it('keeps the pending save while the sign-in page is open (mode SHOW_LOGIN_DIALOG)', async () => {
    let resolve: (v: boolean) => void = () => {};
    const { store, localRaw } = setup(false, () => new Promise<boolean>((r) => (resolve = r)));
    const p = store.save(body);
    expect(store.phase).toBe('login');
    expect(localRaw.getItem('pp_restore_continue')).toBe('1');
    expect(localRaw.getItem('pp_restore_to_drive')).toBe('1');
    expect(JSON.parse(localRaw.getItem('pp_restore_request_body') ?? '{}')).toEqual(body);
    resolve(false);
    await p;
  });

  it('resumes by itself after sign-in in the same page', async () => {
    const { store, state, transport, localRaw } = setup(false, async () => {
      state.signedIn = true;
      return true;
    });
    transport.on('POST', '/drive/v1/share/restore', started);
    transport.on(
      'GET',
      '/drive/v1/tasks/T1',
      jsonReply({ id: 'T1', phase: 'PHASE_TYPE_COMPLETE', progress: 100, file_id: 'dest' }),
    );
    await store.save(body);
    // Sent asking about names already in the folder (decision 0031).
    expect(transport.callsTo('POST', '/drive/v1/share/restore')[0]?.body).toEqual({
      ...body,
      conflict: 'ask',
    });
    expect(store.phase).toBe('done');
    expect(localRaw.getItem('pp_restore_continue')).toBeNull();
  });

  it('resumes after coming back from the sign-in page (a new mount)', async () => {
    const first = setup(false, () => new Promise<boolean>(() => {}));
    void first.store.save(body);
    // The page went to the sign-in page and back: a new store over the same local storage.
    const h = makeHarness();
    for (const k of ['pp_restore_continue', 'pp_restore_request_body', 'pp_restore_to_drive']) {
      const v = first.localRaw.getItem(k);
      if (v !== null) h.localRaw.setItem(k, v);
    }
    const store = new RestoreStore({
      ...h.deps,
      host: { signedIn: () => true, requireLogin: async () => true },
    });
    h.transport.on('POST', '/drive/v1/share/restore', started);
    h.transport.on(
      'GET',
      '/drive/v1/tasks/T1',
      jsonReply({ id: 'T1', phase: 'PHASE_TYPE_COMPLETE', progress: 100 }),
    );
    expect(hasPendingSave(h.local, 'other')).toBe(false);
    expect(hasPendingSave(h.local, 'abc')).toBe(true);
    expect(await store.resume('other')).toBe(false);
    expect(await store.resume('abc')).toBe(true);
    expect(store.phase).toBe('done');
    expect(h.localRaw.getItem('pp_restore_request_body')).toBeNull();
  });
});

describe('RestoreStore: signed in', () => {
  it('restores, follows the task progress and completes', async () => {
    const { store, transport, target } = setup(true);
    transport.on('POST', '/drive/v1/share/restore', started);
    const seen: number[] = [];
    transport.on('GET', '/drive/v1/tasks/T1', [
      jsonReply({ id: 'T1', phase: 'PHASE_TYPE_PENDING', progress: 0 }),
      jsonReply({ id: 'T1', phase: 'PHASE_TYPE_RUNNING', progress: 40 }),
      jsonReply({
        id: 'T1',
        phase: 'PHASE_TYPE_COMPLETE',
        progress: 100,
        file_id: 'saved-1',
        params: { parent_id: 'dest', saved_ids: ['saved-1', 'saved-2'] },
      }),
    ]);
    const p = store.save(body);
    await p;
    seen.push(store.progress);
    expect(store.phase).toBe('done');
    expect(store.progress).toBe(100);
    expect(store.destinationId).toBe('dest');
    expect(store.savedIds).toEqual(['saved-1', 'saved-2']);
    expect(store.taskId).toBe('T1');
    expect(transport.callsTo('GET', '/drive/v1/tasks/T1')).toHaveLength(3);
    expect(transport.callsTo('POST', '/drive/v1/share/restore')[0]?.headers.Authorization).toBe(
      'Bearer tok',
    );
    expect(target.ppa?.some(([e, p2]) => e === 'share_restore' && p2.result === 'complete')).toBe(
      true,
    );
  });

  it.each([
    ['file_space_not_enough', 8],
    ['file_restore_own', 9],
    ['task_daily_create_limit', 8],
  ])('%s fails with the error kept for the message', async (name, code) => {
    const { store, transport } = setup(true);
    transport.on('POST', '/drive/v1/share/restore', errorReply(name, code, 400));
    await store.save(body);
    expect(store.phase).toBe('failed');
    expect(store.error?.error).toBe(name);
  });

  it('a share status in the answer fails with that status', async () => {
    const { store, transport } = setup(true);
    transport.on(
      'POST',
      '/drive/v1/share/restore',
      jsonReply({
        share_status: 'MAX_RESTORE_COUNT',
        file_id: '',
        restore_status: 'RESTORE_UNKNOWN',
        restore_task_id: '',
      }),
    );
    await store.save(body);
    expect(store.phase).toBe('failed');
    expect(store.shareStatus).toBe('MAX_RESTORE_COUNT');
  });

  it('a task that ends in error fails', async () => {
    const { store, transport } = setup(true);
    transport.on('POST', '/drive/v1/share/restore', started);
    transport.on(
      'GET',
      '/drive/v1/tasks/T1',
      jsonReply({ id: 'T1', phase: 'PHASE_TYPE_ERROR', progress: 10, message: 'boom' }),
    );
    await store.save(body);
    expect(store.phase).toBe('failed');
    expect(store.taskMessage).toBe('boom');
  });

  it('stops polling when disposed', async () => {
    const { store, transport } = setup(true);
    transport.on('POST', '/drive/v1/share/restore', started);
    transport.on('GET', '/drive/v1/tasks/T1', () => {
      store.dispose();
      return jsonReply({ id: 'T1', phase: 'PHASE_TYPE_RUNNING', progress: 10 });
    });
    await store.save(body);
    expect(transport.callsTo('GET', '/drive/v1/tasks/T1')).toHaveLength(1);
  });
});

describe('RestoreStore: restore-saving (spec §4)', () => {
  it('tells the bus when a save starts and when it ends', async () => {
    const h = makeHarness();
    const events = createEventBus();
    const heard: boolean[] = [];
    events.on('restore-saving', (p) => heard.push(p.saving));
    const store = new RestoreStore({
      ...h.deps,
      events,
      host: { signedIn: () => true, requireLogin: async () => true },
    });
    h.transport.on('POST', '/drive/v1/share/restore', started);
    h.transport.on('GET', '/drive/v1/tasks/T1', [
      jsonReply({ id: 'T1', phase: 'PHASE_TYPE_RUNNING', progress: 40 }),
      jsonReply({ id: 'T1', phase: 'PHASE_TYPE_COMPLETE', progress: 100, params: {} }),
    ]);
    await store.save(body);
    expect(heard).toEqual([true, false]);
    store.dispose();
    expect(heard).toEqual([true, false]);
  });
});

describe('RestoreStore: names already in the folder (decision 0031)', () => {
  const CONFLICTS = '/drive/v1/share/restore:conflicts';
  const RESTORE = '/drive/v1/share/restore';
  const refused = errorReply('already_exists', 6, 409);
  const inPack = jsonReply({
    share_status: 'OK',
    share_status_text: '',
    parent_id: 'pack',
    parent_name: 'My Pack',
    conflicts: [
      { name: 'README.md', id: 'd1', kind: 'drive#file', suggested_name: 'README (1).md' },
      { name: 'Photos', id: 'd2', kind: 'drive#folder', suggested_name: 'Photos (1)' },
    ],
  });
  const complete = jsonReply({
    id: 'T1',
    phase: 'PHASE_TYPE_COMPLETE',
    progress: 100,
    params: { parent_id: 'pack', saved_ids: ['s1'] },
  });

  /** A signed-in save that met two names in "My Pack": the question is up. */
  async function asked() {
    const h = setup(true);
    h.transport.on('POST', RESTORE, [refused, started]);
    h.transport.on('POST', CONFLICTS, inPack);
    h.transport.on('GET', '/drive/v1/tasks/T1', complete);
    await h.store.save(body);
    return h;
  }

  it('already_exists: asks which names clash, and where, then waits for the answer', async () => {
    const { store, transport } = await asked();
    expect(store.phase).toBe('asking');
    expect(store.busy).toBe(true);
    expect(store.saving).toBe(false);
    expect(store.question).toEqual({
      folderId: 'pack',
      folderName: 'My Pack',
      names: ['README.md', 'Photos'],
      example: 'README (1).md',
      // Two names for the save's two items: Skip would save nothing.
      all: true,
    });
    // The query names the same items and destination, without a mode.
    expect(transport.callsTo('POST', CONFLICTS)[0]?.body).toEqual(body);
    expect(transport.callsTo('POST', RESTORE)).toHaveLength(1);
    expect(transport.callsTo('GET', '/drive/v1/tasks/T1')).toHaveLength(0);
  });

  it.each<SaveChoice>(['rename', 'replace', 'skip'])(
    'answer %s: the save is sent again with that mode for all of them, and completes',
    async (choice) => {
      const { store, transport } = await asked();
      await store.answer(choice);
      const sent = transport.callsTo('POST', RESTORE);
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toEqual({ ...body, conflict: choice });
      expect(store.question).toBeNull();
      expect(store.phase).toBe('done');
      expect(store.nothingSaved).toBe(false);
      expect(store.savedIds).toEqual(['s1']);
    },
  );

  it('cancel (Escape or the Cancel button) saves nothing', async () => {
    const { store, transport, target } = await asked();
    await store.answer(null);
    expect(store.phase).toBe('idle');
    expect(store.question).toBeNull();
    expect(store.busy).toBe(false);
    expect(transport.callsTo('POST', RESTORE)).toHaveLength(1);
    expect(target.ppa?.some(([e, p]) => e === 'share_restore' && p.result === 'cancelled')).toBe(
      true,
    );
    // A late second answer changes nothing.
    await store.answer('rename');
    expect(transport.callsTo('POST', RESTORE)).toHaveLength(1);
  });

  it('no second save while the question is up', async () => {
    const { store, transport } = await asked();
    await store.save(body);
    expect(transport.callsTo('POST', RESTORE)).toHaveLength(1);
    expect(store.phase).toBe('asking');
  });

  it('Skip with every item already there: nothing saved, said as such (not a failure)', async () => {
    const h = setup(true);
    h.transport.on('POST', RESTORE, [refused, refused]);
    h.transport.on('POST', CONFLICTS, inPack);
    await h.store.save(body);
    await h.store.answer('skip');
    expect(h.store.phase).toBe('done');
    expect(h.store.nothingSaved).toBe(true);
    expect(h.store.error).toBeNull();
    expect(h.store.destinationId).toBe('pack');
    expect(h.store.destinationName).toBe('My Pack');
    expect(h.transport.callsTo('GET', '/drive/v1/tasks/T1')).toHaveLength(0);
    h.store.dismiss();
    expect(h.store.nothingSaved).toBe(false);
  });

  it('a save resumed after sign-in asks too', async () => {
    const { store, state, transport } = setup(false, async () => {
      state.signedIn = true;
      return true;
    });
    transport.on('POST', RESTORE, refused);
    transport.on('POST', CONFLICTS, inPack);
    await store.save(body);
    expect(transport.callsTo('POST', RESTORE)[0]?.body).toEqual({ ...body, conflict: 'ask' });
    expect(store.phase).toBe('asking');
    expect(store.question?.names).toEqual(['README.md', 'Photos']);
  });

  it('a clash gone by the time of the query: the save is asked once more, then runs', async () => {
    const h = setup(true);
    h.transport.on('POST', RESTORE, [refused, started]);
    h.transport.on(
      'POST',
      CONFLICTS,
      jsonReply({
        share_status: 'OK',
        share_status_text: '',
        parent_id: 'pack',
        parent_name: 'My Pack',
        conflicts: [],
      }),
    );
    h.transport.on('GET', '/drive/v1/tasks/T1', complete);
    await h.store.save(body);
    const sent = h.transport.callsTo('POST', RESTORE);
    expect(sent.map((c) => (c.body as { conflict?: string }).conflict)).toEqual(['ask', 'ask']);
    expect(h.store.phase).toBe('done');
  });

  it('the same refusal twice with nothing to show fails with the refusal, no loop', async () => {
    const h = setup(true);
    h.transport.on('POST', RESTORE, refused);
    h.transport.on(
      'POST',
      CONFLICTS,
      jsonReply({
        share_status: 'OK',
        share_status_text: '',
        parent_id: 'pack',
        parent_name: 'My Pack',
        conflicts: [],
      }),
    );
    await h.store.save(body);
    expect(h.transport.callsTo('POST', RESTORE)).toHaveLength(2);
    expect(h.store.phase).toBe('failed');
    expect(h.store.error?.error).toBe('already_exists');
  });

  it('a failed query fails the save with its error; a share status with that status', async () => {
    const a = setup(true);
    a.transport.on('POST', RESTORE, refused);
    a.transport.on('POST', CONFLICTS, errorReply('file_not_found', 5, 404));
    await a.store.save(body);
    expect(a.store.phase).toBe('failed');
    expect(a.store.error?.error).toBe('file_not_found');

    const b = setup(true);
    b.transport.on('POST', RESTORE, refused);
    b.transport.on(
      'POST',
      CONFLICTS,
      jsonReply({
        share_status: 'EXPIRED',
        share_status_text: '',
        parent_id: '',
        parent_name: '',
        conflicts: [],
      }),
    );
    await b.store.save(body);
    expect(b.store.phase).toBe('failed');
    expect(b.store.shareStatus).toBe('EXPIRED');
  });
});
