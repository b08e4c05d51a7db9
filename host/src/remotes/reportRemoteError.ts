import type { RemoteFailure } from './remoteLoader';

export interface RemoteErrorRecord {
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
 * (`cumulus:remote-error`) that a monitoring agent can forward, and to a bounded in-page log.
 */
export function reportRemoteError(failure: RemoteFailure): RemoteErrorRecord {
  const record: RemoteErrorRecord = {
    remote: failure.remote,
    version: failure.version,
    stage: failure.stage,
    message: failure.cause instanceof Error ? failure.cause.message : String(failure.cause),
    at: new Date().toISOString(),
  };
  const log = (window.__CUMULUS_REMOTE_ERRORS__ ??= []);
  log.push(record);
  if (log.length > 50) log.shift();
  console.error(`[remote] ${record.remote}@${record.version} ${record.stage}: ${record.message}`);
  window.dispatchEvent(new CustomEvent('cumulus:remote-error', { detail: record }));
  return record;
}

export interface RemoteFallbackRecord {
  remote: string;
  /** The version that should have rendered (the first one tried), and why it did not. */
  failedVersion: string;
  failedStage: string;
  /** The version that rendered instead, and where it came from. */
  usedVersion: string;
  usedSource: string;
  at: string;
}

declare global {
  interface Window {
    __CUMULUS_REMOTE_FALLBACKS__?: RemoteFallbackRecord[];
  }
}

/**
 * Reports that a remote rendered with a fallback version (issue 11): console, a DOM event
 * (`cumulus:remote-fallback`) and a bounded in-page log, like reportRemoteError.
 */
export function reportRemoteFallback(
  failure: RemoteFailure,
  used: { version: string; source: string },
): RemoteFallbackRecord {
  const record: RemoteFallbackRecord = {
    remote: failure.remote,
    failedVersion: failure.version,
    failedStage: failure.stage,
    usedVersion: used.version,
    usedSource: used.source,
    at: new Date().toISOString(),
  };
  const log = (window.__CUMULUS_REMOTE_FALLBACKS__ ??= []);
  log.push(record);
  if (log.length > 50) log.shift();
  console.warn(
    `[remote] ${record.remote}@${record.failedVersion} failed (${record.failedStage}): rendered ${record.usedVersion} (${record.usedSource})`,
  );
  window.dispatchEvent(new CustomEvent('cumulus:remote-fallback', { detail: record }));
  return record;
}
