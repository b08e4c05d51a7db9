import { createRemoteLifecycles } from 'shared-libs/react';
import { DriveApp } from '../app/DriveApp';
import { PAGE_IDS } from '../app/pages';
import { createDriveRoot } from '../app/createDriveRoot';
import { loadMessages } from '../i18n/loadMessages';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles({
  name: 'mfe_drive',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  pages: PAGE_IDS,
  loadMessages,
  createStore: createDriveRoot,
  disposeStore: (root) => root.dispose(),
  App: DriveApp,
});

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
