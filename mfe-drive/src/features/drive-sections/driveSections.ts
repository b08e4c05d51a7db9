import type { MessageDescriptor } from 'react-intl';
import { driveMessages as m } from './driveMessages';

export interface DriveSection {
  /** Path under /drive, e.g. `payment/storage`. */
  path: string;
  title: MessageDescriptor;
  body: MessageDescriptor;
  kind: 'files' | 'login' | 'payment' | 'account' | 'feedback';
}

/** The drive sections of spec §2 (`/drive/{...section}`). */
export const DRIVE_SECTIONS: DriveSection[] = [
  { path: 'all', title: m.all, body: m.allBody, kind: 'files' },
  { path: 'recent', title: m.recent, body: m.recentBody, kind: 'files' },
  { path: 'shared', title: m.shared, body: m.sharedBody, kind: 'files' },
  { path: 'trash', title: m.trash, body: m.trashBody, kind: 'files' },
  { path: 'login', title: m.login, body: m.loginBody, kind: 'login' },
  { path: 'payment', title: m.payment, body: m.paymentBody, kind: 'payment' },
  { path: 'payment/storage', title: m.storage, body: m.storageBody, kind: 'payment' },
  { path: 'payment/traffic', title: m.traffic, body: m.trafficBody, kind: 'payment' },
  { path: 'account', title: m.account, body: m.accountBody, kind: 'account' },
  { path: 'feedback', title: m.feedback, body: m.feedbackBody, kind: 'feedback' },
];

/**
 * The section for the route's catch-all `section` param (zero or more segments, matched
 * case-insensitively; empty means `all`), or undefined for an unknown path.
 */
export function findDriveSection(section: string | string[] | undefined): DriveSection | undefined {
  const parts = (Array.isArray(section) ? section : section ? [section] : [])
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const path = parts.length ? parts.join('/') : 'all';
  return DRIVE_SECTIONS.find((s) => s.path === path);
}
