import { lazyPage, type RemotePages } from 'shared-libs/react';

export const PAGES: RemotePages = {
  home: lazyPage(
    () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'),
    'HomePage',
  ),
  'mobile-app': lazyPage(
    () => import(/* webpackChunkName: "page-mobile-app" */ '../features/apps/MobileAppPage'),
    'MobileAppPage',
  ),
  'desktop-app': lazyPage(
    () => import(/* webpackChunkName: "page-desktop-app" */ '../features/apps/DesktopAppPage'),
    'DesktopAppPage',
  ),
  tv: lazyPage(() => import(/* webpackChunkName: "page-tv" */ '../features/apps/TvPage'), 'TvPage'),
  'tv-help': lazyPage(
    () => import(/* webpackChunkName: "page-tv-help" */ '../features/apps/TvHelpPage'),
    'TvHelpPage',
  ),
  'browser-extension': lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-browser-extension" */ '../features/apps/BrowserExtensionPage'
      ),
    'BrowserExtensionPage',
  ),
  'install-apk-troubleshooting': lazyPage(
    () => import(/* webpackChunkName: "page-apk-help" */ '../features/apps/ApkTroubleshootingPage'),
    'ApkTroubleshootingPage',
  ),
  help: lazyPage(
    () => import(/* webpackChunkName: "page-help" */ '../features/help/HelpPage'),
    'HelpPage',
  ),
  faq: lazyPage(
    () => import(/* webpackChunkName: "page-faq" */ '../features/faq/FaqPage'),
    'FaqPage',
  ),
  'help-center': lazyPage(
    () =>
      import(/* webpackChunkName: "page-help-center" */ '../features/help-center/HelpCenterPage'),
    'HelpCenterPage',
  ),
  'contact-us': lazyPage(
    () => import(/* webpackChunkName: "page-contact" */ '../features/contact/ContactPage'),
    'ContactPage',
  ),
  unsubscribe: lazyPage(
    () =>
      import(/* webpackChunkName: "page-unsubscribe" */ '../features/unsubscribe/UnsubscribePage'),
    'UnsubscribePage',
  ),
  test: lazyPage(
    () => import(/* webpackChunkName: "page-test" */ '../features/test-page/TestPage'),
    'TestPage',
  ),
  policy: lazyPage(
    () => import(/* webpackChunkName: "page-policy" */ '../features/policy/PolicyIndexPage'),
    'PolicyIndexPage',
  ),
  'policy-doc': lazyPage(
    () => import(/* webpackChunkName: "page-policy-doc" */ '../features/policy/PolicyDocPage'),
    'PolicyDocPage',
  ),
};
