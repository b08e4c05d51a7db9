import { filesFromDataTransfer } from '../features/uploads/filesFromDataTransfer';
import { warnBeforeLeaving } from '../features/uploads/leaveWarning';
import { UploadStore } from '../features/uploads/UploadStore';
import type { DriveRoot } from './createDriveRoot';

/**
 * The drive's upload queue, made once per mount on first use (the drive page's render), with the
 * browser's leave-page question while an upload runs (stopped at unmount). Built here rather than
 * in `createDriveRoot` so its code (tus queue, resume storage, speed) is in the file views' chunk,
 * not in the exposed lifecycles every drive page loads first (their size budget).
 */
export function uploadsOf(root: DriveRoot): UploadStore {
  if (!root.uploads) {
    const uploads = new UploadStore(root.uploadDeps);
    root.uploads = uploads;
    root.cleanups.push(warnBeforeLeaving(uploads));
  }
  return root.uploads;
}

/** Uploads what was dropped on the window into the folder on screen (folders keep their tree). */
export async function uploadDropped(root: DriveRoot, data: DataTransfer): Promise<void> {
  const entries = await filesFromDataTransfer(data);
  if (entries.length) uploadsOf(root).add(entries, root.store.parentId);
}
