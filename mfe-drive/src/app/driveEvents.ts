import { reaction } from 'mobx';
import type { EventBus } from 'shared-libs';
import type { DriveStore } from '../stores/DriveStore';

/** The file manager of spec §4: the dialogs that pick files' places or share them. */
const FILE_MANAGER = new Set(['move', 'copy', 'share']);

/** Whether the drive's open dialog is the file manager (its close is `file-manager-close`). */
function isFileManager(dialog: { kind: string } | null): boolean {
  return dialog !== null && FILE_MANAGER.has(dialog.kind);
}

/**
 * The drive's part of spec §4's internal events; returns the functions that stop each.
 * - `after-login`: the listing and the host's quota meter (DRIVE_CHANGED_EVENT) are read again.
 * - the file manager opening freezes videos (`set-video-freeze`); its closing is
 *   `file-manager-close`.
 * - its preview player opening (the first file) and closing, like the share page's.
 */
export function wireDriveEvents(
  root: { store: DriveStore },
  events: Pick<EventBus, 'on' | 'emit'>,
): (() => void)[] {
  return [
    events.on('after-login', () => {
      void root.store.refresh();
      root.store.changed();
    }),
    reaction(
      () => isFileManager(root.store.dialog),
      (open) => {
        if (open) events.emit('set-video-freeze', { frozen: true });
        else events.emit('file-manager-close', {});
      },
    ),
    reaction(
      () => root.store.previewId,
      (id, prev) => {
        if (id && !prev) events.emit('player-mount-and-restore', { fileId: id });
        else if (!id && prev) events.emit('close-player', { fileId: prev });
      },
    ),
  ];
}
