/**
 * What browsers report about the remotes they load (issue "Never silently broken", item 6):
 * the host sends a report when a remote version fails (fetch, contract, mount, hydration...) and
 * when a canary version mounts (host/src/remotes/remoteReports.ts); the host's server collects
 * them (infra/serve/remote-reports.ts) into the release store, one document per remote version,
 * `reports/<remote>/<version>.json`; `npm run remote -- status` shows them, and a canary started
 * with `--auto-rollback` is ended by the collector when its failure rate passes its rule.
 *
 * The auto-rollback rule (ours): at least `minLoads` attempts (failures + mounts) and a failure
 * share of at least `maxFailureRate`. Defaults 6 and 0.25: a healthy version fails on a few per
 * cent of loads (networks), so 25% is far from its noise, and a version broken for half its
 * devices passes it after a handful of loads. Rolling back only ends the canary (everyone is on
 * the current, known-good version): forged reports can cost a canary, never promote anything.
 */
import type { RemoteName } from 'shared-libs/contracts';
import type { Storage } from './storage';

/** A browser's report, as the collector checked it. */
export interface RemoteReport {
  remote: RemoteName;
  version: string;
  outcome: 'mounted' | 'failed';
  /** where a failure happened (`fetch`, `contract`, `mount`, `hydrate`...) */
  stage?: string;
  /** a failure's stable code or short message (at most 200 characters) */
  code?: string;
}

/** The reports of one remote version. */
export interface VersionReports {
  remote: RemoteName;
  version: string;
  mounted: number;
  failed: number;
  /** failures per stage */
  stages: Record<string, number>;
  /** the last failures, newest first (at most RECENT) */
  recent: Array<{ at: string; stage: string; code: string }>;
  updatedAt: string;
}

/** A canary's auto-rollback rule (registry bookkeeping, `canary --auto-rollback`). */
export interface AutoRollbackRule {
  version: string;
  minLoads: number;
  maxFailureRate: number;
}

export const DEFAULT_AUTO_ROLLBACK = { minLoads: 6, maxFailureRate: 0.25 } as const;
const RECENT = 20;
const PREFIX = 'reports/';

const reportKey = (remote: string, version: string) =>
  `${PREFIX}${remote}/${encodeURIComponent(version)}.json`;

export function emptyReports(remote: RemoteName, version: string): VersionReports {
  return { remote, version, mounted: 0, failed: 0, stages: {}, recent: [], updatedAt: '' };
}

/** Adds one report to a version's document (in place). */
export function addReport(doc: VersionReports, r: RemoteReport, at = new Date()): VersionReports {
  doc.updatedAt = at.toISOString();
  if (r.outcome === 'mounted') {
    doc.mounted += 1;
    return doc;
  }
  doc.failed += 1;
  const stage = r.stage || 'unknown';
  doc.stages[stage] = (doc.stages[stage] ?? 0) + 1;
  doc.recent.unshift({ at: doc.updatedAt, stage, code: (r.code ?? '').slice(0, 200) });
  doc.recent.length = Math.min(doc.recent.length, RECENT);
  return doc;
}

/** The failure share of a version's loads (0 when there were none). */
export const failureRate = (d: Pick<VersionReports, 'mounted' | 'failed'>) =>
  d.mounted + d.failed === 0 ? 0 : d.failed / (d.mounted + d.failed);

/** Why a canary must be rolled back under its rule, or null. */
export function rollbackReason(d: VersionReports, rule: AutoRollbackRule): string | null {
  const loads = d.mounted + d.failed;
  if (d.version !== rule.version || loads < rule.minLoads) return null;
  const rate = failureRate(d);
  if (rate < rule.maxFailureRate) return null;
  return `${d.failed} of ${loads} loads failed (${Math.round(rate * 100)}%, rule: ${Math.round(rule.maxFailureRate * 100)}% of at least ${rule.minLoads})`;
}

/** Reads the documents of one remote (or all), newest first. */
export async function readReports(storage: Storage, remote?: string): Promise<VersionReports[]> {
  const keys = await storage.list(remote ? `${PREFIX}${remote}/` : PREFIX);
  const docs = await Promise.all(
    keys.map(async (k) => {
      const got = await storage.get(k);
      if (!got) return null;
      try {
        return JSON.parse(got.body.toString('utf8')) as VersionReports; // written by writeReports
      } catch {
        return null; // a damaged report is not worth failing `status` for
      }
    }),
  );
  return docs
    .filter((d): d is VersionReports => d !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function writeReports(storage: Storage, doc: VersionReports): Promise<void> {
  await storage.put(reportKey(doc.remote, doc.version), JSON.stringify(doc), {
    contentType: 'application/json',
  });
}
