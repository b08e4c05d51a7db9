import type { RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import type { RemoteVersionRef } from './registry';

/** A version of a remote to load, and under which registration name. */
export interface LoadTarget {
  name: RemoteName;
  ref: RemoteVersionRef;
  /**
   * Registered under an alias of its own (`<remote>__v<hash of the entry>`): a version other
   * than the one the remote's name stands for (a previous one, the last known-good, a
   * campaign's), so it never replaces the current version's container.
   */
  alias: boolean;
}

/** What a remote's `./lifecycles` answered was not single-spa lifecycles of our contract. */
export class NotLifecycles extends Error {
  constructor() {
    super('the module is not single-spa lifecycles');
    this.name = 'NotLifecycles';
  }
}

/** Whether a module is a remote's lifecycles (single-spa's three, and the contract version). */
export function isLifecycles(mod: unknown): mod is RemoteLifecyclesModule {
  const m = mod as Partial<RemoteLifecyclesModule> | null | undefined;
  return (
    !!m &&
    typeof m.mount === 'function' &&
    typeof m.unmount === 'function' &&
    typeof m.bootstrap === 'function' &&
    typeof m.contractVersion === 'number'
  );
}
