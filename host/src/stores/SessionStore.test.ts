import { HostApi } from '../lib/hostApi';
import { memoryKeyValue } from '../lib/storage';
import { SessionStore } from './SessionStore';

type Handler = (path: string, init: RequestInit) => { status: number; body: unknown };

function setup(handler: Handler) {
  const log: string[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    log.push(
      `${init.method ?? 'GET'} ${path} ${(init.headers as Record<string, string>).Authorization ?? ''}`.trim(),
    );
    const { status, body } = handler(path, init);
    return {
      ok: status < 400,
      status,
      headers: { get: () => null },
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  const store = memoryKeyValue();
  const ref: { session?: SessionStore } = {};
  const api = new HostApi({
    origins: ['https://api.test'],
    locale: () => 'en-US',
    token: () => ref.session?.accessToken(),
    fetchImpl,
  });
  const session = new SessionStore(api, store, () => 1_000);
  ref.session = session;
  return { session, log, store };
}

const TOKENS = { access_token: 'A1', refresh_token: 'R1', expires_in: 7200, sub: 'u-1' };
const ME = {
  sub: 'u-1',
  name: 'Free User',
  email: 'free@cumulus.test',
  picture: 'https://api.test/a.svg',
};

describe('SessionStore', () => {
  it('without credentials: signed out, no profile call', async () => {
    const { session, log } = setup(() => ({ status: 500, body: {} }));
    await expect(session.refreshUser()).resolves.toBe(false);
    expect(session.status).toBe('signed-out');
    expect(log).toEqual([]);
  });

  it('exchanges a code and refreshes the user with premium from the VIP status', async () => {
    const { session, log } = setup((path) => {
      if (path === '/v1/auth/token') return { status: 200, body: TOKENS };
      if (path === '/v1/user/me') return { status: 200, body: ME };
      return { status: 200, body: { data: { status: 'ok', expire: '2099-01-01T00:00:00Z' } } };
    });
    await expect(session.exchangeCode('c1', 'https://site.test/auth')).resolves.toBe(true);
    await expect(session.refreshUser()).resolves.toBe(true);
    expect(session.snapshot).toEqual({
      signedIn: true,
      user: {
        userId: 'u-1',
        username: 'Free User',
        email: 'free@cumulus.test',
        avatar: 'https://api.test/a.svg',
        premium: true,
        expire: '2099-01-01T00:00:00Z',
      },
    });
    expect(log).toEqual([
      'POST /v1/auth/token',
      'GET /v1/user/me Bearer A1',
      'GET /drive/v1/privilege/vip Bearer A1',
    ]);
  });

  it('signs out a prior session before exchanging a new code', async () => {
    const { session, log, store } = setup((path) =>
      path === '/v1/auth/token'
        ? { status: 200, body: { ...TOKENS, access_token: 'A2' } }
        : { status: 200, body: {} },
    );
    store.set(
      'pp_oauth_info',
      JSON.stringify({ access_token: 'OLD', refresh_token: 'ROLD', expires_at: 5000, sub: 'u-0' }),
    );
    await session.exchangeCode('c2');
    expect(log[0]).toBe('POST /v1/auth/revoke');
    expect(session.accessToken()).toBe('A2');
  });

  it('a bad code leaves the visitor signed out', async () => {
    const { session } = setup(() => ({
      status: 400,
      body: { error: 'invalid_grant', error_code: 4126 },
    }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(session.exchangeCode('bad')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('invalid auth code!');
    expect(session.credentials).toBeNull();
    expect(session.lastError).toBe('invalid_grant');
    warn.mockRestore();
  });

  it('a rejected token clears the credentials after one refresh attempt', async () => {
    const { session, store, log } = setup((path) =>
      path === '/v1/user/me'
        ? { status: 401, body: { error: 'unauthenticated', error_code: 16 } }
        : { status: 400, body: { error: 'invalid_grant', error_code: 4126 } },
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.set(
      'pp_oauth_info',
      JSON.stringify({ access_token: 'A', refresh_token: 'R', expires_at: 99_999, sub: 'u' }),
    );
    await expect(session.refreshUser()).resolves.toBe(false);
    expect(log).toEqual(['GET /v1/user/me Bearer A', 'POST /v1/auth/token']);
    expect(session.credentials).toBeNull();
    expect(session.status).toBe('signed-out');
    warn.mockRestore();
  });

  it('sign-out tells the logout listeners', async () => {
    const { session, store } = setup(() => ({ status: 200, body: {} }));
    store.set(
      'pp_oauth_info',
      JSON.stringify({ access_token: 'A', refresh_token: 'R', expires_at: 99_999, sub: 'u' }),
    );
    const listener = jest.fn();
    session.onLogout(listener);
    await session.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.credentials).toBeNull();
  });
});
