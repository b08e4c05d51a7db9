/** VIP and activities, config, mail, audit, region, captcha modes, CORS, the control endpoint, links, malformed HTTP. */
import net from 'node:net';
import os from 'node:os';
import { buildServer } from '../src';
import { TOO_FREQUENT } from '../src/errors';
import { isLoopback } from '../src/util';
import { AUDIT_USER } from '../src/db/seed';
import {
  makeApp,
  closeApp,
  signIn,
  bearer,
  expectEnvelope,
  request,
  form,
  defined,
  portOf,
  WIRE_CODES,
  SITE,
  CLIENT_ID,
  FREE,
  VIP,
  type AuthHeaders,
  type FileList,
  type RequestHeaders,
  type RestoreResult,
  type ShareInfo,
  type TestApp,
} from './helpers';

let app: TestApp;
let free: AuthHeaders;
let vip: AuthHeaders;
beforeAll(async () => {
  app = await makeApp();
  free = bearer(await signIn(app, FREE.email));
  vip = bearer(await signIn(app, VIP.email));
});
afterAll(() => closeApp(app));

const post = <T = unknown>(headers: RequestHeaders, url: string, payload?: unknown) =>
  app.http<T>({ method: 'POST', url, headers, payload });
const control = (payload: object) => post({}, '/__control', payload);

/** `{ data }` answers of the VIP endpoints. */
interface Data<T> {
  data: T;
}
/** A live or ended campaign of `activity_operation`. */
interface Campaign {
  id: string;
  status: string;
  start_time: string;
  end_time: string;
}

describe('vip and activities', () => {
  test('activation code: valid once per user, invalid rejected', async () => {
    const r = await post<Data<object>>(vip, '/vip/v1/order/activation-code', {
      activation_code: 'cumulus-vip-30',
      data: {},
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'ok', days: 30, type: 'platinum' });
    expectEnvelope(
      await post(vip, '/vip/v1/order/activation-code', { activation_code: 'CUMULUS-VIP-30' }),
      'already_exists',
      6,
      409,
    );
    expectEnvelope(
      await post(vip, '/vip/v1/order/activation-code', { activation_code: 'NOPE' }),
      'invalid_argument',
      3,
      400,
    );
  });

  test('check-in: status todo -> rewardVip -> done, twice is already_exists', async () => {
    const status = async () =>
      (
        await app.http<
          Data<{ status: string; reward_days: number; reward_hours: number; streak: number }>
        >({
          url: '/vip/v1/task/status?scene=check_in',
          headers: vip,
        })
      ).json();
    const s1 = await status();
    // Day 1 of a streak: 2 hours (days 1-6), day 7 a full day.
    expect(s1).toEqual({
      data: { status: 'todo', reward_days: 2 / 24, reward_hours: 2, streak: 0 },
    });
    const before = Date.now();
    const rw = await post<Data<{ expire: string; reward_hours: number; streak: number }>>(
      vip,
      '/vip/v1/activity/rewardVip',
      { type: 'check_in', data: {} },
    );
    expect(rw.json().data).toMatchObject({ reward_hours: 2, streak: 1 });
    expect(Date.parse(rw.json().data.expire)).toBeGreaterThan(before + 2 * 3600_000 - 1000);
    const s2 = await status();
    expect(s2.data).toMatchObject({ status: 'done', streak: 1, reward_hours: 2 });
    expectEnvelope(
      await post(vip, '/vip/v1/activity/rewardVip', { type: 'check_in' }),
      'already_exists',
      6,
      409,
    );
  });

  // verifyRecaptchaToken: recaptcha.test.ts.
});

