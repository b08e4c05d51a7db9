import type { RemoteDefinition } from 'shared-libs/react';
import { campaignRuns, preloadCampaigns } from '../lib/useCampaigns';
import { CAMPAIGN_PAGES, PAGES } from './pages';

/** What this remote is, page by page: rendered by its lifecycles and by its prerender build. */
export const definition: RemoteDefinition<null> = {
  name: 'mfe_activity',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  failureDrills: true,
  pages: PAGES,
  // A prerendered campaign page (shown as running) hydrates once its dates are known, if it
  // runs: an ended or upcoming one (its gate shows the end page) is rendered fresh.
  prepare: async (props) => {
    const { page } = props.route;
    if (!(CAMPAIGN_PAGES as readonly string[]).includes(page)) return true;
    await preloadCampaigns(props.locale);
    return campaignRuns(page);
  },
  messages: (locale) => import(`../i18n/lang/${locale}.json`),
};
