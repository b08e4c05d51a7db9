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

/** Appends to a bounded in-page log, and tells a monitoring agent (a DOM event). */
function publish<T>(log: T[], event: string, record: T): T {
  log.push(record);
  if (log.length > 50) log.shift();
  window.dispatchEvent(new CustomEvent(event, { detail: record }));
  return record;
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
  console.error(`[remote] ${record.remote}@${record.version} ${record.stage}: ${record.message}`);
  return publish((window.__CUMULUS_REMOTE_ERRORS__ ??= []), 'cumulus:remote-error', record);
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
  console.warn(
    `[remote] ${record.remote}@${record.failedVersion} ${record.failedStage} failed: rendered ${record.usedVersion} (${record.usedSource})`,
  );
  return publish((window.__CUMULUS_REMOTE_FALLBACKS__ ??= []), 'cumulus:remote-fallback', record);
}