describe('config, mail, audit, region', () => {
  const cfg = <T = unknown>(name: string, data = { language: 'en-US', client: 'web' }) =>
    post<Data<T>>({}, `/config/v1/${name}`, { data });

  test('every config name answers { data }', async () => {
    for (const name of [
      'external_products',
      'resources',
      'basic',
      'debug_options',
      'activity_operation',
    ]) {
      const r = await cfg(name);
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toEqual(expect.any(Object));
    }
    expect((await cfg('debug_options')).json()).toEqual({ data: { allow_vconsole: false } });
    await control({ allowVconsole: true });
    expect((await cfg('debug_options')).json()).toEqual({ data: { allow_vconsole: true } });
  });

  // The compensation campaign, the invite programme and the compensation and check-in status
  // of the task endpoint: campaigns.test.ts.
  test('activity_operation: black-friday and christmas live', async () => {
    const { campaigns } = (
      await cfg<{ campaigns: Campaign[] }>('activity_operation', { language: 'ja', client: 'web' })
    ).json().data;
    const by = Object.fromEntries(campaigns.map((c) => [c.id, c]));
    const campaign = (id: string) => defined(by[id], `campaign ${id}`);
    expect(campaign('black-friday').status).toBe('live');
    expect(Date.parse(campaign('black-friday').start_time)).toBeLessThan(Date.now());
    expect(campaign('black-friday').end_time).toMatch(/^2099-/);
    expect(campaign('christmas').status).toBe('live');
  });

  test('mail unsubscribe: the first use unsubscribes, a second one says it was done before', async () => {
    const use = async () =>
      (await app.http({ url: '/mail/v1/unsubscribe?d=demo-unsubscribe-free' })).json();
    expect(await use()).toEqual({
      email: 'free@cumulus.test',
      scene: 'marketing',
      already_unsubscribed: false,
    });
    expect(await use()).toEqual({
      email: 'free@cumulus.test',
      scene: 'marketing',
      already_unsubscribed: true,
    });
    expectEnvelope(await app.http({ url: '/mail/v1/unsubscribe?d=nope' }), 'not_found', 5, 404);
  });

  test('audit share: reviewers only (the audit_admin right, shown in /v1/user/me)', async () => {
    const body = { share_user_id: 'u-vip', gcids: [], file_ids: ['pub-xss'] };
    expectEnvelope(await post(free, '/audit.admin/v1/share', body), 'permission_denied', 7, 403);
    const reviewer = bearer(await signIn(app, AUDIT_USER.email));
    const me = await app.http({ url: '/v1/user/me', headers: reviewer });
    expect(me.json()).toMatchObject({ sub: AUDIT_USER.id, rights: ['audit_admin'] });
    expect(
      (await app.http({ url: '/v1/user/me', headers: free })).json<{ rights: string[] }>().rights,
    ).toEqual([]);
    const r = await post<Data<object>>(reviewer, '/audit.admin/v1/share', body);
    expect(r.json().data).toMatchObject({ status: 'SUBMITTED', audit_id: expect.any(String) });
    expectEnvelope(
      await post(reviewer, '/audit.admin/v1/share', { ...body, share_user_id: 'nobody' }),
      'not_found',
      5,
      404,
    );
  });

  test('region access follows the control switch', async () => {
    expect((await app.http({ url: '/access_controller/v1/area_accessible' })).json()).toEqual({
      accessible: true,
    });
    await control({ region: 'blocked' });
    expect((await app.http({ url: '/access_controller/v1/area_accessible' })).json()).toEqual({
      accessible: false,
    });
    await control({ region: 'dead' });
    await expect(app.http({ url: '/access_controller/v1/area_accessible' })).rejects.toThrow();
    await control({ region: 'accessible' });
  });
});

