/**
 * The "Safe by default" attacks on sign-in, replayed (hardening issue items 3, 4 and 7): an
 * attacker on the same machine as `npm start`. Each one ends without a token now; bad inputs get
 * a 4xx envelope, never a 5xx. (Wrong-password lock-out and the security check:
 * limits.test.ts; checkout's return_url: orders.test.ts.)
 */
import nodeCrypto from 'node:crypto';
import {
  makeApp,
  closeApp,
  authCode,
  expectError as bad,
  form,
  signIn,
  bearer,
  SITE,
  CLIENT_ID,
  FREE,
  VIP,
  DEMO_PASSWORD,
  TEST_VERIFIER,
  type TestApp,
  type TestResponse,
  type Tokens,
} from './helpers';

const verifier = () => nodeCrypto.randomBytes(32).toString('base64url');
const challengeOf = (v: string) => nodeCrypto.createHash('sha256').update(v).digest('base64url');

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));
beforeEach(() => app.http({ method: 'POST', url: '/__control', payload: { reset: true } }));

const token = (payload: Record<string, string>) =>
  app.http<Tokens & { error?: string }>({ method: 'POST', url: '/v1/auth/token', payload });
const desktop = (payload: object | null, headers: Record<string, string> = {}) =>
  app.http<{ code?: string; request_id?: string; interval?: number; expires_in?: number }>({
    method: 'POST',
    url: '/windows/client-auth-code',
    headers,
    payload,
  });
/** The stand-in's approval form, posted as its own page posts it (a browser's headers). */
const answer = (
  request_id: string,
  decision: string,
  headers = { 'sec-fetch-site': 'same-origin' },
) =>
  app.http({
    method: 'POST',
    url: '/windows/approve',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form({ request_id, decision }),
  });

/** No answer of the attack carried a token, and none was a 5xx. */
function noToken(...answers: TestResponse[]) {
  for (const r of answers) {
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.body).not.toContain('access_token');
  }
}

