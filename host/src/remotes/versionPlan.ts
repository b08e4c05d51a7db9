import type { RemoteName } from 'shared-libs';
import type { RemoteEntry, RemoteVersionRef } from './registry';

/**
 * Which versions of a remote a slot tries, in order (issue 11; docs/decisions/0014): the
 * developer override alone when one is active; else the version for this device (the canary
 * when the device's bucket falls under its percentage, else the current one), then the
 * registry's earlier good versions (newest first), then the last version that mounted on this
 * device. A version already failed in this page life is left out; an entry is tried once.
 */
export type VersionSource =
  'override' | 'campaign' | 'canary' | 'current' | 'previous' | 'known-good';

/** A version to try (it may carry more of its registry entry: only these fields are read). */
export interface Candidate extends RemoteVersionRef {
  source: VersionSource;
}

/**
 * A device's stable bucket for a remote's canary, in [0, 100): FNV-1a (32 bits) of
 * `<device id>:<remote>`, so each remote's canary picks its own share of devices and the same
 * device always lands in the same place (the registry CLI documents the same function).
 */
export function canaryBucket(deviceId: string, remote: string): number {
  return (fnv1a(`${deviceId}:${remote}`) % 10000) / 100;
}

/** FNV-1a, 32 bits, of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Whether this device gets the remote's canary (sticky: a function of the device id only). */
export function inCanary(deviceId: string, remote: string, percent: number): boolean {
  return canaryBucket(deviceId, remote) < percent;
}

export interface PlanInput {
  name: RemoteName;
  entry: RemoteEntry | undefined;
  deviceId: string;
  /** A campaign's own published version (ActivityEntry.version). */
  pinned?: RemoteVersionRef;
  override?: string;
  knownGood?: RemoteVersionRef;
  /** Entries that failed in this page life. */
  failed?: ReadonlySet<string>;
}

export function planVersions(input: PlanInput): Candidate[] {
  if (input.override) {
    return [{ entry: input.override, version: 'override', source: 'override' }];
  }
  const list: Candidate[] = [];
  const { entry } = input;
  if (input.pinned) list.push({ ...input.pinned, source: 'campaign' });
  if (entry) {
    const canary = entry.canary;
    if (canary && inCanary(input.deviceId, input.name, canary.percent)) {
      list.push({ ...canary, source: 'canary' });
    }
    list.push({ ...entry, source: 'current' });
    for (const p of entry.previous ?? []) list.push({ ...p, source: 'previous' });
  }
  if (input.knownGood) list.push({ ...input.knownGood, source: 'known-good' });
  const seen = new Set<string>();
  return list.filter((c) => {
    if (seen.has(c.entry) || input.failed?.has(c.entry)) return false;
    seen.add(c.entry);
    return true;
  });
}
