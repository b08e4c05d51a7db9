import { createFakeClock, sequenceRandom } from '../testing/fakeClock';
import {
  createFakeTransport,
  errorReply,
  hang,
  jsonReply,
  networkError,
  type FakeReply,
} from '../testing/fakeTransport';
import { ERROR_CODES } from '../errors/codes';
import type { Locale } from '../i18n/locales';
import {
  createHttpClient,
  errorFromStatus,
  isRetryable,
  MAX_CAPTCHA_RENEWALS,
  ok,
  type CaptchaProvider,
  type HttpClientOptions,
} from './request';
import { createApiError } from '../errors/ApiError';

const A = 'https://a.api.test';
const B = 'https://b.api.test';
const C = 'https://c.api.test';

function setup(extra: Partial<HttpClientOptions> = {}) {
  const transport = createFakeTransport();
  const clock = createFakeClock();
  const logger = { warn: jest.fn(), error: jest.fn() };
  let locale: Locale = 'ja';
  const client = createHttpClient({
    origins: [A, B, C],
    transport,
    getLocale: () => locale,
    clientId: 'client-1',
    getDeviceId: () => 'd'.repeat(32),
    sleep: clock.sleep,
    random: () => 0,
    logger,
    ...extra,
  });
  return { transport, clock, client, logger, setLocale: (l: Locale) => (locale = l) };
}

const internal = errorReply('internal', 13, 500, 'boom');

