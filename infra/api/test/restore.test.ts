/** Saving a share to the drive (restore tasks): completion, passcodes, errors, captcha, a restart mid-task. */
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  captchaToken,
  expectEnvelope,
  until,
  defined,
  tempDir,
  removeDir,
  FREE,
  VIP,
  type AuthHeaders,
  type DriveFile,
  type EventList,
  type FileList,
  type RequestHeaders,
  type RestoreResult,
  type ShareInfo,
  type Task,
  type TaskList,
  type TestApp,
} from './helpers';

const ACTION = 'POST:/drive/v1/share/restore';

describe('restore (save to drive)', () => {
  let app: TestApp;
  let free: AuthHeaders;
  let vip: AuthHeaders;
  beforeAll(async () => {
    app = await makeApp();
    free = bearer(await signIn(app, FREE.email));
    vip = bearer(await signIn(app, VIP.email));
  });
  afterAll(() => closeApp(app));

  const restore = async (headers: RequestHeaders, payload: object, withCaptcha = true) => {
    const h: RequestHeaders = { ...headers };
    if (withCaptcha) h['x-captcha-token'] = await captchaToken(app, ACTION);
    return app.http<RestoreResult>({
      method: 'POST',
      url: '/drive/v1/share/restore',
      headers: h,
      payload,
    });
  };
  const task = async (headers: RequestHeaders, id: string) =>
    (await app.http<Task>({ url: `/drive/v1/tasks/${id}`, headers })).json();
  const files = async (headers: RequestHeaders, parent: string) =>
    (await app.http<FileList>({ url: `/drive/v1/files?parent_id=${parent}`, headers })).json()
      .files;
  const share = async (url: string) => (await app.http<ShareInfo>({ url })).json();

  test('from start to completion: a folder tree and a file land in My Pack with their origin', async () => {
    const before = (await share('/drive/v1/share?share_id=demo-public&limit=1')).restore_count_left;
    const r = await restore(free, {
      share_id: 'demo-public',
      file_ids: ['pub-dir-photos', 'pub-img-cover'],
      ancestor_ids: [],
      parent_id: '',
      specify_parent_id: false,
    });
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b).toMatchObject({
      share_status: 'OK',
      share_status_text: '',
      restore_status: 'RESTORE_START',
    });
    expect(b.restore_task_id).toMatch(/^VT/);
    const t0 = await task(free, b.restore_task_id);
    expect(t0).toMatchObject({ id: b.restore_task_id, type: 'restore', name: 'Photos and 1 more' });
    expect(['PHASE_TYPE_PENDING', 'PHASE_TYPE_RUNNING', 'PHASE_TYPE_COMPLETE']).toContain(t0.phase);

    const done = await until(async () => {
      const t = await task(free, b.restore_task_id);
      return t.phase === 'PHASE_TYPE_COMPLETE' && t;
    });
    expect(done.progress).toBe(100);
    expect(done.params.total).toBe('9');

    const root = (await app.http<FileList>({ url: '/drive/v1/files', headers: free })).json().files;
    const pack = defined(root.find((f) => f.name === 'My Pack'));
    expect(pack.id).toBe(b.file_id);
    const inPack = await files(free, pack.id);
    expect(inPack.map((f) => f.name)).toEqual(['Photos', 'cover.jpg']);
    expect(inPack[1]?.params).toEqual({
      origin_share_id: 'demo-public',
      origin_file_id: 'pub-img-cover',
    });
    // three folders deep
    const photos = await files(free, defined(inPack[0]).id);
    const y2024 = defined(photos.find((f) => f.name === '2024'));
    const summer = defined((await files(free, y2024.id)).find((f) => f.name === 'Summer'));
    const deep = await files(free, summer.id);
    expect(deep.map((f) => f.params.origin_file_id)).toEqual(['pub-photo-lake', 'pub-photo-pier']);

    const after = (await share('/drive/v1/share?share_id=demo-public&limit=1')).restore_count_left;
    expect(Number(after)).toBe(Number(before) - 1);
    const events = (await app.http<EventList>({ url: '/drive/v1/events', headers: free })).json()
      .events;
    expect(
      events
        .filter((e) => e.type === 'TYPE_RESTORE')
        .map((e) => e.file_name)
        .sort(),
    ).toEqual(['Photos', 'cover.jpg']);
    const tasks = (
      await app.http<TaskList>({ url: '/drive/v1/tasks?type=restore', headers: free })
    ).json().tasks;
    expect(tasks[0]?.id).toBe(b.restore_task_id);
  });

  test('a retried save with the same Idempotency-Key answers the first save: one task, one use', async () => {
    const payload = { share_id: 'demo-public', file_ids: ['pub-audio'] };
    const before = (await share('/drive/v1/share?share_id=demo-public&limit=1')).restore_count_left;
    const key = { 'idempotency-key': 'save-3f1c9a7e-0000-4000-8000-000000000001' };
    const first = (await restore({ ...free, ...key }, payload)).json();
    const again = await restore({ ...free, ...key }, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await share('/drive/v1/share?share_id=demo-public&limit=1')).restore_count_left).toBe(
      String(Number(before) - 1),
    );
    // Another user's key space is their own; a new key is a new save.
    const vipSave = (await restore({ ...vip, ...key }, payload)).json();
    expect(vipSave.restore_task_id).not.toBe(first.restore_task_id);
    const other = (
      await restore({ ...free, 'idempotency-key': 'save-other-key-0001' }, payload)
    ).json();
    expect(other.restore_task_id).not.toBe(first.restore_task_id);
  });

  test('into a chosen folder (specify_parent_id)', async () => {
    const r = await restore(free, {
      share_id: 'demo-public',
      file_ids: ['pub-audio'],
      parent_id: 'f-free-docs',
      specify_parent_id: true,
    });
    const b = r.json();
    expect(b.file_id).toBe('f-free-docs');
    const t = await until(async () => {
      const x = await task(free, b.restore_task_id);
      return x.phase === 'PHASE_TYPE_COMPLETE' && x;
    });
    const f = (
      await app.http<DriveFile>({ url: `/drive/v1/files/${t.file_id}`, headers: free })
    ).json();
    expect(f).toMatchObject({ name: 'theme.mp3', parent_id: 'f-free-docs' });
  });

  test('a passcode share needs its token', async () => {
    const denied = await restore(free, { share_id: 'demo-passcode', file_ids: ['pc-secret'] });
    expect(denied.json()).toMatchObject({
      share_status: 'PASS_CODE_EMPTY',
      restore_status: 'RESTORE_UNKNOWN',
      restore_task_id: '',
    });
    const token = (await share('/drive/v1/share?share_id=demo-passcode&pass_code=cu42'))
      .pass_code_token;
    const ok = await restore(free, {
      share_id: 'demo-passcode',
      pass_code_token: token,
      file_ids: ['pc-secret'],
    });
    expect(ok.json().restore_status).toBe('RESTORE_START');
  });

  test('errors: own share, no space, unknown file, unreadable shares answer their status', async () => {
    expectEnvelope(
      await restore(vip, { share_id: 'demo-public', file_ids: ['pub-img-cover'] }),
      'file_restore_own',
      9,
      403,
    );
    const space = expectEnvelope(
      await restore(free, { share_id: 'demo-public', file_ids: ['pub-huge'] }),
      'file_space_not_enough',
      8,
      403,
    );
    expect(space.error_description).toMatch(/space/);
    expectEnvelope(
      await restore(free, { share_id: 'demo-public', file_ids: ['nope'] }),
      'file_not_found',
      5,
      404,
    );
    for (const [id, status] of [
      ['demo-max-restore', 'MAX_RESTORE_COUNT'],
      ['demo-expired', 'EXPIRED'],
      ['zzz', 'NOT_FOUND'],
    ]) {
      const r = await restore(free, { share_id: id, file_ids: ['x'] });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ share_status: status, restore_status: 'RESTORE_UNKNOWN' });
    }
  });

  test('captcha guard: missing 4001, invalid 4002, token for another action 4002', async () => {
    const payload = { share_id: 'demo-public', file_ids: ['pub-img-logo'] };
    expectEnvelope(await restore(free, payload, false), 'captcha_required', 4001, 403);
    expectEnvelope(
      await app.http({
        method: 'POST',
        url: '/drive/v1/share/restore',
        headers: { ...free, 'x-captcha-token': 'ck.forged' },
        payload,
      }),
      'captcha_invalid',
      4002,
      403,
    );
    const other = await captchaToken(app, 'POST:/vip/v1/activity/invite');
    expectEnvelope(
      await app.http({
        method: 'POST',
        url: '/drive/v1/share/restore',
        headers: { ...free, 'x-captcha-token': other },
        payload,
      }),
      'captcha_invalid',
      4002,
      403,
    );
    const tok = await captchaToken(app, ACTION);
    app.ctx.db
      .prepare('UPDATE captcha_tokens SET expires_at = ? WHERE token = ?')
      .run(Date.now() - 1, tok);
    expectEnvelope(
      await app.http({
        method: 'POST',
        url: '/drive/v1/share/restore',
        headers: { ...free, 'x-captcha-token': tok },
        payload,
      }),
      'captcha_invalid',
      4002,
      403,
    );
  });

  test('signed-out restore is 401 / unauthenticated', async () => {
    expectEnvelope(
      await restore({}, { share_id: 'demo-public', file_ids: ['pub-img-logo'] }),
      'unauthenticated',
      16,
      401,
    );
  });

  test('restore count reaching zero turns the share to MAX_RESTORE_COUNT', async () => {
    app.ctx.db.prepare("UPDATE shares SET restore_count_left = 1 WHERE id = 'demo-public'").run();
    expect(
      (await restore(free, { share_id: 'demo-public', file_ids: ['pub-img-logo'] })).json()
        .restore_status,
    ).toBe('RESTORE_START');
    expect(await share('/drive/v1/share?share_id=demo-public')).toMatchObject({
      share_status: 'MAX_RESTORE_COUNT',
      restore_count_left: '0',
      files: [],
    });
  });
});

