/**
 * Share links made from the drive (issue 30): the owner's routes, the reader on such a link
 * (live items), counters, single downloads, zip archives and real thumbnails.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import {
  bearer,
  captchaToken,
  closeApp,
  defined,
  expectError,
  makeApp,
  signIn,
  until,
  SITE,
  type AuthHeaders,
  type BatchResult,
  type ControlUser,
  type CreateFileResult,
  type DriveFile,
  type ErrorEnvelope,
  type FileList,
  type RequestHeaders,
  type RestoreResult,
  type ShareBatchFileInfo,
  type ShareDetail,
  type ShareFileInfo,
  type ShareInfo,
  type Task,
  type TestApp,
  type TestResponse,
} from './helpers';

type ShareLink = Static<typeof Wire.ShareLink>;
type ShareLinkList = Static<typeof Wire.ShareLinkList>;
type ArchiveLink = Static<typeof Wire.ArchiveLink>;

/** The test app's cap on an archive's bytes (the starter drive's song.mp3 is 3,000,000). */
const MAX_BYTES = 2_000_000;

let app: TestApp;
beforeAll(async () => {
  app = await makeApp({ archiveMaxBytes: MAX_BYTES, siteOrigins: [SITE, 'http://other.test'] });
});
afterAll(() => closeApp(app));

