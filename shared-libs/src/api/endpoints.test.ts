import { createHttpClient } from '../http/request';
import { createCookies } from '../storage/cookies';
import { createFakeClock } from '../testing/fakeClock';
import {
  createFakeTransport,
  errorReply,
  hang,
  jsonReply,
  networkError,
} from '../testing/fakeTransport';
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

describe('drive endpoints (decision 0006)', () => {
  it('listFiles sends sort, folders_first and offset; the answer carries total', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/drive/v1/files', jsonReply({ files: [], total: '100000' }));
    const res = await api.listFiles({
      parent_id: 'demo-drive-big',
      sort: 'type_desc',
      folders_first: false,
      offset: 99_900,
      limit: 100,
    });
    expect(transport.calls[0]!.query).toEqual({
      parent_id: 'demo-drive-big',
      sort: 'type_desc',
      folders_first: 'false',
      offset: '99900',
      limit: '100',
    });
    expect(transport.calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(res.data!.total).toBe('100000');
  });

  it('searchFiles searches the whole drive by name, keeping other filters', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/drive/v1/files', jsonReply({ files: [] }));
    await api.searchFiles('50%_off', { filters: { starred: { eq: true } }, sort: 'mod_desc' });
    expect(transport.calls[0]!.query).toEqual({
      parent_id: '*',
      sort: 'mod_desc',
      filters: '{"starred":{"eq":true},"name":{"contains":"50%_off"}}',
    });
  });

  it('getFile asks for usage=open and returns the ancestors', async () => {
    const { transport, api } = setup();
    transport.on(
      'GET',
      '/drive/v1/files/a%20b',
      jsonReply({ id: 'a b', ancestors: [{ id: 'p', name: 'Work' }] }),
    );
    const res = await api.getFile('a b', { usage: 'open' });
    expect(new URL(transport.calls[0]!.url).pathname).toBe('/drive/v1/files/a%20b');
    expect(transport.calls[0]!.query).toEqual({ usage: 'open' });
    expect(res.data!.ancestors).toEqual([{ id: 'p', name: 'Work' }]);
    await api.getFile('x');
    expect(transport.calls[1]!.query).toEqual({});
  });

  it.each([
    ['batchTrash', '/drive/v1/files:batchTrash'],
    ['batchDelete', '/drive/v1/files:batchDelete'],
    ['batchStar', '/drive/v1/files:star'],
    ['batchUnstar', '/drive/v1/files:unstar'],
  ] as const)('%s takes ids or a scope and answers the count', async (name, path) => {
    const { transport, api } = setup();
    transport.on('POST', path, jsonReply({ count: '3' }));
    const ids = await api[name](['a', 'b']);
    const scoped = await api[name]({ scope: { parent_id: 'p', exclude_ids: ['c'] } });
    expect(transport.calls.map((c) => c.body)).toEqual([
      { ids: ['a', 'b'] },
      { scope: { parent_id: 'p', exclude_ids: ['c'] } },
    ]);
    expect(ids.data).toEqual({ count: '3' });
    expect(scoped.data).toEqual({ count: '3' });
  });

  it('batchMove and batchCopy send the target folder; batchUntrash ids only', async () => {
    const { transport, api } = setup();
    transport.on('POST', '/drive/v1/files:batchMove', jsonReply({ count: '1' }));
    transport.on('POST', '/drive/v1/files:batchCopy', jsonReply({ count: '1' }));
    transport.on('POST', '/drive/v1/files:batchUntrash', jsonReply({ count: '1' }));
    await api.batchMove({ scope: { parent_id: '' } }, 'dest');
    await api.batchCopy(['a'], 'dest');
    await api.batchUntrash(['t']);
    expect(transport.calls.map((c) => [c.path, c.body])).toEqual([
      ['/drive/v1/files:batchMove', { scope: { parent_id: '' }, to: { parent_id: 'dest' } }],
      ['/drive/v1/files:batchCopy', { ids: ['a'], to: { parent_id: 'dest' } }],
      ['/drive/v1/files:batchUntrash', { ids: ['t'] }],
    ]);
  });

  it('a batch is retried after a server error, a copy is not', async () => {
    const { transport, api } = setup();
    const internal = errorReply('internal', 13, 500);
    transport.on('POST', '/drive/v1/files:batchTrash', [internal, jsonReply({ count: '1' })]);
    transport.on('POST', '/drive/v1/files:batchCopy', [internal, jsonReply({ count: '1' })]);
    expect((await api.batchTrash(['a'])).data).toEqual({ count: '1' });
    const copy = await api.batchCopy(['a'], '');
    expect(copy.error).not.toBeNull();
    expect(transport.callsTo('POST', '/drive/v1/files:batchCopy')).toHaveLength(1);
  });

  it('emptyTrash posts {} and answers the count', async () => {
    const { transport, api } = setup();
    transport.on('POST', '/drive/v1/files:emptyTrash', jsonReply({ count: '12' }));
    const res = await api.emptyTrash();
    expect(transport.calls[0]!.body).toEqual({});
    expect(res.data).toEqual({ count: '12' });
  });

  it('recentEvents asks for recent=true', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/drive/v1/events', jsonReply({ events: [], next_page_token: '' }));
    await api.recentEvents({ limit: 50, page_token: 'tok' });
    expect(transport.calls[0]!.query).toEqual({ limit: '50', page_token: 'tok', recent: 'true' });
    await api.listEvents();
    expect(transport.calls[1]!.query).toEqual({});
  });

  it('createShareLink posts signed in with an idempotency key; a retry reuses it', async () => {
    const { transport, api } = setup();
    const link = { share_id: 's1', share_url: 'https://site.test/s/s1' };
    transport.on('POST', '/drive/v1/share', [errorReply('internal', 13, 500), jsonReply(link)]);
    const body = {
      file_ids: ['a', 'b'],
      pass_code_option: 'REQUIRED' as const,
      expiration_days: 7 as const,
    };
    const res = await api.createShareLink(body);
    expect(res.data).toEqual(link);
    const calls = transport.callsTo('POST', '/drive/v1/share');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body).toEqual(body);
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    const key = calls[0]!.headers['Idempotency-Key'];
    expect(key).toBeTruthy();
    expect(calls[1]!.headers['Idempotency-Key']).toBe(key);
  });

  it('listShareLinks pages with limit and page_token', async () => {
    const { transport, api } = setup();
    transport.on('GET', '/drive/v1/share/list', jsonReply({ data: [], next_page_token: '' }));
    const res = await api.listShareLinks({ limit: 20, page_token: 'p2' });
    expect(transport.calls[0]!.query).toEqual({ limit: '20', page_token: 'p2' });
    expect(transport.calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(res.data).toEqual({ data: [], next_page_token: '' });
    await api.listShareLinks();
    expect(transport.calls[1]!.query).toEqual({});
  });

  it('updateShareLink patches the escaped id; revokeShareLinks posts ids and is retried', async () => {
    const { transport, api } = setup();
    transport.on('PATCH', '/drive/v1/share/a%2Fb', jsonReply({ share_id: 'a/b' }));
    transport.on('POST', '/drive/v1/share:batchDelete', [
      errorReply('internal', 13, 500),
      jsonReply({ count: '2' }),
    ]);
    await api.updateShareLink('a/b', {
      expiration_at: '2020-01-01T00:00:00Z',
      allow_download: false,
    });
    expect(transport.calls[0]!.method).toBe('PATCH');
    expect(transport.calls[0]!.body).toEqual({
      expiration_at: '2020-01-01T00:00:00Z',
      allow_download: false,
    });
    const revoked = await api.revokeShareLinks(['s1', 's2']);
    expect(revoked.data).toEqual({ count: '2' });
    const calls = transport.callsTo('POST', '/drive/v1/share:batchDelete');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ ids: ['s1', 's2'] });
  });

  it('archives: the drive one signed in, the share one anonymous; both answer a link', async () => {
    const { transport, api } = setup();
    const link = {
      url: 'https://api.test/z?sig=1',
      expire: 'x',
      name: 'a.zip',
      size: '3',
      file_count: '1',
    };
    transport.on('POST', '/drive/v1/files:archive', jsonReply(link));
    transport.on('POST', '/drive/v1/share:archive', jsonReply(link));
    expect((await api.archiveDriveFiles({ ids: ['a'], name: 'Photos' })).data).toEqual(link);
    expect(
      (await api.archiveShareFiles({ share_id: 's', pass_code_token: 't', file_ids: ['f'] })).data,
    ).toEqual(link);
    expect(transport.calls[0]!.body).toEqual({ ids: ['a'], name: 'Photos' });
    expect(transport.calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(transport.calls[1]!.body).toEqual({
      share_id: 's',
      pass_code_token: 't',
      file_ids: ['f'],
    });
    expect(transport.calls[1]!.headers.Authorization).toBeUndefined();
  });

  it('shareDownloadUrl builds the download address on the current origin', () => {
    const { api, transport } = setup();
    expect(api.shareDownloadUrl({ share_id: 's 1', file_id: 'f&1', pass_code_token: 't+k' })).toBe(
      'https://api.test/drive/v1/share/download?share_id=s+1&file_id=f%261&pass_code_token=t%2Bk',
    );
    expect(api.shareDownloadUrl({ share_id: 's', file_id: 'f' })).toBe(
      'https://api.test/drive/v1/share/download?share_id=s&file_id=f',
    );
    expect(transport.calls).toHaveLength(0);
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
