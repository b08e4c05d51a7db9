/**
 * The analytics collector (routes/analytics.ts) and the feedback form's endpoint
 * (routes/feedback.ts), issue 32: good batches stored in order, hostile batches refused with the
 * 4xx envelope (never 5xx), the rate limit, the developer view behind the dev key; feedback with
 * bad inputs and another account's file.
 */
import { ANALYTICS_LIMITS } from 'shared-libs/contracts';
import { BATCHES_PER_MINUTE } from '../src/routes/analytics';
import {
  bearer,
  closeApp,
  expectEnvelope,
  FREE,
  makeApp,
  signIn,
  TEST_DEV_KEY,
  VIP,
  type AuthHeaders,
  type FileList,
  type TestApp,
} from './helpers';

const URL_ = '/analytics/v1/ppa';
const ev = (event: string, extra: Record<string, unknown> = {}) => ({
  event,
  user_type: 1,
  t: 1_700_000_000_000,
  params: {},
  ...extra,
});
interface Listed {
  events: { event: string; user_type: number; page: string; params: Record<string, unknown> }[];
}

describe('POST /analytics/v1/ppa', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => closeApp(app));
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.http({ method: 'POST', url: URL_, payload, headers });
  const listed = async () =>
    (await app.http<Listed>({ url: `/dev/analytics?key=${TEST_DEV_KEY}` })).json().events;

  test('stores a beacon batch (text/plain JSON) in order, with its user types', async () => {
    const body = JSON.stringify({
      page: 'page-abc-1',
      events: [
        ev('login_page_impress'),
        ev('login_page_click', { params: { scene: 'official_page' } }),
        ev('login', { user_type: 2 }),
      ],
    });
    const r = await post(body, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ accepted: 3 });
    const events = (await listed()).filter((e) => e.page === 'page-abc-1');
    expect(events.map((e) => [e.event, e.user_type])).toEqual([
      ['login_page_impress', 1],
      ['login_page_click', 1],
      ['login', 2],
    ]);
    expect(events[1]?.params).toEqual({ scene: 'official_page' });
  });

  const big = 'x'.repeat(ANALYTICS_LIMITS.maxBodyBytes + 10);
  test.each([
    ['not JSON', 'not json {', 400],
    ['a JSON array', [], 400],
    ['no events', { page: 'page-abc-2', events: [] }, 400],
    ['an unknown event', { page: 'page-abc-2', events: [ev('drop_tables')] }, 400],
    ['a wrong user type', { page: 'page-abc-2', events: [ev('login', { user_type: 3 })] }, 400],
    ['a string time', { page: 'page-abc-2', events: [ev('login', { t: 'now' })] }, 400],
    [
      'an object param',
      { page: 'page-abc-2', events: [ev('login', { params: { a: { b: 1 } } })] },
      400,
    ],
    [
      'a bad param key',
      { page: 'page-abc-2', events: [ev('login', { params: { 'A-b': 1 } })] },
      400,
    ],
    ['an extra field', { page: 'page-abc-2', events: [ev('login', { user_id: 'u-free' })] }, 400],
    ['a bad page id', { page: '<script>', events: [ev('login')] }, 400],
    [
      'too many events',
      {
        page: 'page-abc-2',
        events: Array.from({ length: ANALYTICS_LIMITS.maxEvents + 1 }, () => ev('login')),
      },
      400,
    ],
    [
      'an oversized body',
      { page: 'page-abc-2', events: [ev('login', { params: { a: big } })] },
      413,
    ],
  ])('refuses %s with the 4xx envelope and stores nothing', async (_name, payload, status) => {
    const before = (await listed()).length;
    const r = await post(typeof payload === 'string' ? payload : JSON.stringify(payload), {
      'content-type': 'text/plain',
    });
    expect(r.statusCode).toBe(status);
    expect(r.json<{ error: string }>().error).toBe('invalid_argument');
    expect((await listed()).length).toBe(before);
  });

  test('the developer view needs the dev key', async () => {
    expectEnvelope(await app.http({ url: '/dev/analytics' }), 'permission_denied', 7, 403);
    expectEnvelope(
      await app.http({ url: '/dev/analytics?key=not-the-key-of-this-run' }),
      'permission_denied',
      7,
      403,
    );
    expectEnvelope(
      await app.http({
        url: `/dev/analytics?key=${TEST_DEV_KEY}`,
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      'permission_denied',
      7,
      403,
    );
  });

  test('a sender past the rate limit gets 429 (resource_exhausted), not stored', async () => {
    const body = JSON.stringify({ page: 'page-flood-1', events: [ev('sidebar_click')] });
    let limited = 0;
    for (let i = 0; i < BATCHES_PER_MINUTE + 5; i++) {
      const r = await post(body, { 'content-type': 'text/plain' });
      if (r.statusCode === 429) {
        limited++;
        expect(r.json<{ error: string }>().error).toBe('resource_exhausted');
      } else expect(r.statusCode).toBe(200);
    }
    expect(limited).toBeGreaterThanOrEqual(5);
    const stored = (await listed()).filter((e) => e.page === 'page-flood-1').length;
    expect(stored).toBeLessThanOrEqual(BATCHES_PER_MINUTE);
  });
});

