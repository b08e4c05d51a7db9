/** Limits on guessing: share passcodes and sign-in passwords; the sign-in form's login CSRF check. */
import { buildServer } from '../src/server';
import {
  makeApp,
  captchaToken,
  CLIENT_ID,
  defined,
  SITE,
  closeApp,
  authCode,
  postSignInForm,
  portOf,
  FREE,
  VIP,
  WIRE_CODES,
  DEMO_PASSWORD,
  type ErrorEnvelope,
  type RequestHeaders,
  type ShareInfo,
  type TestApp,
} from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => closeApp(app));

const guess = (code: string, share = 'demo-passcode', headers: RequestHeaders = {}) =>
  app.http<ShareInfo>({ url: `/drive/v1/share?share_id=${share}&pass_code=${code}`, headers });

/** A captcha token earned by solving the challenge (what a person gets from the frame). */
async function solvedToken(action = 'GET:/drive/v1/share'): Promise<string> {
  const init = await app.http<{ url: string; captcha_token: string }>({
    method: 'POST',
    url: '/v1/shield/captcha/init',
    payload: { action, client_id: CLIENT_ID, device_id: 'device-test', redirect: SITE },
  });
  expect(init.json().url).toContain('/v1/shield/captcha/challenge?id=');
  const id = defined(new URL(init.json().url).searchParams.get('id'), 'challenge id');
  const solved = await app.http({
    method: 'POST',
    url: '/v1/shield/captcha/challenge',
    payload: { id },
  });
  expect(solved.statusCode).toBe(302);
  const target = new URL(defined(solved.headers.location, 'location'));
  return defined(target.searchParams.get('captcha_token'), 'captcha_token');
}

/** `n` wrong passcodes, each answered PASS_CODE_ERROR (solving the challenge when it is due). */
async function wrongGuesses(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    let r = await guess(`no${i}x`);
    if (r.statusCode === 403)
      r = await guess(`no${i}x`, undefined, { 'x-captcha-token': await solvedToken() });
    expect(r.statusCode).toBe(200);
    expect(r.json().share_status).toBe('PASS_CODE_ERROR');
  }
}

const control = (payload: object) => app.http({ method: 'POST', url: '/__control', payload });

const signInForm = (email: string, password: string) => postSignInForm(app, email, password);

