import type { RemoteDefinition } from 'shared-libs/react';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { PAGES } from './pages';

/** What this remote is: rendered by its lifecycles and by its prerender build. */
export const definition: Omit<RemoteDefinition<ShareRootStore>, 'createStore'> = {
  name: 'mfe_share',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  pages: PAGES,
  messages: (locale) =>
    import(/* webpackChunkName: "lang-[request]" */ `../i18n/lang/${locale}.json`),
  disposeStore: (store) => store.dispose(),
  syncStore: (store, props) => store.sync(props),
  // The only prerendered state of the share page is its passcode form (the host server serves
  // it when the share asked for a passcode): hydrated once the store shows the same form, with
  // nothing typed and no problem said; anything else is rendered fresh.
  prepare: async (_props, store) => {
    await store.opened;
    const { share } = store;
    return (
      share.phase === 'ready' &&
      share.status === 'PASS_CODE_EMPTY' &&
      share.passcode === '' &&
      share.passcodeProblem === null
    );
  },
};