interface User {
  id: string;
  auth: AuthHeaders;
}
/** A fresh user (its starter drive: Documents/notes.txt, Photos, report.pdf, song.mp3, readme.md). */
async function newUser(): Promise<User> {
  const u = (
    await app.http<ControlUser>({ method: 'POST', url: '/__control/users', payload: {} })
  ).json();
  return { id: u.user_id, auth: bearer(await signIn(app, u.email)) };
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
/** Uploads `bytes` (tus) into `parent`; answers the new file's id. */
async function upload(u: User, name: string, bytes: Buffer, type: string, parent = '') {
  const meta = [`filename ${b64(name)}`, `filetype ${b64(type)}`];
  if (parent) meta.push(`parent_id ${b64(parent)}`);
  const tus = { 'tus-resumable': '1.0.0' };
  const c = await app.http({
    method: 'POST',
    url: '/drive/v1/uploads/',
    headers: {
      ...u.auth,
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': meta.join(','),
    },
  });
  expect(c.statusCode).toBe(201);
  const p = await app.http({
    method: 'PATCH',
    url: new URL(defined(c.headers.location)).pathname,
    headers: {
      ...u.auth,
      ...tus,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    payload: bytes,
  });
  expect(p.statusCode).toBe(204);
  return defined(p.headers['cumulus-file-id'], 'file id');
}
async function folder(u: User, name: string, parent = ''): Promise<string> {
  const r = await app.http<CreateFileResult>({
    method: 'POST',
    url: '/drive/v1/files',
    headers: u.auth,
    payload: { kind: 'drive#folder', name, parent_id: parent },
  });
  expect(r.statusCode).toBe(200);
  return r.json().file.id;
}
const files = async (u: User, parent: string) =>
  (await app.http<FileList>({ url: `/drive/v1/files?parent_id=${parent}`, headers: u.auth })).json()
    .files;
const idOf = async (u: User, parent: string, name: string) =>
  defined(
    (await files(u, parent)).find((f) => f.name === name),
    name,
  ).id;
const trash = (u: User, ids: string[]) =>
  app.http({
    method: 'POST',
    url: '/drive/v1/files:batchTrash',
    headers: u.auth,
    payload: { ids },
  });

const create = (u: User, body: object, headers: RequestHeaders = {}) =>
  app.http<ShareLink>({
    method: 'POST',
    url: '/drive/v1/share',
    headers: { ...u.auth, origin: SITE, ...headers },
    payload: body,
  });
const made = async (u: User, body: object) => {
  const r = await create(u, body);
  expect(r.statusCode).toBe(200);
  return r.json();
};
const list = (u: User, q = '') =>
  app.http<ShareLinkList>({ url: `/drive/v1/share/list${q}`, headers: u.auth });
const patch = (u: User, id: string, body: object) =>
  app.http<ShareLink>({
    method: 'PATCH',
    url: `/drive/v1/share/${id}`,
    headers: u.auth,
    payload: body,
  });
const revoke = (u: User, ids: string[]) =>
  app.http<BatchResult>({
    method: 'POST',
    url: '/drive/v1/share:batchDelete',
    headers: u.auth,
    payload: { ids },
  });
const read = async (q: string) =>
  (await app.http<ShareInfo>({ url: `/drive/v1/share?${q}` })).json();
const detail = (q: string) => app.http<ShareDetail>({ url: `/drive/v1/share/detail?${q}` });
const fileInfo = (q: string) => app.http<ShareFileInfo>({ url: `/drive/v1/share/file_info?${q}` });
/** A URL of this app (signed links name its origin) as a path and query. */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const linkOf = async (u: User, id: string) =>
  defined(
    (await list(u, '?limit=100')).json().data.find((l) => l.share_id === id),
    'link',
  );

/** Every answer of the hostile calls: a 4xx envelope, never a 5xx. */
function expect4xx(r: TestResponse, status?: number) {
  expect(r.statusCode).toBeGreaterThanOrEqual(400);
  expect(r.statusCode).toBeLessThan(500);
  if (status) expect(r.statusCode).toBe(status);
  expect(r.json<ErrorEnvelope>().error_code).toEqual(expect.any(Number));
}

/** The entries of a zip: name, bytes, the UTF-8 flag. */
function unzip(buf: Buffer): Promise<{ name: string; bytes: Buffer; utf8: boolean }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, decodeStrings: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: { name: string; bytes: Buffer; utf8: boolean }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
        if (entry.fileName.endsWith('/')) {
          out.push({ name: entry.fileName, bytes: Buffer.alloc(0), utf8 });
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (e, s) => {
          if (e || !s) return reject(e);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out.push({ name: entry.fileName, bytes: Buffer.concat(chunks), utf8 });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('making links (POST /drive/v1/share)', () => {
  test('defaults: the title from the items, downloads on, no expiry, the site address', async () => {
    const u = await newUser();
    const report = await idOf(u, '', 'report.pdf');
    const docs = await idOf(u, '', 'Documents');
    const one = await made(u, { file_ids: [report] });
    expect(one).toMatchObject({
      title: 'report.pdf',
      share_status: 'OK',
      pass_code_option: 'NOT_REQUIRED',
      pass_code: '',
      allow_download: true,
      file_num: '1',
      expiration_at: '',
      expiration_left: '-1',
      view_count: '0',
      restore_count: '0',
      download_count: '0',
    });
    expect(one.share_url).toBe(`${SITE}/s/${one.share_id}`);
    expect(one.items).toEqual([
      expect.objectContaining({ id: report, kind: 'drive#file', name: 'report.pdf', gone: false }),
    ]);
    const two = await made(u, {
      file_ids: [docs, report],
      pass_code_option: 'REQUIRED',
      expiration_days: 7,
      allow_download: false,
    });
    expect(two.title).toBe('Documents and 1 more');
    expect(two.pass_code).toMatch(/^[a-z2-9]{4}$/);
    expect(two.pass_code_option).toBe('REQUIRED');
    expect(two.allow_download).toBe(false);
    expect(Number(two.expiration_left)).toBeGreaterThan(7 * 86400 - 60);
    const titled = await made(u, {
      file_ids: [report],
      pass_code_option: 'REQUIRED',
      pass_code: 'Secret42',
      title: 'For Ann',
    });
    expect(titled).toMatchObject({ title: 'For Ann', pass_code: 'Secret42' });
    // The site the request came from when it is one of ours; else the first site origin.
    const other = await create(u, { file_ids: [report] }, { origin: 'http://other.test' });
    expect(other.json().share_url).toBe(`http://other.test/s/${other.json().share_id}`);
    const evil = await create(u, { file_ids: [report] }, { origin: 'https://evil.test' });
    expect(evil.json().share_url).toBe(`${SITE}/s/${evil.json().share_id}`);
  });

  test('hostile bodies and items that are not mine: 4xx envelopes, never a 5xx', async () => {
    const u = await newUser();
    const other = await newUser();
    const report = await idOf(u, '', 'report.pdf');
    const theirs = await idOf(other, '', 'report.pdf');
    const bad: [object | string, number][] = [
      [{}, 400],
      [{ file_ids: [] }, 400],
      [{ file_ids: Array.from({ length: 101 }, (_, i) => `x${i}`) }, 400],
      [{ file_ids: [report], pass_code_option: 'MAYBE' }, 400],
      [{ file_ids: [report], pass_code_option: 'REQUIRED', pass_code: 'ab' }, 400],
      [{ file_ids: [report], pass_code_option: 'REQUIRED', pass_code: 'has space' }, 400],
      [{ file_ids: [report], pass_code: 'abcd' }, 400],
      [{ file_ids: [report], expiration_days: 5 }, 400],
      [{ file_ids: [report], expiration_days: '7' }, 400],
      [{ file_ids: [report], title: '   ' }, 400],
      [{ file_ids: [report], title: 'x'.repeat(256) }, 400],
      [{ file_ids: [report], allow_download: 'yes' }, 400],
      [{ file_ids: [{ id: report }] }, 400],
      ['{"file_ids": [', 400],
      [{ file_ids: [theirs] }, 404],
      [{ file_ids: [report, 'nope'] }, 404],
    ];
    for (const [payload, status] of bad) {
      const r = await app.http({
        method: 'POST',
        url: '/drive/v1/share',
        headers: { ...u.auth, 'content-type': 'application/json' },
        payload,
      });
      expect4xx(r, status);
    }
    await trash(u, [report]);
    expectError(await create(u, { file_ids: [report] }), 404, 'file_not_found');
    expectError(
      await app.http({ method: 'POST', url: '/drive/v1/share', payload: { file_ids: [report] } }),
      401,
      'unauthenticated',
    );
    // Nothing was made by the refused calls.
    expect((await list(u)).json().data).toEqual([]);
  });

  test('the same make in parallel: one link per Idempotency-Key, distinct links without', async () => {
    const u = await newUser();
    const report = await idOf(u, '', 'report.pdf');
    const key = 'make-once-0123456789';
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        create(u, { file_ids: [report] }, { 'idempotency-key': key }),
      ),
    );
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(same.map((r) => r.json().share_id)).size).toBe(1);
    const apart = await Promise.all(
      Array.from({ length: 5 }, () => create(u, { file_ids: [report] })),
    );
    expect(new Set(apart.map((r) => r.json().share_id)).size).toBe(5);
    // Newest first, paged by a stable keyset token, nothing twice.
    const seen: string[] = [];
    let token = '';
    do {
      const page = (await list(u, `?limit=2${token ? `&page_token=${token}` : ''}`)).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((l) => l.share_id));
      token = page.next_page_token;
    } while (token);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    const all = (await list(u)).json().data;
    const times = all.map((l) => l.created_time);
    expect([...times].sort().reverse()).toEqual(times);
    // A token of another user's listing, or garbage: 400.
    const other = await newUser();
    const first = (await list(u, '?limit=1')).json().next_page_token;
    expectError(await list(other, `?page_token=${first}`), 400, 'invalid_argument');
    expectError(await list(u, '?page_token=garbage'), 400, 'invalid_argument');
    expectError(await list(u, '?limit=0'), 400, 'invalid_argument');
    expectError(await list(u, '?limit=101'), 400, 'invalid_argument');
  });
});

