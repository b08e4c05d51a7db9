import { createEventBus } from 'shared-libs';
import { errorReply, jsonReply } from 'shared-libs/testing';
import { makeHarness } from '../testing/harness';
import { RestoreStore } from './RestoreStore';

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
    expect(transport.callsTo('POST', '/drive/v1/share/restore')[0]?.body).toEqual(body);
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
    expect(store.hasPending('other')).toBe(false);
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
