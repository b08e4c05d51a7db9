import { authorizeUrl, loginSceneFor, STORAGE_KEYS, type LoginScene } from 'shared-libs';
import { CLIENT_ID } from '../../lib/clientConfig';
import { local as localKV, session as sessionKV, type KeyValue } from '../../lib/storage';
import { safeInternalPath } from '../../routing/safeTarget';

/** Session-storage key of the path to return to after sign-in (ours, under the pp_ prefix). */
export const RETURN_PATH_KEY = 'pp_login_return';

/** The API's sign-in page for this site, with no `state` (spec §4 ignores a code with one). */
export function signInUrl(apiOrigin: string, siteOrigin: string): string {
  return authorizeUrl(apiOrigin, { clientId: CLIENT_ID, redirectUri: `${siteOrigin}/auth` });
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
  win.location.assign(signInUrl(apiOrigin, win.location.origin));
}
