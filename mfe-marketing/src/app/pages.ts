import { lazy, type ComponentType } from 'react';
import type { MountProps } from 'shared-libs';

export type PageComponent = ComponentType<{ props: MountProps }>;

/** One lazy chunk per page: a visitor downloads the code of the page they open only. */
function page<K extends string>(
  load: () => Promise<Record<K, PageComponent>>,
  name: K,
): PageComponent {
  return lazy(() => load().then((m) => ({ default: m[name] as PageComponent })));
}

export const PAGES: Record<string, PageComponent> = {
  home: page(
    () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'),
    'HomePage',
  ),
  'mobile-app': page(
    () => import(/* webpackChunkName: "page-mobile-app" */ '../features/apps/MobileAppPage'),
    'MobileAppPage',
  ),
  'desktop-app': page(
    () => import(/* webpackChunkName: "page-desktop-app" */ '../features/apps/DesktopAppPage'),
    'DesktopAppPage',
  ),
  tv: page(() => import(/* webpackChunkName: "page-tv" */ '../features/apps/TvPage'), 'TvPage'),
  'tv-help': page(
    () => import(/* webpackChunkName: "page-tv-help" */ '../features/apps/TvHelpPage'),
    'TvHelpPage',
  ),
  'browser-extension': page(
    () =>
      import(
        /* webpackChunkName: "page-browser-extension" */ '../features/apps/BrowserExtensionPage'
      ),
    'BrowserExtensionPage',
  ),
  'install-apk-troubleshooting': page(
    () => import(/* webpackChunkName: "page-apk-help" */ '../features/apps/ApkTroubleshootingPage'),
    'ApkTroubleshootingPage',
  ),
  help: page(
    () => import(/* webpackChunkName: "page-help" */ '../features/help/HelpPage'),
    'HelpPage',
  ),
  faq: page(() => import(/* webpackChunkName: "page-faq" */ '../features/faq/FaqPage'), 'FaqPage'),
  'help-center': page(
    () =>
      import(/* webpackChunkName: "page-help-center" */ '../features/help-center/HelpCenterPage'),
    'HelpCenterPage',
  ),
  'contact-us': page(
    () => import(/* webpackChunkName: "page-contact" */ '../features/contact/ContactPage'),
    'ContactPage',
  ),
  unsubscribe: page(
    () =>
      import(/* webpackChunkName: "page-unsubscribe" */ '../features/unsubscribe/UnsubscribePage'),
    'UnsubscribePage',
  ),
  test: page(
    () => import(/* webpackChunkName: "page-test" */ '../features/test-page/TestPage'),
    'TestPage',
  ),
  policy: page(
    () => import(/* webpackChunkName: "page-policy" */ '../features/policy/PolicyIndexPage'),
    'PolicyIndexPage',
  ),
  'policy-doc': page(
    () => import(/* webpackChunkName: "page-policy-doc" */ '../features/policy/PolicyDocPage'),
    'PolicyDocPage',
  ),
};

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
