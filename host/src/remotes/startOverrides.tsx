import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteName } from 'shared-libs';
import type { KeyValue } from '../lib/storage';
import OverrideBanner from './OverrideBanner';
import bannerStyles from './OverrideBanner.module.css';
import { OverrideDialog } from './OverrideDialog';
import {
  entriesOf,
  resolveOverrides,
  type ConfirmedOverrides,
  type OverrideRules,
  type Proposal,
} from './overrides';

/**
 * The overrides' lazy chunk entry (bootstrap.tsx imports it only when delivery.ts's mayOverride
 * says an override may be in force): asks the person about any proposed override, then puts the
 * banner up, and only then hands the confirmed entries back to boot, which loads remotes after.
 * Like overrides.ts it takes the boot chunk's pieces as arguments (types only imported).
 */
export interface StartOverridesOptions {
  search: string;
  store: KeyValue;
  rules: OverrideRules;
  /** The host's providers (HostIntl with the root store) around the dialog and the banner. */
  wrap: (node: ReactNode) => ReactNode;
  /** Removes the stored overrides (the root store's RemoteDelivery.clearOverrides). */
  onReset: () => void;
}

/** Calls `onCommit` once its children are in the document. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Shows the dialog in a root of its own; resolves with the answer, the dialog gone. */
function ask(wrap: StartOverridesOptions['wrap'], proposals: Proposal[], expiresAt: number) {
  return new Promise<boolean>((resolve) => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const root = createRoot(el);
    const onDecide = (accepted: boolean) => {
      resolve(accepted);
      queueMicrotask(() => {
        root.unmount();
        el.remove();
      });
    };
    root.render(
      wrap(<OverrideDialog proposals={proposals} expiresAt={expiresAt} onDecide={onDecide} />),
    );
  });
}

/** Puts the banner up (after the page's root, held at the bottom); resolves once it is there. */
function showBanner(o: StartOverridesOptions, active: ConfirmedOverrides): Promise<void> {
  return new Promise<void>((resolve) => {
    const el = document.createElement('div');
    el.className = bannerStyles.dock!;
    const page = document.getElementById('root');
    if (page) page.after(el);
    else document.body.appendChild(el);
    createRoot(el).render(
      o.wrap(
        <Committed onCommit={resolve}>
          <OverrideBanner overrides={active} onReset={o.onReset} />
        </Committed>,
      ),
    );
  });
}

/** The confirmed overrides' entries, once the banner is up (empty: none, nothing shown). */
export async function startOverrides(
  o: StartOverridesOptions,
): Promise<Partial<Record<RemoteName, string>>> {
  const active = await resolveOverrides(o.search, o.store, o.rules, (proposals, expiresAt) =>
    ask(o.wrap, proposals, expiresAt),
  );
  // Answered (or nothing to answer): the proposal leaves the address, so a reload asks no more.
  const url = new URL(location.href);
  if (url.searchParams.has('override')) {
    url.searchParams.delete('override');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  if (Object.keys(active).length) await showBanner(o, active);
  return entriesOf(active);
}
