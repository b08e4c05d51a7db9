import type { RemoteName } from 'shared-libs';

/**
 * The remote fragment a prerendered page arrived with (decision 0018): the content slot of the
 * first page keeps it (React does not own it) and the remote's lifecycles hydrate it. The root
 * store's RemoteDelivery holds it until the first slot of its remote takes it (delivery.ts).
 */
export interface PrerenderedSlot {
  remote: RemoteName;
  /** The slot's inner HTML: the parcel's element around the remote's fragment. */
  html: string;
  /**
   * A shell (decision 0035): a login-required page's first-view frame. It holds the slot until
   * the session is known and the remote renders the page over it; it is not content, so when
   * the remote fails the fallback card replaces it.
   */
  shell?: boolean;
}

/** The attribute that marks the slot element holding a prerendered fragment. */
export const PRERENDERED_SLOT_ATTR = 'data-prerendered-slot';
