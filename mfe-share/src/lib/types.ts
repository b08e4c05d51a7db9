/** Checks on the wire shapes of the share reader (the shapes are shared-libs' own, by name). */
import { SHARE_STATUSES, type ShareStatus } from 'shared-libs';

export function isShareStatus(s: unknown): s is ShareStatus {
  return typeof s === 'string' && (SHARE_STATUSES as readonly string[]).includes(s);
}

export const isFolder = (f: { kind: string }): boolean => f.kind === 'drive#folder';
