/**
 * Prerendered pages (decision 0018): for a public page whose remote prerendered it, the host
 * server answers the page's HTML instead of an empty shell. Per request:
 *  1. the host's route table (its Node build, host/dist-prerender) names the page's remote and
 *     route; pages the server cannot know the outcome of are left to the browser: an embedded
 *     page (`origin`), a developer override, a locale or sign-in query, a remote in canary (the
 *     visitor's device decides); a campaign pinned to its own version is prerendered from that
 *     version; a login-required page gets its remote's shell (decision 0035): the fragment of
 *     its path or of the nearest path above it the remote rendered a shell for;
 *  2. the locale: the path's prefix, else the visitor's cookie and Accept-Language (spec §5);
 *  3. the remote's fragment, title and the styles it uses, for that page and locale, from the
 *     remote's origin beside its current version's files (cached 5 s, revalidated with the
 *     ETag; a missing or slow fragment leaves the page to the browser, never an error);
 *  4. the host's shell rendered around it, signed out, which the browser hydrates.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale, RemoteName, RemoteVersionRef, RouteRecord } from 'shared-libs/contracts';
import { REMOTE_DIRS } from '../config/apps';
import type { RegistryFile } from '../registry/local-registry';
import { escapeXml } from '../api/src/media';
import {
  BUILD_META_FILE,
  fragmentFile,
  pageKey,
  type BuildMeta,
  type FragmentMeta,
} from '../prerender/fragments';
import { scriptsAfterFirstPaint } from './scripts-after-paint';
import type { RenderedFragment } from './share-view';

/** The host's prerender build (host/src/prerender.tsx), as far as the server uses it. */
export interface HostPrerender {
  resolveRoute(input: {
    pathname: string;
    search: string;
    hash: string;
    activities: readonly unknown[];
    isMobile: boolean;
    now: number;
  }):
    | {
        kind: 'route';
        owner: string;
        def: { middleware?: readonly string[] };
        record: RouteRecord;
        pathLocale?: Locale;
        /** A campaign's own published version (ActivityEntry.version). */
        version?: RemoteVersionRef;
      }
    | { kind: 'redirect' | 'not-found' };
  requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale;
  renderShell(request: {
    url: string;
    locale: Locale;
    registry: unknown;
    slot: { remote: RemoteName; fragment: string; shell?: boolean };
  }): Promise<string>;
  documentTitle(title: string): string;
  /**
   * The site notices of the visitor's first paint (the cookie tips), null when none; absent in a
   * host build older than it (its pages come without them).
   */
  renderNotices?(request: {
    locale: Locale;
    cookie: string | undefined;
  }): Promise<{ head: string; body: string } | null>;
}

export interface PrerenderedPage {
  locale: Locale;
  /** The inside of `#root`. */
  root: string;
  /** The full document title. */
  title: string;
  /** The fragment's styles, inlined in the head (before any script runs). */
  css: string;
  /** Other tags of the fragment's for the head (its first images' preloads). */
  head: string;
  remote: RemoteName;
  /**
   * The site notices this visitor's first paint shows (the cookie tips before a choice: a
   * shell's largest text, its LCP, would else wait for the host's code; decision 0035): tags for
   * the head and the element for the body, or null.
   */
  notices: { head: string; body: string } | null;
}

/** Query keys whose effect only the browser knows (see the module comment). */
const BROWSER_ONLY_QUERY = ['origin', 'override', 'locale', 'hide_lang_change', 'code', '__drill'];
const FRESH_MS = 5_000;
/**
 * How long a fragment or build file of a remote's origin is waited for before the page is left
 * to the browser. CUMULUS_PRERENDER_FETCH_MS sets another: the e2e run's, whose pages must not
 * depend on how loaded the machine is (a first read of a version's files under load).
 */
const FETCH_TIMEOUT_MS = Number(process.env.CUMULUS_PRERENDER_FETCH_MS) || 800;
const MAX_SHELLS = 256;

interface Fetched {
  body: string | null;
  etag: string | null;
  at: number;
}

/** The host's prerender build beside its browser build, or null when it was not built. */
export function loadHostPrerender(hostRoot: string): HostPrerender | null {
  const file = path.join(hostRoot, '..', 'dist-prerender', 'prerender.js');
  if (!fs.existsSync(file)) return null;
  // A build output loaded at run time: its shape is host/src/prerender.tsx's exports.
  return createRequire(__filename)(file) as HostPrerender;
}

