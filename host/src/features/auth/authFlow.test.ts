import { readSiteQuery } from '../../lib/siteQuery';
import { runAuthFlow, type AuthFlowDeps, type AuthSession } from './authFlow';

function fakeSession(valid = false) {
  const calls: string[] = [];
  const listeners: Array<() => void> = [];
  const session: AuthSession & { logout(): void } = {
    hasValidLogin: () => valid,
    exchangeCode: async (code, verifier) => {
      calls.push(verifier ? `exchange:${code}:${verifier}` : `exchange:${code}`);
      return code !== 'bad';
    },
    refreshUser: async () => {
      calls.push('refresh');
      return true;
    },
    onLogout: (l) => {
      listeners.push(l);
      return () => listeners.splice(listeners.indexOf(l), 1);
    },
    logout: () => [...listeners].forEach((l) => l()),
  };
  return { session, calls };
}

function deps(search: string, over: Partial<AuthFlowDeps> = {}) {
  const { session, calls } = fakeSession();
  const dropped: string[][] = [];
  const d: AuthFlowDeps = {
    session,
    query: readSiteQuery(search),
    extensionAuthCode: async () => 'ext-code',
    desktopAuthCode: async (port) => ({ code: `desk-${port}`, verifier: 'desk-verifier' }),
    approveDesktop: async () => true,
    dropQuery: (keys) => dropped.push(keys),
    takeVerifier: () => 'v3rifier',
    ...over,
  };
  return { d, calls, dropped, session };
}

describe('runAuthFlow (spec §4 Login)', () => {
  it('exchanges a code without scope, cleans the address, refreshes the user', async () => {
    const { d, calls, dropped } = deps('?code=abc');
    await expect(runAuthFlow(d)).resolves.toBe('code');
    // A successful exchange refreshes the user itself (shared-libs), no second refresh.
    expect(calls).toEqual(['exchange:abc:v3rifier']);
    expect(dropped).toEqual([['code', 'state', 'scope']]);
  });

  it('a planted code (no PKCE verifier in this tab) is dropped without an exchange', async () => {
    const { d, calls, dropped } = deps('?code=planted', { takeVerifier: () => undefined });
    await expect(runAuthFlow(d)).resolves.toBe('code-unbound');
    expect(calls).toEqual(['refresh']);
    expect(dropped).toEqual([['code', 'state', 'scope']]);
  });

  it.each(['?code=abc&state=xyz', '?code=abc&scope=user'])('ignores %s', async (search) => {
    const { d, calls } = deps(search);
    await expect(runAuthFlow(d)).resolves.toBe('code-ignored');
    expect(calls).toEqual(['refresh']);
  });

  it('native app: keeps a valid login', async () => {
    const { d, calls } = deps('?bridge_auth=1');
    const ask = jest.fn(async () => 'n1');
    d.nativeAuthCode = ask;
    const { session } = fakeSession(true);
    d.session = session;
    await expect(runAuthFlow(d)).resolves.toBe('native');
    expect(ask).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('native app: asks the app for a code when there is no login', async () => {
    const { d, calls } = deps('?bridge_auth=1', { nativeAuthCode: async () => 'n1' });
    await runAuthFlow(d);
    expect(calls).toEqual(['exchange:n1']);
  });

  it('bridge_auth outside the app does nothing but refresh', async () => {
    const { d, calls } = deps('?bridge_auth=1');
    await expect(runAuthFlow(d)).resolves.toBe('none');
    expect(calls).toEqual(['refresh']);
  });

  it('browser extension: exchanges its code; logout removes from_source', async () => {
    const { d, calls, dropped, session } = deps('?from_source=pp_browser_extension');
    await expect(runAuthFlow(d)).resolves.toBe('extension');
    expect(calls).toEqual(['exchange:ext-code']);
    expect(dropped).toEqual([]);
    session.logout();
    expect(dropped).toEqual([['from_source']]);
  });

  it('a failed exchange still ends with a refresh', async () => {
    const { d, calls } = deps('?code=bad');
    await runAuthFlow(d);
    expect(calls).toEqual(['exchange:bad:v3rifier', 'refresh']);
  });

  it('browser extension: no code (after the wait) just refreshes', async () => {
    const { d, calls } = deps('?from_source=pp_browser_extension', {
      extensionAuthCode: async () => null,
    });
    await runAuthFlow(d);
    expect(calls).toEqual(['refresh']);
  });

  it('desktop client: a code from the loopback port (hex), exchanged with its verifier', async () => {
    const { d, calls } = deps('?from_source=pc_client&port=1f9a');
    await expect(runAuthFlow(d)).resolves.toBe('desktop');
    expect(calls).toEqual(['exchange:desk-8090:desk-verifier']);
  });

  it('desktop client: no code (the person said no in the desktop app) signs no one in', async () => {
    const { d, calls } = deps('?from_source=pc_client&port=1f9a', {
      desktopAuthCode: async () => null,
    });
    await expect(runAuthFlow(d)).resolves.toBe('desktop');
    expect(calls).toEqual(['refresh']);
  });

  it('desktop client: nothing is asked of the loopback service until the visitor approves', async () => {
    const desktop = jest.fn(async () => ({ code: 'desk', verifier: 'v' }));
    const { d, calls } = deps('?from_source=pc_client&port=1f9a', {
      approveDesktop: async () => false,
      desktopAuthCode: desktop,
    });
    await expect(runAuthFlow(d)).resolves.toBe('desktop-declined');
    expect(desktop).not.toHaveBeenCalled();
    expect(calls).toEqual(['refresh']);
  });

  it('desktop client without a valid port does nothing but refresh', async () => {
    const { d, calls } = deps('?from_source=pc_client&port=nothex');
    await expect(runAuthFlow(d)).resolves.toBe('none');
    expect(calls).toEqual(['refresh']);
  });
});
