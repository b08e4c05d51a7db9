/**
 * The dev and test surfaces are locked (src/devSurfaces.ts, decision 0020): each attack of the
 * "Safe by default" issue, replayed. Before: a code for any account, everybody's mail, resets and
 * faults for anonymous, rebinding and cross-site callers. Now: nothing without the secret or key,
 * and nothing cross-site or to a foreign Host name even with them.
 */
import {
  closeApp,
  expectEnvelope,
  makeApp,
  TEST_CONTROL_SECRET,
  TEST_DEV_KEY,
  VIP,
  type RequestHeaders,
  type TestApp,
} from './helpers';
import { isControlCall } from '../src/devSurfaces';

/** Without a control secret (what `npm start` runs): no control endpoint at all. */
describe('the main run (no control secret)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeApp({ controlSecret: '' });
  });
  afterAll(() => closeApp(app));

  test.each([
    ['POST', '/__control/code', { email: VIP.email }],
    ['POST', '/__control/users', {}],
    ['POST', '/__control/reset', undefined],
    ['POST', '/__control', { mode: 'dead', port: '*' }],
    ['POST', '/__control/campaign', { id: 'christmas' }],
    ['GET', '/__control/outbox', undefined],
    ['GET', '/__control/state', undefined],
  ])('%s %s does not exist, even with a guessed secret', async (method, url, payload) => {
    for (const secret of ['', TEST_CONTROL_SECRET]) {
      const r = await app.http({
        method,
        url,
        payload,
        headers: { 'x-cumulus-control': secret },
      });
      expectEnvelope(r, 'not_found', 5, 404);
    }
    // and the site keeps answering (no fault was injected)
    expect((await app.http({ url: '/drive/v1/privilege/area_country_code' })).statusCode).toBe(200);
  });

  test('the outbox page needs the key of the run', async () => {
    expectEnvelope(await app.http({ url: '/dev/outbox' }), 'permission_denied', 7, 403);
    expectEnvelope(
      await app.http({ url: '/dev/outbox?key=not-the-key-of-this-run' }),
      'permission_denied',
      7,
      403,
    );
    const ok = await app.http({ url: `/dev/outbox?key=${TEST_DEV_KEY}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/html/);
  });

  test('a random dev key per process when none is given', async () => {
    const a = await makeApp({ devKey: undefined });
    const b = await makeApp({ devKey: undefined });
    try {
      const keyA = a.ctx.options.devKey;
      expect(keyA.length).toBeGreaterThanOrEqual(16);
      expect(keyA).not.toBe(b.ctx.options.devKey);
      expect((await a.http({ url: `/dev/outbox?key=${keyA}` })).statusCode).toBe(200);
      expect((await b.http({ url: `/dev/outbox?key=${keyA}` })).statusCode).toBe(403);
    } finally {
      await closeApp(a);
      await closeApp(b);
    }
  });

  test('a secret too short to be one is refused at start', async () => {
    await expect(makeApp({ controlSecret: 'short' })).rejects.toThrow(/at least 16/);
    await expect(makeApp({ devKey: 'short' })).rejects.toThrow(/at least 16/);
  });
});

/** Started for tests (a control secret): every call presents it, same-origin, loopback Host. */
describe('a test run (control secret)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => closeApp(app));

  const code = (headers: RequestHeaders) =>
    app.http({ method: 'POST', url: '/__control/code', payload: { email: VIP.email }, headers });

  test('a call without the secret, or with another, gets no code', async () => {
    const missing = await code({ 'x-cumulus-control': '' });
    expectEnvelope(missing, 'permission_denied', 7, 403);
    expect(missing.body).not.toMatch(/"code"/);
    expectEnvelope(
      await code({ 'x-cumulus-control': 'x'.repeat(30) }),
      'permission_denied',
      7,
      403,
    );
    expect((await code({})).statusCode).toBe(200); // the helper presents the secret
  });

  const hostile: Array<[string, RequestHeaders]> = [
    ['a DNS-rebinding Host', { host: 'rebind.evil.example:8090' }],
    ['a look-alike Host', { host: 'localhost.evil.example' }],
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ];

  test.each(hostile)('%s is refused, even with the secret', async (_what, headers) => {
    expectEnvelope(await code(headers), 'permission_denied', 7, 403);
    const reset = await app.http({ method: 'POST', url: '/__control/reset', headers });
    expectEnvelope(reset, 'permission_denied', 7, 403);
    const fault = await app.http({
      method: 'POST',
      url: '/__control',
      payload: { mode: 'dead', port: '*' },
      headers,
    });
    expectEnvelope(fault, 'permission_denied', 7, 403);
  });

  test.each(hostile)('%s cannot read the outbox, even with the key', async (_what, headers) => {
    const r = await app.http({ url: `/dev/outbox?key=${TEST_DEV_KEY}`, headers });
    expectEnvelope(r, 'permission_denied', 7, 403);
  });

  test('a cross-site form post is refused', async () => {
    const r = await app.http({
      method: 'POST',
      url: '/__control/users',
      payload: 'quota=1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expectEnvelope(r, 'permission_denied', 7, 403);
  });

  test('same-origin and typed-address requests pass', async () => {
    const self = { origin: app.base, 'sec-fetch-site': 'same-origin' };
    expect((await app.http({ url: '/__control/state', headers: self })).statusCode).toBe(200);
    const typed = { 'sec-fetch-site': 'none' };
    const page = await app.http({ url: `/dev/outbox?key=${TEST_DEV_KEY}`, headers: typed });
    expect(page.statusCode).toBe(200);
    const v6 = { host: `[::1]:${app.base.split(':').pop()}` };
    expect((await app.http({ url: '/__control/state', headers: v6 })).statusCode).toBe(200);
  });
});

describe('isControlCall (the host servers’ test surfaces)', () => {
  const call = (headers: Record<string, string>, remoteAddress = '127.0.0.1') => ({
    socket: { remoteAddress },
    headers: { host: 'localhost:8080', ...headers },
  });
  const secret = TEST_CONTROL_SECRET;

  test('needs a secret in the process and the same in the request', () => {
    expect(isControlCall(call({ 'x-cumulus-control': secret }), secret)).toBe(true);
    expect(isControlCall(call({ 'x-cumulus-control': secret }), undefined)).toBe(false);
    expect(isControlCall(call({ 'x-cumulus-control': secret }), '')).toBe(false);
    expect(isControlCall(call({}), secret)).toBe(false);
    expect(isControlCall(call({ 'x-cumulus-control': `${secret}x` }), secret)).toBe(false);
  });

  test('refuses another address, a foreign Host name and cross-site requests', () => {
    const ok = { 'x-cumulus-control': secret };
    expect(isControlCall(call(ok, '10.0.0.5'), secret)).toBe(false);
    expect(isControlCall(call({ ...ok, host: 'evil.example:8080' }), secret)).toBe(false);
    expect(isControlCall(call({ ...ok, 'sec-fetch-site': 'cross-site' }), secret)).toBe(false);
  });
});