test('at most 1,000 live links per user; a revoked one makes room', async () => {
  const u = await newUser();
  const report = await idOf(u, '', 'report.pdf');
  const first = await made(u, { file_ids: [report] });
  // 999 more, written directly (1,000 calls would only slow the suite down).
  const ins = app.ctx.db.prepare<[string, string, number]>(
    `INSERT INTO shares (id, owner_id, title, created_at, source) VALUES (?, ?, 't', ?, 'drive')`,
  );
  app.ctx.db.transaction(() => {
    for (let i = 0; i < 999; i += 1) ins.run(`VSbulk${u.id}${i}`, u.id, Date.now() - i);
  })();
  const refused = await create(u, { file_ids: [report] });
  expectError(refused, 429, 'resource_exhausted');
  expect(refused.json<ErrorEnvelope>().error_description).toContain('1000');
  await revoke(u, [first.share_id]);
  expect((await create(u, { file_ids: [report] })).statusCode).toBe(200);
});

describe('another account', () => {
  test('gets 404 for everything of my links and never sees the passcode', async () => {
    const owner = await newUser();
    const other = await newUser();
    const report = await idOf(owner, '', 'report.pdf');
    const link = await made(owner, {
      file_ids: [report],
      pass_code_option: 'REQUIRED',
      pass_code: 'Zq9Xw7Kp',
    });
    expect((await list(other)).json().data).toEqual([]);
    expect((await list(other)).body).not.toContain('Zq9Xw7Kp');
    expectError(await patch(other, link.share_id, { allow_download: false }), 404, 'not_found');
    expectError(
      await patch(other, link.share_id, { pass_code_option: 'NOT_REQUIRED' }),
      404,
      'not_found',
    );
    expectError(await revoke(other, [link.share_id]), 404, 'not_found');
    expectError(await patch(owner, 'no-such-link', { allow_download: false }), 404, 'not_found');
    // The owner's link is as it was.
    expect(await linkOf(owner, link.share_id)).toMatchObject({
      pass_code: 'Zq9Xw7Kp',
      allow_download: true,
      share_status: 'OK',
    });
    // Visitors (signed in or not) never get the code from the reader.
    const visitor = await app.http<ShareInfo>({
      url: `/drive/v1/share?share_id=${link.share_id}&pass_code=Zq9Xw7Kp`,
      headers: other.auth,
    });
    expect(visitor.json().share_status).toBe('OK');
    expect(visitor.body).not.toContain('Zq9Xw7Kp');
    // Saving one's own link is refused as for seeded shares.
    const restore = await app.http({
      method: 'POST',
      url: '/drive/v1/share/restore',
      headers: {
        ...owner.auth,
        'x-captcha-token': await captchaToken(app, 'POST:/drive/v1/share/restore'),
      },
      payload: {
        share_id: link.share_id,
        pass_code_token: visitor.json().pass_code_token,
        file_ids: [report],
        ancestor_ids: [],
        parent_id: '',
        specify_parent_id: false,
      },
    });
    expectError(restore, 403, 'file_restore_own');
  });
});

