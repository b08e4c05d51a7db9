import { createHttpClient } from '../http/request';
import { createCookies } from '../storage/cookies';
import { createFakeClock } from '../testing/fakeClock';
import { createFakeTransport, hang, jsonReply, networkError } from '../testing/fakeTransport';
import { createMemoryCookieJar } from '../testing/memoryCookieJar';
import { authorizeUrl, createApi } from './endpoints';
import { checkRegionAccess } from './regionAccess';
import { isShareReadable } from './types';

function setup() {
  const transport = createFakeTransport();
  const clock = createFakeClock();
  const http = createHttpClient({
    origins: ['https://api.test'],
    transport,
    getLocale: () => 'es',
    clientId: 'c',
    getDeviceId: () => 'd',
    sleep: clock.sleep,
    random: () => 0,
    logger: { warn: () => {}, error: () => {} },
  });
  http.setAuth({ accessToken: async () => 'tok', refresh: async () => false });
  return { transport, api: createApi(http), clock };
}

describe('endpoints (spec §7)', () => {
  it('share list defaults: limit 100, thumbnail_size SIZE_LARGE', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/drive/v1/share', jsonReply({ share_status: 'EXPIRED', files: [] }));
    const res = await api.getShare({ share_id: 's1', pass_code: 'abcd' });
    expect(transport.calls[0]!.query).toEqual({
      limit: '100',
      thumbnail_size: 'SIZE_LARGE',
      share_id: 's1',
      pass_code: 'abcd',
    });
    expect(isShareReadable(res.data!)).toBe(false);
    await api.getShareDetail({ share_id: 's1', parent_id: 'p', limit: 20 });
    expect(transport.calls[1]!.query.limit).toBe('20');
  });

  it.each([
    [
      'restoreShare',
      (a: ReturnType<typeof createApi>) =>
        a.restoreShare({ share_id: 's', pass_code_token: 't', file_ids: ['f'] }),
      'POST',
      '/drive/v1/share/restore',
      true,
    ],
    [
      'getVip',
      (a: ReturnType<typeof createApi>) => a.getVip(),
      'GET',
      '/drive/v1/privilege/vip',
      true,
    ],
    ['getAbout', (a: ReturnType<typeof createApi>) => a.getAbout(), 'GET', '/drive/v1/about', true],
    [
      'getTask',
      (a: ReturnType<typeof createApi>) => a.getTask('t/1'),
      'GET',
      '/drive/v1/tasks/t%2F1',
      true,
    ],
    ['getMe', (a: ReturnType<typeof createApi>) => a.getMe(), 'GET', '/v1/user/me', true],
    [
      'getAreaCountryCode',
      (a: ReturnType<typeof createApi>) => a.getAreaCountryCode(),
      'GET',
      '/drive/v1/privilege/area_country_code',
      false,
    ],
    [
      'batchShareFileInfo',
      (a: ReturnType<typeof createApi>) =>
        a.batchShareFileInfo({ share_id: 's', pass_code_token: '', file_ids: [] }),
      'POST',
      '/drive/v1/share:batch_file_info',
      false,
    ],
    [
      'unsubscribe',
      (a: ReturnType<typeof createApi>) => a.unsubscribe('dd'),
      'GET',
      '/mail/v1/unsubscribe',
      false,
    ],
    [
      'auditShare',
      (a: ReturnType<typeof createApi>) =>
        a.auditShare({ share_user_id: 'u', gcids: [], file_ids: [] }),
      'POST',
      '/audit.admin/v1/share',
      true,
    ],
    [
      'renameFile',
      (a: ReturnType<typeof createApi>) => a.renameFile('f1', 'n'),
      'PATCH',
      '/drive/v1/files/f1',
      true,
    ],
  ])('%s -> %s %s (cred: %p)', async (_n, call, method, path, cred) => {
    const { transport, api } = setup();
    transport.on(method, path.replace('%2F', '/'), jsonReply({}));
    await call(api);
    const c = transport.calls[0]!;
    expect([c.method, new URL(c.url).pathname]).toEqual([method, path]);
    expect(c.headers.Authorization === 'Bearer tok').toBe(cred);
    expect(c.headers['Accept-Language']).toBe('es');
  });

  it('config calls send data with language and client web', async () => {
    const { transport, api } = setup();
    transport.on('POST', '/config/v1/debug_options', jsonReply({ data: { allow_vconsole: true } }));
    await api.getConfig('debug_options', 'ko', { uuid: 'd', userid: 'u' });
    expect(transport.calls[0]!.body).toEqual({
      data: { language: 'ko', client: 'web', uuid: 'd', userid: 'u' },
    });
  });

  it('files list serialises filters as JSON', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/drive/v1/files', jsonReply({ files: [] }));
    await api.listFiles({ parent_id: '*', filters: { trashed: { eq: true } } });
    expect(transport.calls[0]!.query).toEqual({
      parent_id: '*',
      filters: '{"trashed":{"eq":true}}',
    });
  });

  it('authorize URL carries scope user+pan+offline and response type code', () => {
    expect(
      authorizeUrl('https://api.test/', {
        clientId: 'c 1',
        redirectUri: 'https://site.test/auth',
        state: 's',
      }),
    ).toBe(
      'https://api.test/v1/auth/authorize?client_id=c%201&redirect_uri=https%3A%2F%2Fsite.test%2Fauth&scope=user+pan+offline&response_type=code&state=s',
    );
    expect(
      authorizeUrl('https://api.test', { clientId: 'c', redirectUri: 'https://site.test/auth' }),
    ).toBe(
      'https://api.test/v1/auth/authorize?client_id=c&redirect_uri=https%3A%2F%2Fsite.test%2Fauth&scope=user+pan+offline&response_type=code',
    );
  });
});

