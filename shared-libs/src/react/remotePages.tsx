import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { retryableLazy, type RetryableLazy } from './retryableLazy';
import { useDocumentTitle } from './useDocumentTitle';

/** What the remote kit passes to every page: the host's props and the remote's root store. */
export interface RemotePageProps<S = null> {
  props: MountProps;
  store: S;
}

/**
 * A page of a remote. A page with a fixed title declares it (`FaqPage.title = m.title`) and
 * the kit sets the document title; a page whose title depends on data calls
 * `useDocumentTitle` itself.
 */
export type RemotePage<S = null> = ComponentType<RemotePageProps<S>> & {
  title?: MessageDescriptor;
};

/** Page id -> page: a component, or `lazyPage(...)` for one chunk per page. */
export type RemotePages<S = null> = Readonly<Record<string, RemotePage<S>>>;

/** The page, setting the document title it declares while it is shown. */
export function withDeclaredTitle<S>(Page: RemotePage<S>): RemotePage<S> {
  const title = Page.title;
  if (!title) return Page;
  function TitledRemotePage(p: RemotePageProps<S>) {
    const intl = useIntl();
    useDocumentTitle(p.props, intl.formatMessage(title!));
    return <Page {...p} />;
  }
  TitledRemotePage.displayName = `Titled(${Page.displayName ?? Page.name})`;
  return TitledRemotePage;
}

/**
 * One lazy chunk per page: `lazyPage(() => import('./FaqPage'), 'FaqPage')`. The chunk is asked
 * for again after a failed download (retryableLazy), and its declared title is honoured.
 */
export function lazyPage<S, K extends string>(
  load: () => Promise<Record<K, RemotePage<S>>>,
  name: K,
): RetryableLazy<RemotePageProps<S>> {
  return retryableLazy(() => load().then((m) => withDeclaredTitle(m[name])));
}