describe('the reader on a link made from the drive', () => {
  let owner: User;
  let top: string;
  let sub: string;
  let a: string;
  let c: string;
  let deep: string;
  let outside: string;
  let link: ShareLink;
  beforeAll(async () => {
    owner = await newUser();
    top = await folder(owner, 'Trip');
    sub = await folder(owner, 'Day 1', top);
    a = await upload(owner, 'a.txt', Buffer.from('alpha'), 'text/plain', top);
    await upload(owner, 'b.txt', Buffer.from('bravo'), 'text/plain', top);
    c = await upload(owner, 'c.txt', Buffer.from('charlie'), 'text/plain', top);
    deep = await upload(owner, 'deep.txt', Buffer.from('deep'), 'text/plain', sub);
    outside = await idOf(owner, '', 'readme.md');
    const report = await idOf(owner, '', 'report.pdf');
    link = await made(owner, { file_ids: [top, report] });
  });
  const q = (extra = '') => `share_id=${link.share_id}${extra}`;

  test('lists live items: the top level, folders, pages with stable tokens, file info', async () => {
    const info = await read(q());
    expect(info).toMatchObject({
      share_status: 'OK',
      title: 'Trip and 1 more',
      file_num: '2',
      allow_download: true,
    });
    expect(info.files.map((f) => [f.name, f.parent_id])).toEqual([
      ['Trip', ''],
      ['report.pdf', ''],
    ]);
    // Visitors do not see the owner's marks.
    expect(info.files[0]).toMatchObject({ starred: false, trashed: false, params: {} });
    const t = `&pass_code_token=${info.pass_code_token}`;
    const names: string[] = [];
    let token = '';
    do {
      const page = await detail(
        q(`&parent_id=${top}&limit=2${t}${token ? `&page_token=${token}` : ''}`),
      );
      expect(page.statusCode).toBe(200);
      // Every page says how many the folder holds (the preview's counter).
      expect(page.json().file_num).toBe('4');
      names.push(...page.json().files.map((f) => f.name));
      token = page.json().next_page_token;
    } while (token);
    expect(names).toEqual(['Day 1', 'a.txt', 'b.txt', 'c.txt']);
    const inSub = (await detail(q(`&parent_id=${sub}${t}`))).json();
    expect(inSub.files.map((f) => [f.id, f.parent_id])).toEqual([[deep, sub]]);
    expect(inSub.file_num).toBe('1');
    const fi = (await fileInfo(q(`&file_id=${deep}${t}`))).json();
    expect(fi.file_info).toMatchObject({ id: deep, name: 'deep.txt', size: '4' });
    const content = await app.http({ url: local(defined(fi.file_info).web_content_link) });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('deep');
    const batch = await app.http<ShareBatchFileInfo>({
      method: 'POST',
      url: '/drive/v1/share:batch_file_info',
      payload: {
        share_id: link.share_id,
        pass_code_token: info.pass_code_token,
        file_ids: [a, outside, 'nope'],
      },
    });
    // Ids outside the share are left out, as unknown ones.
    expect(batch.json().files.map((f) => f.id)).toEqual([a]);
  });

  test('an id outside the share is refused everywhere', async () => {
    const info = await read(q());
    const t = `&pass_code_token=${info.pass_code_token}`;
    const mine = await idOf(owner, '', 'Documents');
    expectError(await fileInfo(q(`&file_id=${outside}${t}`)), 404, 'file_not_found');
    expectError(await detail(q(`&parent_id=${mine}${t}`)), 404, 'file_not_found');
    // Another user's file (a save of theirs may hold the same names).
    const stranger = await newUser();
    const theirs = await idOf(stranger, '', 'Documents');
    expectError(await detail(q(`&parent_id=${theirs}${t}`)), 404, 'file_not_found');
    const saver = await newUser();
    const restore = await app.http({
      method: 'POST',
      url: '/drive/v1/share/restore',
      headers: {
        ...saver.auth,
        'x-captcha-token': await captchaToken(app, 'POST:/drive/v1/share/restore'),
      },
      payload: {
        share_id: link.share_id,
        pass_code_token: info.pass_code_token,
        file_ids: [a, outside],
        ancestor_ids: [],
        parent_id: '',
        specify_parent_id: false,
      },
    });
    expectError(restore, 404, 'file_not_found');
    expectError(
      await app.http({ url: `/drive/v1/share/download?${q(`&file_id=${outside}${t}`)}` }),
      404,
      'file_not_found',
    );
  });

  test('a trashed item disappears for visitors, and its links stop working', async () => {
    const info = await read(q());
    const t = `&pass_code_token=${info.pass_code_token}`;
    const fi = (await fileInfo(q(`&file_id=${c}${t}`))).json();
    const url = local(defined(fi.file_info).web_content_link);
    expect((await app.http({ url })).statusCode).toBe(200);
    await trash(owner, [c]);
    const names = (await detail(q(`&parent_id=${top}${t}`))).json().files.map((f) => f.name);
    expect(names).not.toContain('c.txt');
    expectError(await fileInfo(q(`&file_id=${c}${t}`)), 404, 'file_not_found');
    expectError(await app.http({ url }), 404, 'file_not_found');
    // A trashed folder takes what it holds with it; a trashed root leaves the top level.
    await trash(owner, [sub]);
    expectError(await fileInfo(q(`&file_id=${deep}${t}`)), 404, 'file_not_found');
    const report = await idOf(owner, '', 'report.pdf');
    await trash(owner, [report]);
    const after = await read(q());
    expect(after.file_num).toBe('1');
    expect(after.files.map((f) => f.name)).toEqual(['Trip']);
    // The owner's list marks it gone.
    const mine = await linkOf(owner, link.share_id);
    expect(mine.items.find((i) => i.id === report)).toMatchObject({ gone: true });
    expect(mine.file_num).toBe('1');
  });
});

