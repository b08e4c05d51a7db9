/**
 * Saving from a share with a `conflict` mode, and the conflicts query the share page asks after
 * an `already_exists` (decision 0031). The runner never ticks by itself here: each test steps
 * its tasks, so a clash can be made between a save and its copy.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import {
  makeApp,
  closeApp,
  bearer,
  captchaToken,
  defined,
  expectError,
  qs,
  signIn,
  VIP,
  type AuthHeaders,
  type CreateFileResult,
  type DriveFile,
  type FileList,
  type RequestHeaders,
  type RestoreResult,
  type ShareInfo,
  type Task,
  type TaskList,
  type TestApp,
} from './helpers';
import { createTestUser } from '../src/db/testUsers';
import { issueTokens } from '../src/session';

type Conflicts = Static<typeof Wire.ShareRestoreConflicts>;

const ACTION = 'POST:/drive/v1/share/restore';
const README = 'pub-doc-readme'; // README.md, 2 KB (in the share's Documents)
const LOGO = 'pub-img-logo'; // logo.svg, at the top
const THEME = 'pub-audio'; // theme.mp3
const PHOTOS = 'pub-dir-photos'; // a folder of 7 items

let app: TestApp;
let vip: AuthHeaders;
beforeAll(async () => {
  app = await makeApp({ taskStepMs: 3_600_000 });
  vip = bearer(await signIn(app, VIP.email));
});
afterAll(() => closeApp(app));

/** A fresh account (its own drive: Documents, Photos, report.pdf, song.mp3, readme.md). */
function account(): AuthHeaders & { id: string } {
  const u = createTestUser(app.ctx.db);
  const t = issueTokens(app.ctx, u.user_id, 'cumulus-web', 'user pan offline');
  return { authorization: `Bearer ${t.access_token}`, id: u.user_id };
}

const restore = async (headers: RequestHeaders, payload: object) =>
  app.http<RestoreResult>({
    method: 'POST',
    url: '/drive/v1/share/restore',
    headers: { ...headers, 'x-captcha-token': await captchaToken(app, ACTION) },
    payload,
  });
const conflicts = (headers: RequestHeaders, payload: object) =>
  app.http<Conflicts>({
    method: 'POST',
    url: '/drive/v1/share/restore:conflicts',
    headers,
    payload,
  });
const task = async (headers: RequestHeaders, id: string) =>
  (await app.http<Task>({ url: `/drive/v1/tasks/${id}`, headers })).json();
/** Steps the runner until the task is over. */
async function finished(headers: RequestHeaders, id: string): Promise<Task> {
  for (let i = 0; i < 20; i += 1) {
    const t = await task(headers, id);
    if (t.phase === 'PHASE_TYPE_COMPLETE' || t.phase === 'PHASE_TYPE_ERROR') return t;
    app.ctx.tasks.tick();
  }
  throw new Error(`task ${id} did not finish`);
}
/** Saves and waits for the copy; answers the task. */
async function saved(headers: RequestHeaders, payload: object): Promise<Task> {
  const r = await restore(headers, { share_id: 'demo-public', ...payload });
  expect(r.statusCode).toBe(200);
  const t = await finished(headers, r.json().restore_task_id);
  expect(t.phase).toBe('PHASE_TYPE_COMPLETE');
  return t;
}
const list = async (headers: RequestHeaders, parent: string, trashed = false) => {
  const r = await app.http<FileList>({
    url: `/drive/v1/files?${qs({
      parent_id: trashed ? '*' : parent,
      limit: 100,
      ...(trashed && { filters: JSON.stringify({ trashed: { eq: true } }) }),
    })}`,
    headers,
  });
  expect(r.statusCode).toBe(200);
  return r.json().files;
};
const names = async (headers: RequestHeaders, parent: string) =>
  (await list(headers, parent)).map((f) => f.name).sort();
