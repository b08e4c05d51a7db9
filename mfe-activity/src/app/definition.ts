import type { RemoteDefinition } from 'shared-libs/react';
import { preloadCampaigns } from '../lib/useCampaigns';
import { CAMPAIGN_PAGES, PAGES } from './pages';

/** What this remote is, page by page: rendered by its lifecycles and by its prerender build. */
export const definition: RemoteDefinition<null> = {
  name: 'mfe_activity',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  failureDrills: true,
  pages: PAGES,
  // A prerendered campaign page hydrates once its dates are known (its gate's first render).
  prepare: async (props) => {
    if ((CAMPAIGN_PAGES as readonly string[]).includes(props.route.page)) {
      await preloadCampaigns(props.locale);
    }
  },
  messages: (locale) =>
    import(/* webpackChunkName: "lang-[request]" */ `../i18n/lang/${locale}.json`),
};
