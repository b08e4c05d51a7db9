/** The drive: listings and filters, changes and their events, URL tasks, about, privileges. */
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  expectEnvelope,
  until,
  defined,
  qs,
  FREE,
  VIP,
  type About,
  type AuthHeaders,
  type CreateFileResult,
  type DriveFile,
  type DriveFileWithAncestors,
  type EventList,
  type FileList,
  type Query,
  type RequestHeaders,
  type Task,
  type TaskList,
  type TestApp,
  type TestResponse,
  type VipPrivilege,
} from './helpers';

let app: TestApp;
let free: AuthHeaders;
let vip: AuthHeaders;
beforeAll(async () => {
  app = await makeApp();
  free = bearer(await signIn(app, FREE.email));
  vip = bearer(await signIn(app, VIP.email));
});
afterAll(() => closeApp(app));

const list = async (headers: RequestHeaders, query: Query) => {
  const r = await app.http<FileList>({ url: `/drive/v1/files?${qs(query)}`, headers });
  expect(r.statusCode).toBe(200);
  return r.json();
};
const post = <T = unknown>(headers: RequestHeaders, url: string, payload: unknown) =>
  app.http<T>({ method: 'POST', url, headers, payload });

describe('files list', () => {
  test('root of the free user: folders first, trashed items hidden', async () => {
    const b = await list(free, {});
    expect(b.kind).toBe('drive#fileList');
    expect(b.files.map((f) => f.name)).toEqual([
      'Documents',
      'Pictures',
      'Projects',
      // Names as people read them: case aside.
      'clip.mp4',
      'Getting started.md',
      'song.mp3',
      'voice memo.wav',
    ]);
    expect(b.next_page_token).toBe('');
  });

  test('a folder, paging with small limits', async () => {
    const p1 = await list(free, { parent_id: 'f-free-pics', limit: 2 });
    expect(p1.files.map((f) => f.name)).toEqual(['2023', 'cat.png']);
    const p2 = await list(free, {
      parent_id: 'f-free-pics',
      limit: 2,
      page_token: p1.next_page_token,
    });
    expect(p2.files.map((f) => f.name)).toEqual(['holiday.jpg']);
    expect(p2.next_page_token).toBe('');
  });

  test('filters: trash (parent_id=*), starred, mime_type prefix, phase', async () => {
    const trash = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ trashed: { eq: true } }),
    });
    expect(trash.files.map((f) => f.id).sort()).toEqual(['f-free-draft', 'f-free-oldstuff']);
    expect(trash.files.every((f) => f.trashed)).toBe(true);
    const starred = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ starred: { eq: true } }),
    });
    expect(starred.files.map((f) => f.name).sort()).toEqual(['clip.mp4', 'holiday.jpg']);
    const images = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ mime_type: { prefix: 'image/' } }),
    });
    expect(images.files.map((f) => f.name).sort()).toEqual([
      'cat.png',
      'holiday.jpg',
      'layout.png',
      'old.jpg',
    ]);
    const done = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ phase: { eq: 'PHASE_TYPE_COMPLETE' } }),
    });
    expect(done.files.length).toBe(17);
    expect(done.total).toBe('17');
    const none = await list(free, {
      parent_id: '*',
      filters: JSON.stringify({ phase: { eq: 'PHASE_TYPE_RUNNING' } }),
    });
    expect(none.files).toEqual([]);
  });

  test("another user's folder is not found", async () => {
    expectEnvelope(
      await app.http({ url: '/drive/v1/files?parent_id=f-vip-work', headers: free }),
      'file_not_found',
      5,
      404,
    );
  });

  test('GET /drive/v1/files/{id} (ours) returns a file with signed links', async () => {
    const r = await app.http<DriveFile>({ url: '/drive/v1/files/f-free-clip', headers: free });
    const f = r.json();
    expect(f.medias).toHaveLength(3);
    expect(f.web_content_link).toContain('/media/v1/d/f-free-clip?');
    const bytes = await app.http({ url: f.web_content_link.replace(/^https?:\/\/[^/]+/, '') });
    expect(bytes.statusCode).toBe(200);
  });
});

