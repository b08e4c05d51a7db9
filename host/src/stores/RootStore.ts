import type { Locale } from 'shared-libs';
import { HostApi } from '../lib/hostApi';
import type { KeyValue } from '../lib/storage';
import type { Registry } from '../remotes/registry';
import { AccessStore } from './AccessStore';
import { LayoutStore } from './LayoutStore';
import { LocaleStore, type Messages } from './LocaleStore';
import { SessionStore } from './SessionStore';

export interface RootDeps {
  registry: Registry;
  initialLocale: Locale;
  loadMessages: (l: Locale) => Promise<Messages>;
  /** Where credentials are kept (local storage in the browser). */
  credentialStore: KeyValue;
  fetchImpl?: typeof fetch;
}

/** The host's root store: built once in bootstrap, dependencies passed by constructor. */
export class RootStore {
  readonly layout = new LayoutStore();
  readonly locale: LocaleStore;
  readonly api: HostApi;
  readonly session: SessionStore;
  readonly access: AccessStore;
  readonly registry: Registry;
  /** The page was opened with a code that came with state or scope (ignored, spec §4). */
  ignoredCode = false;

  constructor(d: RootDeps) {
    this.registry = d.registry;
    this.locale = new LocaleStore(d.initialLocale, d.loadMessages);
    this.api = new HostApi({
      origins: d.registry.api.origins,
      locale: () => this.locale.locale,
      token: () => this.session.accessToken(),
      onServerTime: (t) => this.layout.setServerTime(t),
      fetchImpl: d.fetchImpl,
    });
    this.session = new SessionStore(this.api, d.credentialStore);
    this.access = new AccessStore({
      origins: d.registry.api.accessOrigins,
      fetchImpl: d.fetchImpl,
    });
  }
}