describe('region access (spec §4, §9)', () => {
  const A = 'https://acc1.test';
  const B = 'https://acc2.test';
  function region() {
    const s = setup();
    const jar = createMemoryCookieJar(s.clock.now);
    return { ...s, jar, cookies: createCookies(jar) };
  }

  it.each([
    ['one accessible', [jsonReply({ accessible: false }), jsonReply({ accessible: true })], true],
    ['all say no', [jsonReply({ accessible: false }), jsonReply({ accessible: false })], false],
    ['all fail', [networkError, networkError], true],
    ['one no, one fails', [jsonReply({ accessible: false }), networkError], false],
  ])('%s -> %p, cached 10 minutes', async (_n, replies, granted) => {
    const { transport, api, cookies, jar, clock } = region();
    transport.on('GET', '/access_controller/v1/area_accessible', (c) =>
      c.origin === A ? replies[0]! : replies[1]!,
    );
    expect(await checkRegionAccess(api, cookies, [A, B])).toBe(granted);
    expect(jar.writes).toEqual([
      `pp_access_to_visit=${granted ? 1 : 0}; Path=/; Max-Age=600; SameSite=Strict; Secure`,
    ]);
    expect(await checkRegionAccess(api, cookies, [A, B])).toBe(granted);
    expect(transport.calls).toHaveLength(2);
    clock.advance(600_000);
    await checkRegionAccess(api, cookies, [A, B]);
    expect(transport.calls).toHaveLength(4);
  });

  it.each([
    [false, 5000],
    [true, 10_000],
  ])(
    'ignoreCache %p: times out after %p ms and leaves the answer unknown (null)',
    async (ignoreCache, ms) => {
      jest.useFakeTimers();
      try {
        const { transport, api, cookies, jar } = region();
        transport.on('GET', '/access_controller/v1/area_accessible', hang);
        let result: boolean | null | undefined;
        void checkRegionAccess(api, cookies, [A, B], { ignoreCache }).then((r) => (result = r));
        await jest.advanceTimersByTimeAsync(ms - 1);
        expect(result).toBeUndefined();
        await jest.advanceTimersByTimeAsync(1);
        expect(result).toBeNull();
        expect(jar.writes).toEqual([]);
      } finally {
        jest.useRealTimers();
      }
    },
  );
});
