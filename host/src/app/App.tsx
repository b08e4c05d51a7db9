import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MountProps, NavigateOptions, SessionSnapshot } from 'shared-libs';
import { Layout } from '../layouts/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HostPages } from '../pages/HostPages';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { resolveRoute } from '../routing/resolveRoute';
import { withLocale } from '../routing/localePath';
import { safeInternalPath } from '../routing/safeTarget';
import { useHost } from './HostContext';

const SIGNED_OUT: SessionSnapshot = { signedIn: false, user: null };
const BRAND = 'Cumulus';

export const App = observer(function App() {
  const host = useHost();
  const { layout, locale, registry } = host;
  const location = useLocation();
  const routerNavigate = useNavigate();

  const resolution = useMemo(
    () =>
      resolveRoute({
        pathname: location.pathname,
        search: location.search,
        hash: location.hash.replace(/^#/, ''),
        activities: registry.activities,
        isMobile: layout.isMobile,
        now: Date.now(),
      }),
    [location.pathname, location.search, location.hash, registry, layout.isMobile],
  );

  useEffect(() => {
    if (resolution.kind !== 'redirect') return;
    if (resolution.storeLocale) void locale.setLocale(resolution.storeLocale);
    routerNavigate(resolution.to, { replace: true });
  }, [resolution, locale, routerNavigate]);

  const pathLocale = resolution.kind === 'redirect' ? undefined : resolution.pathLocale;
  useEffect(() => {
    if (pathLocale && pathLocale !== locale.locale) void locale.setLocale(pathLocale);
  }, [pathLocale, locale]);

  const setTitle = useCallback((title: string) => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, []);

  const currentLocale = locale.locale;
  const hrefFor = useCallback(
    (to: string) => {
      const safe = safeInternalPath(to);
      return safe ? withLocale(currentLocale, safe) : '#';
    },
    [currentLocale],
  );
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      const safe = safeInternalPath(to);
      if (!safe) {
        console.warn('[host] navigation refused:', to);
        return;
      }
      routerNavigate(withLocale(currentLocale, safe), { replace: options?.replace });
    },
    [routerNavigate, currentLocale],
  );

  const setLayout = useCallback<MountProps['setLayout']>((patch) => layout.patch(patch), [layout]);
  const requireLogin = useCallback<MountProps['requireLogin']>(async () => false, []);

  const layoutSnapshot = layout.snapshot;
  const record = resolution.kind === 'route' ? resolution.record : null;
  const mountProps = useMemo(
    () =>
      record
        ? {
            contractVersion: __CONTRACT_VERSION__,
            locale: locale.locale,
            route: record,
            session: SIGNED_OUT,
            layout: layoutSnapshot,
            navigate,
            hrefFor,
            requireLogin,
            setLayout,
            setTitle,
          }
        : null,
    [record, locale.locale, layoutSnapshot, navigate, hrefFor, requireLogin, setLayout, setTitle],
  );

  if (resolution.kind === 'redirect') return null;
  if (resolution.kind === 'not-found') {
    return (
      <Layout id="basic">
        <NotFoundPage path={resolution.path} setTitle={setTitle} />
      </Layout>
    );
  }
  return (
    <Layout id={resolution.record.layout}>
      {resolution.owner === 'host' ? (
        <HostPages page={resolution.record.page} setTitle={setTitle} />
      ) : (
        mountProps && (
          <RemoteSlot
            name={resolution.owner}
            entry={registry.remotes[resolution.owner]}
            mountProps={mountProps}
          />
        )
      )}
    </Layout>
  );
});
