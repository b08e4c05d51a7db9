import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { Locale, MountProps, RemoteLifecyclesModule } from 'shared-libs';
import { DEFAULT_LOCALE, loadPlatformMessages } from 'shared-libs';
import { loadKitMessages } from './i18n/loadKitMessages';
import { resetFailedLazies } from './retryableLazy';
import type { Messages, RemoteDefinition } from './remoteDefinition';
import { withDeclaredTitle, type RemotePage } from './remotePages';
import {
  holdsFragment,
  holdsShell,
  markerOf,
  PRERENDER_LAYOUT,
  PRERENDER_SESSION,
} from './prerenderState';
import { drillOf, RemoteTree } from './remoteTree';

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
      const page: (RemotePage<S> & { ready?(): Promise<void> }) | undefined =
        pages[props.route.page];
      // The slot holds this page's prerendered fragment: hydrate it with the state it was
      // rendered for, then hand over the visitor's real state in an update.
      // Anything else in the slot (another version, page or locale) is replaced.
      if (holdsFragment(el, markerOf(def as RemoteDefinition<unknown>, props))) {
        const [, prepared] = await Promise.all([page?.ready?.(), def.prepare?.(props, store as S)]);
        hydrating = prepared !== false;
      }
      if (!hydrating) {
        if (holdsShell(el, def.name)) {
          // A shell (decision 0035) stays until the page's first commit replaces it (React
          // empties its container then): the page's chunk and what `prepare` loads first, so
          // that this commit is the page and not a Suspense fallback. A chunk that fails fails
          // the mount.
          await Promise.all([page?.ready?.(), def.prepare?.(props, store as S)]);
        } else el?.replaceChildren();
        // In a transition: React renders in slices and yields to the browser between them,
        // instead of one long task (decision 0035, as hydration below).
        let fresh: Promise<unknown> = Promise.resolve();
        React.startTransition(() => {
          fresh = spa.mount(props);
        });
        return fresh;
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
      // In a transition too: a new snapshot (the session known, the server's clock, a route)
      // re-renders the whole page, which at the default priority is one long task.
      let updated: Promise<unknown> | undefined;
      React.startTransition(() => {
        updated = spa.update?.(props);
      });
      return updated;
    },
  };
}