const packOf = async (headers: RequestHeaders) =>
  defined(
    (await list(headers, '')).find((f) => f.name === 'My Pack'),
    'My Pack',
  ).id;
const restoresLeft = async () =>
  (await app.http<ShareInfo>({ url: '/drive/v1/share?share_id=demo-public&limit=1' })).json()
    .restore_count_left;
const taskCount = async (headers: RequestHeaders) =>
  (await app.http<TaskList>({ url: '/drive/v1/tasks?type=restore', headers })).json().tasks.length;

describe('conflict: ask', () => {
  test('a first save has no clash; the second is refused with already_exists (409): nothing spent, nothing made', async () => {
    const me = account();
    // Before any save there is no "My Pack": nothing clashes, and the query makes no folder.
    const before = await conflicts(me, { share_id: 'demo-public', file_ids: [README] });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      share_status: 'OK',
      share_status_text: '',
      parent_id: '',
      parent_name: 'My Pack',
      conflicts: [],
    });
    expect(await names(me, '')).not.toContain('My Pack');

    await saved(me, { file_ids: [README, LOGO], conflict: 'ask' });
    const pack = await packOf(me);
    const left = await restoresLeft();
    const tasks = await taskCount(me);
    // One clashing item is enough to refuse the whole save (one question for all of them).
    const again = await restore(me, {
      share_id: 'demo-public',
      file_ids: [README, THEME],
      conflict: 'ask',
    });
    const body = expectError(again, 409, 'already_exists');
    expect(body.error_description).toContain('"README.md"');
    expect(await restoresLeft()).toBe(left);
    expect(await taskCount(me)).toBe(tasks);
    expect(await names(me, pack)).toEqual(['README.md', 'logo.svg']);

    // What the page shows: the folder, each name taken, and the name "Keep both" would give.
    const q = await conflicts(me, { share_id: 'demo-public', file_ids: [README, LOGO, THEME] });
    expect(q.json()).toMatchObject({ share_status: 'OK', parent_id: pack, parent_name: 'My Pack' });
    expect(q.json().conflicts).toEqual([
      expect.objectContaining({
        name: 'README.md',
        kind: 'drive#file',
        suggested_name: 'README (1).md',
      }),
      expect.objectContaining({
        name: 'logo.svg',
        kind: 'drive#file',
        suggested_name: 'logo (1).svg',
      }),
    ]);
  });

  test('into a chosen folder: a clash there is asked about, and the query names that folder', async () => {
    const me = account();
    // The test account's root already holds a folder "Photos".
    const refused = await restore(me, {
      share_id: 'demo-public',
      file_ids: [PHOTOS],
      parent_id: '',
      specify_parent_id: true,
      conflict: 'ask',
    });
    expectError(refused, 409, 'already_exists');
    const atRoot = (
      await conflicts(me, {
        share_id: 'demo-public',
        file_ids: [PHOTOS],
        parent_id: '',
        specify_parent_id: true,
      })
    ).json();
    expect(atRoot).toMatchObject({ parent_id: '', parent_name: '' });
    expect(atRoot.conflicts).toEqual([
      expect.objectContaining({
        name: 'Photos',
        kind: 'drive#folder',
        suggested_name: 'Photos (1)',
      }),
    ]);
    const docs = defined((await list(me, '')).find((f) => f.name === 'Documents')).id;
    await saved(me, { file_ids: [THEME], parent_id: docs, specify_parent_id: true });
    const inDocs = (
      await conflicts(me, {
        share_id: 'demo-public',
        file_ids: [THEME],
        parent_id: docs,
        specify_parent_id: true,
      })
    ).json();
    expect(inDocs).toMatchObject({ parent_id: docs, parent_name: 'Documents' });
    expect(inDocs.conflicts.map((c) => c.name)).toEqual(['theme.mp3']);
  });

  test('a name taken between the save and its copy is kept both, never duplicated', async () => {
    const me = account();
    const r = await restore(me, {
      share_id: 'demo-public',
      file_ids: [LOGO],
      parent_id: '',
      specify_parent_id: true,
      conflict: 'ask',
    });
    expect(r.statusCode).toBe(200);
    const made = await app.http<CreateFileResult>({
      method: 'POST',
      url: '/drive/v1/files',
      headers: me,
      payload: { kind: 'drive#folder', name: 'logo.svg', parent_id: '' },
    });
    expect(made.statusCode).toBe(200);
    await finished(me, r.json().restore_task_id);
    expect((await names(me, '')).filter((n) => n.startsWith('logo'))).toEqual([
      'logo (1).svg',
      'logo.svg',
    ]);
  });
});

