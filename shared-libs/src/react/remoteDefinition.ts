import type { Locale, MountProps, RemoteName } from 'shared-libs';
import type { RemotePages } from './remotePages';

/**
 * A remote's definition, the remote kit's input (createRemoteLifecycles.tsx), in a module of its
 * own: the kit, its tree and its prerender state all read it, and none imports another back
 * (issue 34: no import cycles).
 */

export type Messages = Record<string, string>;

/**
 * The remote kit's input: what a remote is, page by page. The kit owns the rest: single-spa
 * lifecycles typed with the host contract, loading the remote's and the kit's messages before
 * the first render, a root store from mount to unmount, a Suspense boundary around lazy pages,
 * the declared document titles, the error for an unknown page id, and error reports.
 */
export interface RemoteDefinition<S> {
  /** Remote container name, for error reports. */
  name: RemoteName;
  /**
   * The contract version the remote was compiled against: pass the build-time constant
   * `__CONTRACT_VERSION__`, never CONTRACT_VERSION read at run time (that is the host's copy).
   */
  contractVersion: number;
  /** The remote's own version and build label (`__APP_VERSION__`, `__BUILD_LABEL__`). */
  build?: { version: string; label: string };
  /**
   * Failure drills: with `?__drill=mount` or `?__drill=render` in the URL the remote fails on
   * purpose at that stage, so the host's isolation can be exercised on the real build (e2e,
   * game days). It only breaks the visitor's own slot. See docs/decisions/0004.
   */
  failureDrills?: boolean;
  /** Page id -> page (a component, or `lazyPage(...)` for one chunk per page). */
  pages: RemotePages<S>;
  /**
   * The remote's compiled messages for a locale, as a dynamic import of its own file (webpack
   * makes one chunk per locale): `(locale) => import(\`../i18n/lang/${locale}.json\`)`. Not
   * called for the default locale, whose texts are the inline default messages. The kit's own
   * messages (`kit.*`, e.g. the file preview) are loaded beside them and merged in.
   */
  messages(locale: Locale): Promise<{ default: Messages }>;
  /**
   * Loads what a page shows from its first render (e.g. long-form content), before the page is
   * prerendered to HTML and before the browser hydrates that HTML (decision 0018), or renders
   * the page over its shell (decision 0035; what it resolves to is not asked there). Optional.
   * Resolving `false` in the browser says the prerendered HTML is not what the page shows now
   * (e.g. a campaign that ended since): the page is rendered fresh instead of hydrated; on a
   * server, that the page is not in a state to prerender (no HTML is made).
   * Called after `createStore`, with the store: a page whose HTML shows a state of its store
   * (the share page's passcode form and listing) waits here for the store to reach it.
   */
  prepare?(props: MountProps, store: S): Promise<void | boolean>;
  /** Builds the remote's root store; called in mount(), disposed in unmount(). */
  createStore?(props: MountProps): S;
  disposeStore?(store: S): void;
  /** Hands every host update (route, session, locale...) to the store, after it rendered. */
  syncStore?(store: S, props: MountProps): void;
}