export function createPrerenderedPages({
  host,
  fetch = globalThis.fetch,
}: {
  host: HostPrerender | null;
  fetch?: typeof globalThis.fetch;
}) {
  const files = new Map<string, Fetched>();
  const shells = new Map<string, string>();

  /** A file of a remote's origin: cached FRESH_MS, then revalidated; null when absent. */
  async function fetchText(url: string): Promise<Fetched> {
    const known = files.get(url);
    if (known && Date.now() - known.at < FRESH_MS) return known;
    try {
      const res = await fetch(url, {
        headers: known?.etag ? { 'If-None-Match': known.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const next: Fetched =
        res.status === 304 && known
          ? { ...known, at: Date.now() }
          : res.ok
            ? { body: await res.text(), etag: res.headers.get('etag'), at: Date.now() }
            : { body: null, etag: null, at: Date.now() };
      files.set(url, next);
      return next;
    } catch {
      // Unreachable or slow: the browser renders the page (the origin's state is not cached).
      return { body: null, etag: null, at: 0 };
    }
  }

  /** The served version's `pages/build.json` (cached like any file), or null. */
  async function servedBuild(entry: string): Promise<BuildMeta | null> {
    const got = await fetchText(new URL(BUILD_META_FILE, entry).href);
    if (got.body === null) return null;
    try {
      return JSON.parse(got.body) as BuildMeta;
    } catch {
      return null;
    }
  }

  /**
   * The key of a login-required page's shell (decision 0035): its path's, else the nearest
   * path above it the served version lists (`/drive/all/{folder}` -> `drive/all`); null when
   * there is none, or no list to look in.
   */
  async function shellKey(entry: string, routePath: string): Promise<string | null> {
    const listed = (await servedBuild(entry))?.pages;
    if (!listed) return null;
    const parts = pageKey(routePath).split('/');
    for (let n = parts.length; n > 0; n--) {
      const key = parts.slice(0, n).join('/');
      if (listed.includes(key)) return `/${key}`;
    }
    return null;
  }

  /**
   * The remote's prerendered fragment of a page (or state) and locale, from its origin; not
   * asked for when the version's build file lists its pages without this one. `shell`: a
   * login-required page's, which must be a shell (and any other page's must not).
   */
  async function fetchedFragment(
    entry: string,
    locale: Locale,
    key: string,
    shell = false,
  ): Promise<(RenderedFragment & { etag: string | null }) | null> {
    const listed = (await servedBuild(entry))?.pages;
    if (listed && !listed.includes(pageKey(key))) return null;
    const base = fragmentFile(locale, key);
    const at = (file: string) => new URL(file, entry).href;
    const [html, meta, css] = await Promise.all([
      fetchText(at(`${base}.html`)),
      fetchText(at(`${base}.json`)),
      fetchText(at(`${base}.css`)),
    ]);
    if (html.body === null || meta.body === null || css.body === null) return null;
    let info: FragmentMeta;
    try {
      info = JSON.parse(meta.body) as FragmentMeta;
    } catch {
      return null;
    }
    if (info.locale !== locale || Boolean(info.shell) !== shell) return null;
    return { ...info, build: info.build ?? '', html: html.body, css: css.body, etag: html.etag };
  }

  /**
   * A fragment rendered here, when the build that rendered it is the one the registry serves
   * (its `pages/build.json`: version and build label), else null: the browser's code would not
   * hydrate another build's HTML. A served version without that file (no prerendered pages)
   * gets no render.
   */
  async function renderedByServedBuild(
    entry: string,
    render: () => Promise<RenderedFragment | null>,
  ): Promise<RenderedFragment | null> {
    const [served, fragment] = await Promise.all([servedBuild(entry), render()]);
    if (!fragment || !served) return null;
    return served.version === fragment.version && served.build === fragment.build ? fragment : null;
  }

  /**
   * `state`: what the server learnt of the page from the API. `key`: the page is in a state
   * its remote prerendered (STATE_FRAGMENTS, e.g. a share asking for its passcode): that
   * state's fragment instead of the path's. `render`: the page is rendered for this request
   * (a share's first view, share-view.ts); null from it leaves the page to the browser.
   */
  async function page(
    url: URL,
    headers: { cookie?: string; acceptLanguage?: string },
    registry: RegistryFile,
    state: {
      key?: string;
      render?(route: RouteRecord, locale: Locale): Promise<RenderedFragment | null>;
    } = {},
  ): Promise<PrerenderedPage | null> {
    if (!host) return null;
    if (BROWSER_ONLY_QUERY.some((k) => url.searchParams.has(k))) return null;
    const r = host.resolveRoute({
      pathname: url.pathname,
      search: url.search,
      hash: '',
      activities: registry.activities || [],
      isMobile: false,
      now: Date.now(),
    });
    if (r.kind !== 'route') return null;
    const loginRequired = r.def.middleware?.includes('login-required') === true;
    if (!(r.owner in REMOTE_DIRS)) return null;
    const remote = r.owner as RemoteName;
    // A campaign pinned to its own version (ActivityEntry.version) renders from that version,
    // the browser's first candidate for it (versionPlan.ts); else the current one, unless a
    // canary is running (the visitor's device decides which version it gets).
    const current = registry.remotes?.[remote];
    const served = r.version ?? (current?.canary ? undefined : current);
    if (!served) return null;
    const locale = r.pathLocale ?? host.requestLocale(headers.cookie, headers.acceptLanguage);
    const rendering = !loginRequired && state.render !== undefined && state.key === undefined;
    const shell = loginRequired ? await shellKey(served.entry, r.record.path) : null;
    if (loginRequired && !shell) return null;
    const fragment = rendering
      ? await renderedByServedBuild(served.entry, () => state.render!(r.record, locale))
      : shell
        ? await fetchedFragment(served.entry, locale, shell, true)
        : await fetchedFragment(
            served.entry,
            locale,
            state.key ?? fragmentPath(r.record, registry),
          );
    if (!fragment || fragment.remote !== remote || fragment.page !== r.record.page) return null;
    // A fragment rendered for this request is not kept: its shell is rendered each time.
    const etag = 'etag' in fragment ? fragment.etag : null;
    const cacheable = !rendering;
    const key = [
      state.key,
      url.pathname,
      url.search,
      locale,
      etag,
      served.entry,
      registry.activities?.length,
    ].join('|');
    let root = cacheable ? shells.get(key) : undefined;
    if (root === undefined) {
      try {
        root = await host.renderShell({
          url: url.pathname + url.search,
          locale,
          registry,
          slot: { remote, fragment: fragment.html, ...(shell ? { shell: true } : {}) },
        });
      } catch (err) {
        console.error(`prerendered page ${url.pathname}: ${String(err)}`);
        return null;
      }
      if (cacheable) {
        if (shells.size >= MAX_SHELLS) shells.delete(shells.keys().next().value as string);
        shells.set(key, root);
      }
    }
    const notices = host.renderNotices
      ? await host.renderNotices({ locale, cookie: headers.cookie }).catch((err: unknown) => {
          console.error(`site notices ${url.pathname}: ${String(err)}`);
          return null;
        })
      : null;
    return {
      locale,
      root,
      title: host.documentTitle(fragment.title),
      css: fragment.css,
      head: fragment.head ?? '',
      remote,
      notices,
    };
  }

  return { page };
}

/**
 * The path whose fragment a route uses: its own, except for a campaign (`/activity/<slug>`, a
 * registry entry), which renders its page whatever its slug (the activity remote renders by
 * page, never by slug): a campaign added at run time (`npm run remote -- activity add summer
 * --page black-friday`) uses the fragment its remote prerendered for `/activity/black-friday`.
 */
function fragmentPath(record: RouteRecord, registry: RegistryFile): string {
  const campaign = (registry.activities || []).some(
    (a) => `/activity/${a.slug}` === record.path.toLowerCase() && a.page === record.page,
  );
  return campaign ? `/activity/${record.page}` : record.path;
}

/**
 * The host's index.html with a prerendered page in it. The host's own stylesheets, which its
 * scripts would add, become stylesheet links (the shell is styled before any script; the
 * scripts find them and do not add them again). The scripts and their preloads (the host's
 * boot chunks, the route's remote) start after the first paint (scripts-after-paint.ts): the
 * content no longer waits for them, and they would share the first round trips with the HTML
 * and the stylesheet.
 */
export function withPrerenderedPage(indexHtml: string, p: PrerenderedPage): string {
  // Before the fragment goes in: only the shell's own tags are moved.
  return scriptsAfterFirstPaint(indexHtml)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${p.locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(p.title)}</title>`)
    .replace(/<link rel="preload" as="style" href="([^"]+)">/g, (_m, href: string) => {
      return `<link rel="stylesheet" href="${href}">`;
    })
    .replace(
      '</head>',
      () => `${p.head}<style data-prerendered="${p.remote}">${p.css}</style></head>`,
    )
    .replace(
      '<div id="root"></div>',
      // The notices right after the page, before the scripts' loader: in its first frame.
      () =>
        `<div id="root" data-prerender-locale="${p.locale}">${p.root}</div>${p.notices?.body ?? ''}`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace('</head>', () => `${p.notices?.head ?? ''}</head>`);
}
