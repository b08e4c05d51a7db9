import { mountRootParcel, type Parcel } from 'single-spa';
import type { MountProps, RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import { targetOf, type RemoteDelivery } from './delivery';
import { RemoteFailure } from './remoteFailure';
import { ATTEMPT_TIMEOUTS_MS, type loadLifecycles } from './remoteLoader';
import { reportRemoteError } from './reportRemoteError';
import type { Candidate } from './versionPlan';

/** Contract versions this host accepts (compiled in, see docs/decisions/0003 and 0021). */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = __ACCEPTED_CONTRACT_VERSIONS__;

export type SlotStatus =
  | { kind: 'loading' }
  /** Showing the page's prerendered fragment while the remote's code loads (decision 0018). */
  | { kind: 'prerendered' }
  | { kind: 'ready'; version: string; source: string }
  /** `kept`: the prerendered content stays readable (its links work), with a notice above it. */
  | { kind: 'failed'; failure: RemoteFailure; kept: boolean };

/**
 * When the notice (over prerendered content) or the card shows while versions are still being
 * tried (a hung entry or chunk holds each version for its whole budget, and a plan may hold
 * several versions). Over kept content: 4 s after the page started (the 5 s bar, with room to
 * render), never before one attempt's budget since the slot started (a slow boot must not flash
 * the notice at a code about to arrive). A card, and a retry: after the first version's two
 * attempts, when the card would show if that version were the only one.
 */
export function noticeDelay(
  run: { kept: boolean; firstRun: boolean },
  sincePageStart = performance.now(),
): number {
  const attempt = ATTEMPT_TIMEOUTS_MS[0] ?? 1500;
  const attempts = ATTEMPT_TIMEOUTS_MS.reduce((a, b) => a + b, 0);
  if (!run.kept || !run.firstRun) return attempts;
  return Math.max(NOTICE_AT_MS - sincePageStart, attempt);
}
export const NOTICE_AT_MS = 4000;

export interface SlotRunOptions {
  name: RemoteName;
  /** The registry's version of the remote (named in reports before any version mounted). */
  version: string;
  /** The versions to try, in order (RemoteDelivery.candidatesFor). */
  candidates: readonly Candidate[];
  /** The page's delivery state (the root store's): told what failed and what mounted. */
  delivery: Pick<RemoteDelivery, 'markFailed' | 'markMounted'>;
  /** The registry has an entry for the remote (else nothing could be tried). */
  hasEntry: boolean;
  /** The parcel's element. */
  el: HTMLDivElement;
  /** `el` holds prerendered content that stays until a version mounts (decision 0018). */
  keep: boolean;
  /**
   * What `el` keeps is a shell (decision 0035), not content: it shows while versions are tried,
   * and a failure shows the card in its place (`kept: false`), at the card's time.
   */
  shell?: boolean;
  /** The slot's first run (not a retry): the notice's time counts from the page's start. */
  firstRun: boolean;
  /** The mount props of now (the slot's latest render). */
  props(): Omit<MountProps, 'reportError'>;
  load: typeof loadLifecycles;
  setStatus(update: (s: SlotStatus) => SlotStatus): void;
  /** A version rendered in place of the first one tried (reported from a lazy chunk). */
  onFallback(failed: RemoteFailure, used: Candidate): void;
}

/**
 * One run of a slot's plan: tries each version in turn, mounts the first that loads as a
 * single-spa parcel, and ends in one teardown (`dispose`). A run that is disposed (the slot left,
 * or Retry started another run) never changes the slot again.
 */
export class SlotRun {
  private disposed = false;
  private parcel: Parcel<MountProps> | null = null;
  /** The prerendered content is still what the slot shows (no version mounted yet). */
  private keep: boolean;
  /** Every version failed (a late answer then replaces the fallback). */
  private planFailed = false;
  /** The version in the slot, for the reports of a failure after mounting. */
  private mountedVersion: string;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  /** The watchdog's failure (REMOTE_SLOW), which a version that mounts later replaces. */
  private readonly slow: RemoteFailure;

  constructor(private readonly o: SlotRunOptions) {
    this.keep = o.keep;
    this.mountedVersion = o.version;
    this.slow = new RemoteFailure(
      o.name,
      o.version,
      'fetch',
      new Error('the code did not arrive in time'),
      'REMOTE_SLOW',
    );
  }

  /** The error reporter the parcel gets (on mount and with every update). */
  readonly reportError: MountProps['reportError'] = ({ error, stage }) =>
    this.fail(stage === 'mount' || stage === 'update' ? stage : 'render', error);

  /** The mounted parcel, for updates. */
  get mounted(): Parcel<MountProps> | null {
    return this.parcel?.getStatus() === 'MOUNTED' ? this.parcel : null;
  }

  /** What a failure keeps readable under the notice: prerendered content, never a shell. */
  private get kept(): boolean {
    return this.keep && !this.o.shell;
  }

  start(): void {
    // The notice (or the card) shows by the 5 s bar even while versions are still being tried;
    // a version that mounts later replaces it.
    const kept = this.kept;
    this.watchdog = setTimeout(
      () => {
        if (this.disposed || this.parcel || this.kept !== kept) return;
        this.o.setStatus((s) =>
          s.kind === 'failed' ? s : { kind: 'failed', failure: this.slow, kept },
        );
      },
      noticeDelay({ kept, firstRun: this.o.firstRun }),
    );
    void this.run();
  }

  /**
   * The one teardown: the run stops, its parcel unmounts, and its element goes unless it still
   * holds the prerendered content (returned: the next run adopts it).
   */
  dispose(): HTMLDivElement | null {
    this.disposed = true;
    clearTimeout(this.watchdog);
    const el = this.o.el;
    const kept = this.keep ? el : null;
    this.unmountParcel(() => {
      if (!kept) el.remove();
    });
    return kept;
  }

  private async run(): Promise<void> {
    const { name, candidates } = this.o;
    let first: RemoteFailure | null = null;
    for (const [i, c] of candidates.entries()) {
      if (this.disposed) return;
      try {
        const mod = await this.o.load(
          targetOf(name, c),
          (late) => this.mountLate(late, c),
          // The first version gets a retry with a fresh URL; a fallback, one attempt.
          i === 0 ? ATTEMPT_TIMEOUTS_MS : ATTEMPT_TIMEOUTS_MS.slice(0, 1),
        );
        const mounted = await this.mountWith(mod, c);
        if (mounted && first) this.o.onFallback(first, c);
        return;
      } catch (e) {
        if (this.disposed) return;
        const failure =
          e instanceof RemoteFailure ? e : new RemoteFailure(name, c.version, 'mount', e);
        reportRemoteError(failure);
        this.o.delivery.markFailed(name, c.entry);
        this.clear();
        first ??= failure;
      }
    }
    if (this.disposed) return;
    const failure =
      first ??
      (this.o.hasEntry
        ? new RemoteFailure(
            name,
            this.o.version,
            'fetch',
            new Error('no version left to try in this page'),
          )
        : new RemoteFailure(
            name,
            this.o.version,
            'fetch',
            new Error('the registry has no entry for this remote'),
            'REMOTE_NO_ENTRY',
          ));
    if (!first) reportRemoteError(failure);
    this.planFailed = true;
    clearTimeout(this.watchdog);
    this.o.setStatus(() => ({ kind: 'failed', failure, kept: this.kept }));
  }

  /** A load that answered after its timeout: used if nothing else mounted yet. */
  private mountLate(late: RemoteLifecyclesModule, c: Candidate): void {
    if (this.disposed || this.parcel) return;
    if (this.planFailed)
      this.o.setStatus(() => (this.keep ? { kind: 'prerendered' } : { kind: 'loading' }));
    this.mountWith(late, c).catch((e: unknown) => this.fail('mount', e));
  }

  /** Mounts `mod`; false when another version already mounted in this slot. */
  private async mountWith(mod: RemoteLifecyclesModule, c: Candidate): Promise<boolean> {
    if (this.disposed || this.parcel) return false;
    if (!SUPPORTED_CONTRACT_VERSIONS.includes(mod.contractVersion)) {
      throw new RemoteFailure(
        this.o.name,
        c.version,
        'contract',
        new Error(
          `contract version ${mod.contractVersion} is not supported (host supports ${SUPPORTED_CONTRACT_VERSIONS.join(', ')})`,
        ),
      );
    }
    const parcel = mountRootParcel<MountProps>(mod, {
      domElement: this.o.el,
      ...this.o.props(),
      reportError: this.reportError,
    });
    this.parcel = parcel;
    this.mountedVersion = c.version;
    try {
      await parcel.mountPromise;
    } catch (err) {
      // A mount (or hydration) that failed leaves the server's content where it was: it
      // stays readable under the notice, and the next version (or Retry) hydrates it again.
      throw new RemoteFailure(this.o.name, c.version, 'mount', err);
    }
    this.keep = false;
    clearTimeout(this.watchdog);
    this.o.delivery.markMounted(this.o.name, c);
    if (!this.disposed) {
      this.o.setStatus((s) =>
        s.kind === 'failed' && s.failure !== this.slow
          ? s
          : { kind: 'ready', version: c.version, source: c.source },
      );
    }
    return true;
  }

  /** The version in the slot failed after it mounted (or while mounting late). */
  private fail(stage: RemoteFailure['stage'], cause: unknown): void {
    if (this.disposed) return;
    const failure =
      cause instanceof RemoteFailure
        ? cause
        : new RemoteFailure(this.o.name, this.mountedVersion, stage, cause);
    reportRemoteError(failure);
    this.clear();
    this.o.setStatus(() => ({ kind: 'failed', failure, kept: this.kept }));
  }

  /** Clears what a failed version left in the slot, before the next one or the fallback. */
  private clear(): void {
    this.unmountParcel();
    if (!this.keep) this.o.el.replaceChildren();
  }

  /** Unmounts the parcel if it is mounted; `then` runs after (or at once without one). */
  private unmountParcel(then?: () => void): void {
    const parcel = this.parcel;
    this.parcel = null;
    if (parcel && parcel.getStatus() === 'MOUNTED') {
      parcel.unmount().then(
        () => then?.(),
        () => then?.(),
      );
    } else then?.();
  }
}