describe('restart in the middle of a task', () => {
  test('close the server while RUNNING, reopen the same data dir, the task completes without duplicates', async () => {
    const dataDir = tempDir();
    try {
      // Slow: 50 items per 40 ms tick for 10,002 items (~8 s) so it is surely mid-way when we stop it.
      let app = await makeApp({ dataDir, taskStepMs: 40, taskBatch: 50 });
      const free = bearer(await signIn(app, FREE.email));
      const token = await captchaToken(app, ACTION);
      const r = await app.http<RestoreResult>({
        method: 'POST',
        url: '/drive/v1/share/restore',
        headers: { ...free, 'x-captcha-token': token },
        payload: { share_id: 'demo-big', file_ids: ['big-folder', 'big-readme'] },
      });
      const id = r.json().restore_task_id;
      const mid = await until(async () => {
        const t = (await app.http<Task>({ url: `/drive/v1/tasks/${id}`, headers: free })).json();
        return t.phase === 'PHASE_TYPE_RUNNING' && Number(t.params.done) >= 100 && t;
      });
      expect(mid.progress).toBeLessThan(100);
      await app.close();

      app = await makeApp({ dataDir, taskStepMs: 5, taskBatch: 2000 });
      try {
        const done = await until(async () => {
          const t = (await app.http<Task>({ url: `/drive/v1/tasks/${id}`, headers: free })).json();
          return t.phase === 'PHASE_TYPE_COMPLETE' && t;
        }, 20000);
        expect(done.params).toMatchObject({ total: '10002', done: '10002' });
        const db = app.ctx.db;
        expect(
          db
            .prepare(
              "SELECT COUNT(*) FROM files WHERE user_id = 'u-free' AND origin_share_id = 'demo-big'",
            )
            .pluck()
            .get(),
        ).toBe(10002);
        expect(
          db
            .prepare(
              "SELECT COUNT(DISTINCT origin_file_id) FROM files WHERE user_id = 'u-free' AND origin_share_id = 'demo-big'",
            )
            .pluck()
            .get(),
        ).toBe(10002);
        const folderCopy = db
          .prepare("SELECT id FROM files WHERE origin_file_id = 'big-folder'")
          .pluck()
          .get();
        expect(
          db.prepare('SELECT COUNT(*) FROM files WHERE parent_id = ?').pluck().get(folderCopy),
        ).toBe(10000);
      } finally {
        await app.close();
      }
    } finally {
      removeDir(dataDir);
    }
  }, 30000);
});