describe('conflict: rename, replace, skip, or none', () => {
  test('rename keeps both: "name (1)", then "name (2)"; a folder is kept both with its contents', async () => {
    const me = account();
    await saved(me, { file_ids: [README, PHOTOS] });
    const t = await saved(me, { file_ids: [README, PHOTOS], conflict: 'rename' });
    await saved(me, { file_ids: [README], conflict: 'rename' });
    const pack = await packOf(me);
    expect(await names(me, pack)).toEqual([
      'Photos',
      'Photos (1)',
      'README (1).md',
      'README (2).md',
      'README.md',
    ]);
    // The saved ids are the renamed copies, and the copied folder holds the share's folder.
    const copies = await Promise.all(
      t.params.saved_ids.map(
        async (id) =>
          (await app.http<DriveFile>({ url: `/drive/v1/files/${id}`, headers: me })).json().name,
      ),
    );
    expect(copies.sort()).toEqual(['Photos (1)', 'README (1).md']);
    const photos1 = defined((await list(me, pack)).find((f) => f.name === 'Photos (1)')).id;
    expect(await names(me, photos1)).toEqual(['2024', 'beach.jpg', 'mountains.png']);
  });

  test('replace: the items in the way go to the trash (restorable), the save lands once', async () => {
    const me = account();
    await saved(me, { file_ids: [README, PHOTOS] });
    const pack = await packOf(me);
    const old = await list(me, pack);
    await saved(me, { file_ids: [README, PHOTOS, THEME], conflict: 'replace' });
    const now = await list(me, pack);
    expect(now.map((f) => f.name).sort()).toEqual(['Photos', 'README.md', 'theme.mp3']);
    for (const f of old) expect(now.map((n) => n.id)).not.toContain(f.id);
    const trash = await list(me, '', true);
    expect(trash.map((f) => f.id).sort()).toEqual(old.map((f) => f.id).sort());
    // Restorable: back from the trash, both copies are there again.
    const back = await app.http({
      method: 'POST',
      url: '/drive/v1/files:batchUntrash',
      headers: me,
      payload: { ids: old.map((f) => f.id) },
    });
    expect(back.statusCode).toBe(200);
    expect(await names(me, pack)).toEqual([
      'Photos',
      'Photos',
      'README.md',
      'README.md',
      'theme.mp3',
    ]);
  });

  test('skip leaves the clashing items out; with none left it says so (409), spending nothing', async () => {
    const me = account();
    await saved(me, { file_ids: [README] });
    const pack = await packOf(me);
    const t = await saved(me, { file_ids: [README, THEME], conflict: 'skip' });
    expect(t.name).toBe('theme.mp3');
    expect(t.params.total).toBe('1');
    expect(await names(me, pack)).toEqual(['README.md', 'theme.mp3']);
    const left = await restoresLeft();
    const tasks = await taskCount(me);
    const none = await restore(me, {
      share_id: 'demo-public',
      file_ids: [README, THEME],
      conflict: 'skip',
    });
    expect(expectError(none, 409, 'already_exists').error_description).toMatch(/nothing/i);
    expect(await restoresLeft()).toBe(left);
    expect(await taskCount(me)).toBe(tasks);
    expect(await names(me, pack)).toEqual(['README.md', 'theme.mp3']);
  });

  test('without a mode, as before: duplicate names are allowed', async () => {
    const me = account();
    await saved(me, { file_ids: [README] });
    await saved(me, { file_ids: [README] });
    expect(await names(me, await packOf(me))).toEqual(['README.md', 'README.md']);
  });

  test('the share’s own duplicate names are saved as they are when nothing clashes', async () => {
    const me = account();
    await saved(me, { file_ids: ['pub-dup-1', 'pub-dup-2'], conflict: 'ask' });
    expect(await names(me, await packOf(me))).toEqual(['notes.txt', 'notes.txt']);
    const again = await saved(me, { file_ids: ['pub-dup-1', 'pub-dup-2'], conflict: 'rename' });
    expect(again.params.total).toBe('2');
    expect(await names(me, await packOf(me))).toEqual([
      'notes (1).txt',
      'notes (2).txt',
      'notes.txt',
      'notes.txt',
    ]);
  });
});

