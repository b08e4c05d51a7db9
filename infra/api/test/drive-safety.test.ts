/**
 * "Safe by default", the drive's part, each attack replayed: emptying a trash that holds a file
 * trashed on its own and then its folder (issue 6), batch actions on a folder and a descendant
 * deeper than 256 levels (issue 6), bidirectional control characters in names (issue 7) and
 * active content served inline without a sandbox (issue 7). The quota race (issue 5) is in
 * concurrency.test.ts (three origins).
 */
import { createTestUser } from '../src/db/testUsers';
import { mediaUrl } from '../src/files';
import { contentSecurityPolicy } from '../src/routes/media';
import { issueTokens } from '../src/session';
import { newId } from '../src/util';
import {
  makeApp,
  closeApp,
  captchaToken,
  defined,
  expectError,
  type About,
  type AuthHeaders,
  type BatchResult,
  type CreateFileResult,
  type DriveFile,
  type FileList,
  type RequestHeaders,
  type RestoreResult,
  type ShareInfo,
  type Task,
  type TestApp,
} from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

/** A fresh user with a web-client token (issued directly: this suite is not about sign-in). */
function freshUser(): AuthHeaders & { id: string } {
  const u = createTestUser(app.ctx.db);
  const t = issueTokens(app.ctx, u.user_id, 'cumulus-web', 'user pan offline');
  return { authorization: `Bearer ${t.access_token}`, id: u.user_id };
}
const post = <T = unknown>(auth: RequestHeaders, url: string, payload: unknown) =>
  app.http<T>({ method: 'POST', url, headers: auth, payload });
const folder = async (auth: RequestHeaders, name: string, parent_id = '') => {
  const r = await post<CreateFileResult>(auth, '/drive/v1/files', {
    kind: 'drive#folder',
    name,
    parent_id,
  });
  expect(r.statusCode).toBe(200);
  return defined(r.json().file);
};
const about = async (auth: RequestHeaders) =>
  (await app.http<About>({ url: '/drive/v1/about', headers: auth })).json().quota;
const rootNames = async (auth: RequestHeaders) =>
  (await app.http<FileList>({ url: '/drive/v1/files?limit=500', headers: auth }))
    .json()
    .files.map((f) => f.name);

/** A file of `size` bytes in `parent`, straight into the database. */
function fileIn(userId: string, parent: string, name: string, size: number): string {
  const id = newId('VF');
  const now = Date.now();
  app.ctx.db
    .prepare<[string, string, string, string, number, number, number]>(
      `INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, created_at,
      modified_at) VALUES (?, ?, ?, 1, ?, ?, 'text/plain', ?, ?)`,
    )
    .run(id, userId, parent, name, size, now, now);
  return id;
}
/** A chain of `depth` folders under `parent` (top first), straight into the database. */
function chain(userId: string, depth: number, parent = ''): string[] {
  const ids: string[] = [];
  const ins = app.ctx.db.prepare<[string, string, string, string, number, number]>(
    `INSERT INTO files (id, user_id, parent_id, kind_rank, name, created_at, modified_at)
    VALUES (?, ?, ?, 0, ?, ?, ?)`,
  );
  const now = Date.now();
  app.ctx.db.transaction(() => {
    let p = parent;
    for (let d = 0; d < depth; d++) {
      const id = newId('VF');
      ins.run(id, userId, p, d === 0 ? 'deep' : `level ${d}`, now, now);
      ids.push(id);
      p = id;
    }
  })();
  return ids;
}

