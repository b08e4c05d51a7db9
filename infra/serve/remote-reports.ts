/**
 * The report collector of the host's server (`POST /__remote-report`): what browsers tell of the
 * remotes they load (host/src/remotes/remoteReports.ts), kept per remote version in the release
 * store (infra/registry/reports.ts) for `npm run remote -- status`, and the auto-rollback of a
 * canary whose failure rate passes its rule. A report is a small JSON object; anything else is
 * answered and dropped. Writes are batched (one per version every FLUSH_MS).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RemoteName } from 'shared-libs/contracts';
import { REMOTE_DIRS } from '../config/apps';
import {
  addReport,
  emptyReports,
  readReports,
  rollbackReason,
  writeReports,
  type RemoteReport,
  type VersionReports,
} from '../registry/reports';
import type { ReleaseStore } from '../registry/store/release-store';

export const MAX_REPORT_BODY = 2 * 1024;
/**
 * Reports one address may send about one remote version per minute (ours). A person's browser
 * sends one per page load of a canary or a failure; a flood from one address past this is
 * answered 429 and not counted, so it cannot push a canary over its failure rate alone.
 */
export const REPORTS_PER_MINUTE = 30;
const FLUSH_MS = 1_000;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;
const STAGE = /^[a-z][a-z-]{0,19}$/;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** A report as the host sends it, or null. */
export function parseReport(text: string): RemoteReport | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(body)) return null;
  const { remote, version, outcome, stage, code } = body;
  if (typeof remote !== 'string' || !Object.hasOwn(REMOTE_DIRS, remote)) return null;
  if (typeof version !== 'string' || !VERSION.test(version)) return null;
  if (outcome !== 'mounted' && outcome !== 'failed') return null;
  if (stage !== undefined && (typeof stage !== 'string' || !STAGE.test(stage))) return null;
  if (code !== undefined && typeof code !== 'string') return null;
  return {
    remote: remote as RemoteName,
    version,
    outcome,
    ...(stage ? { stage } : {}),
    ...(code ? { code: code.slice(0, 200) } : {}),
  };
}

/** What became of a report: counted, refused as malformed, or over its sender's rate. */
export type ReportOutcome = 'counted' | 'invalid' | 'limited';

export interface RemoteReports {
  /**
   * Takes one report body from an address; resolves once it is counted (written with the next batch).
   */
  receive(text: string, address?: string): Promise<ReportOutcome>;
  /** Writes what is pending (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createRemoteReports(
  releases: ReleaseStore,
  perMinute = REPORTS_PER_MINUTE,
): RemoteReports {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  const docs = new Map<string, Promise<VersionReports>>();
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const keyOf = (r: Pick<RemoteReport, 'remote' | 'version'>) => `${r.remote}@${r.version}`;

  function load(r: RemoteReport): Promise<VersionReports> {
    const key = keyOf(r);
    let doc = docs.get(key);
    if (!doc) {
      doc = readReports(releases.storage, r.remote)
        .then(
          (all) => all.find((d) => d.version === r.version) ?? emptyReports(r.remote, r.version),
        )
        .catch(() => emptyReports(r.remote, r.version));
      docs.set(key, doc);
    }
    return doc;
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const keys = [...dirty];
    dirty.clear();
    writing = writing.then(async () => {
      for (const key of keys) {
        const doc = await docs.get(key);
        if (doc)
          await writeReports(releases.storage, doc).catch((err: unknown) =>
            console.error(`remote reports: cannot write ${key}: ${String(err)}`),
          );
      }
    });
    return writing;
  }

  /** Ends a canary whose reports passed its rule (reports.ts), once. */
  async function judge(doc: VersionReports): Promise<void> {
    const rule = await releases.autoRollbackRule(doc.remote);
    if (!rule) return;
    const reason = rollbackReason(doc, rule);
    if (!reason) return;
    const { detail } = await releases.autoRollback(doc.remote, doc.version, reason);
    console.error(`[remote reports] ${detail}`);
  }

  return {
    async receive(text, address = '') {
      const report = parseReport(text);
      if (!report) return 'invalid';
      const allowed = await limiter.consume(`${address} ${keyOf(report)}`).then(
        () => true,
        () => false,
      );
      if (!allowed) return 'limited';
      const doc = await load(report);
      addReport(doc, report);
      dirty.add(keyOf(report));
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
      if (report.outcome === 'failed') {
        await flush();
        await judge(doc).catch((err: unknown) =>
          console.error(`remote reports: auto-rollback failed: ${String(err)}`),
        );
      }
      return 'counted';
    },
    flush,
    async close() {
      await flush();
    },
  };
}
