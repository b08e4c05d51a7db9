import type { DriveFile } from 'shared-libs';
import { isPreviewable } from 'shared-libs/files';
import type { FolderListing } from './FolderListing';

/**
 * The preview's previous / next over a whole listing (issue 31), not only its loaded pages: the
 * nearest previewable item in that direction, loading the pages it has to look at.
 */
export async function stepPreview(
  listing: FolderListing,
  from: number,
  dir: 1 | -1,
): Promise<DriveFile | undefined> {
  for (let i = from + dir; i >= 0 && i < listing.total; i += dir) {
    let f = listing.itemAt(i);
    if (!f) {
      await listing.ensureIndex(i);
      f = listing.itemAt(i);
      if (!f) return undefined; // the page did not come (offline): stay
    }
    if (isPreviewable(f)) return f;
  }
  return undefined;
}

/** Whether there may be an item to step to: a previewable one, or a page not loaded yet. */
export function canStep(listing: FolderListing, from: number, dir: 1 | -1): boolean {
  for (let i = from + dir; i >= 0 && i < listing.total; i += dir) {
    const f = listing.itemAt(i);
    if (!f || isPreviewable(f)) return true;
  }
  return false;
}
