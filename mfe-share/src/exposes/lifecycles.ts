import { createRemoteLifecycles } from 'shared-libs/react';
import { createShareStore } from '../app/createShareStore';
import { definition } from '../app/definition';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles({ ...definition, createStore: createShareStore });

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
