import type { RemoteFailureCode } from './failureCodes';
import type { RemoteFailure } from './remoteFailure';
import { sendRemoteReport } from './remoteReports';

export interface RemoteErrorRecord {
  /** What failed (failureCodes.ts). */
  code: RemoteFailureCode;
  remote: string;
  version: string;
  stage: string;
  message: string;
  at: string;
}

declare global {
  interface Window {
    __CUMULUS_REMOTE_ERRORS__?: RemoteErrorRecord[];
  }
}

/**
 * Reports a remote failure with remote name, version and stage: to the console, as a DOM event
 * (`cumulus:remote-error`) that a monitoring agent can forward, to a bounded in-page log, and to
 * the host server's report collector (remoteReports.ts).
 */
export function reportRemoteError(failure: RemoteFailure): RemoteErrorRecord {
  const record: RemoteErrorRecord = {
    code: failure.code,
    remote: failure.remote,
    version: failure.version,
    stage: failure.stage,
    message: failure.cause instanceof Error ? failure.cause.message : String(failure.cause),
    at: new Date().toISOString(),
  };
  const log = (window.__CUMULUS_REMOTE_ERRORS__ ??= []);
  log.push(record);
  if (log.length > 50) log.shift();
  console.error(
    `[remote] ${record.code} ${record.remote}@${record.version} ${record.stage}: ${record.message}`,
  );
  window.dispatchEvent(new CustomEvent('cumulus:remote-error', { detail: record }));
  sendRemoteReport({
    remote: record.remote,
    version: record.version,
    outcome: 'failed',
    stage: record.stage,
    code: record.code,
  });
  return record;
}
