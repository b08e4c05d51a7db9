import { createRemoteLifecycles } from 'shared-libs/react';
import { PAGES } from '../app/pages';
import { createDriveRoot } from '../app/createDriveRoot';
import { remote } from '../app/remote';
import { sectionPageOf } from '../app/sectionPages';

/** The remote's whole public interface: single-spa parcel lifecycles (host contract). */
export const lifecycles = createRemoteLifecycles({
  ...remote,
  pages: PAGES,
  createStore: createDriveRoot,
  disposeStore: (root) => root.dispose(),
  syncStore: (root, props) => root.syncStore(props),
  // Over a shell (decision 0035) a section page's chunk comes first, so that the page's first
  // render shows the section, not an empty place where it will be.
  prepare: async (props) => {
    if (props.route.page === 'drive')
      await sectionPageOf(props.route.params.section, props.route.query)?.ready();
  },
});

export const { contractVersion, pages, bootstrap, mount, unmount, update } = lifecycles;
