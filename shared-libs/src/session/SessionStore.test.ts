import {
  configurePlatform,
  getPlatform,
  resetPlatformForTests,
  type PlatformConfig,
} from '../platform';
import { createFakeClock } from '../testing/fakeClock';
import { createFakeTransport, errorReply, jsonReply } from '../testing/fakeTransport';
import { createMemoryCookieJar } from '../testing/memoryCookieJar';
import { createMemoryStorage } from '../testing/memoryStorage';
import { loginSceneFor } from './SessionStore';

const API = 'https://api.test';
const PROFILE = {
  sub: 'u1',
  name: 'Ann',
  email: 'a@b.co',
  phone_number: '+1',
  picture: 'p.png',
  password: 'set',
  rights: ['audit_admin'],
};

function setup(
  opts: { signedIn?: boolean; pathname?: string; extra?: Partial<PlatformConfig> } = {},
) {
  resetPlatformForTests();
  const clock = createFakeClock();
  const transport = createFakeTransport();
  const storage = createMemoryStorage(
    opts.signedIn === false
      ? {}
      : {
          pp_oauth_info: JSON.stringify({
            access_token: 'at',
            refresh_token: 'rt',
            sub: 'u1',
            expires_at: clock.now() + 3_600_000,
          }),
          pp_device_id: 'f'.repeat(32),
          pp_referer_list: JSON.stringify([
            { val: 'a.com', expired: clock.now() + 1000 },
            { val: 'b.com', expired: clock.now() + 1000 },
          ]),
        },
  );
  const jar = createMemoryCookieJar(clock.now);
  const logger = { warn: jest.fn(), error: jest.fn() };
  const sessionStorage = createMemoryStorage();
  const platform = configurePlatform({
    apiOrigins: [API],
    clientId: 'client-1',
    transport,
    storage,
    sessionStorage,
    cookieJar: jar,
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    logger,
    location: () => ({
      host: 'site.test',
      pathname: opts.pathname ?? '/drive/all',
      origin: 'https://site.test',
    }),
    ...opts.extra,
  });
  transport.on('GET', '/v1/user/me', jsonReply(PROFILE));
  transport.on(
    'GET',
    '/drive/v1/about',
    jsonReply({ kind: 'drive#about', quota: { limit: '100', usage: '5' } }),
  );
  transport.on(
    'GET',
    '/drive/v1/privilege/vip',
    jsonReply({
      data: {
        expire: '2030-01-01T00:00:00Z',
        status: 'ok',
        type: 'vip',
        user_id: 'u1',
        vipItem: [],
      },
    }),
  );
  jar.write('pp_attr_source=newsletter; Max-Age=100');
  return {
    platform,
    session: platform.session,
    transport,
    storage,
    sessionStorage,
    jar,
    clock,
    logger,
  };
}

afterEach(() => resetPlatformForTests());

describe('platform singleton', () => {
  it('is configured once and shared', () => {
    const { platform } = setup();
    expect(getPlatform()).toBe(platform);
    expect(() => configurePlatform({ apiOrigins: [API], clientId: 'x' })).toThrow(
      'platform already configured',
    );
    resetPlatformForTests();
    expect(() => getPlatform()).toThrow('platform not configured');
  });

  it('rejects a salt list that is not 10 salts', () => {
    resetPlatformForTests();
    expect(() =>
      configurePlatform({ apiOrigins: [API], clientId: 'x', captchaSalts: ['one'] }),
    ).toThrow('captcha salts');
  });

  it('sends the locale set on the platform', async () => {
    const { platform, transport } = setup();
    platform.setLocale('uk');
    await platform.api.getAreaCountryCode();
    expect(transport.calls[0]!.headers['Accept-Language']).toBe('uk');
  });
});

