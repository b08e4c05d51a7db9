import { checkRegionAccess, type Locale, type Platform } from 'shared-libs';
import type { Registry } from '../remotes/registry';
import { AccessStore } from './AccessStore';
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
  readonly locale: LocaleStore;
  readonly session: SessionStore;
  readonly access: AccessStore;
  readonly registry: Registry;
  readonly platform: Platform;
  /** The page was opened with a code that came with state or scope (ignored, spec §4). */
  ignoredCode = false;

  constructor(d: RootDeps) {
    this.registry = d.registry;
    this.platform = d.platform;
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

  /** The API origin whose sign-in page is used. */
  get apiOrigin(): string {
    return this.registry.api.origins[0] ?? '';
  }
}
