import { configurePlatform } from 'shared-libs';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  errorReply,
  jsonReply,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { SessionStore } from './SessionStore';

const API = 'https://api.test';
const TOKENS = {
  token_type: 'Bearer',
  access_token: 'A1',
  refresh_token: 'R1',
  expires_in: 7200,
  sub: 'u-1',
};
const ME = {
  sub: 'u-1',
  name: 'Frida Free',
  email: 'free@cumulus.test',
  picture: '',
  password: 'set',
};

function setup() {
  const transport = createFakeTransport();
  const storage = createMemoryStorage();
  const platform = configurePlatform({
    apiOrigins: [API],
    clientId: 'cumulus-web',
    transport,
    storage,
    cookieJar: createMemoryCookieJar(),
    sleep: async () => undefined,
    logger: { error: () => undefined, warn: () => undefined, info: () => undefined } as never,
  });
  transport.on('POST', '/v1/auth/token', jsonReply(TOKENS));
  transport.on('POST', '/v1/auth/revoke', jsonReply({}));
  transport.on('GET', '/v1/user/me', jsonReply(ME));
  transport.on('GET', '/drive/v1/about', jsonReply({ quota: { limit: '100', usage: '1' } }));
  transport.on(
    'GET',
    '/drive/v1/privilege/vip',
    jsonReply({ data: { status: 'ok', expire: '2099-01-01T00:00:00Z' } }),
  );
  transport.on('POST', '/vip/v1/activity/invite', jsonReply({ free_days: 0 }));
  return { transport, storage, session: new SessionStore(platform.session), platform };
}

afterEach(() => resetPlatformForTests());

describe('host SessionStore over shared-libs', () => {
  it('is unknown until the start-up paths settle, then signed out without credentials', async () => {
    const { session, transport } = setup();
    expect(session.status).toBe('unknown');
    await expect(session.refreshUser()).resolves.toBe(false);
    session.markSettled();
    expect(session.status).toBe('signed-out');
    expect(session.user).toBeNull();
    expect(transport.calls).toHaveLength(0);
  });

  it('exchanges a code and exposes the user snapshot with premium from VIP', async () => {
    const { session, transport } = setup();
    await expect(session.exchangeCode('c1')).resolves.toBe(true);
    session.markSettled();
    expect(session.status).toBe('signed-in');
    expect(session.snapshot).toEqual({
      signedIn: true,
      user: {
        userId: 'u-1',
        username: 'Frida Free',
        email: 'free@cumulus.test',
        avatar: '',
        premium: true,
        expire: '2099-01-01T00:00:00Z',
        rights: [],
      },
    });
    const token = transport.callsTo('POST', '/v1/auth/token')[0]!;
    expect(token.body).toMatchObject({
      grant_type: 'authorization_code',
      code: 'c1',
      client_id: 'cumulus-web',
    });
    expect(transport.callsTo('GET', '/v1/user/me')[0]!.headers.Authorization).toBe('Bearer A1');
  });

  it('a bad code leaves the visitor signed out', async () => {
    const { session, transport } = setup();
    transport.on('POST', '/v1/auth/token', errorReply('invalid_grant', 4126));
    await expect(session.exchangeCode('bad')).resolves.toBe(false);
    session.markSettled();
    expect(session.status).toBe('signed-out');
    expect(session.hasValidLogin()).toBe(false);
  });

  it('signing out revokes, clears, and tells the logout listeners once', async () => {
    const { session, transport, storage } = setup();
    await session.exchangeCode('c1');
    const listener = jest.fn();
    session.onLogout(listener);
    await session.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(transport.callsTo('POST', '/v1/auth/revoke')).toHaveLength(1);
    expect(storage.getItem('pp_oauth_info')).toBeNull();
    expect(session.status).toBe('signed-out');
    await session.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
