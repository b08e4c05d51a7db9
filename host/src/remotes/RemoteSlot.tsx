import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { MountProps, RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import type { RemoteEntry } from './registry';
import { loadLifecycles, RemoteFailure } from './remoteLoader';
import { reportRemoteError } from './reportRemoteError';
import { RemoteFallback } from './RemoteFallback';
import { hostMessages } from '../i18n/hostMessages';
import styles from './RemoteSlot.module.css';

/** Contract versions this host accepts (compiled in, see docs/decisions/0003). */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [__CONTRACT_VERSION__];

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; failure: RemoteFailure };

interface Props {
  name: RemoteName;
  entry: RemoteEntry | undefined;
  /** Props for the parcel, minus reportError which the slot provides. */
  mountProps: Omit<MountProps, 'reportError'>;
}

/**
 * The content slot: mounts a remote's lifecycles as a single-spa parcel, pushes new props with
 * parcel.update, unmounts on leaving, and degrades to a localized fallback with retry when the
 * remote cannot be fetched, is incompatible, or throws while mounting or rendering.
 */
export function RemoteSlot({ name, entry, mountProps }: Props) {
  const intl = useIntl();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
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
    const el = document.createElement('div');
    el.className = styles.parcel ?? '';
    container.appendChild(el);
    setStatus({ kind: 'loading' });

    const fail = (stage: RemoteFailure['stage'], cause: unknown) => {
      if (disposed) return;
      const failure =
        cause instanceof RemoteFailure ? cause : new RemoteFailure(name, version, stage, cause);
      reportRemoteError(failure);
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') parcel.unmount().catch(() => undefined);
      el.replaceChildren();
      setStatus({ kind: 'failed', failure });
    };

    const reportError: MountProps['reportError'] = ({ error, stage }) =>
      fail(stage === 'mount' || stage === 'update' ? stage : 'render', error);
    reportRef.current = reportError;

    const mountWith = async (mod: RemoteLifecyclesModule) => {
      if (disposed || parcelRef.current) return;
      if (!SUPPORTED_CONTRACT_VERSIONS.includes(mod.contractVersion)) {
        throw new RemoteFailure(
          name,
          version,
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
      try {
        await parcel.mountPromise;
      } catch (err) {
        throw new RemoteFailure(name, version, 'mount', err);
      }
      if (!disposed) setStatus((s) => (s.kind === 'failed' ? s : { kind: 'ready' }));
    };

    if (!entry) {
      fail('fetch', new Error('the registry has no entry for this remote'));
    } else {
      loadLifecycles(name, entry, (late) => {
        // A load that answered after its timeout: use it (the fallback was already shown).
        if (!disposed && !parcelRef.current) {
          setStatus({ kind: 'loading' });
          mountWith(late).catch((e: unknown) => fail('mount', e));
        }
      })
        .then(mountWith)
        .catch((e: unknown) => fail('mount', e));
    }

    return () => {
      disposed = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      const done = () => el.remove();
      if (parcel && parcel.getStatus() === 'MOUNTED') parcel.unmount().then(done, done);
      else done();
    };
    // mountProps are pushed by the effect below, not by remounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, entry?.entry, version, attemptKey]);

  // New snapshots (locale, session, layout, route) go to the mounted parcel, one update at a
  // time and always the latest: a snapshot that arrives while an update is running (e.g. the
  // route a remote navigated to, right after a session update) is sent after it, never dropped.
  const updates = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (status.kind !== 'ready') return;
    updates.current = updates.current.then(async () => {
      const parcel = parcelRef.current;
      if (!parcel || parcel.getStatus() !== 'MOUNTED' || !parcel.update) return;
      const reportError = reportRef.current;
      await parcel
        .update({ ...propsRef.current, ...(reportError ? { reportError } : {}) })
        .catch((e: unknown) => {
          reportRemoteError(new RemoteFailure(name, version, 'update', e));
        });
    });
  }, [mountProps, status.kind, name, version]);

  // After a failure, the next navigation tries again (no permanent broken state).
  const { path: routePath, query } = mountProps.route;
  const path = `${routePath}?${new URLSearchParams(query).toString()}`;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    if (status.kind === 'failed') setAttemptKey((k) => k + 1);
  }, [path, status.kind]);

  return (
    <div
      className={styles.slot}
      aria-busy={status.kind === 'loading'}
      data-remote={name}
      data-status={status.kind}
    >
      {status.kind === 'failed' && (
        <RemoteFallback
          incompatible={status.failure.stage === 'contract'}
          onRetry={() => setAttemptKey((k) => k + 1)}
        />
      )}
      {status.kind === 'loading' && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={intl.formatMessage(hostMessages.loadingLabel)}
        />
      )}
      <div ref={hostRef} className={styles.host} hidden={status.kind === 'failed'} />
    </div>
  );
}
