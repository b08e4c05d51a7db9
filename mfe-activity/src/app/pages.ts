import { lazyPage, type RemotePages } from 'shared-libs/react';

/** Page id -> component: one lazy chunk per page, asked for again after a failed download. */
export const PAGES: RemotePages = {
  'activity-end': lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-activity-end" */ '../features/activity-end/ActivityEndPage'
      ),
    'ActivityEndPage',
  ),
  'check-in': lazyPage(
    () => import(/* webpackChunkName: "page-check-in" */ '../features/check-in/CheckInPage'),
    'CheckInPage',
  ),
  'check-in-guide': lazyPage(
    () =>
      import(/* webpackChunkName: "page-check-in-guide" */ '../features/check-in/CheckInGuidePage'),
    'CheckInGuidePage',
  ),
  'favorite-links-hub': lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-favorite-links" */ '../features/favorite-links/FavoriteLinksPage'
      ),
    'FavoriteLinksPage',
  ),
  'inapp-widget': lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-inapp-widget" */ '../features/inapp-widget/InappWidgetPage'
      ),
    'InappWidgetPage',
  ),
  'black-friday': lazyPage(
    () =>
      import(/* webpackChunkName: "page-black-friday" */ '../features/campaigns/BlackFridayPage'),
    'BlackFridayPage',
  ),
  christmas: lazyPage(
    () => import(/* webpackChunkName: "page-christmas" */ '../features/campaigns/ChristmasPage'),
    'ChristmasPage',
  ),
  compensation: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-compensation" */ '../features/compensation/CompensationPage'
      ),
    'CompensationPage',
  ),
};
