import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SITE_PATHS, toLocale, type MountProps, type NavigateOptions } from 'shared-libs';
import { startSignIn } from '../features/auth/signInState';
import { createTitleWriter } from '../lib/documentTitle';
import { decideDriveLink, parseInbound, postToParent } from '../lib/embedded';
import { Layout } from '../layouts/Layout';
import { loadHostPages } from '../pages/loadHostPages';
import { LoginGate } from '../pages/LoginGate';
import { deviceLinkMessages } from '../features/device-link/deviceLinkMessages';
import { PageLoading } from '../pages/PageLoading';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { withLocale } from '../routing/localePath';
import { resolveRoute } from '../routing/resolveRoute';
import { safeInternalPath } from '../routing/safeTarget';
import { useHost } from '../stores/HostContext';
import { LazyPart } from '../lib/LazyPart';
import { useScrollBehaviour } from './useScrollBehaviour';

/** The sign-in panel of the TV page (device sign-in) speaks of the TV, not the drive. */
const TV_GATE = { title: deviceLinkMessages.gateTitle, body: deviceLinkMessages.gateBody };

/** One of the host's own pages (pages/hostPages.ts), a lazy part with a retry if it fails. */
function HostPage({
  render,
}: {
  render(pages: Awaited<ReturnType<typeof loadHostPages>>): ReactNode;
}) {
  return (
    <LazyPart
      load={loadHostPages}
      render={render}
      fallback={<PageLoading />}
      failed={(retry) => <RemoteFallback onRetry={retry} code="HOST_CHUNK" />}
    />
  );
}

