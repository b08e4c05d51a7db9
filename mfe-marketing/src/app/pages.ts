import { lazy, type ComponentType } from 'react';
import type { MountProps } from 'shared-libs';

export type PageComponent = ComponentType<{ props: MountProps }>;

/** Each page is its own chunk: a visitor to the home page downloads the home page only. */
export const PAGES: Record<string, PageComponent> = {
  home: lazy(() =>
    import(/* webpackChunkName: "page-home" */ '../features/home/HomePage').then((m) => ({
      default: m.HomePage,
    })),
  ),
};

const INFO_PAGE_IDS = [
  'browser-extension',
  'contact-us',
  'desktop-app',
  'mobile-app',
  'help',
  'faq',
  'help-center',
  'install-apk-troubleshooting',
  'tv',
  'tv-help',
  'unsubscribe',
  'test',
  'policy',
  'policy-doc',
] as const;

const InfoPage = lazy(() =>
  import(/* webpackChunkName: "page-info" */ '../features/info-pages/InfoPage').then((m) => ({
    default: m.InfoPage,
  })),
);
for (const id of INFO_PAGE_IDS) PAGES[id] = InfoPage;

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
