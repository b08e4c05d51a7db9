import { lazyPage, type RemotePage, type RemotePages } from 'shared-libs/react';

/**
 * A campaign page behind the campaign's dates (the API's activity_operation): the page's chunk
 * and the gate's load side by side; outside its dates the gate shows the activity-end page
 * (features/activity-end/CampaignGate). `campaignId` is the API's id of the campaign.
 */
function campaignPage<K extends string>(
  campaignId: string,
  load: () => Promise<Record<K, RemotePage>>,
  name: K,
  gated: boolean,
) {
  // Prerendered (decision 0018), a campaign is shown as running: the host only routes to it
  // while the registry says so, and the browser's gate checks the API's dates on hydration.
  if (!gated) return lazyPage(load, name);
  return lazyPage(
    () =>
      Promise.all([
        import(/* webpackChunkName: "campaign-gate" */ '../features/activity-end/CampaignGate'),
        load(),
      ]).then(([gate, page]) => ({ Page: gate.gateCampaign(campaignId, page[name]) })),
    'Page',
  );
}

/** The campaign pages (their ids are the API's campaign ids too). */
export const CAMPAIGN_PAGES = ['black-friday', 'christmas', 'compensation'] as const;

/**
 * Page id -> component: one lazy chunk per page, asked for again after a failed download.
 * `gated`: campaign pages behind their dates (the browser); false for the prerender build.
 */
export const pagesOf = (gated: boolean): RemotePages => ({
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
  'black-friday': campaignPage(
    'black-friday',
    () =>
      import(/* webpackChunkName: "page-black-friday" */ '../features/campaigns/BlackFridayPage'),
    'BlackFridayPage',
    gated,
  ),
  christmas: campaignPage(
    'christmas',
    () => import(/* webpackChunkName: "page-christmas" */ '../features/campaigns/ChristmasPage'),
    'ChristmasPage',
    gated,
  ),
  compensation: campaignPage(
    'compensation',
    () =>
      import(
        /* webpackChunkName: "page-compensation" */ '../features/compensation/CompensationPage'
      ),
    'CompensationPage',
    gated,
  ),
});

export const PAGES: RemotePages = pagesOf(true);
