import type { RemoteDefinition } from 'shared-libs/react';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { PAGES } from './pages';

/** The passcode typed into the prerendered form in the slot, if any (browser only). */
function typedPasscode(props: object): string | undefined {
  const slot = (props as { domElement?: Element }).domElement;
  const input = slot?.querySelector<HTMLInputElement>('input[name="s_code"]');
  return input?.value || undefined;
}

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
  prepare: async (props, store) => {
    await store.opened;
    const { share } = store;
    // A code typed into the prerendered form before this code ran is kept: React would put
    // the store's (empty) value back into the field when it hydrates it.
    const typed = typedPasscode(props);
    if (typed && share.passcode === '') share.setPasscode(typed);
    return (
      share.phase === 'ready' &&
      share.status === 'PASS_CODE_EMPTY' &&
      share.passcode === (typed ?? '') &&
      share.passcodeProblem === null
    );
  },
};
