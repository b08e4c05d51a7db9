import {
  authorizeUrl,
  createPkcePair,
  loginSceneFor,
  PKCE_VERIFIER_KEY,
  STORAGE_KEYS,
  type LoginScene,
} from 'shared-libs';
import { CLIENT_ID } from '../../lib/clientConfig';
import { local as localKV, session as sessionKV, type KeyValue } from '../../lib/storage';
import { safeInternalPath } from '../../routing/safeTarget';

/** Session-storage key of the path to return to after sign-in (ours, under the pp_ prefix). */
export const RETURN_PATH_KEY = 'pp_login_return';

/**
 * The API's sign-in page for this site, with no `state` (spec §4 ignores a code with one) and
 * the PKCE challenge of this browser's verifier.
 */
export function signInUrl(apiOrigin: string, siteOrigin: string, codeChallenge: string): string {
  return authorizeUrl(apiOrigin, {
    clientId: CLIENT_ID,
    redirectUri: `${siteOrigin}/auth`,
    codeChallenge,
  });
}

/** How long a probe of an API origin may take before it counts as down (ours). */
export const ORIGIN_PROBE_MS = 1500;
/** A cheap public read every API origin serves (spec §7). */
const PROBE_PATH = '/drive/v1/privilege/area_country_code';

/**
 * The first API origin, in rotation order from the current one, that answers a probe in time:
 * the sign-in page must come from a live origin (any origin's code is good on every origin).
 * All probes run at once; when none answers, the current origin is used.
 */
export async function liveOrigin(
  origins: readonly string[],
  current: string,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  timeoutMs = ORIGIN_PROBE_MS,
): Promise<string> {
  const start = Math.max(0, origins.indexOf(current));
  const ordered = [...origins.slice(start), ...origins.slice(0, start)];
  const probes = ordered.map(async (origin) => {
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(), timeoutMs);
    try {
      const res = await fetchImpl(`${origin}${PROBE_PATH}`, { signal: ctl.signal, mode: 'cors' });
      return res.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  });
  for (let i = 0; i < ordered.length; i += 1) if (await probes[i]) return ordered[i]!;
  return current;
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

/** Where the sign-in page comes from: the API origins and the rotation's current one. */
export interface SignInOrigins {
  origins: readonly string[];
  current(): string;
}

/**
 * Sends the visitor through the API's sign-in page on a live origin; they come back to
 * `/auth`, then here. The PKCE verifier stays in this tab (session storage) for the exchange.
 */
export async function startSignIn(
  api: SignInOrigins,
  scene?: string,
  win: Window = window,
): Promise<void> {
  const here = win.location.pathname + win.location.search + win.location.hash;
  rememberReturn(
    { session: sessionKV, local: localKV },
    here,
    scene || loginSceneFor(win.location.pathname),
  );
  const [origin, pkce] = await Promise.all([
    liveOrigin(api.origins, api.current()),
    createPkcePair(),
  ]);
  sessionKV.set(PKCE_VERIFIER_KEY, pkce.verifier);
  win.location.assign(signInUrl(origin, win.location.origin, pkce.challenge));
}

/** The verifier of the sign-in this tab started, consumed once (none: the code is not ours). */
export function takePkceVerifier(session: KeyValue = sessionKV): string | undefined {
  const v = session.get(PKCE_VERIFIER_KEY) ?? undefined;
  session.remove(PKCE_VERIFIER_KEY);
  return v || undefined;
}
