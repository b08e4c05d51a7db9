import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import type { MountProps, RemoteName, RouteRecord } from 'shared-libs';
import type { RemoteEntry, RemoteVersionRef } from './registry';
import type { RemoteDelivery } from './delivery';
import { RemoteFailure } from './remoteFailure';
import { loadLifecycles } from './remoteLoader';
import { reportRemoteError } from './reportRemoteError';
import { SlotRun, type SlotStatus } from './slotRun';
import type { Candidate } from './versionPlan';
import { RemoteFallback } from './RemoteFallback';
import { PRERENDERED_SLOT_ATTR } from './prerenderedSlot';
import { hostMessages } from '../i18n/hostMessages';
import styles from './RemoteSlot.module.css';

export { noticeDelay } from './slotRun';

/**
 * How the slots load a remote's lifecycles: the federated loader, or what a test (or the
 * benchmark's single-bundle build) provides instead.
 */
export const RemoteLoaderContext = createContext<typeof loadLifecycles>(loadLifecycles);

/** A prerendered fragment inside the parcel element the slot mounts the remote into. */
export const parcelHtml = (fragment: string): string =>
  `<div class="${styles.parcel ?? ''}">${fragment}</div>`;

/** What needs the remote's code to work (links work without it). */
const INTERACTIVE = 'button, input, select, textarea, [role="button"]';

interface Props {
  name: RemoteName;
  entry: RemoteEntry | undefined;
  /** A campaign's own published version of the remote (ActivityEntry.version). */
  pinned?: RemoteVersionRef | undefined;
  /** Props for the parcel, minus reportError which the slot provides. */
  mountProps: Omit<MountProps, 'reportError'>;
  /** The page's delivery state: the root store's (App passes `host.delivery`). */
  delivery: RemoteDelivery;
  /**
   * Not yet: the slot shows its shell (decision 0035) and loads nothing until this is false
   * (a login-required page while the session is unknown).
   */
  held?: boolean;
}

/**
 * The content slot: mounts a remote's lifecycles as a single-spa parcel, pushes new props with
 * parcel.update, unmounts on leaving, and degrades to a localized fallback with retry when the
 * remote cannot be fetched, is incompatible, or throws while mounting or rendering. Before the
 * fallback card, the versions of the delivery's plan are tried in turn (canary or current, the
 * registry's previous ones, this device's last known-good), each failure reported, and a
 * version that rendered in place of the first is reported as a fallback.
 *
 * A page that arrived prerendered (decision 0018) has the remote's fragment in the slot: it is
 * kept as it is (the parcel's element, which the remote's lifecycles hydrate), with no loading
 * bar. If no version can be loaded or hydrate it, the content stays readable and usable as
 * links, and the localized notice with Retry shows above it at once (as soon as the card would
 * show on a page the browser renders); using what needs the code moves the focus to Retry.
 *
 * A login-required page's shell (decision 0035) is kept the same way while versions are tried
 * (busy, no loading bar), and `held` until the session is known; but it is not content: when no
 * version loads, the card takes its place.
 */
export function RemoteSlot({ name, entry, pinned, mountProps, delivery, held = false }: Props) {
  const intl = useIntl();
  const load = useContext(RemoteLoaderContext);
  /** The prerendered fragment this slot holds (its HTML is fixed for the slot's life). */
  const [prerendered] = useState(() => delivery.peekPrerenderedSlot(name));
  const [status, setStatus] = useState<SlotStatus>(
    prerendered ? { kind: 'prerendered' } : { kind: 'loading' },
  );
  const [attemptKey, setAttemptKey] = useState(0);
  const propsRef = useRef(mountProps);
  propsRef.current = mountProps;
  const version = entry?.version ?? 'unknown';
  const { hostRef, runRef } = useSlotRun({
    name,
    entry,
    pinned,
    version,
    prerendered: prerendered !== null,
    shell: prerendered?.shell === true,
    held,
    attemptKey,
    load,
    delivery,
    props: () => propsRef.current,
    setStatus,
  });
  useParcelUpdates(runRef, mountProps, status, name);
  const retry = () => {
    delivery.forgetFailures(name);
    setAttemptKey((k) => k + 1);
  };
  useRetryAfterNavigation(mountProps.route, status.kind === 'failed', retry);

  const kept = status.kind === 'failed' && status.kept;
  /** On a kept prerendered page, using what needs the code takes the visitor to Retry. */
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    if (!kept || !(e.target instanceof Element) || !e.target.closest(INTERACTIVE)) return;
    // Only the kept content's controls (not the notice's Retry). Links, and forms made to be
    // sent without code (an explicit method, as the share's passcode form), work as they are.
    if (!hostRef.current?.contains(e.target) || e.target.closest('a[href], form[method]')) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget
      .querySelector<HTMLElement>('[data-testid="remote-fallback"] button')
      ?.focus({ preventScroll: false });
  };
  return (
    <div
      className={styles.slot}
      aria-busy={
        status.kind === 'loading' || (status.kind === 'prerendered' && !!prerendered?.shell)
      }
      data-remote={name}
      data-status={status.kind}
      data-version={status.kind === 'ready' ? status.version : undefined}
      data-source={status.kind === 'ready' ? status.source : undefined}
      onClickCapture={kept ? onClickCapture : undefined}
    >
      {status.kind === 'failed' && (
        <RemoteFallback code={status.failure.code} kept={status.kept} onRetry={retry} />
      )}
      {status.kind === 'loading' && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={intl.formatMessage(hostMessages.loadingLabel)}
        />
      )}
      {prerendered ? (
        <div
          ref={hostRef}
          className={styles.host}
          {...{ [PRERENDERED_SLOT_ATTR]: name }}
          hidden={status.kind === 'failed' && !status.kept}
          // The page's prerendered fragment: the remote's lifecycles hydrate it (React leaves
          // it alone while this HTML does not change, and it never does).
          dangerouslySetInnerHTML={{ __html: prerendered.html }}
        />
      ) : (
        <div ref={hostRef} className={styles.host} hidden={status.kind === 'failed'} />
      )}
    </div>
  );
}