describe('passcode, expiry and revocation', () => {
  test('a passcode link: empty, wrong (with the guess limit), right; a new code ends old tokens', async () => {
    const owner = await newUser();
    const report = await idOf(owner, '', 'report.pdf');
    const link = await made(owner, { file_ids: [report], pass_code_option: 'REQUIRED' });
    const q = `share_id=${link.share_id}`;
    expect((await read(q)).share_status).toBe('PASS_CODE_EMPTY');
    expect((await detail(q)).json().share_status).toBe('PASS_CODE_EMPTY');
    const ok = await read(`${q}&pass_code=${link.pass_code}`);
    expect(ok.share_status).toBe('OK');
    expect(ok.files.map((f) => f.id)).toEqual([report]);
    const token = ok.pass_code_token;
    expect((await detail(`${q}&pass_code_token=${token}`)).json().share_status).toBe('OK');
    // Wrong guesses: PASS_CODE_ERROR, then each guess needs a solved challenge (limits.ts).
    for (let i = 0; i < 5; i += 1)
      expect((await read(`${q}&pass_code=wrong${i}`)).share_status).toBe('PASS_CODE_ERROR');
    expectError(
      await app.http({ url: `/drive/v1/share?${q}&pass_code=wrong9` }),
      403,
      'captcha_required',
    );
    // A new code: the old token no longer opens the link.
    const changed = await patch(owner, link.share_id, { pass_code: 'NewCode7' });
    expect(changed.json()).toMatchObject({ pass_code: 'NewCode7', pass_code_option: 'REQUIRED' });
    expect((await detail(`${q}&pass_code_token=${token}`)).json().share_status).toBe(
      'PASS_CODE_EMPTY',
    );
    // No code at all: anyone may read it.
    const open = await patch(owner, link.share_id, { pass_code_option: 'NOT_REQUIRED' });
    expect(open.json()).toMatchObject({ pass_code: '', pass_code_option: 'NOT_REQUIRED' });
    expect((await read(q)).share_status).toBe('OK');
  });

  test('PATCH: a past expiration_at ends the link now; expiration_days opens it again', async () => {
    const owner = await newUser();
    const report = await idOf(owner, '', 'report.pdf');
    const link = await made(owner, { file_ids: [report], expiration_days: 1 });
    const q = `share_id=${link.share_id}`;
    const ended = await patch(owner, link.share_id, { expiration_at: '2020-01-01T00:00:00Z' });
    expect(ended.json()).toMatchObject({ share_status: 'EXPIRED', expiration_left: '0' });
    expect((await read(q)).share_status).toBe('EXPIRED');
    expect((await read(q)).files).toEqual([]);
    const again = await patch(owner, link.share_id, { expiration_days: -1 });
    expect(again.json()).toMatchObject({ share_status: 'OK', expiration_at: '' });
    expect((await read(q)).share_status).toBe('OK');
    // Hostile changes.
    for (const body of [
      {},
      { expiration_days: 3 },
      { expiration_at: 'yesterday' },
      { expiration_at: '2020-01-01T00:00:00Z', expiration_days: 7 },
      { pass_code: 'ab' },
      { pass_code: 'abcd', pass_code_option: 'NOT_REQUIRED' },
      { allow_download: 1 },
    ])
      expect4xx(await patch(owner, link.share_id, body), 400);
    expect4xx(
      await app.http({
        method: 'PATCH',
        url: `/drive/v1/share/${'x'.repeat(200)}`,
        headers: owner.auth,
        payload: { allow_download: false },
      }),
      400,
    );
  });

  test('revoked: visitors get DELETED, its links stop, it leaves my list; revoking again is no error', async () => {
    const owner = await newUser();
    const img = await upload(owner, 'pic.png', await pngOf(300, 200), 'image/png');
    const link = await made(owner, { file_ids: [img] });
    const info = await read(`share_id=${link.share_id}`);
    const thumb = local(defined(info.files[0]).thumbnail_link);
    expect((await app.http({ url: thumb })).statusCode).toBe(200);
    const r = await revoke(owner, [link.share_id]);
    expect(r.json()).toEqual({ count: '1' });
    const after = await read(`share_id=${link.share_id}`);
    expect(after).toMatchObject({ share_status: 'DELETED', files: [] });
    expectError(await app.http({ url: thumb }), 403, 'permission_denied');
    expect((await list(owner)).json().data).toEqual([]);
    expectError(await patch(owner, link.share_id, { allow_download: false }), 404, 'not_found');
    expect((await revoke(owner, [link.share_id])).json()).toEqual({ count: '0' });
    expectError(await revoke(owner, [link.share_id, 'unknown']), 404, 'not_found');
    expect4xx(await revoke(owner, []), 400);
    expect4xx(
      await app.http({
        method: 'POST',
        url: '/drive/v1/share:batchDelete',
        payload: { ids: ['x'] },
      }),
      401,
    );
  });
});

