/** Sign-in page, authorization codes, tokens (refresh, revoke, expiry), the desktop stand-in. */
import type { AuthCodeRow, UserRow } from '../src/db/rows';
import {
  makeApp,
  closeApp,
  signIn,
  authCode,
  bearer,
  expectEnvelope,
  form,
  defined,
  SITE,
  CLIENT_ID,
  TEST_CHALLENGE,
  TEST_VERIFIER,
  FREE,
  VIP,
  DEMO_PASSWORD,
  type Profile,
  type TestApp,
  type Tokens,
} from './helpers';

/** The PKCE fields of a sign-in this test started (the helpers' verifier). */
const PKCE = { code_challenge: TEST_CHALLENGE, code_challenge_method: 'S256' };

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

const authorizeUrl = (o: Record<string, string> = {}) =>
  `/v1/auth/authorize?${new URLSearchParams({ ...PKCE, client_id: CLIENT_ID, redirect_uri: `${SITE}/auth`, response_type: 'code', ...o })}&scope=user+pan+offline`;

describe('sign-in page', () => {
  test('GET /v1/auth/authorize serves an accessible HTML form', async () => {
    const r = await app.http({ url: authorizeUrl() });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.body).toContain('<label for="email">Email</label>');
    expect(r.body).toContain('<label for="password">Password</label>');
    expect(r.body).toContain('name="viewport"');
    expect(r.body).toContain('<html lang="en-US">');
    expect(r.body).toContain(`value="${SITE}/auth"`);
  });

  test('a redirect_uri off the allowed site origins is refused (400 envelope)', async () => {
    const r = await app.http({ url: authorizeUrl({ redirect_uri: 'https://evil.example/auth' }) });
    expectEnvelope(r, 'invalid_request', 4121, 400);
    // Exact match: not another path or a query on the site's own origin either.
    for (const redirect_uri of [`${SITE}/auth?x=1`, `${SITE}/steal`, `${SITE}/auth/`])
      expectEnvelope(
        await app.http({ url: authorizeUrl({ redirect_uri }) }),
        'invalid_request',
        4121,
        400,
      );
  });

  test('wrong password shows the form again with an error (401), nothing leaks', async () => {
    const r = await app.http({
      method: 'POST',
      url: '/v1/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        client_id: CLIENT_ID,
        redirect_uri: `${SITE}/auth`,
        response_type: 'code',
        ...PKCE,
        email: FREE.email,
        password: 'nope',
      }),
    });
    expect(r.statusCode).toBe(401);
    expect(r.body).toContain('role="alert"');
    expect(r.body).toContain('Wrong account number or password');
    expect(r.body).toContain('aria-invalid="true"');
    expect(r.headers.location).toBeUndefined();
  });

  test('right password redirects to redirect_uri with a code and echoes state', async () => {
    const r = await app.http({
      method: 'POST',
      url: '/v1/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        client_id: CLIENT_ID,
        redirect_uri: `${SITE}/auth`,
        response_type: 'code',
        scope: 'user pan offline',
        ...PKCE,
        state: 's1',
        email: 'VIP@cumulus.test',
        password: DEMO_PASSWORD,
      }),
    });
    expect(r.statusCode).toBe(302);
    const loc = new URL(defined(r.headers.location, 'Location'));
    expect(`${loc.origin}${loc.pathname}`).toBe(`${SITE}/auth`);
    expect(loc.searchParams.get('code')).toMatch(/^[\w-]{30,}$/);
    expect(loc.searchParams.get('state')).toBe('s1');
  });

  test("the page's own script posts with fetch: the answer is the location as JSON", async () => {
    const page = await app.http({
      url: authorizeUrl(),
    });
    // The only script of the page, allowed by its hash.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'; connect-src 'self'/);
    // The script has no text: what it says when the service does not answer is the form's.
    expect(page.body).toContain(
      '<form method="post" action="/v1/auth/authorize" novalidate data-sign-in data-unreachable="The service did not answer. Please try again.">',
    );
    expect(page.body).not.toMatch(/<script>[^<]*did not answer/);
    const r = await app.http<{ location: string }>({
      method: 'POST',
      url: '/v1/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-sign-in': 'fetch' },
      payload: form({
        client_id: CLIENT_ID,
        redirect_uri: `${SITE}/auth`,
        response_type: 'code',
        ...PKCE,
        email: FREE.email,
        password: DEMO_PASSWORD,
      }),
    });
    expect(r.statusCode).toBe(200);
    const loc = new URL(r.json().location);
    expect(loc.origin).toBe(SITE);
    expect(loc.searchParams.get('code')).toMatch(/^[\w-]{30,}$/);
  });
});

