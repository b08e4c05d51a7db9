import { createRemoteLifecycles } from 'shared-libs/react';
import { PAGES } from '../app/pages';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles({
  name: 'mfe_activity',
  contractVersion: __CONTRACT_VERSION__,
  build: { version: __APP_VERSION__, label: __BUILD_LABEL__ },
  failureDrills: true,
  pages: PAGES,
  messages: (locale) =>
    import(/* webpackChunkName: "lang-[request]" */ `../i18n/lang/${locale}.json`),
});

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
