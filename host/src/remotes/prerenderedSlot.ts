import type { RemoteName } from 'shared-libs';

/**
 * The remote fragment a prerendered page arrived with (decision 0018): the content slot of the
 * first page keeps it (React does not own it) and the remote's lifecycles hydrate it. Set once
 * before the first render: by the host server's shell render, and in the browser from the
 * prerendered DOM before hydration. Taken by the first slot that mounts: any later slot
 * (another page) renders fresh.
 */
export interface PrerenderedSlot {
  remote: RemoteName;
  /** The slot's inner HTML: the parcel's element around the remote's fragment. */
  html: string;
}

let pending: PrerenderedSlot | null = null;

export function setPrerenderedSlot(slot: PrerenderedSlot | null): void {
  pending = slot;
}

/** The fragment for a slot of `remote`, if the page arrived with one not yet taken. */
export const peekPrerenderedSlot = (remote: RemoteName): PrerenderedSlot | null =>
  pending?.remote === remote ? pending : null;

/** The slot mounted: the fragment is no one else's. */
export function takePrerenderedSlot(): void {
  pending = null;
}

/** The attribute that marks the slot element holding a prerendered fragment. */
export const PRERENDERED_SLOT_ATTR = 'data-prerendered-slot';