describe('changes', () => {
  test('create folder, rename, star, move, copy, trash, untrash, delete, and the events they leave', async () => {
    const c = await post<CreateFileResult>(free, '/drive/v1/files', {
      kind: 'drive#folder',
      name: 'Projects',
      parent_id: '',
    });
    expect(c.statusCode).toBe(200);
    const folder = c.json().file;
    expect(folder).toMatchObject({ kind: 'drive#folder', name: 'Projects', parent_id: '' });

    const ren = await app.http<DriveFile>({
      method: 'PATCH',
      url: `/drive/v1/files/${folder.id}`,
      headers: free,
      payload: { name: 'Projects 2025' },
    });
    expect(ren.json().name).toBe('Projects 2025');
    const star = await app.http<DriveFile>({
      method: 'PATCH',
      url: `/drive/v1/files/${folder.id}`,
      headers: free,
      payload: { starred: true },
    });
    expect(star.json().starred).toBe(true);
    expect((await post(free, '/drive/v1/files:unstar', { ids: [folder.id] })).statusCode).toBe(200);
    expect((await post(free, '/drive/v1/files:star', { ids: [folder.id] })).statusCode).toBe(200);

    expect(
      (
        await post(free, '/drive/v1/files:batchMove', {
          ids: ['f-free-song'],
          to: { parent_id: folder.id },
        })
      ).statusCode,
    ).toBe(200);
    expect((await list(free, { parent_id: folder.id })).files.map((f) => f.id)).toEqual([
      'f-free-song',
    ]);
    expectEnvelope(
      await post(free, '/drive/v1/files:batchMove', {
        ids: [folder.id],
        to: { parent_id: folder.id },
      }),
      'invalid_argument',
      3,
      400,
    );

    expect(
      (
        await post(free, '/drive/v1/files:batchCopy', {
          ids: ['f-free-docs'],
          to: { parent_id: folder.id },
        })
      ).statusCode,
    ).toBe(200);
    const inside = await list(free, { parent_id: folder.id });
    const copy = defined(inside.files.find((f) => f.name === 'Documents'));
    expect(copy.id).not.toBe('f-free-docs');
    expect((await list(free, { parent_id: copy.id })).files.map((f) => f.name)).toEqual([
      'notes.txt',
      'Report 2024.pdf',
    ]);

    expect((await post(free, '/drive/v1/files:batchTrash', { ids: [folder.id] })).statusCode).toBe(
      200,
    );
    expect((await list(free, {})).files.map((f) => f.id)).not.toContain(folder.id);
    const trash = await list(free, { parent_id: '*', filters: '{"trashed":{"eq":true}}' });
    expect(trash.files.map((f) => f.id)).toContain(folder.id);
    expect(trash.files.map((f) => f.id)).not.toContain('f-free-song'); // inside the trashed folder

    expect(
      (await post(free, '/drive/v1/files:batchUntrash', { ids: [folder.id] })).statusCode,
    ).toBe(200);
    expect((await list(free, { parent_id: folder.id })).files).toHaveLength(2);

    const aboutBefore = (await app.http<About>({ url: '/drive/v1/about', headers: free })).json();
    expect((await post(free, '/drive/v1/files:batchDelete', { ids: [folder.id] })).statusCode).toBe(
      200,
    );
    const aboutAfter = (await app.http<About>({ url: '/drive/v1/about', headers: free })).json();
    expect(Number(aboutAfter.quota.usage)).toBeLessThan(Number(aboutBefore.quota.usage));
    expectEnvelope(
      await app.http({ url: `/drive/v1/files/${folder.id}`, headers: free }),
      'file_not_found',
      5,
      404,
    );

    const ev = (
      await app.http<EventList>({ url: '/drive/v1/events?limit=100', headers: free })
    ).json();
    const types = ev.events.map((e) => e.type);
    for (const t of [
      'TYPE_CREATE',
      'TYPE_RENAME',
      'TYPE_MOVE',
      'TYPE_COPY',
      'TYPE_TRASH',
      'TYPE_UNTRASH',
      'TYPE_DELETE',
    ])
      expect(types).toContain(t);
    expect(ev.events[0]).toMatchObject({
      kind: 'drive#event',
      type: 'TYPE_DELETE',
      file_id: folder.id,
      reference_resource: null,
    });
  });

  test('untrash the seeded trashed folder restores its contents', async () => {
    await post(free, '/drive/v1/files:batchUntrash', { ids: ['f-free-oldstuff'] });
    expect((await list(free, { parent_id: 'f-free-oldstuff' })).files.map((f) => f.id)).toEqual([
      'f-free-leftover',
    ]);
    await post(free, '/drive/v1/files:batchTrash', { ids: ['f-free-oldstuff'] });
  });

  test("batch ops on someone else's files are file_not_found", async () => {
    expectEnvelope(
      await post(free, '/drive/v1/files:batchTrash', { ids: ['f-vip-plan'] }),
      'file_not_found',
      5,
      404,
    );
    expectEnvelope(
      await post(free, '/drive/v1/files:batchDelete', { ids: ['f-vip-plan'] }),
      'file_not_found',
      5,
      404,
    );
  });

  test('URL task runs in the background and creates a file; tasks list and task by id', async () => {
    const r = await post<CreateFileResult>(free, '/drive/v1/files', {
      kind: 'drive#file',
      upload_type: 'UPLOAD_TYPE_URL',
      url: { url: 'https://downloads.example/iso/debian.iso' },
      parent_id: '',
    });
    expect(r.statusCode).toBe(200);
    const { task } = r.json();
    expect(task).toMatchObject({
      kind: 'drive#task',
      type: 'offline',
      name: 'debian.iso',
      phase: 'PHASE_TYPE_PENDING',
    });
    const done = await until(async () => {
      const t = (await app.http<Task>({ url: `/drive/v1/tasks/${task.id}`, headers: free })).json();
      return t.phase === 'PHASE_TYPE_COMPLETE' && t;
    });
    expect(done.progress).toBe(100);
    const f = (
      await app.http<DriveFileWithAncestors>({
        url: `/drive/v1/files/${done.file_id}`,
        headers: free,
      })
    ).json();
    expect(f.name).toBe('debian.iso');
    const tasks = (
      await app.http<TaskList>({ url: '/drive/v1/tasks?type=offline', headers: free })
    ).json();
    expect(tasks.tasks.map((t) => t.id)).toContain(task.id);
    expect(tasks.next_page_token).toBe('');
    expectEnvelope(
      await app.http({ url: '/drive/v1/tasks/t-seed-vip', headers: free }),
      'task_not_found',
      5,
      404,
    );
    expect(
      (await app.http<Task>({ url: '/drive/v1/tasks/t-seed-vip', headers: vip })).json().phase,
    ).toBe('PHASE_TYPE_COMPLETE');
  });

  test('the daily URL-task limit answers task_daily_create_limit', async () => {
    let last: TestResponse | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await post(free, '/drive/v1/files', {
        kind: 'drive#file',
        upload_type: 'UPLOAD_TYPE_URL',
        url: { url: `https://x.example/${i}.zip` },
      });
    }
    expectEnvelope(defined(last), 'task_daily_create_limit', 8, 403);
  });
});

