import {
  checkRegionAccess,
  createEventBus,
  type EventBus,
  type Locale,
  type Platform,
  type PpaQueue,
} from 'shared-libs';
import { createHostAnalytics } from '../lib/hostAnalytics';
import { local } from '../lib/storage';
import { RemoteDelivery } from '../remotes/delivery';
import { ConsentStore } from './ConsentStore';
import type { Registry } from '../remotes/registry';
import { AccessStore } from './AccessStore';
import { DesktopApproval } from './DesktopApproval';
import { LayoutStore } from './LayoutStore';
import { LocaleStore, type Messages } from './LocaleStore';
import { SessionStore } from './SessionStore';

export interface RootDeps {
  registry: Registry;
  initialLocale: Locale;
  loadMessages: (l: Locale) => Promise<Messages>;
  /** shared-libs' platform singleton (http, api, session, cookies), configured by the host. */
  platform: Platform;
}

/** The host's root store: built once in bootstrap, dependencies passed by constructor. */
export class RootStore {
  readonly layout = new LayoutStore();
  /** "Sign in with the desktop app?" (a desktop sign-in link waits for the visitor's yes). */
  readonly desktopApproval = new DesktopApproval();
  readonly locale: LocaleStore;
  readonly session: SessionStore;
  readonly access: AccessStore;
  readonly registry: Registry;
  readonly platform: Platform;
  /** The cookie tips' consent (features/analytics). */
  readonly consent: ConsentStore;
  /** The ppa queue, handed to remotes (MountProps.analytics); started in bootstrap. */
  readonly analytics: PpaQueue;
  /** The internal event bus of host and remotes (MountProps.events). */
  readonly events: EventBus = createEventBus();
  /** The page's remote delivery state (overrides, failed versions, the prerendered slot). */
  readonly delivery: RemoteDelivery;
  /**
   * Why the page's `?code=` was ignored: it came with state or scope (spec §4), or this tab
   * did not start that sign-in (no PKCE verifier). Null when there was none to ignore.
   */
  ignoredCode: 'foreign' | 'unbound' | null = null;

  constructor(d: RootDeps) {
    this.registry = d.registry;
    this.platform = d.platform;
    this.delivery = new RemoteDelivery({ store: local, deviceId: () => d.platform.deviceId() });
    this.consent = new ConsentStore(d.platform.cookies, () => this.analytics.consentChanged());
    this.analytics = createHostAnalytics(
      d.platform,
      () => this.consent.consent,
      () => this.session.status !== 'unknown',
    );
    this.locale = new LocaleStore(d.initialLocale, d.loadMessages, (l) => d.platform.setLocale(l));
    this.session = new SessionStore(d.platform.session);
    this.access = new AccessStore(
      ({ ignoreCache }) =>
        checkRegionAccess(d.platform.api, d.platform.cookies, d.registry.api.accessOrigins, {
          ignoreCache,
        }),
      (ipBlock) => d.platform.session.setIpBlock(ipBlock),
    );
  }

  /** The API origins the sign-in page may come from (a live one is picked at sign-in). */
  get signInOrigins(): {
    origins: readonly string[];
    current(): string;
    recentFailures(origin: string): number;
  } {
    const rotation = this.platform.http.rotation;
    return {
      origins: rotation.origins,
      current: () => rotation.current(),
      recentFailures: (origin) => rotation.recentFailures(origin),
    };
  }
}