/**
 * The slot's runs: one per remote, entry, pinned version and Retry, each disposed (its one
 * teardown) when the next starts or the slot leaves. The first run adopts the element that holds
 * the page's prerendered fragment; a run that never mounted hands it to the next.
 */
function useSlotRun(o: {
  name: RemoteName;
  entry: RemoteEntry | undefined;
  pinned: RemoteVersionRef | undefined;
  version: string;
  prerendered: boolean;
  /** The prerendered content is a shell (decision 0035). */
  shell: boolean;
  /** Nothing runs yet (RemoteSlot's `held`). */
  held: boolean;
  attemptKey: number;
  load: typeof loadLifecycles;
  delivery: RemoteDelivery;
  props(): Omit<MountProps, 'reportError'>;
  setStatus(update: (s: SlotStatus) => SlotStatus): void;
}): { hostRef: RefObject<HTMLDivElement | null>; runRef: MutableRefObject<SlotRun | null> } {
  const hostRef = useRef<HTMLDivElement>(null);
  const runRef = useRef<SlotRun | null>(null);
  const started = useRef(false);
  /** The element holding prerendered content no version has replaced yet. */
  const keptEl = useRef<HTMLDivElement | null>(null);
  const { name, entry, pinned, version, prerendered, shell, held } = o;
  const { attemptKey, load, delivery, setStatus } = o;
  const props = useRef(o.props);
  props.current = o.props;

  useEffect(() => {
    const container = hostRef.current;
    if (!container || held) return;
    const firstRun = !started.current;
    if (firstRun) {
      started.current = true;
      delivery.takePrerenderedSlot();
      const first = container.firstElementChild;
      if (prerendered && first instanceof HTMLDivElement) keptEl.current = first;
    }
    const adopted = keptEl.current;
    keptEl.current = null;
    const el = adopted ?? document.createElement('div');
    if (adopted) {
      // A retry over kept content: the notice goes while the code loads again.
      setStatus((s) => (s.kind === 'failed' ? { kind: 'prerendered' } : s));
    } else {
      el.className = styles.parcel ?? '';
      container.appendChild(el);
      setStatus(() => ({ kind: 'loading' }));
    }
    const run = new SlotRun({
      name,
      version,
      candidates: delivery.candidatesFor(name, entry, pinned),
      delivery,
      hasEntry: entry !== undefined,
      el,
      keep: adopted !== null,
      shell,
      firstRun,
      props: () => props.current(),
      load,
      setStatus,
      onFallback: reportFallback,
    });
    runRef.current = run;
    run.start();
    return () => {
      if (runRef.current === run) runRef.current = null;
      keptEl.current = run.dispose();
    };
    // The run reads the latest props through `props`; it restarts only for these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, entry, pinned?.entry, attemptKey, load, delivery, held]);

  return { hostRef, runRef };
}

/** A version rendered in place of the first one tried: reported from versions.ts (lazy). */
function reportFallback(failed: RemoteFailure, used: Candidate): void {
  void import(/* webpackChunkName: "host-lazy-versions" */ './versions').then(
    (v) => v.reportRemoteFallback(failed, used),
    () => console.warn(`[remote] ${failed.remote}: rendered ${used.version} (${used.source})`),
  );
}

/**
 * New snapshots (locale, session, layout, route) go to the mounted parcel, one update at a time
 * and always the latest: a snapshot that arrives while an update is running (e.g. the route a
 * remote navigated to, right after a session update) is sent after it, never dropped.
 */
function useParcelUpdates(
  runRef: MutableRefObject<SlotRun | null>,
  mountProps: Omit<MountProps, 'reportError'>,
  status: SlotStatus,
  name: RemoteName,
): void {
  const updates = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(mountProps);
  latest.current = mountProps;
  const readyVersion = status.kind === 'ready' ? status.version : null;
  useEffect(() => {
    if (readyVersion === null) return;
    updates.current = updates.current.then(async () => {
      const run = runRef.current;
      const parcel = run?.mounted;
      if (!run || !parcel?.update) return;
      await parcel
        .update({ ...latest.current, reportError: run.reportError })
        .catch((e: unknown) => {
          reportRemoteError(new RemoteFailure(name, readyVersion, 'update', e));
        });
    });
  }, [mountProps, readyVersion, name, runRef]);
}

/** After a failure, the next navigation tries again (no permanent broken state). */
function useRetryAfterNavigation(route: RouteRecord, failed: boolean, retry: () => void): void {
  const path = `${route.path}?${new URLSearchParams(route.query).toString()}`;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    if (failed) retry();
    // `retry` is a new function each render; the path decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, failed]);
}