export const App = observer(function App() {
  const host = useHost();
  const { layout, locale, registry, session, access } = host;
  const location = useLocation();
  const routerNavigate = useNavigate();
  const keepScroll = useRef(false);

  const resolution = useMemo(
    () =>
      resolveRoute({
        pathname: location.pathname,
        search: location.search,
        hash: location.hash.replace(/^#/, ''),
        activities: registry.activities,
        isMobile: layout.isMobile,
        now: layout.serverNow(),
      }),
    // clockOffset: re-resolve once when the server's clock becomes known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      location.pathname,
      location.search,
      location.hash,
      registry,
      layout.isMobile,
      layout.clockOffset,
    ],
  );

  // Redirects (replace: Back does not bounce), and server-answered paths as documents.
  useEffect(() => {
    if (resolution.kind === 'redirect') {
      if (resolution.storeLocale) void locale.setLocale(resolution.storeLocale);
      routerNavigate(resolution.to, { replace: true });
    } else if (resolution.kind === 'route' && resolution.owner === 'server') {
      window.location.replace(location.pathname);
    }
  }, [resolution, locale, routerNavigate, location.pathname]);

  // The path's locale prefix wins; an unprefixed page may carry `?locale=`.
  const pathLocale = resolution.kind === 'redirect' ? undefined : resolution.pathLocale;
  const queryLocale = resolution.kind === 'route' ? resolution.storeLocale : undefined;
  useEffect(() => {
    const wanted = pathLocale ?? queryLocale;
    if (wanted && wanted !== locale.locale) void locale.setLocale(wanted);
  }, [pathLocale, queryLocale, locale]);

  // The title with the brand of `basic.brand_title` (spec §9 "Default drive title"), written
  // once per 10 ms burst (head update debounce).
  const titles = useMemo(() => createTitleWriter(), []);
  const setTitle = useCallback((title: string) => titles.setTitle(title), [titles]);
  const platform = host.platform;
  useEffect(() => {
    let live = true;
    void platform.api
      .getConfig<{ brand_title?: string }>('basic', locale.locale)
      .then((res) => live && titles.setBrand(res.data?.data.brand_title));
    return () => {
      live = false;
    };
  }, [platform, locale.locale, titles]);

  const currentLocale = locale.locale;
  const hrefFor = useCallback(
    (to: string) => {
      const safe = safeInternalPath(to);
      return safe ? withLocale(currentLocale, safe) : '#';
    },
    [currentLocale],
  );

  const parentOrigin = layout.parentOrigin;
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      const safe = safeInternalPath(to);
      // Spec §8: external or unsafe-protocol navigation throws.
      if (!safe) throw new Error(`navigation refused (external or unsafe target): ${String(to)}`);
      const decision = decideDriveLink(safe, { embedded: parentOrigin !== null });
      if (decision.kind === 'post' && parentOrigin) {
        postToParent(parentOrigin, decision.message);
        return;
      }
      keepScroll.current = options?.keepScroll === true;
      routerNavigate(withLocale(currentLocale, safe), { replace: options?.replace });
    },
    [routerNavigate, currentLocale, parentOrigin],
  );

  const requireLogin = useCallback<MountProps['requireLogin']>(
    // The caller's scene names why (logs, tests); the stored login scene is the spec's two
    // values, from the URL (startSignIn).
    async (scene) => {
      // Wait for the start-up sign-in paths: a stored login may still be being checked.
      await when(() => session.status !== 'unknown');
      if (session.status === 'signed-in') return true;
      host.analytics.trackLogin('click', { scene });
      void startSignIn(host.signInOrigins);
      return new Promise<boolean>(() => undefined);
    },
    [session, host],
  );

  // What a remote may do to the session (contract 3): ask, and the host does it.
  const refreshSession = useCallback<MountProps['refreshSession']>(async () => {
    await session.refreshUser();
  }, [session]);
  const signOut = useCallback<MountProps['signOut']>(() => session.signOut(), [session]);

  // Embedded mode: messages from the parent (exact origin and window, known shapes only) ...
  useEffect(() => {
    if (!parentOrigin) return;
    const onMessage = (e: MessageEvent) => {
      const msg = parseInbound(e, parentOrigin, window.parent);
      if (!msg) return;
      if (msg.type === 'cumulus:navigate') {
        try {
          navigate(msg.path);
        } catch (err) {
          console.warn('[host] parent navigation refused', err);
        }
      } else if (msg.type === 'cumulus:set-theme') layout.toggleDarkMode(msg.dark);
      else {
        const l = toLocale(msg.locale);
        if (l) void locale.setLocale(l);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [parentOrigin, navigate, layout, locale]);

  // ... and drive links clicked anywhere in the page (host chrome or a remote).
  useEffect(() => {
    if (!parentOrigin) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.origin !== window.location.origin) return;
      const path = a.pathname + a.search + a.hash;
      const decision = decideDriveLink(path, { embedded: true, target: a.target });
      if (decision.kind === 'post') {
        e.preventDefault();
        postToParent(parentOrigin, decision.message);
      } else if (decision.kind === 'open-window') {
        e.preventDefault();
        window.open(a.href, '_blank', 'noopener,noreferrer');
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [parentOrigin]);

  // A drive link opened directly in the frame with a parent action goes to the parent too.
  useEffect(() => {
    if (!parentOrigin || resolution.kind !== 'route') return;
    const d = decideDriveLink(location.pathname + location.search, { embedded: true });
    if (d.kind === 'post') postToParent(parentOrigin, d.message);
  }, [parentOrigin, location.key, location.pathname, location.search, resolution.kind]);

  // `?action=show_mobile_sidebar` (spec §4 actions) opens the drive drawer on mobile; the
  // other actions are the remotes' (or, embedded, the parent's).
  const action = resolution.kind === 'route' ? resolution.record.query.action : undefined;
  useEffect(() => {
    if (action === 'show_mobile_sidebar' && layout.isMobile && !parentOrigin) {
      layout.toggleSidebarMobile(true);
    }
  }, [action, layout, layout.isMobile, parentOrigin, location.key]);

  // Spec §4 "jump to VIP": any part asks, the host opens the plans.
  useEffect(
    () => host.events.on('jump-to-vip', () => navigate(SITE_PATHS.drivePayment)),
    [host, navigate],
  );

  const isRoute = resolution.kind === 'route';
  useScrollBehaviour({
    pathname: location.pathname,
    hash: location.hash.replace(/^#/, ''),
    locationKey: location.key,
    scrollToTop: isRoute ? resolution.scrollToTop : true,
    hashScroll: isRoute ? resolution.hashScroll : false,
    keepScroll,
  });

  const setLayout = useCallback<MountProps['setLayout']>((patch) => layout.patch(patch), [layout]);
  const layoutSnapshot = layout.snapshot;
  const sessionSnapshot = session.snapshot;
  const record = isRoute ? resolution.record : null;
  const mountProps = useMemo(
    () =>
      record
        ? {
            contractVersion: __CONTRACT_VERSION__,
            locale: currentLocale,
            route: record,
            session: sessionSnapshot,
            layout: layoutSnapshot,
            navigate,
            hrefFor,
            requireLogin,
            refreshSession,
            signOut,
            setLayout,
            setTitle,
            analytics: host.analytics,
            events: host.events,
          }
        : null,
    [
      record,
      currentLocale,
      sessionSnapshot,
      layoutSnapshot,
      navigate,
      hrefFor,
      requireLogin,
      refreshSession,
      signOut,
      setLayout,
      setTitle,
      host,
    ],
  );

  if (resolution.kind === 'redirect') return null;
  if (resolution.kind === 'not-found') {
    return (
      <Layout id="basic">
        <HostPage
          render={({ NotFoundPage }) => <NotFoundPage path={resolution.path} setTitle={setTitle} />}
        />
      </Layout>
    );
  }
  if (resolution.owner === 'server') return null;

  const { record: rec, owner, def } = resolution;
  const hideHeader =
    rec.page === 'share' && (rec.query.hide_header === '1' || rec.query.hide_header === 'true');
  let content;
  if (access.denied) {
    // No main content when the visitor's IP is blocked: the block page only.
    content = <HostPage render={({ BlockPage }) => <BlockPage setTitle={setTitle} />} />;
  } else {
    const slot = (held: boolean) =>
      owner !== 'host' &&
      mountProps && (
        <RemoteSlot
          name={owner}
          entry={registry.remotes[owner]}
          pinned={resolution.version}
          mountProps={mountProps}
          delivery={host.delivery}
          held={held}
        />
      );
    const page =
      owner === 'host' ? (
        <HostPage
          render={({ HostPages }) => (
            <HostPages
              page={rec.page}
              setTitle={setTitle}
              requireLogin={requireLogin}
              ignoredCode={host.ignoredCode}
            />
          )}
        />
      ) : (
        slot(false)
      );
    // The page arrived with its remote's shell (decision 0035): the slot shows it, loading
    // nothing, until the session is known.
    const shell =
      owner !== 'host' && host.delivery.peekPrerenderedSlot(owner)?.shell ? slot(true) : null;
    content = def.middleware?.includes('login-required') ? (
      <LoginGate
        autoStart={rec.page === 'drive' && String(rec.params.section).toLowerCase() === 'login'}
        requireLogin={requireLogin}
        setTitle={setTitle}
        texts={rec.page === 'tv-link' ? TV_GATE : undefined}
        shell={shell}
      >
        {page}
      </LoginGate>
    ) : (
      page
    );
  }
  return (
    <Layout
      id={rec.layout}
      hideHeader={hideHeader}
      signedInPage={def.middleware?.includes('login-required') === true}
    >
      {content}
    </Layout>
  );
});
