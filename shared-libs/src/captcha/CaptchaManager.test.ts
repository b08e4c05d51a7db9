import { createHttpClient, ok, type Result } from '../http/request';
import { createFakeClock } from '../testing/fakeClock';
import { createFakeTransport, errorReply, jsonReply } from '../testing/fakeTransport';
import { createMemoryStorage } from '../testing/memoryStorage';
import { cancelledError } from '../errors/ApiError';
import { CaptchaManager, CAPTCHA_INIT_PATH } from './CaptchaManager';
import { CAPTCHA_SAFETY_MARGIN_MS, readTokenInfo } from './tokenStore';

const SALTS = Array.from({ length: 10 }, (_, i) => `test-salt-${i}`);

function setup(opts: { userId?: string; salts?: string[]; challenge?: Result<string> } = {}) {
  const transport = createFakeTransport();
  const clock = createFakeClock();
  const storage = createMemoryStorage();
  const http = createHttpClient({
    origins: ['https://api.test'],
    transport,
    getLocale: () => 'en-US',
    clientId: 'client-1',
    getDeviceId: () => 'd'.repeat(32),
    sleep: clock.sleep,
    random: () => 0,
    logger: { warn: () => {}, error: () => {} },
  });
  const challenges: string[] = [];
  const manager = new CaptchaManager({
    http,
    storage,
    clientId: 'client-1',
    packageName: 'com.cumulus.web',
    salts: opts.salts ?? SALTS,
    getDeviceId: () => 'd'.repeat(32),
    getUserId: () => opts.userId ?? '',
    now: clock.now,
    openChallenge: async (url) => {
      challenges.push(url);
      return opts.challenge ?? ok('from-challenge');
    },
  });
  http.setCaptcha(manager);
  return { transport, clock, storage, http, manager, challenges };
}