describe('bad input and other accounts', () => {
  test('an unknown mode, a wrong type or no items: 400 invalid_argument envelopes', async () => {
    const me = account();
    for (const payload of [
      { share_id: 'demo-public', file_ids: [README], conflict: 'merge' },
      { share_id: 'demo-public', file_ids: [README], conflict: 5 },
      { share_id: 'demo-public', file_ids: [README], conflict: null },
      { share_id: 'demo-public', file_ids: [], conflict: 'ask' },
    ]) {
      expectError(await restore(me, payload), 400, 'invalid_argument');
    }
    for (const payload of [
      { file_ids: [README] },
      { share_id: 'demo-public', file_ids: 'README' },
      { share_id: 'demo-public', file_ids: [README], specify_parent_id: 'yes' },
    ]) {
      expectError(await conflicts(me, payload), 400, 'invalid_argument');
    }
    expectError(
      await conflicts(me, { share_id: 'demo-public', file_ids: ['nope'] }),
      404,
      'file_not_found',
    );
    expectError(
      await conflicts({}, { share_id: 'demo-public', file_ids: [README] }),
      401,
      'unauthenticated',
    );
    // The share's owner cannot save it, so there is nothing to ask either.
    expectError(
      await conflicts(vip, { share_id: 'demo-public', file_ids: [README] }),
      403,
      'file_restore_own',
    );
  });

  test('an unreadable share answers its status; a passcode share needs its token', async () => {
    const me = account();
    const expired = await conflicts(me, { share_id: 'demo-expired', file_ids: ['x'] });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ share_status: 'EXPIRED', conflicts: [] });
    const coded = await conflicts(me, { share_id: 'demo-passcode', file_ids: ['pc-secret'] });
    expect(coded.json()).toMatchObject({ share_status: 'PASS_CODE_EMPTY', conflicts: [] });
  });

  test('another account’s folder is not found (404) for the save and the query alike', async () => {
    const me = account();
    const other = account();
    await saved(other, { file_ids: [README] });
    const theirPack = await packOf(other);
    for (const conflict of ['ask', 'rename', 'replace', 'skip', undefined]) {
      expectError(
        await restore(me, {
          share_id: 'demo-public',
          file_ids: [README],
          parent_id: theirPack,
          specify_parent_id: true,
          ...(conflict && { conflict }),
        }),
        404,
        'file_not_found',
      );
    }
    expectError(
      await conflicts(me, {
        share_id: 'demo-public',
        file_ids: [README],
        parent_id: theirPack,
        specify_parent_id: true,
      }),
      404,
      'file_not_found',
    );
    // Their items stay theirs: a replace into my own drive never touches them.
    await saved(me, { file_ids: [README] });
    await saved(me, { file_ids: [README], conflict: 'replace' });
    expect(await names(other, theirPack)).toEqual(['README.md']);
    expect(await list(other, '', true)).toEqual([]);
    expect(await taskCount(me)).toBe(2);
  });
});
