import { createRemoteLifecycles } from 'shared-libs/react';
import { MarketingApp } from '../app/MarketingApp';
import { PAGE_IDS } from '../app/pages';
import { loadMessages } from '../i18n/loadMessages';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles({
  name: 'mfe_marketing',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  failureDrills: true,
  pages: PAGE_IDS,
  loadMessages,
  createStore: () => null,
  App: MarketingApp,
});

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
