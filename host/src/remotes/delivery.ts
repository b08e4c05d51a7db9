import type { RemoteName } from 'shared-libs';
import type { KeyValue } from '../lib/storage';
import { REMOTE_NAMES, type Registry, type RemoteEntry, type RemoteVersionRef } from './registry';
import { readKnownGood, rememberKnownGood } from './registryCache';
import type { LoadTarget } from './lifecycles';
import type { PrerenderedSlot } from './prerenderedSlot';
import { planVersions, type Candidate } from './versionPlan';
import { sendRemoteReport } from './remoteReports';

/** The developer overrides in force: an entry URL per overridden remote (overrides.ts). */
export type Overrides = Partial<Record<RemoteName, string>>;

/** Local storage key prefix of a developer override (`cumulus:override:<remote>`). */
export const OVERRIDE_PREFIX = 'cumulus:override:';

/**
 * Whether a developer override may be in force, and so whether boot loads the overrides' lazy
 * chunk (dialog, banner): never where the registry allows none (production: not even stored
 * ones); else an `override` query where the registry turns the query form on, or one stored.
 */
export function mayOverride(
  search: string,
  store: KeyValue,
  allowed: Registry['overrides'],
): boolean {
  if (!allowed?.allowedOrigins.length) return false;
  return (
    (allowed.query === true && /[?&]override=/.test(search)) ||
    REMOTE_NAMES.some((n) => store.get(OVERRIDE_PREFIX + n))
  );
}

/**
 * How a candidate is registered: the version the remote's name stands for (canary, current or
 * override) under that name; any other (previous, known-good, campaign) under an alias.
 */
export function targetOf(name: RemoteName, c: Candidate): LoadTarget {
  const { entry, version, integrity } = c;
  return {
    name,
    ref: { entry, version, ...(integrity ? { integrity } : {}) },
    alias: c.source === 'previous' || c.source === 'known-good' || c.source === 'campaign',
  };
}

export interface DeliveryDeps {
  /** Local storage: this device's known-good versions and the stored overrides. */
  store: KeyValue;
  /** shared-libs' device id (captcha, spec §3), read when a plan first needs it. */
  deviceId: () => string;
}

/**
 * The page's delivery state (issue 11), owned by the host's root store (RootStore.delivery):
 * the developer overrides in force, the versions that failed in this page life (not tried again
 * until "Try again" or the next navigation after a failure), the device id that places this
 * device in or out of a canary, and the remote fragment a prerendered page arrived with
 * (decision 0018), waiting for the first slot of its remote to adopt it.
 */
export class RemoteDelivery {
  private overrides: Overrides = {};
  private readonly failed = new Map<RemoteName, Set<string>>();
  private deviceId: string | null = null;
  private prerendered: PrerenderedSlot | null = null;

  constructor(private readonly deps: DeliveryDeps) {}

  setOverrides(o: Overrides): void {
    this.overrides = o;
  }

  activeOverrides(): Overrides {
    return this.overrides;
  }

  /** The banner's reset: every stored override goes, and none is in force any more. */
  clearOverrides(): void {
    for (const name of REMOTE_NAMES) this.deps.store.remove(OVERRIDE_PREFIX + name);
    this.overrides = {};
  }

  /** The versions a slot tries for `name`, in order. */
  candidatesFor(
    name: RemoteName,
    entry: RemoteEntry | undefined,
    pinned?: RemoteVersionRef,
  ): Candidate[] {
    const knownGood = readKnownGood(this.deps.store)[name];
    const override = this.overrides[name];
    return planVersions({
      name,
      entry,
      deviceId: this.device(),
      ...(pinned ? { pinned } : {}),
      ...(override ? { override } : {}),
      ...(knownGood ? { knownGood } : {}),
      failed: this.failed.get(name) ?? new Set(),
    });
  }

  markFailed(name: RemoteName, entry: string): void {
    let set = this.failed.get(name);
    if (!set) this.failed.set(name, (set = new Set()));
    set.add(entry);
  }

  /** "Try again": every version of the remote may be tried again. */
  forgetFailures(name: RemoteName): void {
    this.failed.delete(name);
  }

  /**
   * A version mounted: the one to fall back to on a later visit. Never an override (a developer's
   * build), nor a campaign's version (it may carry that campaign's pages only).
   */
  markMounted(name: RemoteName, c: Candidate): void {
    if (c.source !== 'override' && c.source !== 'campaign') {
      rememberKnownGood(this.deps.store, name, c);
    }
    // A canary's mounts count for its failure rate (its auto-rollback, remoteReports.ts).
    if (c.source === 'canary')
      sendRemoteReport({ remote: name, version: c.version, outcome: 'mounted' });
  }

  /**
   * The page arrived with `slot` (set once before the first render: by the host server's shell
   * render, and in the browser from the prerendered DOM before hydration).
   */
  setPrerenderedSlot(slot: PrerenderedSlot): void {
    this.prerendered = slot;
  }

  /** The fragment for a slot of `remote`, if the page arrived with one no slot has taken. */
  peekPrerenderedSlot(remote: RemoteName): PrerenderedSlot | null {
    return this.prerendered?.remote === remote ? this.prerendered : null;
  }

  /** The first slot mounted: the fragment is no one else's (a later slot renders fresh). */
  takePrerenderedSlot(): void {
    this.prerendered = null;
  }

  /** The device id, created when absent; without storage or randomness, '' (stable per page). */
  private device(): string {
    if (this.deviceId === null) {
      try {
        this.deviceId = this.deps.deviceId();
      } catch {
        this.deviceId = '';
      }
    }
    return this.deviceId;
  }
}
