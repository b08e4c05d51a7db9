import { lazy, type ComponentType } from 'react';
import type { MountProps } from 'shared-libs';

export type PageComponent = ComponentType<{ props: MountProps }>;

/** One lazy chunk per page. */
function page<K extends string>(
  load: () => Promise<Record<K, PageComponent>>,
  name: K,
): PageComponent {
  return lazy(() => load().then((m) => ({ default: m[name] as PageComponent })));
}

/** Page id -> component. */
export const PAGES: Record<string, PageComponent> = {
  'activity-end': page(
    () =>
      import(
        /* webpackChunkName: "page-activity-end" */ '../features/activity-end/ActivityEndPage'
      ),
    'ActivityEndPage',
  ),
  'check-in': page(
    () => import(/* webpackChunkName: "page-check-in" */ '../features/check-in/CheckInPage'),
    'CheckInPage',
  ),
  'check-in-guide': page(
    () =>
      import(/* webpackChunkName: "page-check-in-guide" */ '../features/check-in/CheckInGuidePage'),
    'CheckInGuidePage',
  ),
  'favorite-links-hub': page(
    () =>
      import(
        /* webpackChunkName: "page-favorite-links" */ '../features/favorite-links/FavoriteLinksPage'
      ),
    'FavoriteLinksPage',
  ),
  'inapp-widget': page(
    () =>
      import(
        /* webpackChunkName: "page-inapp-widget" */ '../features/inapp-widget/InappWidgetPage'
      ),
    'InappWidgetPage',
  ),
  'black-friday': page(
    () =>
      import(/* webpackChunkName: "page-black-friday" */ '../features/campaigns/BlackFridayPage'),
    'BlackFridayPage',
  ),
  christmas: page(
    () => import(/* webpackChunkName: "page-christmas" */ '../features/campaigns/ChristmasPage'),
    'ChristmasPage',
  ),
  compensation: page(
    () =>
      import(
        /* webpackChunkName: "page-compensation" */ '../features/compensation/CompensationPage'
      ),
    'CompensationPage',
  ),
};

export const PAGE_IDS: readonly string[] = Object.keys(PAGES);