describe('counters, saves and downloads', () => {
  test('views count the first page; saves count when they complete; downloads count', async () => {
    const owner = await newUser();
    const dir = await folder(owner, 'Box');
    const f = await upload(
      owner,
      'f.bin',
      Buffer.from([1, 2, 3, 250]),
      'application/octet-stream',
      dir,
    );
    await upload(owner, 'g.txt', Buffer.from('g'), 'text/plain', dir);
    const link = await made(owner, { file_ids: [dir] });
    const q = `share_id=${link.share_id}`;
    const first = await read(`${q}&limit=1`);
    await read(`${q}&limit=1`);
    // A later page is the same view.
    const inner = await detail(
      `${q}&parent_id=${dir}&limit=1&pass_code_token=${first.pass_code_token}`,
    );
    await detail(
      `${q}&parent_id=${dir}&limit=1&pass_code_token=${first.pass_code_token}&page_token=${inner.json().next_page_token}`,
    );
    await app.http({ method: 'HEAD', url: `/drive/v1/share?${q}` });
    expect((await linkOf(owner, link.share_id)).view_count).toBe('2');

    // A save by another account copies the live items, bytes included, and is counted.
    const saver = await newUser();
    const restore = await app.http<RestoreResult>({
      method: 'POST',
      url: '/drive/v1/share/restore',
      headers: {
        ...saver.auth,
        'x-captcha-token': await captchaToken(app, 'POST:/drive/v1/share/restore'),
      },
      payload: {
        share_id: link.share_id,
        pass_code_token: first.pass_code_token,
        file_ids: [dir],
        ancestor_ids: [],
        parent_id: '',
        specify_parent_id: true,
      },
    });
    expect(restore.json()).toMatchObject({ share_status: 'OK', restore_status: 'RESTORE_START' });
    const task = await until(async () => {
      const t = (
        await app.http<Task>({
          url: `/drive/v1/tasks/${restore.json().restore_task_id}`,
          headers: saver.auth,
        })
      ).json();
      return t.phase === 'PHASE_TYPE_COMPLETE' && t;
    });
    const copy = defined(task.params.saved_ids?.[0], 'saved folder');
    const copied = await files(saver, copy);
    expect(copied.map((x) => x.name)).toEqual(['f.bin', 'g.txt']);
    const own = await app.http<DriveFile>({
      url: `/drive/v1/files/${defined(copied[0]).id}`,
      headers: saver.auth,
    });
    const bytes = await app.http({ url: local(own.json().web_content_link) });
    expect([...bytes.rawPayload]).toEqual([1, 2, 3, 250]);
    expect((await linkOf(owner, link.share_id)).restore_count).toBe('1');

    // One file: a 302 to its signed attachment link.
    const t = first.pass_code_token;
    const dl = await app.http({
      url: `/drive/v1/share/download?${q}&file_id=${f}&pass_code_token=${t}`,
    });
    expect(dl.statusCode).toBe(302);
    const got = await app.http({ url: local(defined(dl.headers.location)) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    expect([...got.rawPayload]).toEqual([1, 2, 3, 250]);
    expect((await linkOf(owner, link.share_id)).download_count).toBe('1');
    // A share archive counts one download when it is fetched.
    const arch = await app.http<ArchiveLink>({
      method: 'POST',
      url: '/drive/v1/share:archive',
      payload: { share_id: link.share_id, pass_code_token: t, file_ids: [dir] },
    });
    expect(arch.statusCode).toBe(200);
    expect(arch.json()).toMatchObject({ name: 'Box.zip', file_count: '2', size: '5' });
    expect((await linkOf(owner, link.share_id)).download_count).toBe('1');
    const zip = await app.http({ url: local(arch.json().url) });
    expect(zip.statusCode).toBe(200);
    expect((await unzip(zip.rawPayload)).map((e) => e.name)).toEqual([
      'Box/',
      'Box/f.bin',
      'Box/g.txt',
    ]);
    expect((await linkOf(owner, link.share_id)).download_count).toBe('2');
  });

  test('downloads follow the share: off, passcode, expired, revoked, a folder', async () => {
    const owner = await newUser();
    const f = await upload(owner, 'x.txt', Buffer.from('x'), 'text/plain');
    const dir = await folder(owner, 'D');
    const coded = await made(owner, { file_ids: [f, dir], pass_code_option: 'REQUIRED' });
    const q = `share_id=${coded.share_id}&file_id=${f}`;
    const dl = (extra = '') => app.http({ url: `/drive/v1/share/download?${q}${extra}` });
    const archive = (token?: string) =>
      app.http({
        method: 'POST',
        url: '/drive/v1/share:archive',
        payload: {
          share_id: coded.share_id,
          file_ids: [f],
          ...(token ? { pass_code_token: token } : {}),
        },
      });
    expectError(await dl(), 403, 'permission_denied');
    expectError(await archive(), 403, 'permission_denied');
    const token = (await read(`share_id=${coded.share_id}&pass_code=${coded.pass_code}`))
      .pass_code_token;
    expect((await dl(`&pass_code_token=${token}`)).statusCode).toBe(302);
    expectError(
      await app.http({
        url: `/drive/v1/share/download?share_id=${coded.share_id}&file_id=${dir}&pass_code_token=${token}`,
      }),
      400,
      'invalid_argument',
    );
    await patch(owner, coded.share_id, { allow_download: false });
    const reader = await read(`share_id=${coded.share_id}&pass_code_token=${token}`);
    expect(reader).toMatchObject({ share_status: 'OK', allow_download: false });
    const off = await dl(`&pass_code_token=${token}`);
    expectError(off, 403, 'permission_denied');
    expect(off.json<ErrorEnvelope>().error_description).toMatch(/downloads/);
    expectError(await archive(token), 403, 'permission_denied');
    await patch(owner, coded.share_id, {
      allow_download: true,
      expiration_at: '2001-01-01T00:00:00Z',
    });
    expectError(await dl(`&pass_code_token=${token}`), 403, 'permission_denied');
    await patch(owner, coded.share_id, { expiration_days: 1 });
    await revoke(owner, [coded.share_id]);
    expectError(await dl(`&pass_code_token=${token}`), 404, 'not_found');
    expectError(
      await app.http({ url: '/drive/v1/share/download?share_id=nope&file_id=x' }),
      404,
      'not_found',
    );
    // Hostile archive bodies: 4xx envelopes.
    const open = await made(owner, { file_ids: [f] });
    const openToken = (await read(`share_id=${open.share_id}`)).pass_code_token;
    for (const [payload, status] of [
      [{}, 400],
      [{ share_id: open.share_id, file_ids: [] }, 400],
      [{ share_id: open.share_id, file_ids: 'x' }, 400],
      [{ share_id: 'nope', file_ids: [f] }, 404],
      [{ share_id: open.share_id, pass_code_token: openToken, file_ids: ['nope'] }, 404],
      [{ share_id: open.share_id, pass_code_token: openToken, file_ids: [dir] }, 404],
    ] as const)
      expect4xx(
        await app.http({ method: 'POST', url: '/drive/v1/share:archive', payload }),
        status,
      );
    expect4xx(await app.http({ url: `/drive/v1/archives/${'A'.repeat(300)}` }), 400);
    for (const url of [
      '/drive/v1/share/download',
      '/drive/v1/share/download?share_id=',
      `/drive/v1/share/download?share_id=${'s'.repeat(300)}&file_id=x`,
    ])
      expect4xx(await app.http({ url }), 400);
  });
});

describe('archives of my drive (POST /drive/v1/files:archive)', () => {
  test('folders with their paths, UTF-8 names, duplicates made unique, the bytes', async () => {
    const u = await newUser();
    const one = await folder(u, 'One');
    const two = await folder(u, 'Two');
    const inner = await folder(u, 'Inner', one);
    await folder(u, 'Empty', one);
    const a1 = await upload(u, 'a.txt', Buffer.from('first'), 'text/plain', one);
    const a2 = await upload(u, 'A.txt', Buffer.from('second'), 'text/plain', two);
    await upload(u, 'été 日本.txt', Buffer.from('utf'), 'text/plain', inner);
    const gone = await upload(u, 'gone.txt', Buffer.from('gone'), 'text/plain', inner);
    await trash(u, [gone]);
    const r = await app.http<ArchiveLink>({
      method: 'POST',
      url: '/drive/v1/files:archive',
      headers: u.auth,
      payload: { ids: [one, a1, a2], name: 'Mes fichiers — été' },
    });
    expect(r.statusCode).toBe(200);
    const link = r.json();
    expect(link).toMatchObject({ name: 'Mes fichiers — été.zip', file_count: '4', size: '19' });
    expect(Date.parse(link.expire) - Date.now()).toBeGreaterThan(60_000);
    // The link works without sign-in (a browser navigation).
    const zip = await app.http({ url: local(link.url) });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="Mes fichiers _ _t_.zip"; filename*=UTF-8''${encodeURIComponent('Mes fichiers — été.zip')}`,
    );
    const entries = await unzip(zip.rawPayload);
    expect(entries.every((e) => e.utf8)).toBe(true);
    expect(entries.map((e) => e.name).sort()).toEqual(
      [
        'One/',
        'One/Empty/',
        'One/Inner/',
        'One/a.txt',
        'One/Inner/été 日本.txt',
        // Listing order (binary: 'A' before 'a'), then numbered.
        'A.txt',
        'a (1).txt',
      ].sort(),
    );
    const text = (name: string) =>
      defined(
        entries.find((e) => e.name === name),
        name,
      ).bytes.toString();
    expect(text('One/a.txt')).toBe('first');
    expect(text('a (1).txt')).toBe('first');
    expect(text('A.txt')).toBe('second');
    expect(text('One/Inner/été 日本.txt')).toBe('utf');
    // Default name: from the items.
    const d = await app.http<ArchiveLink>({
      method: 'POST',
      url: '/drive/v1/files:archive',
      headers: u.auth,
      payload: { ids: [one, two] },
    });
    expect(d.json().name).toBe('One and 1 more.zip');
  });

  test('over the cap: out_of_range with the cap, before any byte; refusals', async () => {
    const u = await newUser();
    const song = await idOf(u, '', 'song.mp3'); // 3,000,000 bytes
    const over = await app.http({
      method: 'POST',
      url: '/drive/v1/files:archive',
      headers: u.auth,
      payload: { ids: [song] },
    });
    expectError(over, 400, 'out_of_range');
    expect(over.json<ErrorEnvelope>().error_description).toContain(String(MAX_BYTES));
    // A link made under the cap, then the folder grows past it: refused when fetched.
    const dir = await folder(u, 'Growing');
    await upload(u, 'small.txt', Buffer.from('s'), 'text/plain', dir);
    const ok = await app.http<ArchiveLink>({
      method: 'POST',
      url: '/drive/v1/files:archive',
      headers: u.auth,
      payload: { ids: [dir] },
    });
    expect(ok.statusCode).toBe(200);
    const moved = await app.http({
      method: 'POST',
      url: '/drive/v1/files:batchMove',
      headers: u.auth,
      payload: { ids: [song], to: { parent_id: dir } },
    });
    expect(moved.statusCode).toBe(200);
    const late = await app.http({ url: local(ok.json().url) });
    expectError(late, 400, 'out_of_range');
    expect(late.headers['content-type']).toMatch(/json/);
    // Not mine, trashed, unknown, no sign-in, garbage.
    const other = await newUser();
    const theirs = await idOf(other, '', 'readme.md');
    const post = (payload: unknown, headers: RequestHeaders = u.auth) =>
      app.http({ method: 'POST', url: '/drive/v1/files:archive', headers, payload });
    expectError(await post({ ids: [theirs] }), 404, 'file_not_found');
    expectError(await post({ ids: ['nope'] }), 404, 'file_not_found');
    expectError(await post({ ids: [dir] }, {}), 401, 'unauthenticated');
    expect4xx(await post({ ids: [] }), 400);
    expect4xx(await post({ ids: [dir], name: '' }), 400);
    expect4xx(await post({ ids: Array.from({ length: 1001 }, (_, i) => `x${i}`) }), 400);
    expectError(await app.http({ url: '/drive/v1/archives/ARnope' }), 404, 'not_found');
  });
});

/** A PNG of w x h pixels (noise: a photo compresses about as badly). */
function pngOf(w: number, h: number): Promise<Buffer> {
  const raw = randomBytes(w * h * 3);
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

describe('real thumbnails of uploaded images', () => {
  test('PNG and JPEG in, a smaller image out, revalidated by its ETag; not an image: the stand-in', async () => {
    const u = await newUser();
    const png = await pngOf(800, 600);
    const jpeg = await sharp(png).jpeg().toBuffer();
    const pid = await upload(u, 'big.png', png, 'image/png');
    const jid = await upload(u, 'photo.jpg', jpeg, 'image/jpeg');
    const bad = await upload(u, 'broken.png', Buffer.from('not a png at all'), 'image/png');
    const thumbOf = async (id: string, size = 'SIZE_LARGE') =>
      local(
        (
          await app.http<DriveFile>({
            url: `/drive/v1/files/${id}?thumbnail_size=${size}`,
            headers: u.auth,
          })
        ).json().thumbnail_link,
      );
    const started = performance.now();
    const p = await app.http({ url: await thumbOf(pid) });
    const ms = performance.now() - started;
    expect(p.statusCode).toBe(200);
    expect(p.headers['content-type']).toBe('image/png');
    const meta = await sharp(p.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 192]);
    expect(p.rawPayload.length).toBeLessThan(png.length);
    // ours: the time of one thumbnail (README); generous here, the machine is shared.
    expect(ms).toBeLessThan(5000);
    const etag = defined(p.headers.etag, 'etag');
    const again = await app.http({ url: await thumbOf(pid), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const small = await app.http({ url: await thumbOf(pid, 'SIZE_SMALL') });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(128);
    expect(small.headers.etag).not.toBe(etag);
    const j = await app.http({ url: await thumbOf(jid) });
    expect(j.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(j.rawPayload).metadata()).width).toBe(256);
    // WebP and GIF (transparency kept): PNG thumbnails.
    const mid = await pngOf(400, 300);
    for (const [name, type, bytes] of [
      ['w.webp', 'image/webp', await sharp(mid).webp().toBuffer()],
      ['g.gif', 'image/gif', await sharp(mid).gif({ effort: 1 }).toBuffer()],
    ] as const) {
      const t = await app.http({ url: await thumbOf(await upload(u, name, bytes, type)) });
      expect(t.headers['content-type']).toBe('image/png');
      expect((await sharp(t.rawPayload).metadata()).width).toBe(256);
    }
    // Bytes sharp cannot read: the generated thumbnail, never a 5xx.
    const b = await app.http({ url: await thumbOf(bad) });
    expect(b.statusCode).toBe(200);
    expect(b.headers['content-type']).toBe('image/png');
    // A visitor of a share gets the same real thumbnail.
    const link = await made(u, { file_ids: [pid] });
    const info = await read(`share_id=${link.share_id}&thumbnail_size=SIZE_SMALL`);
    const v = await app.http({ url: local(defined(info.files[0]).thumbnail_link) });
    expect((await sharp(v.rawPayload).metadata()).width).toBe(128);
  });
});

test('seeded shares are still read as before', async () => {
  const info = await read('share_id=demo-public&limit=2');
  expect(info).toMatchObject({ share_status: 'OK', allow_download: true });
  expect(info.files).toHaveLength(2);
  const r = await app.http({ url: local(defined(info.files[0]).icon_link) });
  expect(r.statusCode).toBe(200);
});
