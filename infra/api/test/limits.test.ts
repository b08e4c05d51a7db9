/** Limits on guessing: share passcodes and sign-in passwords; the sign-in form's login CSRF check. */
import { buildServer } from '../src/server';
import {
  makeApp,
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

const guess = (code: string, share = 'demo-passcode') =>
  app.http<ShareInfo>({ url: `/drive/v1/share?share_id=${share}&pass_code=${code}` });

const control = (payload: object) => app.http({ method: 'POST', url: '/__control', payload });

const signInForm = (email: string, password: string) => postSignInForm(app, email, password);

describe('passcode guesses', () => {
  beforeEach(() => control({ reset: true }));

  test('10 wrong passcodes are answered, the 11th attempt (even the right one) is refused', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await guess(`no${i}x`);
      expect(r.statusCode).toBe(200);
      expect(r.json().share_status).toBe('PASS_CODE_ERROR');
    }
    for (const code of ['nope', 'cu42']) {
      const r = await guess(code);
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
    for (let i = 0; i < 10; i++) await guess(`no${i}x`);
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
      for (let i = 0; i < 10; i++) await guess(`no${i}x`);
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

  test('10 wrong passwords for an account, then even the right one waits', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signInForm(FREE.email, `wrong-${i}`)).statusCode).toBe(401);
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
