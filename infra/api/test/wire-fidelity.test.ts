/**
 * Schema-first API (issue 15): an answer is serialized by its route's response schema, which
 * drops any property the schema does not name. Here every JSON answer of a tour of the API is
 * compared with what its handler built: a field the schema forgot fails, naming the route.
 */
import { buildServer } from '../src';
import { AUDIT_USER } from '../src/db/seed';
import {
  bearer,
  CLIENT_ID,
  TEST_CHALLENGE,
  TEST_VERIFIER,
  DEMO_PASSWORD,
  FREE,
  portOf,
  removeDir,
  request,
  tempDir,
  VIP,
  type RequestHeaders,
  type RequestOptions,
  type Tokens,
  TEST_CONTROL_SECRET,
} from './helpers';

/** What a handler built (before serialization) and what was sent, per request. */
interface Seen {
  route: string;
  built: unknown;
  sent: string;
}

let app: ReturnType<typeof buildServer>;
let base = '';
let dir = '';
const seen: Seen[] = [];

beforeAll(async () => {
  dir = tempDir();
  app = buildServer({
    dataDir: dir,
    seedBigFolder: false,
    taskStepMs: 5,
    taskBatch: 500,
    controlSecret: TEST_CONTROL_SECRET,
  });
  const built = new WeakMap<object, unknown>();
  app.addHook('preSerialization', async (req, _reply, payload) => {
    built.set(req, payload);
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (built.has(req) && type.includes('json') && typeof payload === 'string')
      seen.push({
        route: `${req.method} ${req.routeOptions.url}`,
        built: built.get(req),
        sent: payload,
      });
    return payload;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${portOf(app.server)}`;
});
afterAll(async () => {
  await app.close();
  removeDir(dir);
});

const http = (o: RequestOptions) => request(base, o);

/** A signed-in user's headers (authorization code, then the token exchange). */
async function signedIn(email: string) {
  const form = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: 'http://localhost:8080/auth',
    response_type: 'code',
    scope: 'user pan offline',
    code_challenge: TEST_CHALLENGE,
    code_challenge_method: 'S256',
    email,
    password: DEMO_PASSWORD,
  }).toString();
  const res = await http({
    method: 'POST',
    url: '/v1/auth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
  const code = new URL(String(res.headers.location)).searchParams.get('code') ?? '';
  const tokens = await http({
    method: 'POST',
    url: '/v1/auth/token',
    payload: {
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      code_verifier: TEST_VERIFIER,
    },
  });
  return bearer(tokens.json<Tokens>());
}

it('every JSON answer carries all that its handler built', async () => {
  const vip = await signedIn(VIP.email);
  const free = await signedIn(FREE.email);
  const reviewer = await signedIn(AUDIT_USER.email);
  const get = (url: string, headers: RequestHeaders = vip) => http({ url, headers });
  const post = (url: string, payload: unknown, headers: RequestHeaders = vip) =>
    http({ method: 'POST', url, payload, headers });

  const listing = (await get('/drive/v1/files?parent_id=*&limit=20')).json<{
    files: { id: string }[];
  }>();
  const firstId = listing.files[0]?.id ?? 'none';
  await get(`/drive/v1/files/${firstId}?usage=open`);
  await get('/drive/v1/files?parent_id=*&filters={"trashed":{"eq":true}}');
  await get('/drive/v1/events?limit=5');
  await get('/drive/v1/events?recent=true');
  await get('/drive/v1/about');
  await get('/drive/v1/tasks');
  await get('/drive/v1/privilege/vip');
  await get('/drive/v1/privilege/vip', free);
  await get('/drive/v1/privilege/area_country_code');
  await get('/drive/v1/statistics/pub/download');
  await get('/v1/user/me');
  const folder = await post('/drive/v1/files', { kind: 'drive#folder', name: 'Fidelity' });
  const folderId = folder.json<{ file: { id: string } }>().file.id;
  await http({
    method: 'PATCH',
    url: `/drive/v1/files/${folderId}`,
    headers: vip,
    payload: { starred: true },
  });
  await post('/drive/v1/files', {
    kind: 'drive#file',
    upload_type: 'UPLOAD_TYPE_URL',
    url: { url: 'https://example.com/fidelity.zip' },
  });
  // Share links made from the drive (issue 30), before the folder goes to the trash.
  const link = (
    await post('/drive/v1/share', { file_ids: [folderId], pass_code_option: 'REQUIRED' })
  ).json<{ share_id: string; pass_code: string }>();
  await get('/drive/v1/share/list');
  await http({
    method: 'PATCH',
    url: `/drive/v1/share/${link.share_id}`,
    headers: vip,
    payload: { allow_download: true },
  });
  const shown = (
    await get(`/drive/v1/share?share_id=${link.share_id}&pass_code=${link.pass_code}`, {})
  ).json<{ pass_code_token: string }>();
  await post(
    '/drive/v1/share::archive',
    { share_id: link.share_id, pass_code_token: shown.pass_code_token, file_ids: [folderId] },
    {},
  );
  await post('/drive/v1/files::archive', { ids: [folderId] });
  await post('/drive/v1/share::batchDelete', { ids: [link.share_id] });
  await post('/drive/v1/files::batchTrash', { ids: [folderId] });
  for (const name of [
    'external_products',
    'resources',
    'basic',
    'debug_options',
    'activity_operation',
  ])
    await post(`/config/v1/${name}`, { data: { language: 'en-US', client: 'web' } });
  await get('/mail/v1/unsubscribe?d=demo-unsubscribe-free', {});
  await post('/audit.admin/v1/share', { share_user_id: 'u-vip', file_ids: ['x'] }, reviewer);
  await get('/access_controller/v1/area_accessible', {});
  await get('/vip/v1/task/status?scene=check_in');
  await get('/vip/v1/activity/inviteExtActivityPage');
  await post('/vip/v1/verifyRecaptchaToken', { token: 'ok' }, {});
  await get('/drive/v1/share?share_id=demo-public');
  await get('/drive/v1/share?share_id=demo-expired');
  await get('/drive/v1/share/detail?share_id=demo-public');
  await get('/drive/v1/share/file_info?share_id=demo-public&file_id=pub-video');
  await post('/drive/v1/share::batch_file_info', {
    share_id: 'demo-public',
    file_ids: ['pub-video'],
  });
  const init = await post('/v1/shield/captcha/init', {
    action: 'POST:/drive/v1/share/restore',
    client_id: CLIENT_ID,
  });
  const captcha = init.json<{ captcha_token: string }>().captcha_token;
  await http({
    method: 'POST',
    url: '/drive/v1/share/restore',
    headers: { ...free, 'x-captcha-token': captcha },
    payload: { share_id: 'demo-public', file_ids: ['pub-video'] },
  });
  await post('/v1/auth/revoke', {}, free);
  await get('/__control/state', {});
  await get('/drive/v1/files/nope'); // an error envelope

  const routes = new Set(seen.map((s) => s.route));
  expect(routes.size).toBeGreaterThan(20);
  for (const route of [
    'POST /drive/v1/share',
    'GET /drive/v1/share/list',
    'PATCH /drive/v1/share/:share_id',
  ])
    expect([...routes]).toContain(route);
  // Compared as parsed JSON, keys sorted, so that only a lost or changed value counts.
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  const changed = seen
    .filter((s) => JSON.stringify(sorted(JSON.parse(s.sent))) !== JSON.stringify(sorted(s.built)))
    .map((s) => s.route);
  // Key order may differ (the schema's order); nothing else.
  expect(changed).toEqual([]);
});
