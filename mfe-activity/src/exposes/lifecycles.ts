import { createRemoteLifecycles } from 'shared-libs/react';
import { ActivityApp } from '../app/ActivityApp';
import { PAGE_IDS } from '../app/pages';
import { loadMessages } from '../i18n/loadMessages';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles({
  name: 'mfe_activity',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  failureDrills: true,
  pages: PAGE_IDS,
  loadMessages,
  createStore: () => null,
  App: ActivityApp,
});

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