describe("the sign-in page speaks the site's language (ui_locales)", () => {
  test('ui_locales=ja: a Japanese page, its links keep the OAuth parameters and the locale', async () => {
    const r = await app.http({ url: authorizeUrl({ ui_locales: 'ja' }) });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<html lang="ja">');
    expect(r.body).toContain('<label for="email">メールアドレス</label>');
    expect(r.body).toContain('<label for="password">パスワード</label>');
    expect(r.body).toContain('>ログイン</button>');
    expect(r.body).toContain(
      'data-unreachable="サービスから応答がありません。もう一度お試しください。"',
    );
    // The locale travels with the form and the links to sign-up and reset.
    expect(r.body).toContain('<input type="hidden" name="ui_locales" value="ja">');
    const signUp = /href="(\/v1\/auth\/signup\?[^"]+)"/.exec(r.body)?.[1] ?? '';
    const q = new URLSearchParams(signUp.replace(/&amp;/g, '&').split('?')[1]);
    expect(q.get('ui_locales')).toBe('ja');
    expect(q.get('redirect_uri')).toBe(`${SITE}/auth`);
    expect(r.body).toMatch(/href="\/v1\/auth\/forgot\?[^"]*ui_locales=ja/);
  });

  test('without ui_locales, Accept-Language decides; an unknown locale falls back', async () => {
    const es = await app.http({
      url: authorizeUrl(),
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('Iniciar sesión</button>');
    const named = await app.http({
      url: authorizeUrl({ ui_locales: 'xx zh-TW' }),
      headers: { 'accept-language': 'es' },
    });
    expect(named.body).toContain('<html lang="zh-TW">');
    const none = await app.http({ url: authorizeUrl({ ui_locales: 'xx' }) });
    expect(none.body).toContain('<html lang="en-US">');
  });

  test("a wrong password answers the spec's text in the page's language", async () => {
    const r = await app.http({
      method: 'POST',
      url: '/v1/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        client_id: CLIENT_ID,
        redirect_uri: `${SITE}/auth`,
        response_type: 'code',
        ...PKCE,
        ui_locales: 'ko',
        email: FREE.email,
        password: 'nope',
      }),
    });
    expect(r.statusCode).toBe(401);
    expect(r.body).toContain('<html lang="ko">');
    expect(r.body).toContain('계정 또는 비밀번호가 잘못되었습니다. 다시 입력해 주세요');
  });
});

