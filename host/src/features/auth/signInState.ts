import { getPlatform, PKCE_VERIFIER_KEY } from 'shared-libs';
import { session as sessionKV, type KeyValue } from '../../lib/storage';
import { safeInternalPath } from '../../routing/safeTarget';
import { RETURN_PATH_KEY, type SignInOrigins } from './signInKeys';

/** The stored return path (safe, same-site), consumed once; `/` when none. */
export function takeReturnPath(session: KeyValue): string {
  const p = safeInternalPath(session.get(RETURN_PATH_KEY));
  session.remove(RETURN_PATH_KEY);
  return p ?? '/';
}

/** The verifier of the sign-in this tab started, consumed once (none: the code is not ours). */
export function takePkceVerifier(session: KeyValue = sessionKV): string | undefined {
  const v = session.get(PKCE_VERIFIER_KEY) ?? undefined;
  session.remove(PKCE_VERIFIER_KEY);
  return v || undefined;
}

/**
 * Starts a sign-in (signIn.ts), loading that code first: no page's first view needs it, so it
 * is a chunk of its own (`host-lazy-sign-in`, decision 0019). A chunk that cannot be loaded
 * leaves the visitor where they are (the button can be pressed again). The login scene stored
 * is the spec's (§4: share page if the URL has /s/, else official page), whoever asks.
 */
export function startSignIn(
  api: SignInOrigins,
  rememberLoginScene: () => void = () => void getPlatform().session.rememberLoginScene(),
): Promise<void> {
  return import(/* webpackChunkName: "host-lazy-sign-in" */ './signIn').then(
    (m) => m.startSignIn(api, rememberLoginScene),
    (err: unknown) => console.warn('[host] the sign-in could not be started', err),
  );
}
