/** Sign-in bound to the browser that started it: PKCE (S256) on authorize and token. */
import nodeCrypto from 'node:crypto';
import {
  makeApp,
  closeApp,
  authCode,
  SITE,
  FREE,
  DEMO_PASSWORD,
  expectError as bad,
  type ErrorEnvelope,
  type TestApp,
  type Tokens,
} from './helpers';

const WEB = 'cumulus-web';
const verifier = () => nodeCrypto.randomBytes(32).toString('base64url');
const challengeOf = (v: string) => nodeCrypto.createHash('sha256').update(v).digest('base64url');

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

const webCode = (v: string, extra: Record<string, string> = {}) =>
  authCode(app, FREE.email, DEMO_PASSWORD, {
    client_id: WEB,
    code_challenge: challengeOf(v),
    code_challenge_method: 'S256',
    ...extra,
  });
const exchange = (code: string, v: string | undefined, client = WEB) =>
  app.http<Tokens>({
    method: 'POST',
    url: '/v1/auth/token',
    payload: {
      grant_type: 'authorization_code',
      code,
      client_id: client,
      ...(v === undefined ? {} : { code_verifier: v }),
    },
  });

test('the web client must send a challenge', async () => {
  const q = new URLSearchParams({
    client_id: WEB,
    redirect_uri: `${SITE}/auth`,
    response_type: 'code',
  });
  bad(await app.http({ url: `/v1/auth/authorize?${q}` }), 400, 'invalid_request');
  q.set('code_challenge', challengeOf(verifier()));
  bad(await app.http({ url: `/v1/auth/authorize?${q}` }), 400, 'invalid_request');
  q.set('code_challenge_method', 'plain');
  bad(await app.http({ url: `/v1/auth/authorize?${q}` }), 400, 'invalid_argument');
  q.set('code_challenge_method', 'S256');
  const page = await app.http({ url: `/v1/auth/authorize?${q}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('name="code_challenge"');
});

test('a code is exchanged only with its verifier', async () => {
  const v = verifier();
  const code = await webCode(v);
  bad(await exchange(code, undefined), 400, 'invalid_grant');
  bad(await exchange(code, verifier()), 400, 'invalid_grant');
  const ok = await exchange(code, v);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().access_token).toBeTruthy();
});

test('a planted code (another browser started it) cannot be used without its verifier', async () => {
  const code = await webCode(verifier());
  const res = await exchange(code, verifier());
  bad(res, 400, 'invalid_grant');
  expect(res.json<ErrorEnvelope>().error_description).toMatch(/not started in this browser/);
});

test('a retried exchange with the same verifier gets fresh tokens and revokes the first', async () => {
  const v = verifier();
  const code = await webCode(v);
  const first = (await exchange(code, v)).json();
  const again = await exchange(code, v);
  expect(again.statusCode).toBe(200);
  expect(again.json().access_token).not.toBe(first.access_token);
  const me = (t: string) =>
    app.http({ url: '/v1/user/me', headers: { authorization: `Bearer ${t}` } });
  expect((await me(again.json().access_token)).statusCode).toBe(200);
  expect((await me(first.access_token)).statusCode).toBe(401);
  // Without the verifier the replay is refused.
  bad(await exchange(code, undefined), 400, 'invalid_grant');
});

test.each([
  [{ code_verifier: 'short' }],
  [{ code_verifier: 'x'.repeat(129) }],
  [{ code_verifier: 'a b'.repeat(20) }],
])('bad verifier %j -> 400 envelope', async (extra: { code_verifier: string }) => {
  const res = await app.http({
    method: 'POST',
    url: '/v1/auth/token',
    payload: { grant_type: 'authorization_code', code: 'x', client_id: WEB, ...extra },
  });
  bad(res, 400, 'invalid_argument');
});
