import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { SharePage } from '../app/SharePage';
import { ShareRootStore, type RootDeps } from '../stores/ShareRootStore';
import { flush } from './harness';

/**
 * The share page as the remote mounts it, in English: its root store built from `props` and
 * `deps` (a harness's, with any override), rendered, and its first answers settled.
 */
export async function renderSharePage(props: MountProps, deps: RootDeps) {
  const store = new ShareRootStore(props, deps);
  store.sync(props);
  const utils = render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <SharePage store={store} />
    </IntlProvider>,
  );
  await act(flush);
  return { store, ...utils };
}
