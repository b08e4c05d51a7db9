/**
 * Mail links from any tab or device (issue 31, item 1; infra/api/README.md "Mail links from any
 * tab"): a verification or reset link opened in a browser that started no sign-in does its job,
 * leaves a one-time grant in that browser (an HttpOnly cookie of the API origin) and sends the
 * person to the site's sign-in start; the site's fresh PKCE round trip then ends without a
 * password. Also: marketing mail off until chosen at sign-up, and the pages' frame (theme,
 * brand, back link, language switch, show-password).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import { FORM_SCRIPT_SRC } from '../src/pages/formScript';
import { MAIL_GRANT_CLIENT, MAIL_GRANT_COOKIE } from '../src/accounts/mailGrant';
import {
  bearer,
  closeApp,
  CLIENT_ID,
  defined,
  expectError,
  form,
  makeApp,
  signIn,
  SITE,
  type Profile,
  type TestApp,
  type TestResponse,
  type Tokens,
} from './helpers';

type Mail = Static<typeof Wire.OutboxMail>;
type Preferences = Static<typeof Wire.MailPreferences>;

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));
beforeEach(() => app.http({ method: 'POST', url: '/__control', payload: { resetLimits: true } }));

let n = 0;
const newAddress = () => `mail-link${++n}.${Date.now()}@example.com`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The web client's authorize parameters with a fresh PKCE pair (a sign-in the site started). */
function oauth(extra: Record<string, string> = {}) {
  const p = pkce();
  return {
    verifier: p.verifier,
    fields: {
      client_id: CLIENT_ID,
      redirect_uri: `${SITE}/auth`,
      response_type: 'code',
      scope: 'user pan offline',
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      ...extra,
    },
  };
}

const postForm = (path: string, fields: Record<string, string>, headers = {}) =>
  app.http({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });

async function lastMail(to: string): Promise<Mail> {
  const r = await app.http<{ mails: Mail[] }>({
    url: `/__control/outbox?to=${encodeURIComponent(to)}`,
  });
  return defined(r.json().mails[0], `a mail to ${to}`);
}

/** Signs up in "the first tab" (with its PKCE challenge) and returns the verification mail. */
async function signUp(email: string, extra: Record<string, string> = {}): Promise<Mail> {
  const r = await postForm('/v1/auth/signup', {
    ...oauth().fields,
    email,
    name: 'Mia Mail',
    password: 'a long enough secret',
    ...extra,
  });
  expect(r.statusCode).toBe(200);
  return lastMail(email);
}

/** The mail's link opened and its form posted, as a second tab would (its own fields only). */
function linkFields(mail: Mail): Record<string, string> {
  return Object.fromEntries(new URL(mail.link).searchParams);
}

/** The grant cookie a response set (`name=value`), or undefined. */
function grantOf(r: TestResponse): string | undefined {
  const set = r.headers['set-cookie'] ?? '';
  const m = new RegExp(`${MAIL_GRANT_COOKIE}=([^;]*)`).exec(set);
  return m?.[1] ? `${MAIL_GRANT_COOKIE}=${m[1]}` : undefined;
}

/** The site's sign-in start: a fresh PKCE authorize request carrying `cookie`. */
const authorize = (o: ReturnType<typeof oauth>, cookie?: string) =>
  app.http({
    url: `/v1/auth/authorize?${new URLSearchParams(o.fields)}`,
    headers: cookie ? { cookie } : {},
  });

