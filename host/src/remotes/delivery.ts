import { getOrCreateDeviceId, type RemoteName } from 'shared-libs';
import { local, type KeyValue } from '../lib/storage';
import { REMOTE_NAMES, type Registry, type RemoteEntry, type RemoteVersionRef } from './registry';
import { readKnownGood, rememberKnownGood } from './registryCache';
import type { LoadTarget } from './lifecycles';

/** The developer overrides in force: an entry URL per overridden remote (overrides.ts). */
export type Overrides = Partial<Record<RemoteName, string>>;
import { planVersions, type Candidate } from './versionPlan';
import { sendRemoteReport } from './remoteReports';

/**
 * The page's delivery state (issue 11): the overrides in force, the versions that failed in
 * this page life (not tried again until "Try again" or the next navigation after a failure),
 * and the device id that places this device in or out of a canary.
 */
let overrides: Overrides = {};
const failed = new Map<RemoteName, Set<string>>();
let deviceId: string | null = null;

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

/** Removes every stored override (the banner's reset). */
export function clearOverrides(store: KeyValue = local): void {
  for (const name of REMOTE_NAMES) store.remove(OVERRIDE_PREFIX + name);
}

export function setOverrides(o: Overrides): void {
  overrides = o;
}

export function activeOverrides(): Overrides {
  return overrides;
}

/** The device id that shared-libs keeps (captcha, spec §3), created when absent. */
function device(): string {
  if (deviceId === null) {
    try {
      deviceId = getOrCreateDeviceId(window.localStorage);
    } catch {
      deviceId = ''; // no storage: the bucket of '' (stable for this page at least)
    }
  }
  return deviceId;
}

/** The versions a slot tries for `name`, in order. */
export function candidatesFor(
  name: RemoteName,
  entry: RemoteEntry | undefined,
  pinned?: RemoteVersionRef,
): Candidate[] {
  const knownGood = readKnownGood(local)[name];
  return planVersions({
    name,
    entry,
    deviceId: device(),
    ...(pinned ? { pinned } : {}),
    ...(overrides[name] ? { override: overrides[name] } : {}),
    ...(knownGood ? { knownGood } : {}),
    failed: failed.get(name) ?? new Set(),
  });
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

export function markFailed(name: RemoteName, entry: string): void {
  let set = failed.get(name);
  if (!set) failed.set(name, (set = new Set()));
  set.add(entry);
}

/** "Try again": every version of the remote may be tried again. */
export function forgetFailures(name: RemoteName): void {
  failed.delete(name);
}

/**
 * A version mounted: the one to fall back to on a later visit. Never an override (a developer's
 * build), nor a campaign's version (it may carry that campaign's pages only).
 */
export function markMounted(name: RemoteName, c: Candidate): void {
  if (c.source !== 'override' && c.source !== 'campaign') rememberKnownGood(local, name, c);
  // A canary's mounts count for its failure rate (its auto-rollback, remoteReports.ts).
  if (c.source === 'canary')
    sendRemoteReport({ remote: name, version: c.version, outcome: 'mounted' });
}
