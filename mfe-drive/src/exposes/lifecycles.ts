import { createRemoteLifecycles } from 'shared-libs/react';
import { PAGES } from '../app/pages';
import { createDriveRoot } from '../app/createDriveRoot';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles({
  name: 'mfe_drive',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  pages: PAGES,
  messages: (locale) => import(`../i18n/lang/${locale}.json`),
  createStore: createDriveRoot,
  disposeStore: (root) => root.dispose(),
  syncStore: (root, props) => root.syncStore(props),
});

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
