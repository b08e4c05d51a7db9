import type { Locale } from 'shared-libs';
import type { Registry } from '../remotes/registry';
import { LayoutStore } from './LayoutStore';
import { LocaleStore, type Messages } from './LocaleStore';

/** The host's root store: built once in bootstrap, dependencies passed by constructor. */
export class RootStore {
  readonly layout = new LayoutStore();
  readonly locale: LocaleStore;

  constructor(
    readonly registry: Registry,
    initialLocale: Locale,
    loadMessages: (l: Locale) => Promise<Messages>,
  ) {
    this.locale = new LocaleStore(initialLocale, loadMessages);
  }
}
