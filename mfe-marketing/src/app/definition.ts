import type { RemoteDefinition } from 'shared-libs/react';
import { PAGES } from './pages';

/** The pages whose long-form content is loaded before they render (prepare.ts). */
const WITH_CONTENT: ReadonlySet<string> = new Set(['help-center', 'policy-doc']);

/** What this remote is, page by page: rendered by its lifecycles and by its prerender build. */
export const definition: RemoteDefinition<null> = {
  name: 'mfe_marketing',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  failureDrills: true,
  pages: PAGES,
  // Its own chunk (the policy catalogue is large), asked for only by a hydrating page that has
  // long-form content.
  prepare: async (props) => {
    if (!WITH_CONTENT.has(props.route.page)) return;
    const { preparePage } = await import(/* webpackChunkName: "prepare" */ './prepare');
    await preparePage(props);
  },
  messages: (locale) => import(`../i18n/lang/${locale}.json`),
};
