import type { SiteQuery } from '../../lib/siteQuery';

/** What the auth flow needs from the session (SessionStore implements it). */
export interface AuthSession {
  hasValidLogin(): boolean;
  /** Signs out any prior session, exchanges, and refreshes the user. */
  exchangeCode(code: string, codeVerifier?: string): Promise<boolean>;
  refreshUser(force?: boolean): Promise<boolean>;
  onLogout(listener: () => void): () => void;
}

export interface AuthFlowDeps {
  session: AuthSession;
  query: SiteQuery;
  /** Present inside the provider's app. */
  nativeAuthCode?: () => Promise<string | null>;
  extensionAuthCode: () => Promise<string | null>;
  /** A code from the desktop app's loopback service, with the PKCE verifier it is bound to. */
  desktopAuthCode: (port: number) => Promise<{ code: string; verifier: string } | null>;
  /** Asks the visitor to approve a desktop sign-in (a link alone must not sign anyone in). */
  approveDesktop: () => Promise<boolean>;
  /** Removes query keys from the address bar (history.replaceState). */
  dropQuery: (keys: string[]) => void;
  /** The PKCE verifier of a sign-in this tab started, consumed once. */
  takeVerifier: () => string | undefined;
}

export type AuthPath =
  | 'code'
  | 'code-ignored'
  | 'code-unbound'
  | 'native'
  | 'extension'
  | 'desktop'
  | 'desktop-declined'
  | 'none';

/**
 * Spec §4 "Login": one of the sign-in paths, then a refresh of the user info (a successful
 * exchange already refreshed it).
 * - An authorization code without scope is exchanged after signing out any prior session;
 *   a code with `state` is ignored (so is one with `scope`: it belongs to another flow). The
 *   exchange needs the PKCE verifier of a sign-in this tab started: a `?code=` planted in a
 *   link has none and is dropped without touching the current session (`code-unbound`).
 * - Native app with bridge_auth=1: a valid login is kept, else the app is asked for a code.
 * - Browser extension: asked for a code (5 s, then empty); on success a logout listener
 *   removes `from_source` from the address.
 * - Desktop client with a port: a code from the loopback service, once the visitor approved
 *   it here (a link with `port=` alone signs no one in) and the person approved it in the
 *   desktop app; the code is bound to this page's PKCE challenge and exchanged with its
 *   verifier.
 */
export async function runAuthFlow(d: AuthFlowDeps): Promise<AuthPath> {
  const q = d.query;
  let path: AuthPath = 'none';
  let exchanged = false;
  const exchange = async (code: string | null, verifier?: string) => {
    if (code) exchanged = await d.session.exchangeCode(code, verifier);
    return exchanged;
  };
  if (q.code) {
    const verifier = d.takeVerifier();
    if (q.state !== undefined || q.scope !== undefined) {
      path = 'code-ignored';
    } else if (!verifier) {
      path = 'code-unbound';
    } else {
      path = 'code';
      await exchange(q.code, verifier);
    }
    d.dropQuery(['code', 'state', 'scope']);
  } else if (q.bridgeAuth && d.nativeAuthCode) {
    path = 'native';
    if (!d.session.hasValidLogin()) await exchange(await d.nativeAuthCode());
  } else if (q.fromSource === 'pp_browser_extension') {
    path = 'extension';
    if (await exchange(await d.extensionAuthCode())) {
      const off = d.session.onLogout(() => {
        off();
        d.dropQuery(['from_source']);
      });
    }
  } else if (q.fromSource === 'pc_client' && q.port !== undefined) {
    path = 'desktop';
    if (await d.approveDesktop()) {
      const got = await d.desktopAuthCode(q.port);
      if (got) await exchange(got.code, got.verifier);
    } else path = 'desktop-declined';
  }
  if (!exchanged) await d.session.refreshUser();
  return path;
}