describe('issue 6: no 500 on nested trash roots and deep trees', () => {
  test('empty the trash after trashing a file, then its folder', async () => {
    const user = freshUser();
    const box = await folder(user, 'Box');
    const inner = fileIn(user.id, box.id, 'inner.txt', 5000);
    const before = Number((await about(user)).usage);
    expect((await post(user, '/drive/v1/files:batchTrash', { ids: [inner] })).statusCode).toBe(200);
    expect((await post(user, '/drive/v1/files:batchTrash', { ids: [box.id] })).statusCode).toBe(
      200,
    );
    expect((await about(user)).usage_in_trash).toBe('5000');
    const r = await post<BatchResult>(user, '/drive/v1/files:emptyTrash', {});
    expect(r.statusCode).toBe(200);
    expect(r.json().count).toBe('1');
    const q = await about(user);
    expect(q.usage_in_trash).toBe('0');
    expect(Number(q.usage)).toBe(before - 5000);
    expect((await app.http({ url: `/drive/v1/files/${inner}`, headers: user })).statusCode).toBe(
      404,
    );
  });

  test.each(['batchTrash', 'batchDelete', 'batchMove', 'batchCopy'])(
    '%s with a folder and its descendant 300 levels down',
    async (op) => {
      const user = freshUser();
      const deep = chain(user.id, 301);
      const top = defined(deep[0]);
      const bottom = defined(deep[300]);
      const leaf = fileIn(user.id, bottom, 'leaf.txt', 10);
      const dest = await folder(user, 'Dest');
      const body =
        op === 'batchMove' || op === 'batchCopy'
          ? { ids: [top, bottom, leaf], to: { parent_id: dest.id } }
          : { ids: [top, bottom, leaf] };
      const r = await post<BatchResult>(user, `/drive/v1/files:${op}`, body);
      expect(r.statusCode).toBe(200);
      // The descendant rides with its top folder: one item acted on.
      expect(r.json().count).toBe('1');
      const inDest = (
        await app.http<FileList>({ url: `/drive/v1/files?parent_id=${dest.id}`, headers: user })
      ).json().files;
      if (op === 'batchMove' || op === 'batchCopy')
        expect(inDest.map((f) => f.name)).toEqual(['deep']);
      if (op === 'batchCopy') {
        // 301 folders and the file, copied once each.
        const copies = app.ctx.db
          .prepare<[string], number>(
            "SELECT COUNT(*) FROM files WHERE user_id = ? AND (name = 'deep' OR name LIKE 'level %' OR name = 'leaf.txt')",
          )
          .pluck()
          .get(user.id);
        expect(copies).toBe(2 * 302);
      }
      if (op === 'batchTrash') {
        const r2 = await post<BatchResult>(user, '/drive/v1/files:emptyTrash', {});
        expect(r2.statusCode).toBe(200);
        expect((await about(user)).usage_in_trash).toBe('0');
      }
    },
  );
});

describe('issue 7: bidirectional control characters in names', () => {
  const BIDI = [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
  ];
  const SAYS = /bidirectional control characters/;

  test('a folder named invoice\\u202Efdp.exe (and every other bidi control) is refused', async () => {
    const user = freshUser();
    for (const c of BIDI) {
      const r = await post(user, '/drive/v1/files', {
        kind: 'drive#folder',
        name: `invoice${c}fdp.exe`,
      });
      expectError(r, 400, 'invalid_argument');
      expect(JSON.parse(r.body).error_description).toMatch(SAYS);
    }
    expect((await rootNames(user)).some((n) => n.startsWith('invoice'))).toBe(false);
    // Right-to-left text itself is a fine name.
    expect((await folder(user, 'מסמכים')).name).toBe('מסמכים');
  });

  test('a rename to such a name is refused and the name stays', async () => {
    const user = freshUser();
    const f = await folder(user, 'Invoices');
    const r = await app.http({
      method: 'PATCH',
      url: `/drive/v1/files/${f.id}`,
      headers: user,
      payload: { name: 'invoice\u202Efdp.exe' },
    });
    expectError(r, 400, 'invalid_argument');
    expect(JSON.parse(r.body).error_description).toMatch(SAYS);
    const now = (
      await app.http<DriveFile>({ url: `/drive/v1/files/${f.id}`, headers: user })
    ).json();
    expect(now.name).toBe('Invoices');
  });

  const meta = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');
  const upload = (auth: RequestHeaders, m: Record<string, string>) =>
    app.http({
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-length': '3',
        'upload-metadata': meta(m),
      },
    });

  test('an upload whose filename or relative_path carries one is refused', async () => {
    const user = freshUser();
    const a = await upload(user, { filename: 'invoice\u202Efdp.exe' });
    expectError(a, 400, 'invalid_argument');
    expect(JSON.parse(a.body).error_description).toMatch(SAYS);
    const b = await upload(user, {
      filename: 'ok.txt',
      relative_path: 'Pay\u2067ments/ok.txt',
    });
    expectError(b, 400, 'invalid_argument');
    expect(JSON.parse(b.body).error_description).toMatch(/relative_path.*bidirectional/);
    expect((await upload(user, { filename: 'ok.txt' })).statusCode).toBe(201);
  });

  test('a URL task names its file without them', async () => {
    const user = freshUser();
    const r = await post<CreateFileResult>(user, '/drive/v1/files', {
      kind: 'drive#file',
      upload_type: 'UPLOAD_TYPE_URL',
      url: { url: 'https://example.com/files/invoice%E2%80%AEfdp.exe' },
    });
    expect(r.statusCode).toBe(200);
    expect(defined(r.json().task).name).toBe('invoicefdp.exe');
  });
});

