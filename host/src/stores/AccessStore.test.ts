import { checkRegionAccess, configurePlatform } from 'shared-libs';
import {
  createFakeTransport,
  createMemoryCookieJar,
  jsonReply,
  networkError,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { AccessStore } from './AccessStore';

afterEach(() => resetPlatformForTests());

describe('AccessStore (spec §4 region access)', () => {
  it.each<[boolean | null, boolean | null]>([
    [true, false],
    [false, true],
    [null, null],
  ])('a check answering %p leaves ipBlock %p', async (granted, ipBlock) => {
    const told: Array<boolean | null> = [];
    const s = new AccessStore(
      async () => granted,
      (v) => told.push(v),
    );
    await expect(s.check()).resolves.toBe(granted);
    expect(s.ipBlock).toBe(ipBlock);
    expect(s.denied).toBe(ipBlock === true);
    expect(told).toEqual([ipBlock]);
  });

  it('is skipped in the native app', async () => {
    const check = jest.fn(async () => false);
    const s = new AccessStore(check);
    await expect(s.check({ native: true })).resolves.toBeNull();
    expect(check).not.toHaveBeenCalled();
    expect(s.ipBlock).toBeNull();
  });

  it('over the real client: blocked by one origin, the other failing -> denied and cached', async () => {
    const transport = createFakeTransport();
    const jar = createMemoryCookieJar();
    const platform = configurePlatform({
      apiOrigins: ['https://api.test'],
      clientId: 'cumulus-web',
      transport,
      cookieJar: jar,
      sleep: async () => undefined,
    });
    transport.on('GET', '/access_controller/v1/area_accessible', (call) =>
      call.origin === 'https://a.test' ? jsonReply({ accessible: false }) : networkError,
    );
    const s = new AccessStore(({ ignoreCache }) =>
      checkRegionAccess(platform.api, platform.cookies, ['https://a.test', 'https://b.test'], {
        ignoreCache,
      }),
    );
    await s.check();
    expect(s.denied).toBe(true);
    expect(platform.cookies.get('pp_access_to_visit')).toBe('0');
  });
});
