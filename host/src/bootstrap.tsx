import './global.css';
import { autorun, reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import {
  configurePlatform,
  fetchTransport,
  withInitialResponses,
  PKCE_VERIFIER_KEY,
  STORAGE_KEYS,
  toLocale,
  type Locale,
  type RemoteName,
} from 'shared-libs';
import { App } from './app/App';
import { HostIntl } from './app/HostIntl';
import { runAuthFlow } from './features/auth/authFlow';
import { recordArrival } from './features/arrival/recordArrival';
import { CookieTips } from './features/analytics/CookieTips';
import { reportSignIn } from './features/auth/reportSignIn';
import { wireNativeMessages } from './features/native/nativeMessages';
import { DebugButton } from './features/debug/DebugButton';
import { installDebugConsoleTrigger, wantsDebugButton } from './features/debug/debugConsole';
import {
  currentBuildId,
  NewerBuildStore,
  watchNewerBuild,
} from './features/newer-build/newerBuild';
import { LazyPart } from './lib/LazyPart';
import { takePkceVerifier } from './features/auth/signInState';
import { desktopAuthCode, extensionAuthCode, nativeAuthCode, nativeBridge } from './lib/bridges';
import { CAPTCHA_SALTS, CLIENT_ID, PACKAGE_NAME } from './lib/clientConfig';
import { readInitialResponses } from './lib/initialResponses';
import { readSiteQuery, withoutParams } from './lib/siteQuery';
import { SITE_NOTICES_ID } from './lib/siteNotices';
import { fetchServerTime, whenIdle } from './lib/serverTime';
import { installStaleBuildGuard, isChunkLoadError, reloadForStaleChunk } from './lib/staleBuild';
import { local, session as sessionKV } from './lib/storage';
import { warmIntl, yieldToMain } from './lib/mainThread';
import { DARK_QUERY, initialDark, readThemeChoice, writeThemeChoice } from './lib/theme';
import { loadHostMessages } from './i18n/loadHostMessages';
import { isAllowedParent, REMOTE_NAMES } from './remotes/registry';
import { loadRegistry } from './remotes/registryCache';
import { mayOverride, OVERRIDE_PREFIX, targetOf } from './remotes/delivery';
import { PRERENDERED_SLOT_ATTR } from './remotes/prerenderedSlot';
import { preloadLifecycles } from './remotes/remoteLoader';
import { resolveRoute } from './routing/resolveRoute';
import { LocaleStore } from './stores/LocaleStore';
import { RootStore } from './stores/RootStore';
import { MOBILE_QUERY } from './stores/LayoutStore';

// Parcels must hear host navigation: single-spa patches the History API.
start({ urlRerouteOnly: true });

// A stale chunk after a deploy reloads the page, at most once per 10 s per path.
installStaleBuildGuard({ store: sessionKV });

/** Site-wide notices beside the app: a newer build is live; the developer's debug button. */
const newerBuild = new NewerBuildStore();
const showDebugButton = wantsDebugButton(local);

/**
 * The page: what the host server prerendered (prerender/renderShell.tsx renders the same tree
 * with a static router), hydrated when it arrived prerendered. `onCommitted` runs once, after
 * the first commit: the visitor's own state (viewport, theme, ...) is applied then, so the
 * hydrating render matches the HTML (decision 0018).
 */
function Page({ store, onCommitted }: { store: RootStore; onCommitted(): void }) {
  useEffect(onCommitted, [onCommitted]);
  return (
    <StrictMode>
      <HostIntl store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </HostIntl>
    </StrictMode>
  );
}

/** The notice, loaded once a newer build is found (with the check: findNewerBuild.ts). */
const loadNewerBuildNotice = () =>
  import(/* webpackChunkName: "host-lazy-newer-build" */ './features/newer-build/NewerBuildNotice');

/** Site-wide notices in a root of their own, outside the (possibly hydrated) page. */
const SiteNotices = observer(function SiteNotices({ store }: { store: RootStore }) {
  return (
    <HostIntl store={store}>
      {newerBuild.visible && (
        <LazyPart
          load={loadNewerBuildNotice}
          render={({ NewerBuildNotice }) => <NewerBuildNotice store={newerBuild} />}
        />
      )}
      {showDebugButton && <DebugButton />}
      <CookieTips
        consent={store.consent}
        analytics={store.analytics}
        locale={store.locale.locale}
      />
    </HostIntl>
  );
});

/** Host messages; a stale language chunk after a deploy reloads (guarded) like any chunk. */
async function loadMessages(locale: Locale) {
  try {
    return await loadHostMessages(locale);
  } catch (err) {
    if (isChunkLoadError(err)) {
      reloadForStaleChunk(location.pathname, {
        store: sessionKV,
        now: Date.now,
        reload: () => location.reload(),
      });
    }
    throw err;
  }
}

/** Removes query keys from the address, and lets the router hear it. */
function dropQuery(keys: string[]) {
  const search = withoutParams(location.search, keys);
  if (search === location.search) return;
  history.replaceState(history.state, '', location.pathname + search + location.hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

async function main() {
  const query = readSiteQuery(location.search);
  const firstSegment = location.pathname.split('/')[1];
  const initialLocale = toLocale(firstSegment) ?? query.locale ?? LocaleStore.detect();

  // Theme before the first paint: a stored choice, else the system preference.
  const systemDark = window.matchMedia(DARK_QUERY);
  const dark = initialDark(local, systemDark.matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  warmIntl(initialLocale);

  // Registry and messages load in parallel; the route's remote starts loading as soon as known.
  // A registry that is down, slow or invalid: the last one that worked (registryCache.ts).
  const [{ registry }, messages] = await Promise.all([
    loadRegistry(local),
    loadMessages(initialLocale).catch(() => ({})),
  ]);
  // Both may be in the page already: the rest of the boot in a task after the scripts' own.
  await yieldToMain();
  // The one platform (API client, captcha, session) for the host and every remote. Configured
  // before any remote mounts: remotes only call getPlatform().
  const platform = configurePlatform({
    apiOrigins: registry.api.origins,
    accessOrigins: registry.api.accessOrigins,
    clientId: CLIENT_ID,
    packageName: PACKAGE_NAME,
    // Signed captcha meta with captcha_sign (spec §3, §9).
    captchaSalts: CAPTCHA_SALTS,
    locale: initialLocale,
    // A share's first answer may be in the page already (the server asked for it).
    transport: withInitialResponses(fetchTransport, readInitialResponses(document)),
  });

  // Referrer and campaign attribution, before the sign-in paths' invite call reads them.
  recordArrival(platform, {
    referrer: document.referrer,
    search: location.search,
    siteHost: location.host,
  });

  const isMobile = window.matchMedia(MOBILE_QUERY).matches;
  const first = resolveRoute({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash.slice(1),
    activities: registry.activities,
    isMobile,
    now: Date.now(),
  });

  const store = new RootStore({
    registry,
    initialLocale,
    loadMessages,
    platform,
  });
  store.locale.setPreloaded(initialLocale, messages);
  const { delivery } = store;

  // Developer overrides, only where the registry allows them, and only once the person has
  // confirmed them in the host's dialog; their banner is up before any remote loads. Their code
  // (dialog, banner) is a lazy chunk, loaded only when an override may be in force.
  if (mayOverride(location.search, local, registry.overrides)) {
    const allowed = registry.overrides?.allowedOrigins ?? [];
    await import(/* webpackChunkName: "host-lazy-overrides" */ './remotes/startOverrides').then(
      async ({ startOverrides }) =>
        delivery.setOverrides(
          await startOverrides({
            search: location.search,
            store: local,
            rules: {
              names: REMOTE_NAMES,
              prefix: OVERRIDE_PREFIX,
              allows: (origin) => isAllowedParent(origin, allowed),
              query: registry.overrides?.query === true,
              now: Date.now(),
            },
            wrap: (node) => <HostIntl store={store}>{node}</HostIntl>,
            onReset: () => delivery.clearOverrides(),
          }),
        ),
      (err: unknown) => console.warn('[host] developer overrides unavailable', err),
    );
  }

  if (first.kind === 'route' && first.owner !== 'host' && first.owner !== 'server') {
    const [candidate] = delivery.candidatesFor(
      first.owner,
      registry.remotes[first.owner],
      first.version,
    );
    if (candidate) preloadLifecycles(targetOf(first.owner, candidate));
  }
  // A code is ignored when it carries state or scope (spec §4), or was not started in this tab
  // (no PKCE verifier: a planted link never changes who is signed in).
  store.ignoredCode = !query.code
    ? null
    : query.state !== undefined || query.scope !== undefined
      ? 'foreign'
      : !sessionKV.get(PKCE_VERIFIER_KEY)
        ? 'unbound'
        : null;

  // hide_lang_change=1 hides the language menu for this tab; =0 shows it again.
  if (query.hideLangChange !== undefined) {
    if (query.hideLangChange) sessionKV.set(STORAGE_KEYS.hideLangChange, '1');
    else sessionKV.remove(STORAGE_KEYS.hideLangChange);
  }
  if (query.locale && !toLocale(firstSegment)) void store.locale.setLocale(query.locale);

  // Embedded only for a parent of the registry's allowlist: another page's `?origin=` gets
  // neither messages nor trust (hardening issue, item 5).
  const parent =
    query.origin && isAllowedParent(query.origin, registry.embedding.parents) ? query.origin : null;
  if (query.origin && !parent) console.warn('[host] not an allowed embedding parent', query.origin);
  /** The visitor's own state, which a prerendered page does not know (decision 0018). */
  const applyVisitorState = () => {
    store.locale.setHideLangChange(sessionKV.get(STORAGE_KEYS.hideLangChange) === '1');
    store.layout.watchViewport();
    store.layout.setEmbedded(parent);
    store.layout.toggleDarkMode(dark);
  };
  // The theme follows the system until the visitor picks one; a pick is remembered.
  systemDark.addEventListener('change', (e) => {
    if (!readThemeChoice(local)) store.layout.toggleDarkMode(e.matches);
  });
  autorun(() => {
    document.documentElement.dataset.theme = store.layout.darkMode ? 'dark' : 'light';
  });
  reaction(
    () => store.layout.darkModeChosen,
    (chosen) => {
      if (chosen !== null) writeThemeChoice(local, chosen);
    },
  );

  // The ppa queue: a timer and the page-hide beacon (nothing leaves before consent).
  store.analytics.start();

  const native = nativeBridge();
  // Inside the app only: metadata, user info, reports, action send and view (spec §7).
  if (native) {
    wireNativeMessages(native, {
      events: store.events,
      win: window,
      watchUser: (cb) =>
        reaction(
          () =>
            store.session.status === 'unknown' ? undefined : (store.session.user?.userId ?? null),
          (id) => {
            if (id !== undefined) cb(id);
          },
          { fireImmediately: true },
        ),
    });
  }
  // Region access (not in the native app), in parallel with the sign-in paths.
  void store.access.check({ native: native !== null });
  // A prerendered page is hydrated as the server rendered it, the session unknown: the sign-in
  // paths' outcome is shown from the first commit on (decision 0035), however soon they end.
  let pageCommitted: () => void = noop;
  const firstCommit = new Promise<void>((resolve) => (pageCommitted = resolve));
  void runAuthFlow({
    session: store.session,
    query,
    nativeAuthCode: native ? () => nativeAuthCode(native) : undefined,
    extensionAuthCode: () => extensionAuthCode(),
    desktopAuthCode: (port) => desktopAuthCode(port, CLIENT_ID, { locale: store.locale.locale }),
    approveDesktop: () => store.desktopApproval.ask(),
    dropQuery,
    takeVerifier: () => takePkceVerifier(sessionKV),
  })
    .then((path) => reportSignIn(store, path))
    .catch((err: unknown) => console.error('[host] sign-in paths failed', err))
    .finally(() => void firstCommit.then(() => store.session.markSettled()));

  whenIdle(() => {
    void fetchServerTime().then((t) => t && store.layout.setServerTime(t));
    const build = currentBuildId();
    if (build) watchNewerBuild({ current: build, store: newerBuild });
    installDebugConsoleTrigger({
      platform,
      userId: () => store.session.user?.userId ?? '',
      locale: () => store.locale.locale,
    });
  });

  // The stores and sign-in paths above in one task, the renders below in others.
  await yieldToMain();
  const rootEl = document.getElementById('root')!;
  // The notices the server sent with the page (their first paint), else a new element.
  let notices = document.getElementById(SITE_NOTICES_ID);
  if (!notices) {
    notices = document.createElement('div');
    document.body.appendChild(notices);
  }
  // In a transition, like the page's own render: React renders in slices (at the default
  // priority it would render without yielding).
  startTransition(() => createRoot(notices).render(<SiteNotices store={store} />));

  // A page the host server prerendered for this locale is hydrated (the server leaves embedded
  // pages and developer overrides to the browser); anything else is rendered afresh.
  const prerendered =
    rootEl.dataset.prerenderLocale === initialLocale &&
    parent === null &&
    Object.keys(delivery.activeOverrides()).length === 0;
  if (!prerendered) {
    rootEl.replaceChildren();
    applyVisitorState();
    pageCommitted();
    createRoot(rootEl).render(<Page store={store} onCommitted={noop} />);
    return;
  }
  const slot = rootEl.querySelector<HTMLElement>(`[${PRERENDERED_SLOT_ATTR}]`);
  const remote = slot?.getAttribute(PRERENDERED_SLOT_ATTR);
  if (slot && remote && (REMOTE_NAMES as readonly string[]).includes(remote)) {
    delivery.setPrerenderedSlot({
      remote: remote as RemoteName,
      html: slot.innerHTML,
      // A login-required page's shell (decision 0035): the remote renders the page over it.
      ...(slot.querySelector('[data-shell]') ? { shell: true } : {}),
    });
  }
  let committed = false;
  const onCommitted = () => {
    if (committed) return;
    committed = true;
    applyVisitorState();
    pageCommitted();
  };
  startTransition(() => {
    hydrateRoot(rootEl, <Page store={store} onCommitted={onCommitted} />);
  });
}

const noop = () => undefined;

void main();
