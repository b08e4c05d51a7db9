/**
 * `shared-libs/prerender` (Node only, never in a browser bundle): a remote's pages rendered to
 * HTML at build or publish time, with the same tree the browser hydrates (RemoteTree, decision
 * 0018). The caller (infra/prerender) gives the route and the host's link function; the page
 * sees a signed-out visitor on a wide screen in the light theme, which is what the host's
 * prerendered shell shows too.
 */
import { prerender } from 'react-dom/static';
import { CONTRACT_VERSION } from '../contracts/host-remote';
import { loadPlatformMessages } from '../errors/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { MountProps, RouteRecord } from '../contracts/host-remote';
import type { Messages, RemoteDefinition } from '../react/remoteDefinition';
import { loadKitMessages } from '../react/i18n/loadKitMessages';
import { withDeclaredTitle } from '../react/remotePages';
import { PRERENDER_LAYOUT, PRERENDER_SESSION } from '../react/prerenderState';
import { RemoteTree } from '../react/remoteTree';

export { PRERENDER_LAYOUT, PRERENDER_SESSION };

export interface PrerenderRequest {
  route: RouteRecord;
  locale: Locale;
  /** The host's `hrefFor` for this locale (links must match what the browser renders). */
  hrefFor(to: string): string;
}

export interface PrerenderedPage {
  /** The remote's fragment: what its parcel renders into the content slot. */
  html: string;
  /**
   * What React hoists out of the tree, for the page's `<head>`: the preloads of the images
   * the page shows first (React emits them before a fragment's markup, where they would stand
   * between the slot and the fragment's marker).
   */
  head: string;
  /** The page's document title (without the brand), '' when it sets none. */
  title: string;
  remote: string;
  version: string;
  /** The build's label (the marker's `data-build`): with the version, which build it is. */
  build: string;
  page: string;
  locale: Locale;
  /** A shell (decision 0035): the page's first-view frame, which the browser renders over. */
  shell?: boolean;
}

/**
 * The render function of a remote's Node build (its `prerender` export): null when the
 * remote's `prepare` said the page is not in a state to prerender (it returned false).
 */
export type RemotePrerender = (request: PrerenderRequest) => Promise<PrerenderedPage | null>;

/** The resource hints React writes first when the tree has no `<head>` of its own. */
const HOISTED = /^(?:<link\s[^>]*>)+/;

/**
 * `shell`: the pages render a login-required page's first-view frame (decision 0035: layout
 * of the page, its heading from the path, placeholders for its data), marked so the browser
 * renders the page over it instead of hydrating it.
 */
export function createRemotePrerender<S>(
  def: RemoteDefinition<S>,
  { shell = false }: { shell?: boolean } = {},
): RemotePrerender {
  const pages = Object.fromEntries(
    Object.entries(def.pages).map(([id, page]) => [id, withDeclaredTitle(page)]),
  );
  return async ({ route, locale, hrefFor }) => {
    const [kit, own] = await Promise.all([
      loadKitMessages(locale),
      locale === DEFAULT_LOCALE ? { default: {} as Messages } : def.messages(locale),
      // As in the browser (createRemoteLifecycles): error texts in the page's locale.
      loadPlatformMessages(locale),
    ]);
    let title = '';
    const refuse = (what: string) => () => {
      throw new Error(`${def.name}: ${what} while prerendering ${route.path}`);
    };
    const props: MountProps = {
      contractVersion: CONTRACT_VERSION,
      locale,
      route,
      session: PRERENDER_SESSION,
      layout: PRERENDER_LAYOUT,
      navigate: refuse('navigate'),
      hrefFor,
      requireLogin: () => Promise.resolve(false),
      refreshSession: refuse('refreshSession'),
      signOut: refuse('signOut'),
      setLayout: () => undefined,
      reportError: ({ error }) => {
        throw error instanceof Error ? error : new Error(String(error));
      },
      setTitle: (t) => {
        title = t;
      },
    };
    const store = def.createStore ? def.createStore(props) : (null as S);
    if ((await def.prepare?.(props, store)) === false) {
      if (store !== null) def.disposeStore?.(store);
      return null;
    }
    // An error inside a Suspense boundary would leave its fallback in the HTML and let the
    // browser render it instead: at build time that is a broken page, so it fails the render.
    const errors: unknown[] = [];
    try {
      const { prelude } = await prerender(
        <RemoteTree
          def={def}
          pages={pages}
          messages={{ ...kit, ...own.default }}
          props={props}
          store={store}
          shell={shell}
        />,
        {
          onError: (error) => void errors.push(error),
          // Every boundary inline, in document order: React outlines large ones (policy texts)
          // and completes them with inline scripts, which the page's CSP refuses (and a
          // fragment must be plain HTML, readable without JavaScript).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      const all = await new Response(prelude).text();
      const head = HOISTED.exec(all)?.[0] ?? '';
      const html = all.slice(head.length);
      if (errors.length > 0) throw errors[0];
      if (/<script/i.test(html)) {
        throw new Error(`${def.name}: the HTML of ${route.path} has a script in it`);
      }
      return {
        html,
        head,
        title,
        remote: def.name,
        version: def.build?.version ?? '',
        build: def.build?.label ?? '',
        page: route.page,
        locale,
        ...(shell ? { shell } : {}),
      };
    } finally {
      if (store !== null) def.disposeStore?.(store);
    }
  };
}
