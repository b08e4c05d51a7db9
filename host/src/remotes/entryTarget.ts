import type { RemoteName } from 'shared-libs';

/** What the loading hook needs to know of each registration: its container and integrity. */
export interface EntryTarget {
  /** The entry registered (with its fresh-URL query, if any). */
  url: string;
  /** The container's global (the remote's name, whatever the registration is called). */
  container: RemoteName;
  integrity?: string;
  /** An alias: the remote's main container global is left as it was (versions.ts). */
  isolated: boolean;
}
