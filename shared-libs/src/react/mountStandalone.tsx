import { DEFAULT_LOCALE, toLocale } from 'shared-libs';
import type { MountProps, RemoteLifecyclesModule, RouteRecord } from 'shared-libs';

/**
 * Dev harness: mounts a remote's lifecycles into `#root` with a fake host, so a team can run
 * its remote alone (`npm run dev -w <remote>`). The page comes from `?page=` and the locale
 * from `?locale=`. Production pages are always mounted by the host, never through this.
 */
export async function mountStandalone(
  lifecycles: RemoteLifecyclesModule,
  remote: RouteRecord['remote'],
) {
  const q = new URLSearchParams(location.search);
  const page = q.get('page') ?? lifecycles.pages[0] ?? 'home';
  const domElement = document.getElementById('root')!;
  const props: MountProps = {
    contractVersion: lifecycles.contractVersion,
    locale: toLocale(q.get('locale')) ?? DEFAULT_LOCALE,
    route: {
      remote,
      page,
      params: Object.fromEntries(
        [...q].filter(([k]) => k.startsWith('p.')).map(([k, v]) => [k.slice(2), v]),
      ),
      query: Object.fromEntries(q),
      layout: 'basic',
      middleware: [],
      path: location.pathname,
      hash: location.hash.slice(1),
    },
    session: { signedIn: false, user: null },
    layout: {
      isMobile: innerWidth <= 768,
      darkMode: false,
      sidebarMobileVisible: false,
      isCollapse: false,
      serverTime: 0,
      embedded: false,
    },
    navigate: (to) => console.info('[standalone] navigate', to),
    hrefFor: (to) => to,
    requireLogin: async () => false,
    refreshSession: async () => console.info('[standalone] refreshSession'),
    signOut: async () => console.info('[standalone] signOut'),
    setLayout: (patch) => console.info('[standalone] setLayout', patch),
    reportError: (r) => console.error('[standalone] reportError', r),
    setTitle: (t) => (document.title = t),
  };
  // Loaded here only: single-spa in the kit's module graph would be a second copy beside the
  // host's on every page (single-spa warns "loaded twice").
  const { mountRootParcel } = await import('single-spa');
  await mountRootParcel<MountProps>(
    { name: `${remote}-standalone`, ...lifecycles },
    {
      domElement,
      ...props,
    },
  ).mountPromise;
}
