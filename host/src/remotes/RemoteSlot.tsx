import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { MountProps, RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import type { RemoteEntry, RemoteVersionRef } from './registry';
import { candidatesFor, forgetFailures, markFailed, markMounted, targetOf } from './delivery';
import { ATTEMPT_TIMEOUTS_MS, loadLifecycles, RemoteFailure } from './remoteLoader';
import { reportRemoteError } from './reportRemoteError';
import type { Candidate } from './versionPlan';
import { RemoteFallback } from './RemoteFallback';
import { peekPrerenderedSlot, PRERENDERED_SLOT_ATTR, takePrerenderedSlot } from './prerenderedSlot';
import { hostMessages } from '../i18n/hostMessages';
import styles from './RemoteSlot.module.css';

/** Contract versions this host accepts (compiled in, see docs/decisions/0003). */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = __ACCEPTED_CONTRACT_VERSIONS__;

type Status =
  | { kind: 'loading' }
  /** Showing the page's prerendered fragment while the remote's code loads (decision 0018). */
  | { kind: 'prerendered' }
  | { kind: 'ready'; version: string; source: string }
  /** `kept`: the prerendered content stays readable (its links work), with a notice above it. */
  | { kind: 'failed'; failure: RemoteFailure; kept: boolean };

/** A prerendered fragment inside the parcel element the slot mounts the remote into. */
export const parcelHtml = (fragment: string): string =>
  `<div class="${styles.parcel ?? ''}">${fragment}</div>`;

/**
 * When the notice shows over prerendered content whose code has not mounted yet: 4 s after the
 * page started (the 5 s bar, with room to render), but never before one attempt's budget since
 * the slot started loading (a slow boot must not flash the notice at a code about to arrive). A
 * retry waits for its first version's two attempts.
 */
export function noticeDelay(firstRun: boolean, sincePageStart = performance.now()): number {
  const attempt = ATTEMPT_TIMEOUTS_MS[0] ?? 1500;
  if (!firstRun) return ATTEMPT_TIMEOUTS_MS.reduce((a, b) => a + b, 0);
  return Math.max(NOTICE_AT_MS - sincePageStart, attempt);
}
export const NOTICE_AT_MS = 4000;

/** What needs the remote's code to work (links work without it). */
const INTERACTIVE = 'button, input, select, textarea, [role="button"]';

interface Props {
  name: RemoteName;
  entry: RemoteEntry | undefined;
  /** A campaign's own published version of the remote (ActivityEntry.version). */
  pinned?: RemoteVersionRef | undefined;
  /** Props for the parcel, minus reportError which the slot provides. */
  mountProps: Omit<MountProps, 'reportError'>;
}

/**
 * The content slot: mounts a remote's lifecycles as a single-spa parcel, pushes new props with
 * parcel.update, unmounts on leaving, and degrades to a localized fallback with retry when the
 * remote cannot be fetched, is incompatible, or throws while mounting or rendering. Before the
 * fallback card, the versions of delivery.ts's plan are tried in turn (canary or current, the
 * registry's previous ones, this device's last known-good), each failure reported, and a
 * version that rendered in place of the first is reported as a fallback.
 *
 * A page that arrived prerendered (decision 0018) has the remote's fragment in the slot: it is
 * kept as it is (the parcel's element, which the remote's lifecycles hydrate), with no loading
 * bar. If no version can be loaded or hydrate it, the content stays readable and usable as
 * links, and the localized notice with Retry shows above it at once (as soon as the card would
 * show on a page the browser renders); using what needs the code moves the focus to Retry.
 */
export function RemoteSlot({ name, entry, pinned, mountProps }: Props) {
  const intl = useIntl();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  /** The prerendered fragment this slot holds (its HTML is fixed for the slot's life). */
  const [prerendered] = useState(() => peekPrerenderedSlot(name));
  const [status, setStatus] = useState<Status>(
    prerendered ? { kind: 'prerendered' } : { kind: 'loading' },
  );
  const started = useRef(false);
  /** The element holding prerendered content no version has replaced yet. */
  const keptEl = useRef<HTMLDivElement | null>(null);
  const [attemptKey, setAttemptKey] = useState(0);
  const propsRef = useRef(mountProps);
  propsRef.current = mountProps;
  /** The slot's error reporter: passed on mount and on every update (an update replaces props). */
  const reportRef = useRef<MountProps['reportError'] | null>(null);

  const version = entry?.version ?? 'unknown';

  useEffect(() => {
    const container = hostRef.current;
    if (!container) return;
    let disposed = false;
    // The prerendered parcel element on the first run, or the one a run that never mounted
    // kept (a retry); else a new element.
    if (!started.current) {
      started.current = true;
      takePrerenderedSlot();
      const first = container.firstElementChild;
      if (prerendered && first instanceof HTMLDivElement) keptEl.current = first;
    }
    const adopted = keptEl.current !== null;
    const el = keptEl.current ?? document.createElement('div');
    keptEl.current = null;
    if (!adopted) {
      el.className = styles.parcel ?? '';
      container.appendChild(el);
      setStatus({ kind: 'loading' });
    } else {
      // A retry over kept content: the notice goes while the code loads again.
      setStatus((s) => (s.kind === 'failed' ? { kind: 'prerendered' } : s));
    }
    /** The prerendered content is still what the slot shows (no version mounted yet). */
    let keepContent = adopted;
    /** Whether the whole plan failed (a late answer then replaces the fallback card). */
    const phase = { failed: false };
    /**
     * Over kept content, the notice shows by the 5 s bar even while versions are still being
     * tried (a hung chunk holds each one for its whole budget): the watchdog's failure, which a
     * version that mounts later replaces.
     */
    const slow = new RemoteFailure(
      name,
      version,
      'fetch',
      new Error('the code did not arrive in time'),
    );
    const watchdog = adopted
      ? setTimeout(
          () => {
            if (disposed || !keepContent || parcelRef.current) return;
            setStatus((s) =>
              s.kind === 'failed' ? s : { kind: 'failed', failure: slow, kept: true },
            );
          },
          noticeDelay(attemptKey === 0),
        )
      : undefined;
    /** The version in the slot, for the reports of a failure after mounting. */
    let mountedVersion = version;

    const fail = (stage: RemoteFailure['stage'], cause: unknown) => {
      if (disposed) return;
      const failure =
        cause instanceof RemoteFailure
          ? cause
          : new RemoteFailure(name, mountedVersion, stage, cause);
      reportRemoteError(failure);
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') parcel.unmount().catch(() => undefined);
      if (!keepContent) el.replaceChildren();
      setStatus({ kind: 'failed', failure, kept: keepContent });
    };

    const reportError: MountProps['reportError'] = ({ error, stage }) =>
      fail(stage === 'mount' || stage === 'update' ? stage : 'render', error);
    reportRef.current = reportError;

    /** Mounts `mod`; false when another version already mounted in this slot. */
    const mountWith = async (mod: RemoteLifecyclesModule, c: Candidate): Promise<boolean> => {
      if (disposed || parcelRef.current) return false;
      if (!SUPPORTED_CONTRACT_VERSIONS.includes(mod.contractVersion)) {
        throw new RemoteFailure(
          name,
          c.version,
          'contract',
          new Error(
            `contract version ${mod.contractVersion} is not supported (host supports ${SUPPORTED_CONTRACT_VERSIONS.join(', ')})`,
          ),
        );
      }
      const parcel = mountRootParcel<MountProps>(mod, {
        domElement: el,
        ...propsRef.current,
        reportError,
      });
      parcelRef.current = parcel;
      mountedVersion = c.version;
      try {
        await parcel.mountPromise;
      } catch (err) {
        // A mount (or hydration) that failed leaves the server's content where it was: it
        // stays readable under the notice, and the next version (or Retry) hydrates it again.
        throw new RemoteFailure(name, c.version, 'mount', err);
      }
      keepContent = false;
      clearTimeout(watchdog);
      markMounted(name, c);
      if (!disposed) {
        setStatus((s) =>
          s.kind === 'failed' && s.failure !== slow
            ? s
            : { kind: 'ready', version: c.version, source: c.source },
        );
      }
      return true;
    };

    /** Clears what a failed version left in the slot, before the next one. */
    const clear = () => {
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') parcel.unmount().catch(() => undefined);
      if (!keepContent) el.replaceChildren();
    };

    const candidates = candidatesFor(name, entry, pinned);
    const run = async () => {
      let first: RemoteFailure | null = null;
      for (const [i, c] of candidates.entries()) {
        if (disposed) return;
        try {
          const mod = await loadLifecycles(
            targetOf(name, c),
            (late) => {
              // A load that answered after its timeout: used if nothing else mounted yet.
              if (disposed || parcelRef.current) return;
              if (phase.failed)
                setStatus(keepContent ? { kind: 'prerendered' } : { kind: 'loading' });
              mountWith(late, c).catch((e: unknown) => fail('mount', e));
            },
            // The first version gets a retry with a fresh URL; a fallback, one attempt.
            i === 0 ? ATTEMPT_TIMEOUTS_MS : ATTEMPT_TIMEOUTS_MS.slice(0, 1),
          );
          const mounted = await mountWith(mod, c);
          if (mounted && first) {
            const failed = first;
            // Reported from versions.ts, a lazy chunk: a fallback is the rare path.
            void import(/* webpackChunkName: "host-lazy-versions" */ './versions').then(
              (v) => v.reportRemoteFallback(failed, c),
              () => console.warn(`[remote] ${name}: rendered ${c.version} (${c.source})`),
            );
          }
          return;
        } catch (e) {
          if (disposed) return;
          const failure =
            e instanceof RemoteFailure ? e : new RemoteFailure(name, c.version, 'mount', e);
          reportRemoteError(failure);
          markFailed(name, c.entry);
          clear();
          first ??= failure;
        }
      }
      if (disposed) return;
      const failure =
        first ??
        new RemoteFailure(
          name,
          version,
          'fetch',
          new Error(
            entry
              ? 'no version left to try in this page'
              : 'the registry has no entry for this remote',
          ),
        );
      if (!first) reportRemoteError(failure);
      phase.failed = true;
      clearTimeout(watchdog);
      setStatus({ kind: 'failed', failure, kept: keepContent });
    };
    void run();

    return () => {
      disposed = true;
      clearTimeout(watchdog);
      const parcel = parcelRef.current;
      parcelRef.current = null;
      // A kept prerendered page stays: the next run (a retry) adopts the same element.
      if (keepContent) keptEl.current = el;
      const done = () => {
        if (!keepContent) el.remove();
      };
      if (parcel && parcel.getStatus() === 'MOUNTED') parcel.unmount().then(done, done);
      else done();
    };
    // mountProps are pushed by the effect below, not by remounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, entry, pinned?.entry, attemptKey]);

  // New snapshots (locale, session, layout, route) go to the mounted parcel, one update at a
  // time and always the latest: a snapshot that arrives while an update is running (e.g. the
  // route a remote navigated to, right after a session update) is sent after it, never dropped.
  const updates = useRef<Promise<void>>(Promise.resolve());
  const mountedVersion = status.kind === 'ready' ? status.version : version;
  useEffect(() => {
    if (status.kind !== 'ready') return;
    updates.current = updates.current.then(async () => {
      const parcel = parcelRef.current;
      if (!parcel || parcel.getStatus() !== 'MOUNTED' || !parcel.update) return;
      const reportError = reportRef.current;
      await parcel
        .update({ ...propsRef.current, ...(reportError ? { reportError } : {}) })
        .catch((e: unknown) => {
          reportRemoteError(new RemoteFailure(name, mountedVersion, 'update', e));
        });
    });
  }, [mountProps, status.kind, name, mountedVersion]);

  // After a failure, the next navigation tries again (no permanent broken state).
  const { path: routePath, query } = mountProps.route;
  const path = `${routePath}?${new URLSearchParams(query).toString()}`;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    if (status.kind === 'failed') {
      forgetFailures(name);
      setAttemptKey((k) => k + 1);
    }
  }, [path, status.kind, name]);

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
  const retry = () => {
    forgetFailures(name);
    setAttemptKey((k) => k + 1);
  };

  return (
    <div
      className={styles.slot}
      aria-busy={status.kind === 'loading'}
      data-remote={name}
      data-status={status.kind}
      data-version={status.kind === 'ready' ? status.version : undefined}
      data-source={status.kind === 'ready' ? status.source : undefined}
      onClickCapture={kept ? onClickCapture : undefined}
    >
      {status.kind === 'failed' && (
        <RemoteFallback
          incompatible={status.failure.stage === 'contract'}
          kept={status.kept}
          onRetry={retry}
        />
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