async function exchange(location: string, verifier: string): Promise<Tokens> {
  const url = new URL(location);
  expect(url.origin + url.pathname).toBe(`${SITE}/auth`);
  const t = await app.http<Tokens>({
    method: 'POST',
    url: '/v1/auth/token',
    payload: {
      grant_type: 'authorization_code',
      code: url.searchParams.get('code'),
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
  });
  expect(t.statusCode).toBe(200);
  return t.json();
}

const me = (t: Tokens) => app.http<Profile>({ url: '/v1/user/me', headers: bearer(t) });

/** Verifies from the mail's link in a browser that started nothing: the grant it leaves. */
async function verifyFromMail(email: string): Promise<string> {
  const mail = await signUp(email);
  const r = await postForm('/v1/auth/verify', linkFields(mail));
  expect(r.statusCode).toBe(303);
  expect(r.headers.location).toBe(`${SITE}/drive/login`);
  return defined(grantOf(r), 'the grant cookie');
}

describe('verification from another tab or device', () => {
  test('activates, leaves a one-time grant, and the site sign-in it starts ends signed in', async () => {
    const email = newAddress();
    const mail = await signUp(email);
    const page = await app.http({ url: new URL(mail.link).pathname + new URL(mail.link).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('code_challenge');

    const r = await postForm('/v1/auth/verify', linkFields(mail));
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe(`${SITE}/drive/login`);
    // No token in the address: the grant travels as a cookie of the API origin only.
    expect(r.headers.location).not.toMatch(/code=|grant|token/);
    const set = defined(r.headers['set-cookie'], 'set-cookie');
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\/v1\/auth\/authorize/);
    expect(set).toMatch(/Max-Age=600/);
    const cookie = defined(grantOf(r), 'grant');

    // The site starts its own sign-in (a fresh PKCE pair): the grant ends it at once.
    const o = oauth();
    const signIn = await authorize(o, cookie);
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers['set-cookie']).toMatch(new RegExp(`${MAIL_GRANT_COOKIE}=;.*Max-Age=0`));
    const tokens = await exchange(defined(signIn.headers.location), o.verifier);
    expect((await me(tokens)).json().email).toBe(email);

    // Single use: the same cookie again is the ordinary sign-in page.
    const again = await authorize(oauth(), cookie);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Sign in to Cumulus');
  });

  test('the page script is told where to go (JSON), in the page language', async () => {
    const email = newAddress();
    const mail = await signUp(email, { ui_locales: 'ja' });
    const r = await postForm('/v1/auth/verify', linkFields(mail), { 'x-sign-in': 'fetch' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ location: `${SITE}/ja/drive/login` });
    expect(grantOf(r)).toBeDefined();
  });

  test('the first tab (its PKCE challenge) still ends with a code, and no grant', async () => {
    const email = newAddress();
    const o = oauth();
    await postForm('/v1/auth/signup', {
      ...o.fields,
      email,
      name: 'Mia Mail',
      password: 'a long enough secret',
    });
    const mail = await lastMail(email);
    const r = await postForm('/v1/auth/verify', { ...o.fields, email, code: mail.code });
    expect(r.statusCode).toBe(302);
    expect(grantOf(r)).toBeUndefined();
    expect((await me(await exchange(defined(r.headers.location), o.verifier))).json().email).toBe(
      email,
    );
  });

  test('a wrong code leaves no grant', async () => {
    const email = newAddress();
    const mail = await signUp(email);
    const wrong = mail.code === '000000' ? '000001' : '000000';
    const r = await postForm('/v1/auth/verify', { ...linkFields(mail), code: wrong });
    expect(r.statusCode).toBe(400);
    expect(grantOf(r)).toBeUndefined();
  });
});

describe('reset from another tab or device', () => {
  test('sets the password, then the site sign-in ends signed in without asking it again', async () => {
    const email = newAddress();
    await postForm('/v1/auth/verify', linkFields(await signUp(email))); // active
    const forgot = await postForm('/v1/auth/forgot', { ...oauth().fields, email });
    expect(forgot.statusCode).toBe(200);
    const mail = await lastMail(email);
    expect(mail.kind).toBe('reset');
    const r = await postForm('/v1/auth/reset', {
      ...linkFields(mail),
      password: 'my brand new password',
    });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe(`${SITE}/drive/login`);
    const o = oauth();
    const signIn = await authorize(o, defined(grantOf(r)));
    expect(signIn.statusCode).toBe(302);
    const tokens = await exchange(defined(signIn.headers.location), o.verifier);
    expect((await me(tokens)).json().email).toBe(email);
  });
});

describe('hostile grants', () => {
  test('a forged, malformed or oversized cookie is the ordinary sign-in page', async () => {
    for (const value of [
      randomBytes(32).toString('base64url'),
      'x',
      '"><script>',
      'a'.repeat(5000),
      '%00%0d%0a',
    ]) {
      const r = await authorize(oauth(), `${MAIL_GRANT_COOKIE}=${value}`);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('Sign in to Cumulus');
      expect(r.body).not.toContain('<script>"');
    }
  });

  test('a grant never makes a code without PKCE, for another client or redirect', async () => {
    const cookie = await verifyFromMail(newAddress());
    const noChallenge = oauth();
    const fields: Record<string, string> = { ...noChallenge.fields };
    delete fields.code_challenge;
    delete fields.code_challenge_method;
    expectError(
      await app.http({
        url: `/v1/auth/authorize?${new URLSearchParams(fields)}`,
        headers: { cookie },
      }),
      400,
      'invalid_request',
    );
    expectError(
      await authorize(oauth({ redirect_uri: 'https://evil.example/auth' }), cookie),
      400,
      'invalid_request',
    );
    // The desktop client is never signed in by a grant (its page asks for the password).
    const desktop = await authorize(
      oauth({ client_id: 'cumulus-desktop', redirect_uri: 'http://127.0.0.1:5555/callback' }),
      cookie,
    );
    expect(desktop.statusCode).toBe(200);
    // The grant survived those refusals and still works once for the site.
    const o = oauth();
    expect((await authorize(o, cookie)).statusCode).toBe(302);
  });

  test('the grant row cannot be exchanged at the token endpoint, by handle or by its hash', async () => {
    const cookie = await verifyFromMail(newAddress());
    const handle = cookie.split('=')[1]!;
    const hash = createHash('sha256').update(handle).digest('hex');
    for (const code of [handle, hash]) {
      for (const client_id of [CLIENT_ID, MAIL_GRANT_CLIENT]) {
        const t = await app.http({
          method: 'POST',
          url: '/v1/auth/token',
          payload: {
            grant_type: 'authorization_code',
            code,
            client_id,
            code_verifier: 'v'.repeat(43),
          },
        });
        expect(t.statusCode).toBeGreaterThanOrEqual(400);
        expect(t.statusCode).toBeLessThan(500);
      }
    }
  });

  test('an expired grant is refused', async () => {
    const cookie = await verifyFromMail(newAddress());
    app.ctx.db
      .prepare('UPDATE auth_codes SET expires_at = ? WHERE client_id = ?')
      .run(Date.now() - 1, MAIL_GRANT_CLIENT);
    expect((await authorize(oauth(), cookie)).statusCode).toBe(200);
  });

  test('two accounts: each grant signs in its own account only, once', async () => {
    const a = newAddress();
    const b = newAddress();
    const cookieA = await verifyFromMail(a);
    const cookieB = await verifyFromMail(b);
    const oB = oauth();
    const rB = await authorize(oB, cookieB);
    expect((await me(await exchange(defined(rB.headers.location), oB.verifier))).json().email).toBe(
      b,
    );
    const oA = oauth();
    const rA = await authorize(oA, cookieA);
    expect((await me(await exchange(defined(rA.headers.location), oA.verifier))).json().email).toBe(
      a,
    );
    // B's used cookie beside A's used one: neither signs anyone in again.
    expect((await authorize(oauth(), `${cookieB}; ${cookieA}`)).statusCode).toBe(200);
  });

  test('a cross-site post of the verification form is refused and leaves no grant', async () => {
    const email = newAddress();
    const mail = await signUp(email);
    const r = await postForm('/v1/auth/verify', linkFields(mail), {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expectError(r, 403, 'permission_denied');
    expect(grantOf(r)).toBeUndefined();
  });
});

describe('marketing mail off until chosen', () => {
  const prefsOf = async (email: string) => {
    const cookie = await verifyFromMail(email);
    const o = oauth();
    const tokens = await exchange(
      defined((await authorize(o, cookie)).headers.location),
      o.verifier,
    );
    const r = await app.http<Preferences>({
      url: '/v1/user/mail_preferences',
      headers: bearer(tokens),
    });
    return Object.fromEntries(r.json().preferences.map((p) => [p.scene, p.enabled]));
  };

  test('an unticked box (the default) turns newsletter and marketing off', async () => {
    expect(await prefsOf(newAddress())).toEqual({
      account: true,
      newsletter: false,
      marketing: false,
    });
  });

  test('a ticked box turns them on, for that account only', async () => {
    const chose = newAddress();
    const mail = await signUp(chose, { marketing: 'on' });
    const r = await postForm('/v1/auth/verify', linkFields(mail));
    const o = oauth();
    const tokens = await exchange(
      defined((await authorize(o, defined(grantOf(r)))).headers.location),
      o.verifier,
    );
    const prefs = await app.http<Preferences>({
      url: '/v1/user/mail_preferences',
      headers: bearer(tokens),
    });
    expect(prefs.json().preferences.every((p) => p.enabled)).toBe(true);
    expect((await prefsOf(newAddress())).marketing).toBe(false);
  });

  test('the box is on the sign-up page, unticked, and kept ticked when the form is refused', async () => {
    const page = await app.http({
      url: `/v1/auth/signup?${new URLSearchParams(oauth().fields)}`,
    });
    expect(page.body).toMatch(/<input type="checkbox" id="marketing" name="marketing" value="on">/);
    const refused = await postForm('/v1/auth/signup', {
      ...oauth().fields,
      email: 'not an address',
      name: 'x',
      password: 'a long enough secret',
      marketing: 'on',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/id="marketing" name="marketing" value="on" checked>/);
  });

  test('a hostile value of the box is "not chosen"', async () => {
    const email = newAddress();
    const r = await postForm('/v1/auth/signup', {
      ...oauth().fields,
      email,
      name: 'x',
      password: 'a long enough secret',
      marketing: 'yes please',
    });
    expect(r.statusCode).toBe(200);
    const rows = app.ctx.db
      .prepare(
        'SELECT p.scene, p.enabled FROM mail_preferences p JOIN users u ON u.id = p.user_id WHERE u.email = ? ORDER BY p.scene',
      )
      .all(email);
    expect(rows).toEqual([
      { scene: 'marketing', enabled: 0 },
      { scene: 'newsletter', enabled: 0 },
    ]);
    const tooLong = await postForm('/v1/auth/signup', {
      ...oauth().fields,
      email: newAddress(),
      name: 'x',
      password: 'a long enough secret',
      marketing: 'o'.repeat(100),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });
});

describe('the pages frame', () => {
  const signInPage = (extra: Record<string, string> = {}) =>
    app.http({ url: `/v1/auth/authorize?${new URLSearchParams(oauth(extra).fields)}` });

  test('the site theme choice, else the system one; a hostile theme is ignored', async () => {
    expect((await signInPage({ theme: 'dark' })).body).toContain(
      '<html lang="en-US" data-theme="dark">',
    );
    expect((await signInPage({ theme: 'light' })).body).toContain('data-theme="light"');
    const hostile = await signInPage({ theme: '"><script>alert(1)</script>' });
    expect(hostile.statusCode).toBe(400);
    const odd = await signInPage({ theme: 'purple' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('<html lang="en-US">');
    expect(odd.body).toContain('prefers-color-scheme: dark');
  });

  test("the checkout page: the order's site as brand and back link, this page in each language", async () => {
    const u = (
      await app.http<{ email: string }>({ method: 'POST', url: '/__control/users', payload: {} })
    ).json();
    const auth = bearer(await signIn(app, u.email));
    const created = await app.http<{ checkout_url: string }>({
      method: 'POST',
      url: '/vip/v1/orders',
      headers: auth,
      payload: { product_id: 'premium-1m', return_url: `${SITE}/drive/payment`, ui_locales: 'ko' },
    });
    expect(created.statusCode).toBe(200);
    const url = new URL(created.json().checkout_url);
    const r = await app.http({ url: url.pathname + url.search });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<html lang="ko">');
    expect(r.body).toContain(`class="brand" href="${SITE}/ko"`);
    expect(r.body).toContain(`class="back" href="${SITE}/ko"`);
    expect(r.body.match(/hreflang="/g)?.length).toBe(11);
    const ja = defined(/<a href="([^"]+)" lang="ja"/.exec(r.body)?.[1], 'the ja link');
    expect(ja.replace(/&amp;/g, '&')).toContain(`key=${url.searchParams.get('key')}`);
    expect((await app.http({ url: ja.replace(/&amp;/g, '&') })).body).toContain('<html lang="ja">');
  });

  test('brand, back link, 11 languages, show-password; the CSP still names the one script', async () => {
    const r = await signInPage({ ui_locales: 'es' });
    expect(r.body).toContain(`class="brand" href="${SITE}/es"`);
    expect(r.body).toContain(`class="back" href="${SITE}/es"`);
    expect(r.body.match(/hreflang="/g)?.length).toBe(11);
    expect(r.body).toMatch(/<a href="\/v1\/auth\/authorize\?[^"]*ui_locales=ja[^"]*" lang="ja"/);
    expect(r.body).toContain('aria-current="true">Español');
    expect(r.body).toContain('data-show-password="password"');
    expect(r.headers['content-security-policy']).toContain(`script-src ${FORM_SCRIPT_SRC};`);
    const script = defined(/<script>([\s\S]*?)<\/script>/.exec(r.body)?.[1], 'script');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(hash).toBe(FORM_SCRIPT_SRC);
    expect(r.body).not.toMatch(/ on[a-z]+=/); // no inline handlers
  });
});
