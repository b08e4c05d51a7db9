/**
 * Device sign-in (RFC 8628; accounts/deviceCodes.ts): the device's code, its polls with the
 * spec's polling states (4050-4052), the signed-in person's answer, and hostile inputs (a 4xx
 * envelope, never a 5xx).
 */
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  expectError as bad,
  FREE,
  VIP,
  DEMO_PASSWORD,
  SITE,
  type TestApp,
  type Tokens,
} from './helpers';

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const TV = 'cumulus-tv';

interface DeviceCode {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  interval: number;
  expires_in: number;
}

let app: TestApp;
let now = Date.now();
beforeAll(async () => {
  app = await makeApp({ deviceCodeTtlSec: 60 });
});
afterAll(() => closeApp(app));
beforeEach(async () => {
  jest.restoreAllMocks();
  await app.http({ method: 'POST', url: '/__control', payload: { reset: true } });
  now = Date.now();
});
/** The server's clock, moved by the test (the codes' times are read with Date.now()). */
const advance = (ms: number) => {
  now += ms;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
};

const newCode = async (payload: unknown = { client_id: TV }) => {
  const res = await app.http<DeviceCode>({ method: 'POST', url: '/v1/auth/device/code', payload });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const poll = (device_code: string, client_id = TV) =>
  app.http<Tokens>({
    method: 'POST',
    url: '/v1/auth/token',
    payload: { grant_type: GRANT, device_code, client_id },
  });
const ask = (headers: Record<string, string>, user_code: string) =>
  app.http({ url: `/v1/auth/device?${new URLSearchParams({ user_code })}`, headers });
const answer = (headers: Record<string, string>, user_code: string, decision: string) =>
  app.http({ method: 'POST', url: '/v1/auth/device', headers, payload: { user_code, decision } });

test("a code: RFC 8628 fields, a short user code on the site's TV page", async () => {
  const c = await newCode();
  expect(c.device_code).toMatch(/^dc_/);
  expect(c.user_code).toMatch(/^[BCDFGHJKMNPQRSTVWXZ]{4}-[BCDFGHJKMNPQRSTVWXZ]{4}$/);
  expect(c.verification_uri).toBe(`${SITE}/tv/link`);
  expect(c.verification_uri_complete).toBe(
    `${SITE}/tv/link?user_code=${encodeURIComponent(c.user_code)}`,
  );
  expect(c).toMatchObject({ interval: 5, expires_in: 60 });
  const other = await newCode({ client_id: TV, scope: 'user pan' });
  expect(other.user_code).not.toBe(c.user_code);
});

test('pending, slow_down when too fast (interval + 5 s), then tokens once allowed; single use', async () => {
  const c = await newCode();
  bad(await poll(c.device_code), 400, 'authorization_pending');
  bad(await poll(c.device_code), 400, 'slow_down');
  // The interval is now 10 s: 6 s later is still too early.
  advance(6_000);
  bad(await poll(c.device_code), 400, 'slow_down');
  advance(15_000);
  bad(await poll(c.device_code), 400, 'authorization_pending');

  const vip = bearer(await signIn(app, VIP.email, DEMO_PASSWORD));
  const seen = await ask(vip, c.user_code.toLowerCase().replace('-', ' '));
  expect(seen.statusCode).toBe(200);
  expect(seen.json()).toMatchObject({
    user_code: c.user_code,
    client_id: TV,
    client_name: 'Cumulus TV',
    scope: 'user pan offline',
  });
  expect((await answer(vip, c.user_code, 'allow')).json()).toEqual({ decision: 'allow' });

  advance(16_000);
  const tokens = await poll(c.device_code);
  expect(tokens.statusCode).toBe(200);
  const me = await app.http<{ sub: string }>({
    url: '/v1/user/me',
    headers: bearer(tokens.json()),
  });
  expect(me.statusCode).toBe(200);
  expect(me.json().sub).toBe(VIP.id);
  // Single use: the code is gone, and its user code cannot be answered again.
  advance(16_000);
  bad(await poll(c.device_code), 400, 'invalid_grant');
  bad(await answer(vip, c.user_code, 'allow'), 404, 'not_found');
});

test('denied: access_denied once, then the code is gone', async () => {
  const c = await newCode();
  const free = bearer(await signIn(app, FREE.email, DEMO_PASSWORD));
  expect((await answer(free, c.user_code, 'deny')).statusCode).toBe(200);
  bad(await poll(c.device_code), 403, 'access_denied');
  bad(await poll(c.device_code), 400, 'invalid_grant');
});

test('an unanswered code expires: expired_token, and the site cannot answer it any more', async () => {
  const c = await newCode();
  const free = bearer(await signIn(app, FREE.email, DEMO_PASSWORD));
  advance(61_000);
  bad(await poll(c.device_code), 400, 'expired_token');
  bad(await ask(free, c.user_code), 404, 'not_found');
  bad(await answer(free, c.user_code, 'allow'), 404, 'not_found');
  advance(6_000);
  bad(await poll(c.device_code), 400, 'expired_token');
});

test("another account cannot see or answer a code someone answered; a code is its client's", async () => {
  const c = await newCode();
  const free = bearer(await signIn(app, FREE.email, DEMO_PASSWORD));
  const vip = bearer(await signIn(app, VIP.email, DEMO_PASSWORD));
  expect((await answer(free, c.user_code, 'allow')).statusCode).toBe(200);
  bad(await ask(vip, c.user_code), 404, 'not_found');
  bad(await answer(vip, c.user_code, 'deny'), 404, 'not_found');
  // Another client presenting the device code gets nothing (and does not use it up).
  bad(await poll(c.device_code, 'cumulus-web'), 400, 'invalid_grant');
  const tokens = await poll(c.device_code);
  expect(tokens.statusCode).toBe(200);
  const me = await app.http<{ sub: string }>({
    url: '/v1/user/me',
    headers: bearer(tokens.json()),
  });
  expect(me.json().sub).toBe(FREE.id);
});

test("signed out: the TV page's calls are refused", async () => {
  const c = await newCode();
  bad(await ask({}, c.user_code), 401, 'unauthenticated');
  bad(await answer({}, c.user_code, 'allow'), 401, 'unauthenticated');
});

test('hostile inputs: 4xx envelopes, never a 5xx', async () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.http({ method: 'POST', url: '/v1/auth/device/code', payload, headers });
  bad(await post({}), 400, 'invalid_argument');
  bad(await post({ client_id: 'nobody' }), 400, 'unauthorized_client');
  bad(await post({ client_id: 'cumulus-web' }), 400, 'unauthorized_client');
  bad(await post({ client_id: TV, scope: 'admin' }), 400, 'invalid_scope');
  bad(await post({ client_id: 'x'.repeat(5000) }), 400, 'invalid_argument');
  bad(await post({ client_id: ['cumulus-tv'] }), 400, 'invalid_argument');
  expect((await post('{"client_id":', { 'content-type': 'application/json' })).statusCode).toBe(
    400,
  );
  bad(await post(null), 400, 'invalid_argument');
  // A form body, as RFC 8628 clients send it.
  const formed = await post('client_id=cumulus-tv', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  expect(formed.statusCode).toBe(200);

  const token = (payload: unknown) => app.http({ method: 'POST', url: '/v1/auth/token', payload });
  bad(await token({ grant_type: GRANT, client_id: TV }), 400, 'invalid_request');
  bad(
    await token({ grant_type: GRANT, client_id: TV, device_code: 'dc_nope' }),
    400,
    'invalid_grant',
  );
  bad(await token({ grant_type: GRANT, client_id: TV, device_code: 7 }), 400, 'invalid_argument');
  bad(
    await token({ grant_type: 'urn:ietf:params:oauth:grant-type:other', client_id: TV }),
    400,
    'invalid_argument',
  );
  bad(
    await token({ grant_type: GRANT, client_id: 'nobody', device_code: 'x' }),
    400,
    'unauthorized_client',
  );

  const free = bearer(await signIn(app, FREE.email, DEMO_PASSWORD));
  for (const code of ['', 'x'.repeat(41), '%00', 'ABCD-EFGH', '<script>', 'BCDF-GHJ']) {
    const res = await ask(free, code);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  }
  bad(await answer(free, 'BCDF-GHJK', 'maybe'), 400, 'invalid_argument');
  bad(
    await app.http({ method: 'POST', url: '/v1/auth/device', headers: free, payload: [] }),
    400,
    'invalid_argument',
  );
});

test('wrong user codes are limited per account (then 429 even for a right one)', async () => {
  const c = await newCode();
  const free = bearer(await signIn(app, FREE.email, DEMO_PASSWORD));
  for (let i = 0; i < 10; i++) bad(await ask(free, 'BCDF-GHJK'), 404, 'not_found');
  const res = await ask(free, c.user_code);
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  // Another account is not held up by this one's guesses.
  const vip = bearer(await signIn(app, VIP.email, DEMO_PASSWORD));
  expect((await ask(vip, c.user_code)).statusCode).toBe(200);
});

test('codes asked for are limited per client address', async () => {
  for (let i = 0; i < 30; i++) await newCode();
  const res = await app.http({
    method: 'POST',
    url: '/v1/auth/device/code',
    payload: { client_id: TV },
  });
  expect(res.statusCode).toBe(429);
});