describe('captcha modes', () => {
  /** A captcha/init answer: a token (silent), or a challenge page's url (challenge). */
  interface Init {
    captcha_token: string;
    expires_in: number;
    url: string;
  }
  const init = (headers: RequestHeaders = {}, extra: Record<string, string> = {}) =>
    post<Init>(headers, '/v1/shield/captcha/init', {
      client_id: CLIENT_ID,
      action: 'POST:/drive/v1/share/restore',
      device_id: 'd'.repeat(32),
      meta: {},
      ...extra,
    });

  test('silent: a token with expires_in 300', async () => {
    const r = await init();
    expect(r.json()).toEqual({ captcha_token: expect.stringMatching(/^ck\./), expires_in: 300 });
  });

  test('challenge: the page speaks the locale of the init (Accept-Language), kept on expiry', async () => {
    await control({ captchaMode: 'challenge' });
    try {
      const r = await init({ origin: SITE, 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' });
      const url = new URL(r.json().url);
      expect(url.searchParams.get('ui_locales')).toBe('ja');
      const page = await app.http({ url: url.pathname + url.search });
      expect(page.body).toContain('<html lang="ja">');
      expect(page.body).toContain('私は人間です');
      const gone = await app.http({ url: '/v1/shield/captcha/challenge?id=nope&ui_locales=ru' });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain('Проверка безопасности');
      const junk = await app.http({
        url: `/v1/shield/captcha/challenge?id=nope&ui_locales=${'x'.repeat(101)}`,
      });
      expect(junk.statusCode).toBe(400);
    } finally {
      await control({ captchaMode: 'silent' });
    }
  });

  test('challenge: a url to a page whose button redirects to <site>/loading with a token that works', async () => {
    await control({ captchaMode: 'challenge' });
    try {
      const refused = await init({ origin: 'https://evil.example' });
      expectEnvelope(refused, 'invalid_argument', 3, 400);
      const r = await init({ origin: SITE });
      const { url, captcha_token: token } = r.json();
      expect(token).toBe('');
      const page = await app.http({ url: url.replace(/^https?:\/\/[^/]+/, '') });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('I am human');
      expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${SITE}`);
      const id = defined(new URL(url).searchParams.get('id'), 'challenge id');
      const go = await app.http({
        method: 'POST',
        url: '/v1/shield/captcha/challenge',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ id }),
      });
      expect(go.statusCode).toBe(302);
      const loc = new URL(defined(go.headers.location, 'Location'));
      expect(loc.origin + loc.pathname).toBe(`${SITE}/loading`);
      const newToken = loc.searchParams.get('captcha_token');
      expect(newToken).toMatch(/^ck\./);
      // the challenge is single use
      const twice = await app.http({
        method: 'POST',
        url: '/v1/shield/captcha/challenge',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ id }),
      });
      expect(twice.statusCode).toBe(404);
      // the token works for the action
      const restore = await post<RestoreResult>(
        { ...free, 'x-captcha-token': defined(newToken, 'captcha token') },
        '/drive/v1/share/restore',
        { share_id: 'demo-public', file_ids: ['pub-img-logo'] },
      );
      expect(restore.json().restore_status).toBe('RESTORE_START');
      // redirect param wins over Origin
      const r2 = await init({}, { redirect: 'http://127.0.0.1:8081/share' });
      const id2 = defined(new URL(r2.json().url).searchParams.get('id'), 'challenge id');
      const go2 = await app.http({
        method: 'POST',
        url: '/v1/shield/captcha/challenge',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ id: id2 }),
      });
      expect(go2.headers.location?.startsWith('http://127.0.0.1:8081/loading?captcha_token=')).toBe(
        true,
      );
    } finally {
      await control({ captchaMode: 'silent' });
    }
  });

  test('too_frequent: 4002 captcha_invalid with the documented text', async () => {
    await control({ captchaMode: 'too_frequent' });
    const body = expectEnvelope(await init(), 'captcha_invalid', 4002, 429);
    expect(body.error_description).toBe(TOO_FREQUENT);
    await control({ captchaMode: 'silent' });
  });
});

describe('CORS', () => {
  test('allowed site origin: credentials and exposed headers', async () => {
    const r = await app.http({
      url: '/drive/v1/share?share_id=demo-public&limit=1',
      headers: { origin: 'http://127.0.0.1:8083' },
    });
    expect(r.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8083');
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(r.headers['access-control-expose-headers']).toContain('x-request-id');
    expect(r.headers.vary).toContain('Origin');
  });

  test('preflight from an allowed origin lists the allowed headers', async () => {
    const r = await app.http({
      method: 'OPTIONS',
      url: '/drive/v1/share/restore',
      headers: {
        origin: 'http://localhost:8085',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-captcha-token',
      },
    });
    expect(r.statusCode).toBe(204);
    const allowed = defined(r.headers['access-control-allow-headers']);
    for (const h of [
      'authorization',
      'content-type',
      'accept-language',
      'x-device-id',
      'x-client-id',
      'x-captcha-token',
      'x-request-id',
    ]) {
      expect(allowed).toContain(h);
    }
    expect(r.headers['access-control-allow-methods']).toContain('PATCH');
  });

  test('other origins get no CORS headers and a refused preflight', async () => {
    const r = await app.http({
      url: '/drive/v1/share?share_id=demo-public&limit=1',
      headers: { origin: 'http://localhost:9999' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    const p = await app.http({
      method: 'OPTIONS',
      url: '/v1/user/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expectEnvelope(p, 'permission_denied', 7, 403);
    expect(p.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the control endpoint never answers CORS, nor a site origin', async () => {
    const r = await app.http({
      url: '/__control/state',
      headers: { origin: 'http://localhost:8080' },
    });
    expectEnvelope(r, 'permission_denied', 7, 403);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('control endpoint', () => {
  test('state, fail, slow, reset', async () => {
    const s = (await app.http<object>({ url: '/__control/state' })).json();
    expect(s).toMatchObject({ captchaMode: 'silent', origin: app.originInfo.key });
    await control({ mode: 'fail', failRate: 1, pathPrefix: '/drive/v1/share' });
    const failed = await app.http({
      url: '/drive/v1/share?share_id=demo-public',
      headers: { origin: SITE },
    });
    expectEnvelope(failed, 'internal', 13, 500);
    expect(failed.headers['access-control-allow-origin']).toBe(SITE);
    expect((await app.http({ url: '/drive/v1/privilege/area_country_code' })).statusCode).toBe(200); // other paths unaffected
    await control({ mode: 'slow', delayMs: 150 });
    const t0 = Date.now();
    expect((await app.http({ url: '/drive/v1/privilege/area_country_code' })).statusCode).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    await control({ mode: 'ok' });
    expectEnvelope(await control({ mode: 'slow' }), 'invalid_argument', 3, 400);
    expectEnvelope(await control({ bogus: 1 }), 'invalid_argument', 3, 400);

    await post(free, '/drive/v1/files', { kind: 'drive#folder', name: 'temp' });
    const reset = await post({}, '/__control/reset');
    expect(reset.statusCode).toBe(200);
    expect((await app.http({ url: '/v1/user/me', headers: free })).statusCode).toBe(401); // sessions are wiped too
    free = bearer(await signIn(app, FREE.email));
    vip = bearer(await signIn(app, VIP.email));
    const root = (await app.http<FileList>({ url: '/drive/v1/files', headers: free })).json().files;
    expect(root.map((f) => f.name)).not.toContain('temp');
  });

  test('answers loopback clients only', async () => {
    const ip = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    const other = buildServer({ context: app.ctx });
    await other.listen({ port: 0, host: '0.0.0.0' });
    try {
      const port = portOf(other.server);
      const ok = await request(`http://127.0.0.1:${port}`, { url: '/__control/state' });
      expect(ok.statusCode).toBe(200);
      if (!ip) return; // no non-loopback interface on this machine: the positive path above still ran
      const denied = await request(`http://${ip.address}:${port}`, { url: '/__control/state' });
      expectEnvelope(denied, 'permission_denied', 7, 403);
      const denied2 = await request(`http://${ip.address}:${port}`, {
        method: 'POST',
        url: '/__control/reset',
      });
      expectEnvelope(denied2, 'permission_denied', 7, 403);
      // ordinary endpoints still answer
      expect(
        (
          await request(`http://${ip.address}:${port}`, {
            url: '/drive/v1/privilege/area_country_code',
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('isLoopback', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:192.168.1.2', '', undefined, '128.0.0.1'].some(isLoopback)).toBe(
      false,
    );
  });
});

describe('links to the API itself', () => {
  test('a forged Host header never reaches an answer; localhost on this port does', async () => {
    const port = portOf(app.server);
    const forged = await app.http<ShareInfo>({
      url: '/drive/v1/share?share_id=demo-public',
      headers: { host: 'evil.example' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    expect(forged.json().user_info.avatar).toBe(`http://localhost:${port}/v1/user/avatar/u-vip`);
    const own = await app.http<ShareInfo>({
      url: '/drive/v1/share?share_id=demo-public',
      headers: { host: `127.0.0.1:${port}` },
    });
    expect(own.json().user_info.avatar).toBe(`http://127.0.0.1:${port}/v1/user/avatar/u-vip`);
  });
});

describe('malformed HTTP', () => {
  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(portOf(app.server), '127.0.0.1', () => socket.write(text));
      let data = '';
      socket.on('data', (c) => (data += c));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => socket.destroy() || resolve(data), 2000);
    });

  test.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400],
    ['a bad Content-Length', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
    ['a URL that is not a URL', 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
  ])('%s gets the error envelope', async (_name, text, status) => {
    const answer = await raw(text);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(JSON.parse(defined(body))).toMatchObject({
      error: 'invalid_argument',
      error_code: WIRE_CODES.invalid_argument,
    });
  });
});