describe('tokens', () => {
  test('code -> tokens -> /v1/user/me; the code is single-use', async () => {
    const code = await authCode(app, VIP.email);
    const t = await app.http<Tokens>({
      method: 'POST',
      url: '/v1/auth/token',
      payload: {
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        code_verifier: TEST_VERIFIER,
      },
    });
    expect(t.statusCode).toBe(200);
    const tokens = t.json();
    expect(tokens).toEqual({
      token_type: 'Bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 7200,
      sub: 'u-vip',
    });
    const me = await app.http<Profile>({ url: '/v1/user/me', headers: bearer(tokens) });
    expect(me.json()).toEqual({
      sub: 'u-vip',
      name: 'Victor VIP',
      email: 'vip@cumulus.test',
      phone_number: '',
      picture: expect.stringContaining('/v1/user/avatar/u-vip'),
      password: 'set',
      rights: [],
    });
    // Again, by someone without the verifier (a retry with it is auth-pkce.test.ts's).
    const again = await app.http({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'authorization_code', code, client_id: CLIENT_ID },
    });
    expectEnvelope(again, 'invalid_grant', 4126, 400);
  });

  test('a code for another client or an expired code is invalid_grant', async () => {
    const code = await authCode(app);
    expectEnvelope(
      await app.http({
        method: 'POST',
        url: '/v1/auth/token',
        payload: {
          grant_type: 'authorization_code',
          code,
          client_id: 'cumulus-desktop',
          code_verifier: TEST_VERIFIER,
        },
      }),
      'invalid_grant',
      4126,
      400,
    );
    const code2 = await authCode(app);
    app.ctx.db
      .prepare('UPDATE auth_codes SET expires_at = ? WHERE code = ?')
      .run(Date.now() - 1, code2);
    expectEnvelope(
      await app.http({
        method: 'POST',
        url: '/v1/auth/token',
        payload: {
          grant_type: 'authorization_code',
          code: code2,
          client_id: CLIENT_ID,
          code_verifier: TEST_VERIFIER,
        },
      }),
      'invalid_grant',
      4126,
      400,
    );
  });

  test('codes expire 5 minutes after issue', async () => {
    const before = Date.now();
    const code = await authCode(app);
    const row = app.ctx.db
      .prepare('SELECT expires_at FROM auth_codes WHERE code = ?')
      .get(code) as Pick<AuthCodeRow, 'expires_at'>; // a SQL row
    expect(row.expires_at - before).toBeGreaterThanOrEqual(299_000);
    expect(row.expires_at - before).toBeLessThanOrEqual(301_000);
  });

  test('refresh rotates; the old refresh token stops working; revoke signs out', async () => {
    const refresh = (refresh_token: string) =>
      app.http<Tokens>({
        method: 'POST',
        url: '/v1/auth/token',
        payload: { grant_type: 'refresh_token', refresh_token, client_id: CLIENT_ID },
      });
    const t1 = await signIn(app);
    const r = await refresh(t1.refresh_token);
    expect(r.statusCode).toBe(200);
    const t2 = r.json();
    expect(t2.access_token).not.toBe(t1.access_token);
    expect((await app.http({ url: '/v1/user/me', headers: bearer(t2) })).statusCode).toBe(200);
    // Another client cannot use it.
    expectEnvelope(
      await app.http({
        method: 'POST',
        url: '/v1/auth/token',
        payload: {
          grant_type: 'refresh_token',
          refresh_token: t2.refresh_token,
          client_id: 'cumulus-desktop',
        },
      }),
      'invalid_grant',
      4126,
      400,
    );
    const rv = await app.http({
      method: 'POST',
      url: '/v1/auth/revoke',
      payload: { token: t2.access_token },
    });
    expect(rv.statusCode).toBe(200);
    expectEnvelope(
      await app.http({ url: '/v1/user/me', headers: bearer(t2) }),
      'unauthenticated',
      16,
      401,
    );
    expectEnvelope(await refresh(t2.refresh_token), 'invalid_grant', 4126, 400);
  });

  test('access tokens expire (lifetime set through the control endpoint)', async () => {
    await app.http({ method: 'POST', url: '/__control', payload: { accessTokenTtlSec: 1 } });
    const t = await signIn(app);
    expect(t.expires_in).toBe(1);
    expect((await app.http({ url: '/v1/user/me', headers: bearer(t) })).statusCode).toBe(200);
    app.ctx.db
      .prepare("UPDATE tokens SET expires_at = ? WHERE kind = 'access'")
      .run(Date.now() - 1);
    expectEnvelope(
      await app.http({ url: '/v1/user/me', headers: bearer(t) }),
      'unauthenticated',
      16,
      401,
    );
    await app.http({ method: 'POST', url: '/__control', payload: { accessTokenTtlSec: 7200 } });
  });

  test('unauthenticated (cred) endpoints answer 401 / 16', async () => {
    for (const url of [
      '/v1/user/me',
      '/drive/v1/about',
      '/drive/v1/privilege/vip',
      '/drive/v1/tasks/x',
      '/drive/v1/files',
    ]) {
      expectEnvelope(await app.http({ url }), 'unauthenticated', 16, 401);
    }
    expectEnvelope(
      await app.http({ url: '/v1/user/me', headers: { authorization: 'Bearer nope' } }),
      'unauthenticated',
      16,
      401,
    );
    expectEnvelope(
      await app.http({ method: 'POST', url: '/audit.admin/v1/share', payload: {} }),
      'unauthenticated',
      16,
      401,
    );
  });

  test('passwords are stored as salted scrypt hashes', () => {
    const rows = app.ctx.db.prepare('SELECT password_salt, password_hash FROM users').all() as Pick<
      UserRow,
      'password_salt' | 'password_hash'
    >[]; // SQL rows
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.password_hash).not.toContain('cumulus');
    }
    expect(new Set(rows.map((r) => r.password_salt)).size).toBe(rows.length);
  });
});