describe('about and privileges', () => {
  test('about: quota as decimal strings', async () => {
    const b = (await app.http<About>({ url: '/drive/v1/about', headers: vip })).json();
    expect(b.kind).toBe('drive#about');
    expect(b.quota.limit).toBe(String(10 * 1024 ** 4));
    expect(b.quota.usage).toMatch(/^\d+$/);
    expect(b.quota.usage_in_trash).toBe('4096');
  });

  test('privilege/vip: ok for the vip user, invalid for the free user', async () => {
    const v = (
      await app.http<VipPrivilege>({ url: '/drive/v1/privilege/vip', headers: vip })
    ).json();
    expect(v.data).toMatchObject({ status: 'ok', type: 'platinum', user_id: 'u-vip' });
    expect(Date.parse(v.data.expire)).toBeGreaterThan(Date.now());
    expect(v.data.vipItem[0]?.surplus_day).toBeGreaterThan(300);
    const f = (
      await app.http<VipPrivilege>({ url: '/drive/v1/privilege/vip', headers: free })
    ).json();
    expect(f.data).toMatchObject({ status: 'invalid', type: 'novip', expire: '', vipItem: [] });
  });

  test('area_country_code and download statistics', async () => {
    expect((await app.http({ url: '/drive/v1/privilege/area_country_code' })).json()).toEqual({
      data: { countryCode: 'US' },
    });
    const s = (
      await app.http<{ data: { total: string; channels: Record<string, unknown> } }>({
        url: '/drive/v1/statistics/pub/download',
      })
    ).json();
    expect(s.data.total).toMatch(/^\d+$/);
    expect(Object.keys(s.data.channels)).toEqual(
      expect.arrayContaining(['android', 'ios', 'windows']),
    );
  });
});
