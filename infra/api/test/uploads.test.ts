/** tus uploads at /drive/v1/uploads/ (decision 0006): protocol, resume, storage, refusals. */
import nodeCrypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServer } from '../src';
import { mediaUrl } from '../src/files';
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  expectError as envelope,
  until,
  request,
  defined,
  portOf,
  SITE,
  FREE,
  VIP,
  type AuthHeaders,
  type BatchResult,
  type ControlUser,
  type CreateFileResult,
  type DriveFile,
  type EventList,
  type FileList,
  type RequestHeaders,
  type TestApp,
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

const TUS = { 'tus-resumable': '1.0.0' };
const OCTETS = { 'content-type': 'application/offset+octet-stream' };
/** Upload-Metadata keys (filename, filetype, parent_id, relative_path, batch_id) -> values. */
type UploadMeta = Record<string, string>;
/** Upload-Metadata from an object (values base64). */
const meta = (o: UploadMeta) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
/** The path of an answer's Location header. */
const pathOf = (location: string | undefined) => new URL(defined(location, 'Location')).pathname;

/** POST a creation; answers the response. */
const create = (
  auth: RequestHeaders,
  length: number,
  metadata: UploadMeta,
  extra: RequestHeaders = {},
) =>
  app.http({
    method: 'POST',
    url: '/drive/v1/uploads/',
    headers: {
      ...auth,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': meta(metadata),
      ...extra,
    },
  });
const patch = (
  auth: RequestHeaders,
  url: string,
  offset: number,
  bytes: Buffer,
  extra: RequestHeaders = {},
) =>
  app.http({
    method: 'PATCH',
    url,
    headers: { ...auth, ...TUS, ...OCTETS, 'upload-offset': String(offset), ...extra },
    payload: bytes,
  });
const head = (auth: RequestHeaders, url: string) =>
  app.http({ method: 'HEAD', url, headers: { ...auth, ...TUS } });

/**
 * A PATCH whose connection drops: it announces `total` bytes, sends `sent` and the socket is
 * destroyed (a lost network, not a clean request).
 */
function droppedPatch(
  auth: AuthHeaders,
  url: string,
  offset: number,
  total: Buffer,
  sent: Buffer,
): Promise<void> {
  return new Promise((resolve) => {
    const { port } = new URL(app.base);
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      const head = [
        `PATCH ${url} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Authorization: ${auth.authorization}`,
        'Tus-Resumable: 1.0.0',
        'Content-Type: application/offset+octet-stream',
        `Upload-Offset: ${offset}`,
        `Content-Length: ${total.length}`,
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      socket.write(sent, () => setTimeout(() => socket.destroy(), 150));
    });
    socket.on('close', () => resolve());
    socket.on('error', () => {});
  });
}

const listNames = async (auth: RequestHeaders, parent: string) =>
  (
    await app.http<FileList>({
      url: `/drive/v1/files?parent_id=${parent}&limit=500`,
      headers: auth,
    })
  ).json().files;

