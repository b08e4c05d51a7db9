/** startApi(): three real listening origins over one database, per-origin fault injection. */
import path from 'node:path';
import { startApi } from '../src';
import { openDatabase } from '../src/db';
import {
  tempDir,
  removeDir,
  request,
  expectEnvelope,
  form,
  defined,
  SITE,
  CLIENT_ID,
  TEST_CHALLENGE,
  TEST_VERIFIER,
  FREE,
  DEMO_PASSWORD,
  type CreateFileResult,
  type FileList,
  type RequestOptions,
  type ShareBatchFileInfo,
  type Tokens,
  TEST_CONTROL_SECRET,
} from './helpers';

let api: Awaited<ReturnType<typeof startApi>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  api = await startApi({
    ports: [0, 0, 0],
    dataDir,
    host: '127.0.0.1',
    controlSecret: TEST_CONTROL_SECRET,
    // Not the 100,000-item folder: about 7 s of seeding that nothing here reads.
    seedBigFolder: false,
  });
});
afterAll(async () => {
  await api.close();
  removeDir(dataDir);
});

/** One request to origin `i`; `T` is the shape of the JSON answer. */
const at = <T = unknown>(i: number, o: RequestOptions) => request<T>(defined(api.urls[i]), o);

test('three distinct origins on loopback', () => {
  expect(api.urls).toHaveLength(3);
  expect(new Set(api.urls).size).toBe(3);
  for (const u of api.urls) expect(u).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(api.dataFile).toBe(path.join(dataDir, 'api.sqlite'));
});

test('one database behind all origins: sign in on one, use the token on the others', async () => {
  const r = await at(0, {
    method: 'POST',
    url: '/v1/auth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({
      client_id: CLIENT_ID,
      redirect_uri: `${SITE}/auth`,
      response_type: 'code',
      code_challenge: TEST_CHALLENGE,
      code_challenge_method: 'S256',
      email: FREE.email,
      password: DEMO_PASSWORD,
    }),
  });
  const code = new URL(defined(r.headers.location)).searchParams.get('code');
  const t = (
    await at<Tokens>(1, {
      method: 'POST',
      url: '/v1/auth/token',
      payload: {
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        code_verifier: TEST_VERIFIER,
      },
    })
  ).json();
  const headers = { authorization: `Bearer ${t.access_token}` };
  const created = (
    await at<CreateFileResult>(2, {
      method: 'POST',
      url: '/drive/v1/files',
      headers,
      payload: { kind: 'drive#folder', name: 'Made on origin 3' },
    })
  ).json();
  const listed = (await at<FileList>(0, { url: '/drive/v1/files', headers })).json();
  expect(listed.files.map((f) => f.id)).toContain(created.file.id);
  const link = defined(listed.files.find((f) => f.id === created.file.id)).icon_link;
  expect(link.startsWith(defined(api.urls[0]))).toBe(true);
});

test('dead origin closes connections; the others still answer; control revives it', async () => {
  const port = api.ports[1];
  const c = await at<{ faults: Record<string, { mode: string }> }>(0, {
    method: 'POST',
    url: '/__control',
    payload: { port, mode: 'dead' },
  });
  expect(c.json().faults[String(port)]).toMatchObject({ mode: 'dead' });
  await expect(at(1, { url: '/drive/v1/share?share_id=demo-public&limit=1' })).rejects.toThrow(
    /socket hang up|ECONNRESET/,
  );
  expect((await at(0, { url: '/drive/v1/share?share_id=demo-public&limit=1' })).statusCode).toBe(
    200,
  );
  expect((await at(2, { url: '/drive/v1/share?share_id=demo-public&limit=1' })).statusCode).toBe(
    200,
  );
  // the control endpoint of the dead origin still answers
  expect((await at(1, { url: '/__control/state' })).statusCode).toBe(200);
  await at(1, { method: 'POST', url: '/__control', payload: { mode: 'ok' } });
  expect((await at(1, { url: '/drive/v1/share?share_id=demo-public&limit=1' })).statusCode).toBe(
    200,
  );
});

test('fail on one origin ("*" affects all), with CORS headers on the injected 500', async () => {
  await at(2, { method: 'POST', url: '/__control', payload: { mode: 'fail', failRate: 1 } });
  const r = await at(2, {
    url: '/drive/v1/privilege/area_country_code',
    headers: { origin: SITE },
  });
  expectEnvelope(r, 'internal', 13, 500);
  expect(r.headers['access-control-allow-origin']).toBe(SITE);
  expect((await at(0, { url: '/drive/v1/privilege/area_country_code' })).statusCode).toBe(200);
  await at(2, { method: 'POST', url: '/__control', payload: { mode: 'ok' } });
  await at(0, {
    method: 'POST',
    url: '/__control',
    payload: { port: '*', mode: 'fail', failRate: 1 },
  });
  for (let i = 0; i < 3; i += 1)
    expect((await at(i, { url: '/drive/v1/privilege/area_country_code' })).statusCode).toBe(500);
  await at(0, { method: 'POST', url: '/__control', payload: { port: '*', mode: 'ok' } });
  expect((await at(1, { url: '/drive/v1/privilege/area_country_code' })).statusCode).toBe(200);
});

test('region answers per origin', async () => {
  await at(0, { method: 'POST', url: '/__control', payload: { region: 'blocked' } });
  await at(1, { method: 'POST', url: '/__control', payload: { region: 'dead' } });
  expect((await at(0, { url: '/access_controller/v1/area_accessible' })).json()).toEqual({
    accessible: false,
  });
  await expect(at(1, { url: '/access_controller/v1/area_accessible' })).rejects.toThrow();
  expect((await at(2, { url: '/access_controller/v1/area_accessible' })).json()).toEqual({
    accessible: true,
  });
  await at(0, { method: 'POST', url: '/__control/reset' });
  expect((await at(0, { url: '/access_controller/v1/area_accessible' })).json()).toEqual({
    accessible: true,
  });
});

test('colon routes over real HTTP (files:batchTrash needs sign-in, share:batch_file_info does not)', async () => {
  expectEnvelope(
    await at(0, { method: 'POST', url: '/drive/v1/files:batchTrash', payload: { ids: ['x'] } }),
    'unauthenticated',
    16,
    401,
  );
  const r = await at<ShareBatchFileInfo>(0, {
    method: 'POST',
    url: '/drive/v1/share:batch_file_info',
    payload: { share_id: 'demo-public', file_ids: ['pub-epub'] },
  });
  expect(r.json().files[0]?.name).toBe('A Tale of Two Clouds.epub');
});

test('a second start on the same data dir reuses the database (no re-seed)', async () => {
  await at(0, {
    method: 'POST',
    url: '/drive/v1/share:batch_file_info',
    payload: { share_id: 'demo-public', file_ids: ['pub-epub'] },
  });
  const again = openDatabase(dataDir, { bigFolder: false });
  try {
    expect(again.seeded).toBe(false);
    expect(again.secret).toBe(api.context.secret);
  } finally {
    again.db.close();
  }
});
