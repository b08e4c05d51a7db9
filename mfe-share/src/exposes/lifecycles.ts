import { createRemoteLifecycles } from 'shared-libs/react';
import { ShareApp } from '../app/ShareApp';
import { PAGE_IDS } from '../app/pages';
import { createShareStore } from '../app/createShareStore';
import { loadMessages } from '../i18n/loadMessages';
import type { ShareRootStore } from '../stores/ShareRootStore';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles<ShareRootStore>({
  name: 'mfe_share',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  pages: PAGE_IDS,
  loadMessages,
  createStore: createShareStore,
  disposeStore: (store) => store.dispose(),
  App: ShareApp,
});

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
