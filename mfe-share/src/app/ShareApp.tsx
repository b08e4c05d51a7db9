import { useEffect } from 'react';
import type { RemoteAppProps } from 'shared-libs/react';
import type { ShareRootStore } from '../stores/ShareRootStore';
import { PAGES } from './pages';

/** Root component: forwards every host update (route, session, locale) to the root store. */
export function ShareApp({ props, store }: RemoteAppProps<ShareRootStore>) {
  useEffect(() => {
    store.sync(props);
  }, [store, props]);
  const Page = PAGES[props.route.page];
  if (!Page) throw new Error(`mfe_share has no page "${props.route.page}"`);
  return <Page store={store} />;
}