describe('issue 7: active content is sandboxed', () => {
  const exp = () => Math.floor(Date.now() / 1000) + 600;
  const SANDBOX_NONE = /default-src 'none'.*; sandbox$/;

  /** Uploads `body` as `filename` in one request (creation-with-upload); the file id. */
  async function uploaded(auth: RequestHeaders, filename: string, body: string) {
    const r = await app.http({
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-length': String(Buffer.byteLength(body)),
        'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}`,
      },
      payload: Buffer.from(body),
    });
    expect(r.statusCode).toBe(201);
    return defined(r.headers['cumulus-file-id'], 'Cumulus-File-Id');
  }

  test.each([
    ['report.pdf', '%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n'],
    ['image.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ])('an uploaded %s is served inline only in a sandbox that loads nothing', async (name, body) => {
    const user = freshUser();
    const id = await uploaded(user, name, body);
    const r = await app.http({ url: mediaUrl('', app.ctx.secret, 'd', id, 'content', exp()) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^inline/);
    expect(r.headers['content-security-policy']).toMatch(SANDBOX_NONE);
    expect(r.body).toBe(body);
  });

  test('an uploaded page.html is never text/html, and sandboxed', async () => {
    const user = freshUser();
    const id = await uploaded(user, 'page.html', '<script>alert(document.domain)</script>');
    const r = await app.http({ url: mediaUrl('', app.ctx.secret, 'd', id, 'content', exp()) });
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(r.headers['content-security-policy']).toMatch(/sandbox$/);
  });

  test('HTML, XHTML and XML types get the policy that loads nothing', () => {
    for (const type of [
      'text/html',
      'application/xhtml+xml',
      'text/xml',
      'application/xml',
      'application/rss+xml',
      'image/svg+xml',
      'application/pdf',
    ])
      expect(contentSecurityPolicy(type)).toMatch(SANDBOX_NONE);
    for (const type of ['image/png', 'video/mp4', 'text/plain', 'application/zip'])
      expect(contentSecurityPolicy(type)).toBe('sandbox');
  });

  test('a plain text file is sandboxed too; a download is an attachment', async () => {
    const user = freshUser();
    const id = await uploaded(user, 'notes.txt', 'hello');
    const r = await app.http({ url: mediaUrl('', app.ctx.secret, 'd', id, 'content', exp()) });
    expect(r.headers['content-security-policy']).toBe('sandbox');
    const d = await app.http({ url: mediaUrl('', app.ctx.secret, 'd', id, 'download', exp()) });
    expect(d.headers['content-disposition']).toMatch(/^attachment/);
  });

  test("the seed's generated PDF bytes are sandboxed as well", async () => {
    const user = freshUser();
    const files = (await app.http<FileList>({ url: '/drive/v1/files', headers: user })).json()
      .files;
    const pdf = defined(files.find((f) => f.name === 'report.pdf'));
    const r = await app.http({
      url: mediaUrl('', app.ctx.secret, 'd', pdf.id, 'content', exp()),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/pdf/);
    expect(r.headers['content-security-policy']).toMatch(SANDBOX_NONE);
  });
});

describe('issue 5: a save from a share writes no byte past the quota', () => {
  test('bytes past the reservation (the share grew) are checked when the task writes them', async () => {
    // No tick unless this test asks for one.
    const slow = await makeApp({ taskStepMs: 3_600_000 });
    try {
      const u = createTestUser(slow.ctx.db);
      const t = issueTokens(slow.ctx, u.user_id, 'cumulus-web', 'user pan offline');
      const user = { authorization: `Bearer ${t.access_token}` };
      const info = (
        await slow.http<ShareInfo>({ url: '/drive/v1/share?share_id=demo-public&limit=100' })
      ).json();
      const file = defined(info.files.find((f) => f.kind === 'drive#file' && Number(f.size) > 0));
      const usage = () =>
        slow.ctx.db
          .prepare<[string], number>('SELECT COALESCE(SUM(size), 0) FROM files WHERE user_id = ?')
          .pluck()
          .get(u.user_id) ?? 0;
      const setLimit = (n: number) =>
        slow.ctx.db.prepare('UPDATE users SET quota_limit = ? WHERE id = ?').run(n, u.user_id);
      setLimit(usage() + Number(file.size));
      const r = await slow.http<RestoreResult>({
        method: 'POST',
        url: '/drive/v1/share/restore',
        headers: {
          ...user,
          'x-captcha-token': await captchaToken(slow, 'POST:/drive/v1/share/restore'),
        },
        payload: { share_id: 'demo-public', file_ids: [file.id] },
      });
      expect(r.statusCode).toBe(200);
      const taskId = r.json().restore_task_id;
      // As if the share had grown after the save was asked for: nothing of it is reserved now,
      // and one byte less is free.
      slow.ctx.db.prepare('UPDATE tasks SET reserved = 0 WHERE id = ?').run(taskId);
      setLimit(usage() + Number(file.size) - 1);
      const before = usage();
      slow.ctx.tasks.tick(); // PENDING -> RUNNING
      slow.ctx.tasks.tick(); // the copy step
      const task = (
        await slow.http<Task>({ url: `/drive/v1/tasks/${taskId}`, headers: user })
      ).json();
      expect(task).toMatchObject({ phase: 'PHASE_TYPE_ERROR', message: 'file_space_not_enough' });
      expect(usage()).toBe(before);
    } finally {
      await closeApp(slow);
    }
  });
});
