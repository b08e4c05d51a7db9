import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { MountProps } from 'shared-libs';
import { DEFAULT_LOCALE } from 'shared-libs';
import type { RemoteDefinition, Messages } from './remoteDefinition';
import type { RemotePageProps, RemotePages } from './remotePages';

/**
 * What a remote renders for a page: the same tree in the browser (createRemoteLifecycles) and
 * when its pages are prerendered to HTML (shared-libs/prerender), so the browser can hydrate
 * the prerendered markup (decision 0018).
 */

function Drill(): ReactNode {
  throw new Error('failure drill: render');
}

export const drillOf = (def: { failureDrills?: boolean }, props: MountProps) =>
  def.failureDrills ? props.route.query.__drill : undefined;

interface BoundaryProps {
  onError(error: unknown): void;
  children: ReactNode;
}

/** Catches render errors so the host can show its fallback instead of a blank slot. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const pageFallback = <div style={{ minHeight: '60vh' }} aria-busy="true" />;

function PageSwitch<S>({
  def,
  pages,
  props,
  store,
}: RemotePageProps<S> & { def: RemoteDefinition<S>; pages: RemotePages<S> }) {
  useEffect(() => def.syncStore?.(store, props), [def, store, props]);
  const Page = pages[props.route.page];
  if (!Page) throw new Error(`${def.name} has no page "${props.route.page}"`);
  return (
    <Suspense fallback={pageFallback}>
      <Page props={props} store={store} />
    </Suspense>
  );
}

export function RemoteTree<S>({
  def,
  pages,
  messages,
  props,
  store,
  shell = false,
}: {
  def: RemoteDefinition<S>;
  pages: RemotePages<S>;
  messages: Messages;
  props: MountProps;
  store: S;
  /**
   * The tree renders a page's first-view frame (a shell, decision 0035), not the page: marked
   * `data-shell`, so the browser renders the page over it instead of hydrating it.
   */
  shell?: boolean;
}) {
  return (
    <IntlProvider
      locale={props.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      onError={(err) => {
        if (err.code !== 'MISSING_TRANSLATION') console.error(err);
      }}
    >
      <div
        style={{ display: 'contents' }}
        data-remote={def.name}
        data-version={def.build?.version}
        data-build={def.build?.label}
        data-page={props.route.page}
        data-locale={props.locale}
        data-shell={shell ? '' : undefined}
      >
        <RemoteErrorBoundary onError={(error) => props.reportError({ error, stage: 'render' })}>
          {drillOf(def, props) === 'render' ? (
            <Drill />
          ) : (
            <PageSwitch def={def} pages={pages} props={props} store={store} />
          )}
        </RemoteErrorBoundary>
      </div>
    </IntlProvider>
  );
}
