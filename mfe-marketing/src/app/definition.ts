import type { RemoteDefinition } from 'shared-libs/react';
import { PAGES } from './pages';
import { preparePage } from './prepare';

/** What this remote is, page by page: rendered by its lifecycles and by its prerender build. */
export const definition: RemoteDefinition<null> = {
  name: 'mfe_marketing',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  failureDrills: true,
  pages: PAGES,
  prepare: preparePage,
  messages: (locale) =>
    import(/* webpackChunkName: "lang-[request]" */ `../i18n/lang/${locale}.json`),
};
