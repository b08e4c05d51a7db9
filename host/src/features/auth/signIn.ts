import { loginSceneFor, STORAGE_KEYS, type LoginScene } from 'shared-libs';
import { CLIENT_ID } from '../../lib/clientConfig';
import { local as localKV, session as sessionKV, type KeyValue } from '../../lib/storage';
import { safeInternalPath } from '../../routing/safeTarget';

/** Session-storage key of the path to return to after sign-in (ours, under the pp_ prefix). */
export const RETURN_PATH_KEY = 'pp_login_return';
export const AUTH_SCOPE = 'user pan offline';

/**
 * The API's sign-in page for this site. No `state` is sent, not even empty (shared-libs'
 * `authorizeUrl` sends `state=`): per spec §4 a code that comes back with `state` is ignored.
 */
export function authorizeUrl(apiOrigin: string, siteOrigin: string): string {
  const u = new URL('/v1/auth/authorize', apiOrigin);
  u.searchParams.set('client_id', CLIENT_ID);
  u.searchParams.set('redirect_uri', `${siteOrigin}/auth`);
  u.searchParams.set('response_type', 'code');
  // The API expects `scope=user+pan+offline` (spaces as +).
  return `${u.toString()}&scope=${AUTH_SCOPE.split(' ').join('+')}`;
}

export function rememberReturn(
  store: { session: KeyValue; local: KeyValue },
  returnPath: string,
  scene: LoginScene | string,
): void {
  const safe = safeInternalPath(returnPath);
  if (safe && !/^\/auth(\/|\?|#|$)/i.test(safe)) store.session.set(RETURN_PATH_KEY, safe);
  store.local.set(STORAGE_KEYS.loginScene, scene);
}

/** The stored return path (safe, same-site), consumed once; `/` when none. */
export function takeReturnPath(session: KeyValue): string {
  const p = safeInternalPath(session.get(RETURN_PATH_KEY));
  session.remove(RETURN_PATH_KEY);
  return p ?? '/';
}

/** Sends the visitor through the API's sign-in page; they come back to `/auth`, then here. */
export function startSignIn(apiOrigin: string, scene?: string, win: Window = window): void {
  const here = win.location.pathname + win.location.search + win.location.hash;
  rememberReturn(
    { session: sessionKV, local: localKV },
    here,
    scene || loginSceneFor(win.location.pathname),
  );
  win.location.assign(authorizeUrl(apiOrigin, win.location.origin));
}
