import type { DriveDialog } from '../stores/DriveStore';
import type { DriveRoot } from './createDriveRoot';

/** The tasks panel and the URL-task dialog (features/tasks), bound to the drive. */
export function TaskDialogs({ root, dialog }: { root: DriveRoot; dialog: DriveDialog }) {
  void root;
  void dialog;
  return null;
}
