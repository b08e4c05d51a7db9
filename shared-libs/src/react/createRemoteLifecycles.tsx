import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { Locale, MountProps, RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import { DEFAULT_LOCALE, loadPlatformMessages } from 'shared-libs';
import { loadKitMessages } from './i18n/loadKitMessages';
import { resetFailedLazies } from './retryableLazy';
import { withDeclaredTitle, type RemotePage, type RemotePages } from './remotePages';
import { holdsFragment, markerOf, PRERENDER_LAYOUT, PRERENDER_SESSION } from './prerenderState';
import { drillOf, RemoteTree } from './remoteTree';

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
   * prerendered to HTML and before the browser hydrates that HTML (decision 0018). Optional.
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

/**
 * Builds a remote's single-spa parcel lifecycles typed with the host contract (see
 * RemoteDefinition).
 */
export function createRemoteLifecycles<S = null>(def: RemoteDefinition<S>): RemoteLifecyclesModule {
  const messages = new Map<Locale, Messages>();
  const pages = Object.fromEntries(
    Object.entries(def.pages).map(([id, page]) => [id, withDeclaredTitle(page)]),
  );
  let store: S | undefined;
  /** The next mount hydrates a prerendered fragment (decision 0018) instead of rendering. */
  let hydrating = false;

  const ensureMessages = async (locale: Locale): Promise<void> => {
    if (messages.has(locale)) return;
    const [kit, own] = await Promise.all([
      // Without the kit's texts the kit speaks English; the remote still mounts.
      loadKitMessages(locale).catch((error: unknown) => {
        console.error(error);
        return {};
      }),
      locale === DEFAULT_LOCALE ? {} : def.messages(locale).then((m) => m.default),
      // The platform's error texts in this locale (loaded once for the page; English on failure).
      loadPlatformMessages(locale),
    ]);
    messages.set(locale, { ...kit, ...own });
  };

  function Root(props: MountProps & AppProps) {
    return (
      <RemoteTree
        def={def}
        pages={pages}
        messages={messages.get(props.locale) ?? {}}
        props={props}
        store={store as S}
      />
    );
  }

  const spa = singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    // Errors outside the remote's own boundary (e.g. in IntlProvider) still reach the host.
    errorBoundary: (error, _info, props) => {
      queueMicrotask(() => props.reportError({ error, stage: 'render' }));
      return <></>;
    },
  });

  return {
    contractVersion: def.contractVersion,
    pages: Object.keys(pages),
    bootstrap: (props) => spa.bootstrap(props),
    async mount(props) {
      // A mount after a failure is the host's "Try again": pages whose chunk failed load afresh.
      resetFailedLazies();
      await ensureMessages(props.locale);
      if (drillOf(def, props) === 'mount') throw new Error('failure drill: mount');
      store = def.createStore ? def.createStore(props) : (null as S);
      const el = (props as MountProps & { domElement?: HTMLElement }).domElement;
      // The slot holds this page's prerendered fragment: hydrate it with the state it was
      // rendered for, then hand over the visitor's real state in an update.
      // Anything else in the slot (another version, page or locale) is replaced.
      if (holdsFragment(el, markerOf(def as RemoteDefinition<unknown>, props))) {
        const page: (RemotePage<S> & { ready?(): Promise<void> }) | undefined =
          pages[props.route.page];
        const [, prepared] = await Promise.all([page?.ready?.(), def.prepare?.(props, store as S)]);
        hydrating = prepared !== false;
      }
      if (!hydrating) {
        el?.replaceChildren();
        return spa.mount(props);
      }
      try {
        const first = {
          ...props,
          // What the server could not know: the visitor's session, screen, theme and the
          // address's #fragment.
          route: { ...props.route, hash: '' },
          session: PRERENDER_SESSION,
          layout: PRERENDER_LAYOUT,
        };
        // In a transition, like the host's own hydration: React hydrates in slices and yields
        // to the browser between them, instead of one long task (the page is already shown).
        let mounted: Promise<unknown> = Promise.resolve();
        React.startTransition(() => {
          mounted = spa.mount(first);
        });
        await mounted;
      } finally {
        hydrating = false;
      }
      // The visitor's state, in a transition too: an update at the default priority renders
      // the whole page without yielding (React 19), one long task that blocks input (decision
      // 0019, item 14; measured in docs/performance.md).
      let updated: Promise<unknown> | undefined;
      React.startTransition(() => {
        updated = spa.update?.(props);
      });
      return updated;
    },
    async unmount(props) {
      const result = await spa.unmount(props);
      if (store !== undefined) def.disposeStore?.(store);
      store = undefined;
      return result;
    },
    async update(props) {
      await ensureMessages(props.locale);
      return spa.update ? spa.update(props) : undefined;
    },
  };
}