describe('discovery and CORS', () => {
  test('OPTIONS tells the version, extensions and the 4 GiB maximum', async () => {
    const r = await app.http({ method: 'OPTIONS', url: '/drive/v1/uploads/' });
    expect(r.statusCode).toBe(204);
    expect(r.headers['tus-version']).toBe('1.0.0');
    expect(r.headers['tus-extension']?.split(',')).toEqual(
      expect.arrayContaining(['creation', 'termination', 'expiration']),
    );
    expect(r.headers['tus-max-size']).toBe(String(4 * 1024 ** 3));
  });

  test('a browser on the site origin may send and read the tus headers', async () => {
    const pre = await app.http({
      method: 'OPTIONS',
      url: '/drive/v1/uploads/UPx',
      headers: {
        origin: SITE,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'tus-resumable, upload-offset, content-type',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(SITE);
    const allowed = defined(pre.headers['access-control-allow-headers']);
    for (const h of ['tus-resumable', 'upload-offset', 'upload-length', 'upload-metadata'])
      expect(allowed).toContain(h);
    expect(pre.headers['access-control-allow-methods']).toMatch(/PATCH.*DELETE|DELETE.*PATCH/);
    const r = await create({ ...free, origin: SITE }, 1, { filename: 'a.txt' });
    expect(r.headers['access-control-allow-origin']).toBe(SITE);
    const exposed = defined(r.headers['access-control-expose-headers']);
    for (const h of [
      'location',
      'upload-offset',
      'upload-length',
      'tus-resumable',
      'upload-metadata',
      'upload-expires',
      'cumulus-file-id',
    ])
      expect(exposed).toContain(h);
    const other = await create({ ...free, origin: 'https://evil.example' }, 1, {
      filename: 'a.txt',
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('an upload in two PATCHes over a dropped connection', () => {
  const bytes = nodeCrypto.randomBytes(300_000);
  let location: string;
  let fileId: string;

  test('creation answers 201 with Location and Upload-Expires', async () => {
    const r = await create(free, bytes.length, {
      filename: 'resumed.bin',
      filetype: 'application/zip',
      parent_id: 'f-free-docs',
    });
    expect(r.statusCode).toBe(201);
    expect(r.headers.location).toMatch(/\/drive\/v1\/uploads\/UP[\w-]+$/);
    expect(Date.parse(defined(r.headers['upload-expires']))).toBeGreaterThan(Date.now());
    location = pathOf(r.headers.location);
    const h = await head(free, location);
    expect(h.statusCode).toBe(200);
    expect(h.headers['upload-offset']).toBe('0');
    expect(h.headers['upload-length']).toBe(String(bytes.length));
  });

  test('the first PATCH loses its connection; HEAD tells where to resume', async () => {
    await droppedPatch(free, location, 0, bytes, bytes.subarray(0, 120_000));
    const offset = await until(async () => {
      const h = await head(free, location);
      const n = Number(h.headers['upload-offset']);
      return n > 0 && n;
    });
    expect(offset).toBeLessThanOrEqual(120_000);
    // No file yet.
    expect((await listNames(free, 'f-free-docs')).map((f) => f.name)).not.toContain('resumed.bin');
    const r = await patch(free, location, offset, bytes.subarray(offset));
    expect(r.statusCode).toBe(204);
    expect(r.headers['upload-offset']).toBe(String(bytes.length));
    fileId = defined(r.headers['cumulus-file-id']);
    expect(fileId).toMatch(/^VF/);
  });

  test('the file is in its folder with its size, and downloads the same bytes', async () => {
    const f = (await listNames(free, 'f-free-docs')).find((x) => x.id === fileId);
    expect(f).toMatchObject({ name: 'resumed.bin', size: String(bytes.length) });
    const one = (
      await app.http<DriveFile>({ url: `/drive/v1/files/${fileId}`, headers: free })
    ).json();
    const dl = await app.http({ url: one.web_content_link.replace(/^https?:\/\/[^/]+/, '') });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.compare(dl.rawPayload, bytes)).toBe(0);
    expect(one.hash).toBe(nodeCrypto.createHash('sha1').update(bytes).digest('hex').toUpperCase());
    const part = await app.http({
      url: one.web_content_link.replace(/^https?:\/\/[^/]+/, ''),
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(Buffer.compare(part.rawPayload, bytes.subarray(100, 200))).toBe(0);
    const ev = (
      await app.http<EventList>({ url: '/drive/v1/events?limit=5', headers: free })
    ).json();
    expect(ev.events[0]).toMatchObject({ type: 'TYPE_UPLOAD', file_id: fileId });
  });

  test('a repeated last PATCH and a HEAD after completion answer the same file', async () => {
    const again = await patch(free, location, bytes.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(204);
    expect(again.headers['cumulus-file-id']).toBe(fileId);
    const h = await head(free, location);
    expect(h.headers['upload-offset']).toBe(String(bytes.length));
    expect(h.headers['cumulus-file-id']).toBe(fileId);
    envelope(await patch(free, location, 5, Buffer.from('x')), 409, 'aborted');
  });

  test('delete forever removes the stored bytes (a copy keeps them until it goes too)', async () => {
    const blob = path.join(app.testDataDir, 'blobs', defined(location.split('/').pop()));
    expect(fs.existsSync(blob)).toBe(true);
    const copy = await app.http<BatchResult>({
      method: 'POST',
      url: '/drive/v1/files:batchCopy',
      headers: free,
      payload: { ids: [fileId], to: { parent_id: '' } },
    });
    expect(copy.json()).toEqual({ count: '1', ids: [expect.any(String)] });
    const copyId = defined((await listNames(free, '')).find((f) => f.name === 'resumed.bin')).id;
    const del = (ids: string[]) =>
      app.http<BatchResult>({
        method: 'POST',
        url: '/drive/v1/files:batchDelete',
        headers: free,
        payload: { ids },
      });
    expect((await del([fileId])).json()).toEqual({ count: '1' });
    expect(fs.existsSync(blob)).toBe(true);
    const copied = (
      await app.http<DriveFile>({ url: `/drive/v1/files/${copyId}`, headers: free })
    ).json();
    const dl = await app.http({ url: copied.web_content_link.replace(/^https?:\/\/[^/]+/, '') });
    expect(Buffer.compare(dl.rawPayload, bytes)).toBe(0);
    await del([copyId]);
    expect(fs.existsSync(blob)).toBe(false);
  });
});

describe('more of the protocol', () => {
  test('another origin over the same database resumes the upload', async () => {
    const other = buildServer({ context: app.ctx, label: 'other' });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${portOf(other.server)}`;
      const c = await create(free, 6, { filename: 'two-origins.txt' });
      const loc = pathOf(c.headers.location);
      expect((await patch(free, loc, 0, Buffer.from('abc'))).statusCode).toBe(204);
      const r = await request(base, {
        method: 'PATCH',
        url: loc,
        headers: { ...free, ...TUS, ...OCTETS, 'upload-offset': '3' },
        payload: Buffer.from('def'),
      });
      expect(r.statusCode).toBe(204);
      expect(r.headers['cumulus-file-id']).toMatch(/^VF/);
    } finally {
      await other.close();
    }
  });

  test('an empty file and creation-with-upload complete at creation', async () => {
    const empty = await create(free, 0, { filename: 'empty.txt' });
    expect(empty.statusCode).toBe(201);
    expect(empty.headers['cumulus-file-id']).toMatch(/^VF/);
    const one = await app.http({
      method: 'POST',
      url: '/drive/v1/uploads/',
      headers: {
        ...free,
        ...TUS,
        ...OCTETS,
        'upload-length': '5',
        'upload-metadata': meta({ filename: 'at-once.md' }),
      },
      payload: Buffer.from('# Hi'.padEnd(5, '!')),
    });
    expect(one.statusCode).toBe(201);
    const id = defined(one.headers['cumulus-file-id'], 'Cumulus-File-Id');
    const f = (await app.http<DriveFile>({ url: `/drive/v1/files/${id}`, headers: free })).json();
    expect(f).toMatchObject({ name: 'at-once.md', size: '5', mime_type: 'text/markdown' });
    const exp = Math.floor(Date.now() / 1000) + 600;
    const content = await app.http({
      url: mediaUrl('', app.ctx.secret, 'd', id, 'content', exp),
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(content.headers['content-disposition']).toMatch(/^inline/);
    expect(content.headers['content-security-policy']).toBe('sandbox');
    expect(content.body).toBe('# Hi!');
  });

  test('a folder upload: relative paths make folders once per batch', async () => {
    const parent = (
      await app.http<CreateFileResult>({
        method: 'POST',
        url: '/drive/v1/files',
        headers: free,
        payload: { kind: 'drive#folder', name: 'Upload here' },
      })
    ).json().file.id;
    const up = async (rel: string, body: string) => {
      const name = defined(rel.split('/').pop());
      const c = await create(free, body.length, {
        filename: name,
        parent_id: parent,
        relative_path: rel,
        batch_id: 'batch-1',
      });
      expect(c.statusCode).toBe(201);
      const r = await patch(free, pathOf(c.headers.location), 0, Buffer.from(body));
      expect(r.statusCode).toBe(204);
    };
    await up('album/2024/one.txt', 'one');
    await up('album/two.txt', 'two');
    await up('album/2024/three.txt', 'three');
    const top = await listNames(free, parent);
    expect(top.map((f) => f.name)).toEqual(['album']);
    const album = await listNames(free, defined(top[0]).id);
    expect(album.map((f) => f.name)).toEqual(['2024', 'two.txt']);
    expect((await listNames(free, defined(album[0]).id)).map((f) => f.name)).toEqual([
      'one.txt',
      'three.txt',
    ]);
  });

  test('termination removes an unfinished upload', async () => {
    const c = await create(free, 10, { filename: 'gone.txt' });
    const loc = pathOf(c.headers.location);
    await patch(free, loc, 0, Buffer.from('12345'));
    const d = await app.http({ method: 'DELETE', url: loc, headers: { ...free, ...TUS } });
    expect(d.statusCode).toBe(204);
    expect((await head(free, loc)).statusCode).toBe(404); // a HEAD answer has no body
    envelope(await patch(free, loc, 5, Buffer.from('x')), 404, 'file_not_found');
  });
});

describe('refusals: a 4xx envelope, never a 5xx', () => {
  let location: string;
  beforeAll(async () => {
    location = pathOf((await create(free, 10, { filename: 'mine.txt' })).headers.location);
  });

  test('not signed in', async () => {
    envelope(
      await app.http({
        method: 'POST',
        url: '/drive/v1/uploads/',
        headers: { ...TUS, 'upload-length': '1', 'upload-metadata': meta({ filename: 'a' }) },
      }),
      401,
      'unauthenticated',
    );
    expect((await head({}, location)).statusCode).toBe(401);
    envelope(await patch({}, location, 0, Buffer.from('x')), 401, 'unauthenticated');
  });

  test('over quota, with Upload-Length', async () => {
    const user = (
      await app.http<ControlUser>({
        method: 'POST',
        url: '/__control/users',
        payload: { quota: 10_000_000 },
      })
    ).json();
    const small = bearer(await signIn(app, user.email));
    envelope(
      await create(small, 10_000_000, { filename: 'big.iso' }),
      403,
      'file_space_not_enough',
    );
    expect((await create(small, 1000, { filename: 'fits.txt' })).statusCode).toBe(201);
  });

  test('over 4 GiB', async () => {
    envelope(
      await create(vip, 4 * 1024 ** 3 + 1, { filename: 'huge.iso' }),
      413,
      'invalid_argument',
    );
  });

  test('a parent folder that is not yours, or not a folder', async () => {
    envelope(
      await create(free, 1, { filename: 'a.txt', parent_id: 'f-vip-work' }),
      404,
      'file_not_found',
    );
    envelope(
      await create(free, 1, { filename: 'a.txt', parent_id: 'f-free-notes' }),
      404,
      'file_not_found',
    );
  });

  test('somebody else’s upload', async () => {
    expect((await head(vip, location)).statusCode).toBe(404);
    envelope(await patch(vip, location, 0, Buffer.from('x')), 404, 'file_not_found');
  });

  test.each<[string, Record<string, string | undefined>, number]>([
    ['malformed Upload-Metadata', { 'upload-metadata': 'filename !!!' }, 400],
    ['Upload-Metadata without filename', { 'upload-metadata': meta({ filetype: 'a/b' }) }, 400],
    ['a filename with a slash', { 'upload-metadata': meta({ filename: 'a/b.txt' }) }, 400],
    [
      'a relative path with ..',
      { 'upload-metadata': meta({ filename: 'x.txt', relative_path: '../x.txt' }) },
      400,
    ],
    [
      'a bad batch_id',
      { 'upload-metadata': meta({ filename: 'x.txt', batch_id: 'no spaces' }) },
      400,
    ],
    ['no Upload-Length', { 'upload-length': undefined }, 400],
    ['Upload-Length not a number', { 'upload-length': '12abc' }, 400],
    ['Upload-Defer-Length', { 'upload-length': undefined, 'upload-defer-length': '1' }, 400],
    ['Upload-Concat', { 'upload-concat': 'final;/a /b' }, 400],
  ])('creation with %s', async (_label, headers, status) => {
    const h: RequestHeaders = {
      ...free,
      ...TUS,
      'upload-length': '10',
      'upload-metadata': meta({ filename: 'a' }),
    };
    for (const [k, v] of Object.entries(headers)) {
      if (v === undefined) delete h[k];
      else h[k] = v;
    }
    envelope(
      await app.http({ method: 'POST', url: '/drive/v1/uploads/', headers: h }),
      status,
      'invalid_argument',
    );
  });

  test('without Tus-Resumable', async () => {
    envelope(
      await app.http({
        method: 'POST',
        url: '/drive/v1/uploads/',
        headers: { ...free, 'upload-length': '1', 'upload-metadata': meta({ filename: 'a' }) },
      }),
      412,
      'failed_precondition',
    );
  });

  test('PATCH at the wrong offset, with the wrong type, past the length', async () => {
    envelope(await patch(free, location, 3, Buffer.from('x')), 409, 'aborted');
    const wrongType = await patch(free, location, 0, Buffer.from('x'), {
      'content-type': 'text/plain',
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
    envelope(await patch(free, location, 0, Buffer.alloc(11)), 413, 'invalid_argument');
    const h = await head(free, location);
    expect(h.headers['upload-offset']).toBe('0');
  });

  test('an unknown upload and a GET', async () => {
    expect((await head(free, '/drive/v1/uploads/UPnothing')).statusCode).toBe(404);
    envelope(
      await patch(free, '/drive/v1/uploads/UPnothing', 0, Buffer.from('x')),
      404,
      'file_not_found',
    );
    envelope(
      await app.http({ url: '/drive/v1/uploads/UPnothing', headers: free }),
      404,
      'not_found',
    );
  });
});