describe('SessionStore refresh user (spec §3, §4)', () => {
  it('without credentials and not forced: clears the user id cookie and returns false', async () => {
    const { session, jar, transport } = setup({ signedIn: false });
    jar.write('pp_user_id=old; Max-Age=100');
    expect(await session.refreshUser()).toBe(false);
    expect(jar.cookies.has('pp_user_id')).toBe(false);
    expect(transport.calls).toHaveLength(0);
    expect(session.snapshot()).toEqual({ signedIn: false, user: null });
  });

  it('fills the user info entity; premium when VIP status is ok; user type 2', async () => {
    const { session, jar, transport } = setup();
    expect(await session.refreshUser()).toBe(true);
    expect(session.user).toMatchObject({
      userId: 'u1',
      username: 'Ann',
      email: 'a@b.co',
      phone: '+1',
      avatar: 'p.png',
      haveSetPassword: true,
      limit: '100',
      usage: '5',
      premium: true,
      status: 'ok',
      expire: '2030-01-01T00:00:00Z',
    });
    expect(session.analyticsUserType).toBe(2);
    expect(jar.writes).toContain('pp_user_id=u1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(transport.callsTo('GET', '/v1/user/me')[0]!.headers.Authorization).toBe('Bearer at');
    expect(transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(0);
    expect(session.snapshot()).toEqual({
      signedIn: true,
      user: {
        userId: 'u1',
        username: 'Ann',
        email: 'a@b.co',
        avatar: 'p.png',
        premium: true,
        expire: '2030-01-01T00:00:00Z',
        rights: ['audit_admin'],
      },
    });
  });

  it('a profile error clears userId and the user id cookie', async () => {
    const { session, transport, jar } = setup();
    await session.refreshUser();
    transport.on('GET', '/v1/user/me', errorReply('permission_denied', 7, 403));
    expect(await session.refreshUser()).toBe(false);
    expect(session.user?.userId).toBe('');
    expect(jar.cookies.has('pp_user_id')).toBe(false);
    expect(session.snapshot().user).toBeNull();
  });

  it('storage usage failure is logged, the rest still loads', async () => {
    const { session, transport, logger } = setup();
    transport.on('GET', '/drive/v1/about', errorReply('internal', 13, 500, 'quota down'));
    expect(await session.refreshUser()).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith('storage usage failure: quota down');
  });

  it.each([
    ['free_days 7', { free_days: 7 }, true, 7],
    ['free_days 0', { free_days: 0 }, false, 0],
  ])('invite rule with %s', async (_n, reply, premium, freeDays) => {
    const { session, transport, jar } = setup();
    transport.on(
      'GET',
      '/drive/v1/privilege/vip',
      jsonReply({ data: { status: 'invalid', expire: '', type: '', user_id: 'u1', vipItem: [] } }),
    );
    transport.on('POST', '/vip/v1/activity/invite', jsonReply(reply));
    // The invite is a captcha-guarded action (POST:/vip/v1/activity/invite).
    transport.on(
      'POST',
      '/v1/shield/captcha/init',
      jsonReply({ captcha_token: 'ct', expires_in: 300 }),
    );
    await session.refreshUser();
    const calls = transport.callsTo('POST', '/vip/v1/activity/invite');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['x-captcha-token']).toBe('ct');
    expect(calls[0]!.body).toEqual({
      from: 'web',
      rr: 'site.test/drive/all',
      tf: 'newsletter',
      rf: 'a.com,b.com',
    });
    expect(session.user).toMatchObject({ premium, freeDays, getFreeVipCalled: true });
    expect(session.analyticsUserType).toBe(premium ? 2 : 1);
    if (freeDays)
      expect(jar.writes).toContain(
        'pp_free_days=7; Path=/; Max-Age=604800; SameSite=Strict; Secure',
      );
    await session.refreshUser();
    expect(transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(1); // called once
  });

  it('no invite call when free days are already known from the cookie', async () => {
    const { session, transport, jar } = setup();
    jar.write('pp_free_days=3; Max-Age=1000');
    transport.on('GET', '/drive/v1/privilege/vip', jsonReply({ data: { status: 'invalid' } }));
    await session.refreshUser();
    expect(transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(0);
    expect(session.user?.freeDays).toBe(3);
  });
});

describe('SessionStore login, tokens, logout', () => {
  it.each([
    ['/s/abc', 'share_page'],
    ['/en-US/s/abc/f1', 'share_page'],
    ['/drive/all', 'official_page'],
    ['/', 'official_page'],
  ])('login scene for %s is %s', (path, scene) => {
    expect(loginSceneFor(path)).toBe(scene);
    const { session, storage } = setup({ pathname: path });
    expect(session.rememberLoginScene()).toBe(scene);
    expect(storage.getItem('pp_login_scene')).toBe(scene);
  });

  it('exchangeCode signs out the prior session, uses the authorization_code grant, stores credentials', async () => {
    const { session, transport, storage, clock } = setup();
    transport.on('POST', '/v1/auth/revoke', jsonReply({}));
    transport.on(
      'POST',
      '/v1/auth/token',
      jsonReply({
        token_type: 'Bearer',
        access_token: 'new',
        refresh_token: 'r2',
        expires_in: 7200,
        sub: 'u1',
      }),
    );
    expect(await session.exchangeCode('c0de')).toBe(true);
    expect(transport.callsTo('POST', '/v1/auth/revoke')[0]!.body).toEqual({
      token: 'at',
      client_id: 'client-1',
    });
    expect(transport.callsTo('POST', '/v1/auth/token')[0]!.body).toEqual({
      grant_type: 'authorization_code',
      code: 'c0de',
      client_id: 'client-1',
    });
    expect(JSON.parse(storage.getItem('pp_oauth_info')!)).toEqual({
      token_type: 'Bearer',
      access_token: 'new',
      refresh_token: 'r2',
      sub: 'u1',
      expires_at: clock.now() + 7_200_000,
    });
    expect(transport.callsTo('GET', '/v1/user/me').at(-1)!.headers.Authorization).toBe(
      'Bearer new',
    );
  });

  it('an invalid code is logged as invalid auth code!', async () => {
    const { session, transport, logger } = setup({ signedIn: false });
    transport.on('POST', '/v1/auth/token', errorReply('invalid_grant', 4126, 400));
    expect(await session.exchangeCode('bad')).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('invalid auth code!');
  });

  it('refreshes an access token about to expire with the refresh_token grant', async () => {
    const { session, transport, clock } = setup();
    clock.advance(3_600_000 - 30_000);
    transport.on(
      'POST',
      '/v1/auth/token',
      jsonReply({
        token_type: 'Bearer',
        access_token: 'fresh',
        refresh_token: '',
        expires_in: 7200,
        sub: 'u1',
      }),
    );
    await session.refreshUser();
    expect(transport.callsTo('POST', '/v1/auth/token')).toHaveLength(1);
    expect(transport.callsTo('POST', '/v1/auth/token')[0]!.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rt',
      client_id: 'client-1',
    });
    expect(transport.callsTo('GET', '/v1/user/me')[0]!.headers.Authorization).toBe('Bearer fresh');
    expect(session.credentials?.refresh_token).toBe('rt');
  });

  it('invalid_grant on refresh signs out', async () => {
    const { session, transport, clock } = setup();
    clock.advance(3_600_000);
    transport.on('POST', '/v1/auth/token', errorReply('invalid_grant', 4126, 400));
    await session.refreshToken();
    expect(session.signedIn).toBe(false);
    // Issue 31: said, not silent; a sign-out here on purpose is not "ended elsewhere".
    expect(session.endedElsewhere).toBe(true);
  });

  it('a sign-out here clears "ended elsewhere"', async () => {
    const { session, transport, clock } = setup();
    clock.advance(3_600_000);
    transport.on('POST', '/v1/auth/token', errorReply('invalid_grant', 4126, 400));
    await session.refreshToken();
    transport.on('POST', '/v1/auth/revoke', jsonReply({}));
    await session.logout();
    expect(session.endedElsewhere).toBe(false);
  });

  it('logout revokes and clears; subscribe sees the snapshot change', async () => {
    const { session, transport, storage } = setup();
    transport.on('POST', '/v1/auth/revoke', jsonReply({}));
    await session.refreshUser();
    const seen: boolean[] = [];
    const dispose = session.subscribe((s) => seen.push(s.signedIn));
    await session.logout();
    dispose();
    expect(seen).toEqual([false]);
    expect(storage.getItem('pp_oauth_info')).toBeNull();
    expect(session.user).toBeNull();
  });
});

describe('captcha through the platform', () => {
  it('the signed-in user id goes into the signed meta, and one token cache serves all callers', async () => {
    const salts = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const { platform, transport } = setup({ extra: { captchaSalts: salts, packageName: 'pkg' } });
    transport.on(
      'POST',
      '/v1/shield/captcha/init',
      jsonReply({ captcha_token: 'ck', expires_in: 300 }),
    );
    transport.on('POST', '/drive/v1/share/restore', jsonReply({ restore_task_id: 't' }));
    await platform.session.refreshUser();
    await platform.http.request('/drive/v1/share/restore', {
      method: 'POST',
      auth: true,
      captcha: true,
      body: {},
    });
    await getPlatform().http.request('/drive/v1/share/restore', {
      method: 'POST',
      auth: true,
      captcha: true,
      body: {},
    });
    const inits = transport.callsTo('POST', '/v1/shield/captcha/init');
    expect(inits).toHaveLength(1);
    expect(inits[0]!.body).toMatchObject({
      client_id: 'client-1',
      device_id: 'f'.repeat(32),
      meta: { user_id: 'u1', package_name: 'pkg', client_version: '8.0.3' },
    });
    expect(
      transport.callsTo('POST', '/drive/v1/share/restore')[1]!.headers['x-captcha-token'],
    ).toBe('ck');
  });
});

describe('SessionStore invite rule: the invite link, once per user, never a challenge (issue 14)', () => {
  const notPremium = jsonReply({
    data: { status: 'invalid', expire: '', type: '', user_id: 'u1', vipItem: [] },
  });
  const silentCaptcha = jsonReply({ captcha_token: 'ct', expires_in: 300 });

  it('a visitor of an invite link sends the inviter code; free days set the cookie and premium', async () => {
    const { session, transport, jar } = setup();
    jar.write('pp_attr_source=invite; Max-Age=100');
    jar.write('pp_attr_campaign=u-inviter; Max-Age=100');
    transport.on('GET', '/drive/v1/privilege/vip', notPremium);
    transport.on('POST', '/v1/shield/captcha/init', silentCaptcha);
    transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 3 }));
    await session.refreshUser();
    expect(transport.callsTo('POST', '/vip/v1/activity/invite')[0]!.body).toEqual({
      from: 'web',
      rr: 'site.test/drive/all',
      tf: 'invite',
      rf: 'a.com,b.com',
      campaign: 'u-inviter',
    });
    expect(jar.writes).toContain('pp_free_days=3; Path=/; Max-Age=259200; SameSite=Strict; Secure');
    expect(session.user).toMatchObject({ premium: true, freeDays: 3 });
  });

  it('is made once per user and session: a later page load of the same session does not call again, a new session does', async () => {
    const first = setup();
    first.transport.on('GET', '/drive/v1/privilege/vip', notPremium);
    first.transport.on('POST', '/v1/shield/captcha/init', silentCaptcha);
    first.transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 0 }));
    await first.session.refreshUser();
    expect(first.transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(1);
    // Remembered for the session, not in the browser's long-lived storage.
    expect(first.sessionStorage.getItem('pp_free_vip_called')).toBe('["u1"]');
    expect(first.storage.getItem('pp_free_vip_called')).toBeNull();

    // A new session of the same browser (same storage and cookies, a new session storage).
    const later = setup({ extra: { storage: first.storage, cookieJar: first.jar } });
    later.transport.on('GET', '/drive/v1/privilege/vip', notPremium);
    later.transport.on('POST', '/v1/shield/captcha/init', silentCaptcha);
    later.transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 0 }));
    await later.session.refreshUser();
    expect(later.transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(1);

    // A new page load in the same session (same storages and cookies).
    const again = setup({
      extra: {
        storage: later.storage,
        sessionStorage: later.sessionStorage,
        cookieJar: later.jar,
      },
    });
    again.transport.on('GET', '/drive/v1/privilege/vip', notPremium);
    again.transport.on('POST', '/v1/shield/captcha/init', silentCaptcha);
    again.transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 0 }));
    await again.session.refreshUser();
    expect(again.transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(0);
    expect(again.session.user).toMatchObject({ getFreeVipCalled: true, premium: false });
  });

  it('never opens the captcha challenge for this background call; a later page load tries again', async () => {
    const openChallenge = jest.fn(() => Promise.resolve({ data: 'solved', error: null }));
    const first = setup({ extra: { openChallenge } });
    first.transport.on('GET', '/drive/v1/privilege/vip', notPremium);
    first.transport.on(
      'POST',
      '/v1/shield/captcha/init',
      jsonReply({ url: 'https://api.test/v1/shield/captcha/challenge?id=1' }),
    );
    first.transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 3 }));
    expect(await first.session.refreshUser()).toBe(true);
    expect(openChallenge).not.toHaveBeenCalled();
    expect(first.transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(0);
    expect(first.session.user).toMatchObject({ premium: false, freeDays: 0 });
    // Not again on this page.
    await first.session.refreshUser();
    expect(first.transport.callsTo('POST', '/v1/shield/captcha/init')).toHaveLength(1);

    // The server no longer wants a challenge: the next page load makes the call.
    const again = setup({
      extra: {
        storage: first.storage,
        sessionStorage: first.sessionStorage,
        cookieJar: first.jar,
        openChallenge,
      },
    });
    again.transport.on('GET', '/drive/v1/privilege/vip', notPremium);
    again.transport.on('POST', '/v1/shield/captcha/init', silentCaptcha);
    again.transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 0 }));
    await again.session.refreshUser();
    expect(again.transport.callsTo('POST', '/vip/v1/activity/invite')).toHaveLength(1);
    expect(openChallenge).not.toHaveBeenCalled();
  });

  it('a call the person makes still shows the challenge', async () => {
    const openChallenge = jest.fn(() => Promise.resolve({ data: 'solved', error: null }));
    const { platform, transport } = setup({ extra: { openChallenge } });
    transport.on('POST', '/v1/shield/captcha/init', jsonReply({ url: 'https://api.test/c?id=2' }));
    transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 0 }));
    const res = await platform.api.inviteActivity({ from: 'web', rr: '', tf: '', rf: '' });
    expect(res.error).toBeNull();
    expect(openChallenge).toHaveBeenCalledTimes(1);
    expect(
      transport.callsTo('POST', '/vip/v1/activity/invite')[0]!.headers['x-captcha-token'],
    ).toBe('solved');
  });
});
