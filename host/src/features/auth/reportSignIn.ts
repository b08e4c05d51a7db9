import type { EventBus, PpaQueue } from 'shared-libs';
import type { AuthPath } from './authFlow';

/**
 * The paths that exchange a code on this page load. The native path keeps a valid login without
 * one (so it would count a page load as a sign-in): not measured.
 */
const SIGN_IN_PATHS: readonly AuthPath[] = ['code', 'extension', 'desktop'];

interface CoreSession {
  signedIn: boolean;
  user: { userId: string; premium: boolean } | null;
}

/**
 * After the start-up sign-in paths: a completed sign-in is measured (`login`, spec §7, with the
 * signed-in user's type: the exchange already read the VIP privilege) and told to every mounted
 * part (`after-login`, spec §4); a failed one is `login-failed`.
 */
export function reportSignIn(
  store: {
    platform: { session: CoreSession };
    analytics: Pick<PpaQueue, 'trackLogin'>;
    events: Pick<EventBus, 'emit'>;
  },
  path: AuthPath,
): void {
  if (!SIGN_IN_PATHS.includes(path)) return;
  const { signedIn, user } = store.platform.session;
  if (signedIn && user?.userId) {
    store.analytics.trackLogin('login', { method: path });
    store.events.emit('after-login', { userId: user.userId, premium: user.premium });
  } else store.events.emit('login-failed', { reason: path });
}