describe('CaptchaManager (spec §4, §9)', () => {
  it('inits with client_id, action, device_id, previous token and meta; stores the token info', async () => {
    const { transport, manager, storage, clock } = setup();
    transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ captcha_token: 'ck1', expires_in: 300 }));
    const res = await manager.token('POST:/drive/v1/share/restore', { meta: { email: 'a@b.c' } });
    expect(res).toEqual(ok('ck1'));
    const call = transport.calls[0]!;
    expect(call.body).toEqual({
      client_id: 'client-1',
      action: 'POST:/drive/v1/share/restore',
      device_id: 'd'.repeat(32),
      captcha_token: '',
      meta: { email: 'a@b.c' },
    });
    expect(call.headers['Accept-Language']).toBe('en-US');
    expect(readTokenInfo(storage)).toEqual({
      action: 'POST:/drive/v1/share/restore',
      meta: { email: 'a@b.c' },
      captcha_token: 'ck1',
      expires_in: 300,
      expires_at: new Date(clock.now() + 300_000).toISOString(),
    });
  });

  it.each([
    [300_000 - CAPTCHA_SAFETY_MARGIN_MS - 1, 1],
    [300_000 - CAPTCHA_SAFETY_MARGIN_MS, 2],
    [300_000 + 1, 2],
  ])(
    'a token is reused until 30 s before expiry (after %p ms: %p init calls)',
    async (elapsed, inits) => {
      expect(CAPTCHA_SAFETY_MARGIN_MS).toBe(30_000);
      const { transport, manager, clock } = setup();
      transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ captcha_token: 'ck', expires_in: 300 }));
      await manager.token('GET:/x');
      clock.advance(elapsed);
      await manager.token('GET:/x');
      expect(transport.calls).toHaveLength(inits);
    },
  );

  it('a token for another action is not reused; the init carries the previous token', async () => {
    const { transport, manager } = setup();
    transport.on('POST', CAPTCHA_INIT_PATH, [
      jsonReply({ captcha_token: 'ck1', expires_in: 300 }),
      jsonReply({ captcha_token: 'ck2', expires_in: 300 }),
    ]);
    await manager.token('GET:/a');
    expect(await manager.token('GET:/b')).toEqual(ok('ck2'));
    expect((transport.calls[1]!.body as { captcha_token: string }).captcha_token).toBe('ck1');
  });

  it('current(): the held token whatever its action, until 30 s before its expiry', async () => {
    const { transport, manager, clock } = setup();
    expect(manager.current()).toBeUndefined();
    transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ captcha_token: 'ck1', expires_in: 300 }));
    await manager.token('POST:/a');
    expect(manager.current()).toBe('ck1');
    await clock.advance(300_000 - CAPTCHA_SAFETY_MARGIN_MS);
    expect(manager.current()).toBeUndefined();
  });

  it('renew ignores the cached token', async () => {
    const { transport, manager } = setup();
    transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ captcha_token: 'ck', expires_in: 300 }));
    await manager.token('GET:/a');
    await manager.token('GET:/a', { renew: true });
    expect(transport.calls).toHaveLength(2);
  });

  it('concurrent requests for one action share one init', async () => {
    const { transport, manager } = setup();
    transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ captcha_token: 'ck', expires_in: 300 }));
    const [a, b] = await Promise.all([manager.token('GET:/a'), manager.token('GET:/a')]);
    expect(a).toEqual(b);
    expect(transport.calls).toHaveLength(1);
  });

  it('an answer with url opens the challenge and stores its token', async () => {
    const { transport, manager, challenges, storage } = setup();
    transport.on(
      'POST',
      CAPTCHA_INIT_PATH,
      jsonReply({ url: 'https://captcha.test/c?x=1', expires_in: 300 }),
    );
    expect(await manager.token('GET:/a')).toEqual(ok('from-challenge'));
    expect(challenges).toEqual(['https://captcha.test/c?x=1']);
    expect(readTokenInfo(storage)?.captcha_token).toBe('from-challenge');
  });

  it('a closed challenge yields cancelled (1) and stores nothing', async () => {
    const { transport, manager, storage } = setup({
      challenge: { data: null, error: cancelledError() },
    });
    transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ url: 'https://captcha.test/c' }));
    const res = await manager.token('GET:/a');
    expect(res.error).toMatchObject({ error: 'cancelled', error_code: 1 });
    expect(readTokenInfo(storage)).toBeUndefined();
  });

  it('neither url nor token yields unknown (2)', async () => {
    const { transport, manager } = setup();
    transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ expires_in: 300 }));
    const res = await manager.token('GET:/a');
    expect(res.error).toMatchObject({
      error: 'unknown',
      error_code: 2,
      error_uri: CAPTCHA_INIT_PATH,
    });
  });

  it('a signed-in user gets the signed meta; without salts the sign is omitted', async () => {
    const a = setup({ userId: 'u1' });
    a.transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ captcha_token: 'ck', expires_in: 60 }));
    await a.manager.token('GET:/a');
    const meta = (a.transport.calls[0]!.body as { meta: Record<string, string> }).meta;
    expect(meta).toMatchObject({
      client_version: '8.0.3',
      package_name: 'com.cumulus.web',
      user_id: 'u1',
      timestamp: String(a.clock.now()),
    });
    expect(meta.captcha_sign).toMatch(/^1\.[0-9a-f]{32}$/);
    const b = setup({ userId: 'u1', salts: [] });
    b.transport.on('POST', CAPTCHA_INIT_PATH, jsonReply({ captcha_token: 'ck', expires_in: 60 }));
    await b.manager.token('GET:/a');
    expect((b.transport.calls[0]!.body as { meta: object }).meta).not.toHaveProperty(
      'captcha_sign',
    );
  });

  it('the init answering 4002 "too frequent" is returned without renewing in a loop', async () => {
    const { transport, manager } = setup();
    transport.on(
      'POST',
      CAPTCHA_INIT_PATH,
      errorReply('captcha_invalid', 4002, 400, 'too frequent'),
    );
    const res = await manager.token('GET:/a');
    expect(res.error?.error_code).toBe(4002);
    expect(transport.calls).toHaveLength(1);
  });

  it('end to end: a guarded call that gets 4001 renews through the init and succeeds', async () => {
    const { transport, http } = setup();
    let n = 0;
    transport.on('POST', CAPTCHA_INIT_PATH, () =>
      jsonReply({ captcha_token: `ck${++n}`, expires_in: 300 }),
    );
    transport.on('POST', '/drive/v1/share/restore', (call) =>
      call.headers['x-captcha-token'] === 'ck2'
        ? jsonReply({ restore_task_id: 't' })
        : errorReply('captcha_required', 4001),
    );
    const res = await http.request('/drive/v1/share/restore', {
      method: 'POST',
      captcha: true,
      body: {},
    });
    expect(res.data).toEqual({ restore_task_id: 't' });
    expect(transport.callsTo('POST', CAPTCHA_INIT_PATH)).toHaveLength(2);
    expect((transport.calls[2]!.body as { captcha_token: string }).captcha_token).toBe('ck1');
  });
});