describe('POST /drive/v1/feedback', () => {
  let app: TestApp;
  let free: AuthHeaders;
  let vip: AuthHeaders;
  let freeFile: string;
  let vipFile: string;
  beforeAll(async () => {
    app = await makeApp();
    free = bearer(await signIn(app, FREE.email));
    vip = bearer(await signIn(app, VIP.email));
    const firstFile = async (headers: AuthHeaders) => {
      const list = (
        await app.http<FileList>({ url: '/drive/v1/files?parent_id=&limit=100', headers })
      ).json();
      const file = list.files.find((f) => f.kind === 'drive#file');
      if (!file) throw new Error('the seed has no file at the root');
      return file.id;
    };
    freeFile = await firstFile(free);
    vipFile = await firstFile(vip);
  });
  afterAll(() => closeApp(app));
  const send = (headers: Record<string, string>, payload: unknown) =>
    app.http<{ id: string; created_time: string }>({
      method: 'POST',
      url: '/drive/v1/feedback',
      headers,
      payload,
    });

  test('stores feedback with and without one of the sender’s files', async () => {
    const a = await send(free, { category: 'bug', text: 'The list jumps when I scroll.' });
    expect(a.statusCode).toBe(200);
    expect(a.json().id).toMatch(/^fb/);
    const b = await send(free, { category: 'idea', text: 'See this file', file_id: freeFile });
    expect(b.statusCode).toBe(200);
    const rows = app.ctx.db
      .prepare<[string], { category: string; file_id: string | null }>(
        'SELECT category, file_id FROM feedback WHERE user_id = ? ORDER BY created_at, id',
      )
      .all(FREE.id);
    expect(rows.map((r) => r.file_id).sort()).toEqual([freeFile, null].sort());
  });

  test('another account’s file is not found (and nothing is stored)', async () => {
    const before = app.ctx.db.prepare('SELECT COUNT(*) AS n FROM feedback').get() as { n: number };
    const r = await send(free, { category: 'bug', text: 'theirs', file_id: vipFile });
    expect(r.statusCode).toBe(404);
    expect(r.json<{ error: string }>().error).toBe('file_not_found');
    const after = app.ctx.db.prepare('SELECT COUNT(*) AS n FROM feedback').get() as { n: number };
    expect(after.n).toBe(before.n);
  });

  test('signed out: unauthenticated', async () => {
    expectEnvelope(await send({}, { category: 'bug', text: 'x' }), 'unauthenticated', 16, 401);
  });

  test.each([
    ['no category', { text: 'x' }],
    ['an unknown category', { category: 'rant', text: 'x' }],
    ['empty text', { category: 'bug', text: '' }],
    ['blank text', { category: 'bug', text: '   ' }],
    ['too long a text', { category: 'bug', text: 'x'.repeat(2001) }],
    ['a number as text', { category: 'bug', text: 42 }],
    ['an empty file id', { category: 'bug', text: 'x', file_id: '' }],
    ['an extra field', { category: 'bug', text: 'x', user_id: 'u-vip' }],
  ])('refuses %s with invalid_argument', async (_name, payload) => {
    const r = await send(vip, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json<{ error: string }>().error).toBe('invalid_argument');
  });
});
