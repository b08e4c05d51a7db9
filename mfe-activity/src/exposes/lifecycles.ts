import { createRemoteLifecycles } from 'shared-libs/react';
import { definition } from '../app/definition';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles(definition);

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
