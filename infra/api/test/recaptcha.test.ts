/** POST /vip/v1/verifyRecaptchaToken: a verdict on a captcha token the API issued. */
import {
  makeApp,
  closeApp,
  captchaToken,
  defined,
  expectEnvelope,
  SITE,
  CLIENT_ID,
} from './helpers';
import type { TestApp } from './helpers';

const ACTION = 'POST:/contact-us';
const TTL_SEC = 2;

interface Verdict {
  data: { success: boolean; score: number; action: string };
}

let app: TestApp;
beforeAll(async () => {
  app = await makeApp({ captchaTtlSec: TTL_SEC });
});
afterAll(() => closeApp(app));

const verify = (payload: unknown) =>
  app.http<Verdict>({ method: 'POST', url: '/vip/v1/verifyRecaptchaToken', payload });
const control = (payload: Record<string, unknown>) =>
  app.http({ method: 'POST', url: '/__control', payload });

/** A token earned by solving the challenge (what a person gets from the frame). */
async function provenToken(action: string): Promise<string> {
  await control({ captchaMode: 'challenge' });
  try {
    const init = await app.http<{ url: string }>({
      method: 'POST',
      url: '/v1/shield/captcha/init',
      payload: { action, client_id: CLIENT_ID, device_id: 'd'.repeat(32), redirect: SITE },
    });
    const id = defined(new URL(init.json().url).searchParams.get('id'), 'challenge id');
    const solved = await app.http({
      method: 'POST',
      url: '/v1/shield/captcha/challenge',
      payload: { id },
    });
    const target = new URL(defined(solved.headers.location, 'location'));
    return defined(target.searchParams.get('captcha_token'), 'captcha_token');
  } finally {
    await control({ captchaMode: 'silent' });
  }
}

test('a silent token for the action: success, score 0.5; it stays usable', async () => {
  const token = await captchaToken(app, ACTION);
  const r = await verify({ token, action: ACTION });
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual({ data: { success: true, score: 0.5, action: ACTION } });
  expect((await verify({ token, action: ACTION })).json().data.success).toBe(true);
  // Without an action, the verdict names the token's own action (the caller compares).
  expect((await verify({ token })).json()).toEqual({
    data: { success: true, score: 0.5, action: ACTION },
  });
});

test('a token earned by solving the challenge scores 0.9', async () => {
  const token = await provenToken(ACTION);
  expect((await verify({ token, action: ACTION })).json()).toEqual({
    data: { success: true, score: 0.9, action: ACTION },
  });
});

test('a token issued for another action fails', async () => {
  const token = await captchaToken(app, 'POST:/drive/v1/share/restore');
  expect((await verify({ token, action: ACTION })).json()).toEqual({
    data: { success: false, score: 0, action: 'POST:/drive/v1/share/restore' },
  });
});

test('an expired token fails', async () => {
  const token = await captchaToken(app, ACTION);
  await new Promise((r) => setTimeout(r, TTL_SEC * 1000 + 50));
  expect((await verify({ token, action: ACTION })).json()).toEqual({
    data: { success: false, score: 0, action: ACTION },
  });
});

test.each(['junk', 'ck.not-issued', 'fail', 'x'.repeat(4000)])(
  'an unknown token fails',
  async (token) => {
    expect((await verify({ token, action: ACTION })).json()).toEqual({
      data: { success: false, score: 0, action: ACTION },
    });
  },
);

test.each([
  ['no body', undefined],
  ['no token', { action: ACTION }],
  ['an empty token', { token: '', action: ACTION }],
  ['a token too long', { token: 'x'.repeat(4001) }],
  ['a token not a string', { token: 42 }],
  ['an action too long', { token: 'ck.a', action: 'a'.repeat(101) }],
])('%s: 400 invalid_argument', async (_what, payload) => {
  expectEnvelope(await verify(payload), 'invalid_argument', 3, 400);
});
