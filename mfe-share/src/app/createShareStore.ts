import {
  configurePlatform,
  createSafeStorage,
  getPlatform,
  isPlatformConfigured,
  NO_ANALYTICS,
  type MountProps,
} from 'shared-libs';
import { createShareApi } from '../lib/shareApi';
import { withStatusAndClick } from '../lib/statusAndClick';
import { ShareRootStore } from '../stores/ShareRootStore';

/** Builds the remote's root store over the shared-libs platform singleton (called in mount). */
export function createShareStore(props: MountProps): ShareRootStore {
  if (!isPlatformConfigured()) {
    // Only the standalone dev harness gets here (the host configures the platform first).
    const api = new URLSearchParams(location.search).get('api') ?? 'http://localhost:8090';
    configurePlatform({ apiOrigins: [api], clientId: 'cumulus-web', locale: props.locale });
  }
  const platform = getPlatform();
  const session = createSafeStorage(() =>
    typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  );
  // The host's ppa queue (consent, batching, user type are the host's); none from an older host.
  // Its show and click events are also told on the bus (spec §4 "status and click").
  const analytics = withStatusAndClick(props.analytics ?? NO_ANALYTICS, props.events);
  const store = new ShareRootStore(props, {
    api: createShareApi(platform.api),
    cookies: platform.cookies,
    local: platform.storage,
    session,
    analytics,
    events: props.events,
  });
  // Start the first request now, in parallel with the first render.
  store.sync(props);
  return store;
}
