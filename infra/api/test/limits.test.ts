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
  TEST_CHALLENGE,
  bearer,
  signIn,
  expectError,
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

  /**
   * Answers the security check a sign-in page carries after repeated wrong passwords: the sum
   * it asks for (a person reads the question; its answer is not in the page).
   */
  const checkIn = (body: string): Record<string, string> => {
    const id = /name="challenge_id" value="([^"]+)"/.exec(body)?.[1];
    const sum = /What is (\d+) plus (\d+)\?/.exec(body);
    return id && sum
      ? { challenge_id: id, human_check: String(Number(sum[1]) + Number(sum[2])) }
      : {};
  };

  test('from the 5th wrong password on, the sign-in page asks for a security check each time', async () => {
    let last = '';
    for (let i = 0; i < 5; i++) {
      const r = await signInForm(FREE.email, `wrong-${i}`);
      expect(r.statusCode).toBe(401);
      last = r.body;
    }
    expect(last).toContain('Security check');
    // The check is a question with a labelled field, not a box to tick; its answer is not there.
    expect(last).toMatch(/<label for="human_check">What is \d+ plus \d+\?<\/label>/);
    const field = /<input[^>]*name="human_check"[^>]*>/.exec(last)?.[0] ?? '';
    expect(field).not.toBe('');
    expect(field).not.toContain('type="checkbox"');
    // Without the check (or with a used one) the password is not even looked at.
    const refused = await signInForm(FREE.email, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Too many wrong passwords');
    const check = checkIn(refused.body);
    // Ticking a box ("yes", as the old check took) or a wrong sum does not pass.
    // The wrong sum is taken from the check being answered (each answer brings a new check).
    for (const answer of ['yes', 'on', (right: string) => String(Number(right) + 1)]) {
      const human_check = typeof answer === 'string' ? answer : answer(check.human_check ?? '');
      const r = await postSignInForm(app, FREE.email, DEMO_PASSWORD, { ...check, human_check });
      expect(r.statusCode).toBe(403);
      Object.assign(check, checkIn(r.body));
    }
    const ok = await postSignInForm(app, FREE.email, DEMO_PASSWORD, check);
    expect(ok.statusCode).toBe(302);
    expect((await postSignInForm(app, FREE.email, DEMO_PASSWORD, check)).statusCode).toBe(403);
    // Another account is not affected.
    expect(await authCode(app, VIP.email)).toMatch(/\w{10,}/);
  });

  /** The sign-in form posted from another client address (fastify inject). */
  const fromAddress = (remoteAddress: string, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/authorize',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: `${SITE}/auth`,
        response_type: 'code',
        code_challenge: TEST_CHALLENGE,
        code_challenge_method: 'S256',
        email,
        password,
      }).toString(),
    });

  test("10 wrong passwords from one address: that address waits, the owner's does not", async () => {
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
    // The owner, from another address, signs in with the right password at once.
    const owner = await fromAddress('10.1.2.3', FREE.email, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(302);
    expect(new URL(String(owner.headers.location)).searchParams.get('code')).toMatch(/\w{10,}/);
    // Another account from the same address still signs in.
    expect(await authCode(app, VIP.email)).toMatch(/\w{10,}/);
  });

  test('many wrong passwords on one account from many addresses: a check for all, a lock for none', async () => {
    // 20 wrong passwords spread over addresses (each one below its own limits).
    for (let i = 0; i < 20; i++) {
      const r = await fromAddress(`10.9.${i}.1`, FREE.email, `wrong-${i}`);
      expect(r.statusCode).toBe(401);
    }
    // Now every attempt on the account needs the check first, the owner's too; none waits.
    const owner = await fromAddress('10.1.2.3', FREE.email, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(403);
    expect(owner.body).toContain('Security check');
    const solved = await postSignInForm(app, FREE.email, DEMO_PASSWORD, checkIn(owner.body));
    expect(solved.statusCode).toBe(302);
  });

  test('changing the password: from the 5th wrong current one, a solved challenge first (4001)', async () => {
    const auth = bearer(await signIn(app, VIP.email));
    const change = (old_password: string, headers: RequestHeaders = {}) =>
      app.http({
        method: 'POST',
        url: '/v1/user/password',
        headers: { ...auth, ...headers },
        payload: { old_password, new_password: 'a new password 1' },
      });
    for (let i = 0; i < 5; i++) expectError(await change(`wrong-${i}`), 400, 'invalid_password');
    // Even the right one needs the challenge now (the captcha init answers with one).
    expectError(await change(DEMO_PASSWORD), 403, 'captcha_required');
    const token = await solvedToken('POST:/v1/user/password');
    const ok = await change(DEMO_PASSWORD, { 'x-captcha-token': token });
    expect(ok.statusCode).toBe(200);
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