describe('passcode guesses', () => {
  beforeEach(() => control({ reset: true }));

  test('from the 5th wrong passcode on, each guess needs a solved challenge', async () => {
    await wrongGuesses(5);
    // Without a token, or with one the silent captcha handed out: the challenge is due.
    for (const headers of [
      {} as RequestHeaders,
      { 'x-captcha-token': await captchaToken(app, 'GET:/drive/v1/share') },
    ]) {
      const r = await guess('cu42', undefined, headers);
      expect(r.statusCode).toBe(403);
      expect(r.json<ErrorEnvelope>()).toMatchObject({
        error: 'captcha_required',
        error_code: WIRE_CODES.captcha_required,
      });
    }
    // The captcha init now answers with the challenge, even in the silent mode.
    const token = await solvedToken();
    const ok = await guess('cu42', undefined, { 'x-captcha-token': token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().share_status).toBe('OK');
    // A solved challenge is good for one guess.
    expect((await guess('cu42', undefined, { 'x-captcha-token': token })).statusCode).toBe(403);
    // Other shares are not affected.
    expect((await guess('x1y2', 'demo-public')).statusCode).toBe(200);
  });

  test('10 wrong passcodes are answered, the 11th attempt (even the right one) is refused', async () => {
    await wrongGuesses(10);
    for (const code of ['nope', 'cu42']) {
      const r = await guess(code, undefined, { 'x-captcha-token': await solvedToken() });
      expect(r.statusCode).toBe(429);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      const b = r.json<ErrorEnvelope>();
      expect(b).toMatchObject({
        error: 'captcha_invalid',
        error_code: WIRE_CODES.captcha_invalid,
        error_description: 'Your operation is too frequent, please try again later',
      });
      expect(b.details).toContainEqual({
        '@type': 'type.googleapis.com/google.rpc.RetryInfo',
        retry_delay: expect.stringMatching(/^\d+s$/),
      });
    }
    // Other shares, and reading this one with its token, are not limited.
    expect((await guess('x1y2', 'demo-public')).statusCode).toBe(200);
  });

  test('the right passcode never counts; after the window the right passcode works', async () => {
    await control({ limitWindowMs: 1000 });
    for (let i = 0; i < 20; i++) expect((await guess('cu42')).json().share_status).toBe('OK');
    await wrongGuesses(10);
    expect((await guess('cu42')).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    const r = await guess('cu42');
    expect(r.statusCode).toBe(200);
    expect(r.json().share_status).toBe('OK');
  });

  test('the limit is shared by every origin of the server; a reset starts it again', async () => {
    const second = buildServer({ context: app.ctx });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      await wrongGuesses(10);
      const port = portOf(second.server);
      const r = await fetch(
        `http://127.0.0.1:${port}/drive/v1/share?share_id=demo-passcode&pass_code=cu42`,
      );
      expect(r.status).toBe(429);
    } finally {
      await second.close();
    }
    await control({ reset: true });
    expect((await guess('cu42')).statusCode).toBe(200);
  });
});

describe('password guesses', () => {
  beforeEach(() => control({ reset: true }));

  /** The one-time security check the sign-in page carries after repeated wrong passwords. */
  const checkIn = (body: string): Record<string, string> => {
    const id = /name="challenge_id" value="([^"]+)"/.exec(body)?.[1];
    return id ? { challenge_id: id, human_check: 'yes' } : {};
  };

  test('from the 5th wrong password on, the sign-in page asks for a security check each time', async () => {
    let last = '';
    for (let i = 0; i < 5; i++) {
      const r = await signInForm(FREE.email, `wrong-${i}`);
      expect(r.statusCode).toBe(401);
      last = r.body;
    }
    expect(last).toContain('Security check');
    // Without the check (or with a used one) the password is not even looked at.
    const refused = await signInForm(FREE.email, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Too many wrong passwords');
    const check = checkIn(refused.body);
    const ok = await postSignInForm(app, FREE.email, DEMO_PASSWORD, check);
    expect(ok.statusCode).toBe(302);
    expect((await postSignInForm(app, FREE.email, DEMO_PASSWORD, check)).statusCode).toBe(403);
    // Another account is not affected.
    expect(await authCode(app, VIP.email)).toMatch(/\w{10,}/);
  });

  test('10 wrong passwords for an account, then even the right one waits', async () => {
    let extra: Record<string, string> = {};
    for (let i = 0; i < 10; i++) {
      let r = await postSignInForm(app, FREE.email, `wrong-${i}`, extra);
      if (r.statusCode === 403)
        r = await postSignInForm(app, FREE.email, `wrong-${i}`, checkIn(r.body));
      expect(r.statusCode).toBe(401);
      extra = checkIn(r.body);
    }
    const r = await signInForm(FREE.email, DEMO_PASSWORD);
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toMatch(/^\d+$/);
    expect(r.body).toContain('Your operation is too frequent, please try again later');
    // Another account from the same address still signs in.
    expect(await authCode(app, VIP.email)).toMatch(/\w{10,}/);
  });

  test('30 wrong passwords from one address over many accounts: that address waits', async () => {
    for (let i = 0; i < 30; i++) await signInForm(`nobody${i}@cumulus.test`, 'wrong');
    expect((await signInForm(VIP.email, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in form: login CSRF', () => {
  beforeEach(() => control({ reset: true }));
  const post = (headers: RequestHeaders) =>
    postSignInForm(app, FREE.email, DEMO_PASSWORD, {}, headers);

  test("another site's form is refused; the form's own page is accepted", async () => {
    const own = `http://localhost:${portOf(app.server)}`;
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site', origin: own })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    const ok = await post({ 'sec-fetch-site': 'same-origin', origin: own, host: own.slice(7) });
    expect(ok.statusCode).toBe(302);
  });
});
