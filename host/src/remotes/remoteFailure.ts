import type { RemoteName } from 'shared-libs';
import type { RemoteFailureCode } from './failureCodes';

/** Where loading or running a remote failed; reported with the remote's name and version. */
export type RemoteStage = 'fetch' | 'contract' | 'mount' | 'render' | 'update' | 'unmount';

/** A load attempt that got no answer within its budget. */
export class LoadTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'LoadTimeout';
  }
}

/** The code of a failure at `stage` (failureCodes.ts), unless a more precise one is given. */
function codeOf(stage: RemoteStage, cause: unknown): RemoteFailureCode {
  if (stage === 'fetch') return cause instanceof LoadTimeout ? 'REMOTE_TIMEOUT' : 'REMOTE_FETCH';
  const codes = {
    contract: 'REMOTE_CONTRACT',
    mount: 'REMOTE_MOUNT',
    render: 'REMOTE_RENDER',
    update: 'REMOTE_UPDATE',
    unmount: 'REMOTE_UNMOUNT',
  } as const;
  return codes[stage];
}

export class RemoteFailure extends Error {
  /** What failed, as a stable code (failureCodes.ts). */
  readonly code: RemoteFailureCode;
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    readonly stage: RemoteStage,
    override readonly cause: unknown,
    code?: RemoteFailureCode,
  ) {
    const resolved = code ?? codeOf(stage, cause);
    super(
      `${resolved} ${remote}@${version} failed at ${stage}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RemoteFailure';
    this.code = resolved;
  }
}