describe('item 3: desktop sign-in without credentials', () => {
  test('the replayed attack: an empty request gets nothing, and no client_id turns it into a token', async () => {
    const asked = await desktop({});
    bad(asked, 400, 'invalid_request');
    const none = await desktop(null);
    bad(none, 400, 'invalid_request');
    // Whatever "code" the attacker tries, with whatever client, no token.
    const tries = await Promise.all(
      ['thief', CLIENT_ID, '*'].map((client_id) =>
        token({ grant_type: 'authorization_code', code: 'x'.repeat(43), client_id }),
      ),
    );
    noToken(asked, none, ...tries);
    bad(tries[0]!, 400, 'unauthorized_client');
  });

  test('a request with a challenge waits for the person; the attacker cannot get a code or a token', async () => {
    const v = verifier();
    const asked = await desktop({
      client_id: CLIENT_ID,
      code_challenge: challengeOf(v),
      code_challenge_method: 'S256',
    });
    expect(asked.statusCode).toBe(200);
    const { request_id: id, interval, expires_in: ttl } = asked.json();
    expect(id).toMatch(/^dr_/);
    expect(interval).toBe(1);
    expect(ttl).toBe(120);
    expect(asked.json().code).toBeUndefined();
    // Polling: pending (RFC 8628's authorization_pending, 4050) until the person answers.
    bad(await desktop({ request_id: id }), 400, 'authorization_pending');
    // The request id is no code.
    noToken(await token({ grant_type: 'authorization_code', code: id!, client_id: CLIENT_ID }));
    // A script cannot press Allow without the page's browser headers.
    bad(await answer(id!, 'allow', { 'sec-fetch-site': 'none' }), 403, 'permission_denied');
    bad(await answer(id!, 'allow', {} as { 'sec-fetch-site': string }), 403, 'permission_denied');
    bad(await desktop({ request_id: id }), 400, 'authorization_pending');
    // Unknown or malformed requests: 4xx.
    bad(await desktop({ request_id: 'dr_nope' }), 400, 'expired_token');
    bad(
      await desktop({
        client_id: 'thief',
        code_challenge: challengeOf(v),
        code_challenge_method: 'S256',
      }),
      400,
      'unauthorized_client',
    );
    bad(
      await desktop({
        client_id: 'cumulus-desktop',
        code_challenge: challengeOf(v),
        code_challenge_method: 'S256',
      }),
      400,
      'unauthorized_client',
    );
    bad(await desktop({ client_id: CLIENT_ID, code_challenge: 'short' }), 400, 'invalid_argument');
    bad(
      await desktop({ client_id: CLIENT_ID, code_challenge: challengeOf(v) }),
      400,
      'invalid_request',
    );
    bad(await desktop({ client_id: 7 }), 400, 'invalid_argument');
  });

  test('approved on the approval page: a code bound to the asking page (its verifier, its client)', async () => {
    const v = verifier();
    const asked = await desktop(
      { client_id: CLIENT_ID, code_challenge: challengeOf(v), code_challenge_method: 'S256' },
      { origin: SITE },
    );
    const id = asked.json().request_id!;
    // The stand-in's window: who asks, for which account, Allow / Deny.
    const page = await app.http({ url: '/windows/approve' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${SITE} asks to sign in to Cumulus`);
    expect(page.body).toContain('Victor VIP (vip@cumulus.test)');
    expect(page.body).toContain(`name="request_id" value="${id}"`);
    expect(page.body).toMatch(
      /<button type="submit" name="decision" value="allow">Allow<\/button>/,
    );
    const allowed = await answer(id, 'allow');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('Allowed.');
    const got = await desktop({ request_id: id });
    expect(got.statusCode).toBe(200);
    const code = got.json().code!;
    expect(code).toMatch(/^[\w-]{30,}$/);
    // Only once.
    bad(await desktop({ request_id: id }), 400, 'expired_token');
    // Without the verifier, with another's, or for another client: no token.
    noToken(
      await token({ grant_type: 'authorization_code', code, client_id: CLIENT_ID }),
      await token({
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        code_verifier: verifier(),
      }),
      await token({ grant_type: 'authorization_code', code, client_id: 'thief', code_verifier: v }),
    );
    const t = await token({
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      code_verifier: v,
    });
    expect(t.statusCode).toBe(200);
    expect(t.json().sub).toBe('u-vip');
  });

  test('denied on the approval page, or the desktop app signed out: nothing', async () => {
    const v = verifier();
    const ask = () =>
      desktop({
        client_id: CLIENT_ID,
        code_challenge: challengeOf(v),
        code_challenge_method: 'S256',
      });
    const id = (await ask()).json().request_id!;
    expect((await answer(id, 'deny')).body).toContain('Denied.');
    bad(await desktop({ request_id: id }), 403, 'access_denied');
    const late = await answer(id, 'allow');
    expect(late.statusCode).toBe(404);
    expect(late.body).toContain('No sign-in is waiting for your approval.');
    await app.http({ method: 'POST', url: '/__control', payload: { desktopUser: '' } });
    bad(await ask(), 401, 'unauthenticated');
    const none = await app.http({ url: '/windows/approve' });
    expect(none.body).toContain('No sign-in is waiting for your approval.');
  });

  test('the waiting requests are bounded', async () => {
    const c = challengeOf(verifier());
    const body = { client_id: CLIENT_ID, code_challenge: c, code_challenge_method: 'S256' };
    for (let i = 0; i < 20; i++) expect((await desktop(body)).statusCode).toBe(200);
    bad(await desktop(body), 429, 'resource_exhausted');
  });
});

describe('item 4: sign-in code interception', () => {
  const victimForm = (o: Record<string, string>) =>
    app.http({
      method: 'POST',
      url: '/v1/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        response_type: 'code',
        scope: 'user pan offline',
        email: VIP.email,
        password: DEMO_PASSWORD,
        ...o,
      }),
    });

  test('the replayed attack: client_id=thief, redirect_uri=:8085/steal, no PKCE: no code, no token', async () => {
    const steal = 'http://localhost:8085/steal';
    const page = await app.http({
      url: `/v1/auth/authorize?${new URLSearchParams({ client_id: 'thief', redirect_uri: steal, response_type: 'code' })}`,
    });
    bad(page, 400, 'unauthorized_client');
    const typed = await victimForm({ client_id: 'thief', redirect_uri: steal });
    bad(typed, 400, 'unauthorized_client');
    expect(typed.headers.location).toBeUndefined();
    // The site's client with the thief's redirect: refused (exact redirect URIs only).
    const c = challengeOf(verifier());
    for (const redirect_uri of [steal, `${SITE}/steal`, 'http://127.0.0.1:8085/auth']) {
      const r = await victimForm({
        client_id: CLIENT_ID,
        redirect_uri,
        code_challenge: c,
        code_challenge_method: 'S256',
      });
      bad(r, 400, 'invalid_request');
      expect(r.headers.location).toBeUndefined();
    }
    // The site's client and redirect without PKCE: refused too (every client uses PKCE).
    bad(
      await victimForm({ client_id: CLIENT_ID, redirect_uri: `${SITE}/auth` }),
      400,
      'invalid_request',
    );
    // And the thief's token request is refused whatever code it holds.
    const code = await authCode(app, VIP.email);
    const thief = await token({ grant_type: 'authorization_code', code, client_id: 'thief' });
    bad(thief, 400, 'unauthorized_client');
    noToken(thief, await token({ grant_type: 'authorization_code', code, client_id: CLIENT_ID }));
  });

  test("the desktop app's loopback redirect (RFC 8252): any port on 127.0.0.1/[::1], its own client only, with PKCE", async () => {
    const v = verifier();
    const q = (client_id: string, redirect_uri: string, pkce = true) =>
      app.http({
        url: `/v1/auth/authorize?${new URLSearchParams({
          client_id,
          redirect_uri,
          response_type: 'code',
          ...(pkce ? { code_challenge: challengeOf(v), code_challenge_method: 'S256' } : {}),
        })}`,
      });
    expect((await q('cumulus-desktop', 'http://127.0.0.1:51234/callback')).statusCode).toBe(200);
    expect((await q('cumulus-desktop', 'http://[::1]:8085/callback')).statusCode).toBe(200);
    bad(
      await q('cumulus-desktop', 'http://127.0.0.1:51234/callback', false),
      400,
      'invalid_request',
    );
    for (const uri of [
      'http://localhost:51234/callback',
      'http://127.0.0.1:51234/steal',
      'http://127.0.0.1:51234/callback?x=1',
      'https://127.0.0.1:51234/callback',
      'http://127.0.0.1/callback',
      'http://10.0.0.1:51234/callback',
    ])
      bad(await q('cumulus-desktop', uri), 400, 'invalid_request');
    bad(await q(CLIENT_ID, 'http://127.0.0.1:51234/callback'), 400, 'invalid_request');
    // Its code goes to its loopback and needs its verifier.
    const r = await victimForm({
      client_id: 'cumulus-desktop',
      redirect_uri: 'http://127.0.0.1:51234/callback',
      code_challenge: challengeOf(v),
      code_challenge_method: 'S256',
    });
    expect(r.statusCode).toBe(302);
    const loc = new URL(String(r.headers.location));
    expect(`${loc.origin}${loc.pathname}`).toBe('http://127.0.0.1:51234/callback');
    const code = loc.searchParams.get('code')!;
    noToken(await token({ grant_type: 'authorization_code', code, client_id: 'cumulus-desktop' }));
    bad(
      await token({
        grant_type: 'authorization_code',
        code,
        client_id: 'cumulus-desktop',
        code_verifier: v,
        redirect_uri: 'http://127.0.0.1:9/callback',
      }),
      400,
      'invalid_grant',
    );
    const ok = await token({
      grant_type: 'authorization_code',
      code,
      client_id: 'cumulus-desktop',
      code_verifier: v,
    });
    expect(ok.statusCode).toBe(200);
  });

  test('a verifier for a code issued without a challenge is refused (no PKCE downgrade)', async () => {
    // A code as an app bridge hands one over (tests' control endpoint): no challenge.
    const code = 'bridge-code-'.padEnd(43, 'x');
    app.ctx.db
      .prepare(
        "INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at) VALUES (?, 'u-free', ?, '', 'user pan offline', ?)",
      )
      .run(code, CLIENT_ID, Date.now() + 60_000);
    bad(
      await token({
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT_ID,
        code_verifier: TEST_VERIFIER,
      }),
      400,
      'invalid_grant',
    );
  });

  test("the reset mail carries the site's own parameters, never the requester's", async () => {
    const attacker = {
      client_id: 'cumulus-desktop',
      redirect_uri: 'http://127.0.0.1:8085/callback',
      response_type: 'code',
      code_challenge: challengeOf(verifier()),
      code_challenge_method: 'S256',
      state: 'attacker',
    };
    const post = (path: string, fields: Record<string, string>) =>
      app.http({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(fields),
      });
    // An unknown client cannot even ask.
    bad(
      await post('/v1/auth/forgot', { ...attacker, client_id: 'thief', email: FREE.email }),
      400,
      'unauthorized_client',
    );
    const sent = await post('/v1/auth/forgot', { ...attacker, email: FREE.email });
    expect(sent.statusCode).toBe(200);
    const mail = app.ctx.db
      .prepare(
        "SELECT link, code FROM outbox WHERE to_email = ? AND kind = 'reset' ORDER BY rowid DESC LIMIT 1",
      )
      .get(FREE.email) as { link: string; code: string };
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/v1/auth/reset');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${SITE}/auth`,
      response_type: 'code',
      ui_locales: 'en-US',
      email: FREE.email,
      code: mail.code,
    });
    // The victim follows the link: the page works, and the flow ends on the site, not with a
    // code for anyone.
    const page = await app.http({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('8085');
    const done = await post('/v1/auth/reset', {
      ...Object.fromEntries(link.searchParams),
      password: 'a brand new password',
    });
    // Issue 31: the site's own sign-in start, with a one-time grant for this browser only (an
    // HttpOnly cookie of the API origin); never a code, never the attacker's client.
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${SITE}/drive/login`);
    expect(done.headers['set-cookie']).toMatch(/^cumulus_mail_grant=[\w-]+; .*HttpOnly/);
  });
});

describe('item 7: a reused refresh token revokes its whole family', () => {
  test('the replayed attack: the rotated-out token is refused and the newer tokens die with it', async () => {
    const refresh = (refresh_token: string) =>
      token({ grant_type: 'refresh_token', refresh_token, client_id: CLIENT_ID });
    const stolen = await signIn(app);
    const rotated = await refresh(stolen.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const owner = rotated.json();
    const another = await signIn(app, VIP.email); // another sign-in (family) stays
    // The thief replays the old refresh token.
    bad(await refresh(stolen.refresh_token), 400, 'invalid_grant');
    // The whole family is gone: the newer access and refresh tokens too.
    bad(await app.http({ url: '/v1/user/me', headers: bearer(owner) }), 401, 'unauthenticated');
    bad(await refresh(owner.refresh_token), 400, 'invalid_grant');
    expect((await app.http({ url: '/v1/user/me', headers: bearer(another) })).statusCode).toBe(200);
  });
});
