import type { RemoteDefinition } from 'shared-libs/react';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { firstViewKey, firstViewSettled } from './firstView';
import { PAGES } from './pages';

/** The prerendered fragment in the slot (browser only; none on a server). */
const slotOf = (props: object): Element | undefined =>
  (props as { domElement?: Element }).domElement;

/** The passcode typed into the prerendered form in the slot, if any. */
function typedPasscode(slot: Element): string | undefined {
  const input = slot.querySelector<HTMLInputElement>('input[name="s_code"]');
  return input?.value || undefined;
}

/** What this remote is: rendered by its lifecycles and by its prerender build. */
export const definition: Omit<RemoteDefinition<ShareRootStore>, 'createStore'> = {
  name: 'mfe_share',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  pages: PAGES,
  messages: (locale) => import(`../i18n/lang/${locale}.json`),
  disposeStore: (store) => store.dispose(),
  syncStore: (store, props) => store.sync(props),
  // The share page's HTML shows a state of its store (firstView.ts): the passcode form,
  // prerendered per locale, or a share's first view, rendered per request from its first
  // answers (decision 0018). Both wait for the store's first answer; a server renders only a
  // settled view, and the browser hydrates only the view its own store shows, else renders
  // fresh.
  prepare: async (props, store) => {
    await store.opened;
    // A folder's names (its breadcrumb): the server renders them, the browser hydrates them
    // only once it knows them too (from the listing the visitor came from, or asked).
    await store.share.namesAsked;
    if (!firstViewSettled(store)) return false;
    const slot = slotOf(props);
    if (!slot) return true;
    const { share } = store;
    // A code typed into the prerendered form before this code ran is kept: React would put
    // the store's (empty) value back into the field when it hydrates it.
    const typed = typedPasscode(slot);
    if (typed && share.passcode === '') share.setPasscode(typed);
    const shown = slot.querySelector('[data-first-view]')?.getAttribute('data-first-view');
    return shown === firstViewKey(store) && share.passcode === (typed ?? '');
  },
};
