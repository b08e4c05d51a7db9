/**
 * Tells the host's server what happened to a remote version (infra/serve/remote-reports.ts): a
 * failure of any published version, and a mount of a canary version (its failure rate needs
 * both). `npm run remote -- status` shows them; a canary with `--auto-rollback` is ended when its
 * failures pass its rule. A beacon: it never delays the page, and a failure to send is ignored.
 */
export interface RemoteReportBody {
  remote: string;
  version: string;
  outcome: 'mounted' | 'failed';
  stage?: string;
  code?: string;
}

/** The collector's path on the host origin. */
export const REMOTE_REPORT_PATH = '/__remote-report';

export function sendRemoteReport(report: RemoteReportBody): void {
  // A developer's override is not a published version: nothing to report.
  if (report.version === 'override') return;
  try {
    navigator.sendBeacon?.(REMOTE_REPORT_PATH, JSON.stringify(report));
  } catch {
    // a page being closed, a browser without beacons: the report is lost, nothing else
  }
}
