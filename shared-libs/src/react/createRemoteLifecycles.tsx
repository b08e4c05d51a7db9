import React, { Component, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { IntlProvider } from 'react-intl';
import type { MountProps, RemoteLifecyclesModule } from 'shared-libs';
import type { Locale } from 'shared-libs';
import { DEFAULT_LOCALE } from 'shared-libs';
import { loadKitMessages } from './i18n/loadKitMessages';
import { resetFailedLazies } from './retryableLazy';

export type Messages = Record<string, string>;

export interface RemoteAppProps<S> {
  props: MountProps;
  store: S;
}

export interface RemoteDefinition<S> {
  /** Remote container name, for error reports. */
  name: string;
  /**
   * The contract version the remote was compiled against: pass the build-time constant
   * `__CONTRACT_VERSION__`, never CONTRACT_VERSION read at run time (that is the host's copy).
   */
  contractVersion: number;
  /** The remote's own version and build label (`__APP_VERSION__`, `__BUILD_LABEL__`). */
  build?: { version: string; label: string };
  /**
   * Failure drills: with `?__drill=mount` or `?__drill=render` in the URL the remote fails on
   * purpose at that stage, so the host's isolation can be exercised on the real build (e2e,
   * game days). It only breaks the visitor's own slot. See docs/decisions/0004.
   */
  failureDrills?: boolean;
  /** Page ids the remote renders. */
  pages: readonly string[];
  /**
   * Loads the remote's compiled messages for a locale (its own `lang/{locale}.json`). The kit's
   * own messages (`kit.*`, e.g. the file preview) are loaded beside them and merged in.
   */
  loadMessages(locale: Locale): Promise<Messages>;
  /** Builds the remote's root store; called in mount(), disposed in unmount(). */
  createStore(props: MountProps): S;
  disposeStore?(store: S): void;
  /** The remote's root component. */
  App(appProps: RemoteAppProps<S>): ReactNode;
}

function Drill(): ReactNode {
  throw new Error('failure drill: render');
}

const drillOf = (def: { failureDrills?: boolean }, props: MountProps) =>
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

type LifecycleProps = MountProps & { name?: string };

/**
 * Builds a remote's single-spa parcel lifecycles typed with the host contract: messages are
 * loaded before the first render and before a locale switch (no flash of untranslated text),
 * a root store lives from mount to unmount, and render errors go to `reportError`.
 */
export function createRemoteLifecycles<S>(def: RemoteDefinition<S>): RemoteLifecyclesModule {
  const messages = new Map<Locale, Messages>();
  let store: S | undefined;

  const ensureMessages = async (locale: Locale): Promise<void> => {
    if (messages.has(locale)) return;
    const [kit, own] = await Promise.all([
      // Without the kit's texts the kit speaks English; the remote still mounts.
      loadKitMessages(locale).catch((error: unknown) => {
        console.error(error);
        return {};
      }),
      def.loadMessages(locale),
    ]);
    messages.set(locale, { ...kit, ...own });
  };

  function Root(props: LifecycleProps) {
    const locale = props.locale;
    return (
      <IntlProvider
        locale={locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={messages.get(locale) ?? {}}
        onError={(err) => {
          if (err.code !== 'MISSING_TRANSLATION') console.error(err);
        }}
      >
        <div
          style={{ display: 'contents' }}
          data-remote={def.name}
          data-version={def.build?.version}
          data-build={def.build?.label}
        >
          <RemoteErrorBoundary onError={(error) => props.reportError({ error, stage: 'render' })}>
            {drillOf(def, props) === 'render' ? (
              <Drill />
            ) : (
              <def.App props={props} store={store as S} />
            )}
          </RemoteErrorBoundary>
        </div>
      </IntlProvider>
    );
  }

  const spa = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Errors outside the remote's own boundary (e.g. in IntlProvider) still reach the host.
    errorBoundary: (error, _info, props) => {
      queueMicrotask(() => props.reportError({ error, stage: 'render' }));
      return <></>;
    },
  });

  // single-spa adds its own props (singleSpa, mountParcel) at run time.
  type SpaProps = Parameters<typeof spa.mount>[0];
  const asSpa = (props: LifecycleProps) => props as SpaProps;

  return {
    contractVersion: def.contractVersion,
    pages: def.pages,
    bootstrap: (props) => spa.bootstrap(asSpa(props)),
    async mount(props) {
      // A mount after a failure is the host's "Try again": pages whose chunk failed load afresh.
      resetFailedLazies();
      await ensureMessages(props.locale);
      if (drillOf(def, props) === 'mount') throw new Error('failure drill: mount');
      store = def.createStore(props);
      return spa.mount(asSpa(props));
    },
    async unmount(props) {
      const result = await spa.unmount(asSpa(props));
      if (store !== undefined) def.disposeStore?.(store);
      store = undefined;
      return result;
    },
    async update(props) {
      await ensureMessages(props.locale);
      return spa.update ? spa.update(asSpa(props)) : undefined;
    },
  };
}
