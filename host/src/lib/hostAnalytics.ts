import { createPpaQueue, type Consent, type Platform, type PpaQueue } from 'shared-libs';

/** A random id for this page load (joins its events at the collector; not a person). */
function pageId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto?.getRandomValues?.(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') || 'page-unknown';
}

/**
 * The host's ppa queue over the one platform: the API origins' rotation (a failed send moves it,
 * like a failed call), the consent of the cookie tips, the session's user type (spec §4).
 */
export function createHostAnalytics(
  platform: Pick<Platform, 'http' | 'session'>,
  consent: () => Consent,
  /** The start-up sign-in paths are done (the session, and so the user type, is known). */
  sessionKnown: () => boolean,
): PpaQueue {
  return createPpaQueue({
    rotation: platform.http.rotation,
    consent,
    userType: () => platform.session.analyticsUserType,
    userTypeKnown: sessionKnown,
    pageId: pageId(),
  });
}