describe('request helper basics (spec §7)', () => {
  it('sends GET with JSON content type, cors mode and Accept-Language of the current locale', async () => {
    const { transport, client, setLocale } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply({ share_status: 'OK' }));
    const seen: string[] = [];
    const mode: string[] = [];
    const t2 = Object.assign((url: string, init: Parameters<typeof transport>[1]) => {
      mode.push(init.mode);
      return transport(url, init);
    }, {});
    const c2 = createHttpClient({
      origins: [A],
      transport: t2,
      getLocale: () => 'ko',
      clientId: 'x',
      getDeviceId: () => 'd',
    });
    await c2.request('/drive/v1/share');
    setLocale('zh-TW');
    const res = await client.request('/drive/v1/share', {
      query: { share_id: 's1', limit: 100, x: undefined },
    });
    for (const c of transport.calls) seen.push(c.headers['Accept-Language'] ?? '');
    expect(res).toEqual(ok({ share_status: 'OK' }));
    expect(seen).toEqual(['ko', 'zh-TW']);
    expect(mode).toEqual(['cors']);
    const last = transport.calls[1]!;
    expect(last.method).toBe('GET');
    expect(last.headers['Content-Type']).toBe('application/json');
    expect(last.url).toBe(`${A}/drive/v1/share?share_id=s1&limit=100`);
    expect(last.headers.Authorization).toBeUndefined();
    expect(last.headers['x-device-id']).toBeUndefined();
  });

  it('serialises object bodies to JSON and passes strings as is', async () => {
    const { transport, client } = setup();
    transport.on('POST', '/x', jsonReply({}));
    await client.request('/x', { method: 'POST', body: { a: 1, b: ['c'] } });
    await client.request('/x', { method: 'POST', body: 'raw' });
    expect(transport.calls.map((c) => c.body)).toEqual([{ a: 1, b: ['c'] }, 'raw']);
  });

  it('signed-in calls add bearer token, device id and client id', async () => {
    const { transport, client } = setup();
    client.setAuth({ accessToken: async () => 'tok', refresh: async () => false });
    transport.on('GET', '/v1/user/me', jsonReply({ sub: 'u1' }));
    await client.request('/v1/user/me', { auth: true });
    expect(transport.calls[0]!.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'x-device-id': 'd'.repeat(32),
      'x-client-id': 'client-1',
    });
  });

  it.each<[string, FakeReply, string, number]>([
    ['error envelope with 400', errorReply('file_not_found', 5, 400, 'gone'), 'file_not_found', 5],
    [
      'error field on HTTP 200',
      { status: 200, json: { error: 'captcha_invalid', error_code: 4002 } },
      'captcha_invalid',
      4002,
    ],
    [
      'envelope without a code',
      { status: 403, json: { error: 'unauthenticated' } },
      'unauthenticated',
      16,
    ],
    ['bare 404', { status: 404, text: 'nope' }, 'not_found', 5],
    ['bare 429', { status: 429, text: '' }, 'resource_exhausted', 8],
    ['invalid JSON on 200', { status: 200, text: '{oops' }, 'unknown', 2],
  ])('%s becomes an error whose error_uri is the request path', async (_n, reply, name, code) => {
    const { transport, client, logger } = setup();
    transport.on('GET', '/drive/v1/files', reply);
    const res = await client.request('/drive/v1/files', { query: { parent_id: 'p' } });
    expect(res.data).toBeNull();
    expect(res.error).toMatchObject({
      error: name,
      error_code: code,
      error_uri: '/drive/v1/files',
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('a network failure becomes unreachable (8000) and is returned, not thrown', async () => {
    const { transport, client } = setup();
    transport.on('GET', '/x', networkError);
    const res = await client.request('/x', { retry: { strategy: 'none' } });
    expect(res.error).toMatchObject({ error: 'unreachable', error_code: 8000, error_uri: '/x' });
  });

  it('logs code 16 as not logged in', async () => {
    const { transport, client, logger } = setup();
    transport.on('GET', '/v1/user/me', errorReply('unauthenticated', 16, 401));
    await client.request('/v1/user/me');
    expect(logger.warn).toHaveBeenCalledWith('[api] GET /v1/user/me: not logged in');
  });

  it('an API error with error_description is logged with the description as message', async () => {
    const { transport, client, logger } = setup();
    transport.on('GET', '/y', errorReply('file_not_found', 5, 404, 'File is gone'));
    await client.request('/y');
    expect(logger.warn).toHaveBeenCalledWith('[api] GET /y: File is gone (5)');
  });
});

describe('origins and retries', () => {
  it.each([
    [undefined, 3],
    [0, 1],
    [1, 2],
    [2, 3],
    [4, 5],
    [7, 5],
    [-3, 1],
  ])(
    'fixed strategy with retry %p makes at most %p attempts, 300 ms apart',
    async (retry, attempts) => {
      const { transport, client, clock } = setup();
      transport.on('GET', '/x', internal);
      const res = await client.request('/x', { retry: { strategy: 'fixed', retry } });
      expect(transport.calls).toHaveLength(attempts);
      expect(clock.sleeps).toEqual(Array(attempts - 1).fill(300));
      expect(res.error).toMatchObject({ error: 'internal', error_code: 13 });
    },
  );

  it('the default policy is fixed with retry 2', async () => {
    const { transport, client, clock } = setup();
    transport.on('GET', '/x', networkError);
    await client.request('/x');
    expect(transport.calls).toHaveLength(3);
    expect(clock.sleeps).toEqual([300, 300]);
  });

  it('rotates across origins on each retry, and later calls start on the healthy origin', async () => {
    const { transport, client } = setup();
    transport.on('GET', '/x', (call) => (call.origin === C ? jsonReply({ ok: 1 }) : networkError));
    const res = await client.request('/x');
    expect(res.data).toEqual({ ok: 1 });
    expect(transport.calls.map((c) => c.origin)).toEqual([A, B, C]);
    await client.request('/x');
    expect(transport.calls.map((c) => c.origin)).toEqual([A, B, C, C]);
    expect(transport.calls.every((c) => c.path === '/x')).toBe(true);
  });

  it.each<[string, FakeReply]>([
    ['not_found', errorReply('not_found', 5, 404)],
    ['unavailable', errorReply('unavailable', 14, 503)],
    ['captcha_required without captcha provider', errorReply('captcha_required', 4001, 400)],
    ['permission_denied', errorReply('permission_denied', 7, 403)],
  ])('does not retry %s', async (_n, reply) => {
    const { transport, client, clock } = setup();
    transport.on('GET', '/x', reply);
    await client.request('/x');
    expect(transport.calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries a bare 5xx as internal', async () => {
    expect(errorFromStatus(502, '/p')).toMatchObject({ error: 'internal', error_uri: '/p' });
    expect(errorFromStatus(501, '/p')).toMatchObject({ error: 'unimplemented' });
    const { transport, client } = setup();
    transport.on('GET', '/x', [{ status: 502, text: 'Bad gateway' }, jsonReply({ ok: 1 })]);
    expect((await client.request('/x')).data).toEqual({ ok: 1 });
  });

  it('on exhaustion after network failures returns a local error naming the counter', async () => {
    const { transport, client } = setup();
    transport.on('GET', '/x', networkError);
    const res = await client.request('/x', { retry: { strategy: 'fixed', retry: 1 } });
    expect(res.error).toMatchObject({
      error: 'local',
      error_code: 8001,
      error_description: 'retry count exceeded: 2 attempts',
      error_uri: '/x',
      details: [
        { '@type': 'cumulus.RetryInfo', counter: 'retry', attempts: 2, last_error: 'unreachable' },
      ],
    });
  });

  it('on exhaustion returns the last server error when one was received', async () => {
    const { transport, client } = setup();
    transport.on('GET', '/x', [
      errorReply('internal', 13, 500, 'first'),
      networkError,
      errorReply('internal', 13, 500, 'last'),
      networkError,
    ]);
    const res = await client.request('/x', { retry: { strategy: 'fixed', retry: 3 } });
    expect(res.error).toMatchObject({ error: 'internal', error_description: 'last' });
  });

  it('adds jitter below 20% of the wait (never shorter than the spec number)', async () => {
    const { transport, clock } = setup();
    const client = createHttpClient({
      origins: [A],
      transport,
      getLocale: () => 'en-US',
      clientId: 'c',
      getDeviceId: () => 'd',
      sleep: clock.sleep,
      random: sequenceRandom(0.5, 0.999999),
      logger: { warn: () => {}, error: () => {} },
    });
    transport.on('GET', '/x', internal);
    await client.request('/x');
    expect(clock.sleeps).toEqual([330, 359]);
  });

  it('exponential strategy waits 1 s, 2 s, 4 s ... and calls before/after, at most 15 attempts', async () => {
    const { transport, client, clock } = setup();
    transport.on('GET', '/x', internal);
    const events: string[] = [];
    await client.request('/x', {
      retry: {
        strategy: 'exponential',
        maxAttempts: 99,
        before: (n) => void events.push(`b${n}`),
        after: (n, e) => void events.push(`a${n}:${e?.error_code}`),
      },
    });
    expect(transport.calls).toHaveLength(15);
    expect(clock.sleeps).toEqual(Array.from({ length: 14 }, (_, i) => 1000 * 2 ** i));
    expect(events.slice(0, 4)).toEqual(['b1', 'a1:13', 'b2', 'a2:13']);
    expect(events).toHaveLength(30);
  });

  it('exponential strategy stops on success and honours a smaller maxAttempts and maxDelayMs', async () => {
    const { transport, client, clock } = setup();
    transport.on('GET', '/x', [internal, internal, internal, jsonReply({ ok: 1 })]);
    const after = jest.fn();
    const res = await client.request('/x', {
      retry: { strategy: 'exponential', maxDelayMs: 1500, after },
    });
    expect(res.data).toEqual({ ok: 1 });
    expect(clock.sleeps).toEqual([1000, 1500, 1500]);
    expect(after).toHaveBeenLastCalledWith(4, null);
    const { transport: t2, client: c2 } = setup();
    t2.on('GET', '/x', internal);
    await c2.request('/x', { retry: { strategy: 'exponential', maxAttempts: 3 } });
    expect(t2.calls).toHaveLength(3);
  });
});

describe('non-idempotent calls are not retried blindly', () => {
  it.each<[string, FakeReply, boolean | undefined, number]>([
    ['POST + internal', internal, undefined, 1],
    ['POST + connection failure', networkError, undefined, 3],
    ['idempotent POST + internal', internal, true, 3],
  ])('%s -> %#: attempts as expected', async (_n, reply, idempotent, attempts) => {
    const { transport, client } = setup();
    transport.on('POST', '/x', reply);
    await client.request('/x', { method: 'POST', body: {}, idempotent });
    expect(transport.calls).toHaveLength(attempts);
  });

  it('a POST with an idempotency key is retried, with the same key on every attempt', async () => {
    const { transport, client } = setup();
    transport.on('POST', '/x', internal);
    await client.request('/x', { method: 'POST', body: {}, idempotencyKey: true });
    expect(transport.calls).toHaveLength(3);
    const keys = transport.calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    // A new call, a new key.
    await client.request('/x', { method: 'POST', body: {}, idempotencyKey: true });
    expect(transport.calls[3]!.headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it.each([
    [{ idempotent: false, responded: false, timedOut: true }, false],
    [{ idempotent: false, responded: false, timedOut: false }, true],
    [{ idempotent: true, responded: false, timedOut: true }, true],
  ])('isRetryable(unreachable, %p) = %p', (meta, expected) => {
    expect(isRetryable(createApiError('unreachable'), meta)).toBe(expected);
  });
});

describe('per-attempt timeout', () => {
  afterEach(() => jest.useRealTimers());

  it('abandons a hung origin after the timeout and tries the next one', async () => {
    jest.useFakeTimers();
    const { transport, client } = setup({ timeoutMs: 5000 });
    transport.on('GET', '/x', (call) => (call.origin === A ? hang : jsonReply({ ok: 1 })));
    const pending = client.request('/x');
    await jest.advanceTimersByTimeAsync(4999);
    expect(transport.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    const res = await pending;
    expect(res.data).toEqual({ ok: 1 });
    expect(transport.calls.map((c) => c.origin)).toEqual([A, B]);
  });

  it('a timed-out POST is not retried (it may have reached the server)', async () => {
    jest.useFakeTimers();
    const { transport, client } = setup({ timeoutMs: 1000 });
    transport.on('POST', '/x', hang);
    const pending = client.request('/x', { method: 'POST' });
    await jest.advanceTimersByTimeAsync(1000);
    const res = await pending;
    expect(res.error).toMatchObject({
      error: 'unreachable',
      error_description: 'timeout after 1000 ms',
    });
    expect(transport.calls).toHaveLength(1);
  });
});

describe('captcha renewal (spec §8)', () => {
  function captchaProvider() {
    const calls: Array<{ action: string; renew: boolean }> = [];
    let n = 0;
    const provider: CaptchaProvider = {
      token: async (action, { renew }) => {
        calls.push({ action, renew });
        n += 1;
        return ok(`ct${n}`);
      },
    };
    return { provider, calls };
  }

  it('guarded calls send x-captcha-token for action METHOD:path by default', async () => {
    const { transport, client } = setup();
    const { provider, calls } = captchaProvider();
    client.setCaptcha(provider);
    transport.on('POST', '/drive/v1/share/restore', jsonReply({}));
    await client.request('/drive/v1/share/restore', { method: 'POST', captcha: true });
    await client.request('/drive/v1/share/restore', { method: 'POST', captcha: 'custom:action' });
    expect(calls.map((c) => c.action)).toEqual(['POST:/drive/v1/share/restore', 'custom:action']);
    expect(transport.calls[0]!.headers).toMatchObject({
      'x-captcha-token': 'ct1',
      'x-client-id': 'client-1',
    });
  });

  it('every authenticated call sends x-captcha-token: the held token, or empty; no init for it (spec §7)', async () => {
    const { transport, client } = setup();
    const { provider, calls } = captchaProvider();
    const held: { token?: string } = {};
    client.setCaptcha({ ...provider, current: () => held.token });
    client.setAuth({ accessToken: async () => 'at', refresh: async () => false });
    transport.on('GET', '/v1/user/me', jsonReply({}));
    transport.on('GET', '/drive/v1/share', jsonReply({}));
    await client.request('/v1/user/me', { auth: true });
    held.token = 'ct-held';
    await client.request('/v1/user/me', { auth: true });
    await client.request('/drive/v1/share');
    expect(transport.calls.map((c) => c.headers['x-captcha-token'])).toEqual([
      '',
      'ct-held',
      undefined,
    ]);
    expect(calls).toEqual([]);
  });

  it.each([
    ['captcha_required', 4001],
    ['captcha_invalid', 4002],
  ])(
    '%s renews the token and retries, at most 3 renewals, then returns the last server error',
    async (name, code) => {
      const { transport, client } = setup();
      const { provider, calls } = captchaProvider();
      client.setCaptcha(provider);
      transport.on('GET', '/x', errorReply(name, code, 400, 'again'));
      const res = await client.request('/x');
      expect(transport.calls).toHaveLength(1 + MAX_CAPTCHA_RENEWALS);
      expect(MAX_CAPTCHA_RENEWALS).toBe(3);
      expect(calls).toEqual([
        { action: 'GET:/x', renew: true },
        { action: 'GET:/x', renew: true },
        { action: 'GET:/x', renew: true },
      ]);
      expect(transport.calls.map((c) => c.headers['x-captcha-token'])).toEqual([
        undefined,
        'ct1',
        'ct2',
        'ct3',
      ]);
      expect(res.error).toMatchObject({ error: name, error_code: code });
    },
  );

  it('succeeds after a renewal', async () => {
    const { transport, client } = setup();
    const { provider } = captchaProvider();
    client.setCaptcha(provider);
    transport.on('GET', '/x', [errorReply('captcha_invalid', 4002), jsonReply({ ok: 1 })]);
    expect((await client.request('/x', { captcha: true })).data).toEqual({ ok: 1 });
  });

  it('does not renew on "too many attempts" (429 with a RetryInfo delay): the error comes back', async () => {
    const { transport, client } = setup();
    const { provider, calls } = captchaProvider();
    client.setCaptcha(provider);
    transport.on(
      'GET',
      '/drive/v1/share',
      errorReply('captcha_invalid', 4002, 429, 'Your operation is too frequent', [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retry_delay: '60s' },
      ]),
    );
    const res = await client.request('/drive/v1/share');
    expect(calls).toHaveLength(0);
    expect(transport.calls).toHaveLength(1);
    expect(res.error).toMatchObject({ error: 'captcha_invalid', error_code: 4002 });
  });

  it('does not renew when captchaRenewal is false (the init call itself)', async () => {
    const { transport, client } = setup();
    const { provider, calls } = captchaProvider();
    client.setCaptcha(provider);
    transport.on('POST', '/v1/shield/captcha/init', errorReply('captcha_invalid', 4002));
    await client.request('/v1/shield/captcha/init', { method: 'POST', captchaRenewal: false });
    expect(calls).toHaveLength(0);
    expect(transport.calls).toHaveLength(1);
  });

  it('a failing captcha token stops the call with that error', async () => {
    const { transport, client } = setup();
    client.setCaptcha({ token: async () => ({ data: null, error: createApiError('cancelled') }) });
    const res = await client.request('/x', { captcha: true });
    expect(res.error?.error_code).toBe(ERROR_CODES.cancelled);
    expect(transport.calls).toHaveLength(0);
  });
});

describe('unauthenticated refresh', () => {
  it('refreshes once on 16 and retries with the new token', async () => {
    const { transport, client } = setup();
    let token = 'old';
    const refresh = jest.fn(async () => {
      token = 'new';
      return true;
    });
    client.setAuth({ accessToken: async () => token, refresh });
    transport.on('GET', '/v1/user/me', (call) =>
      call.headers.Authorization === 'Bearer new'
        ? jsonReply({ sub: 'u' })
        : errorReply('unauthenticated', 16, 401),
    );
    const res = await client.request('/v1/user/me', { auth: true });
    expect(res.data).toEqual({ sub: 'u' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('gives up after one refresh', async () => {
    const { transport, client } = setup();
    const refresh = jest.fn(async () => true);
    client.setAuth({ accessToken: async () => 't', refresh });
    transport.on('GET', '/v1/user/me', errorReply('unauthenticated', 16, 401));
    const res = await client.request('/v1/user/me', { auth: true });
    expect(res.error?.error_code).toBe(16);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(transport.calls).toHaveLength(2);
  });
});
