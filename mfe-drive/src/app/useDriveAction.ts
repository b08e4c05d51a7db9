import { useEffect, useRef } from 'react';
import { SITE_PATHS } from 'shared-libs';
import { drivePath } from '../lib/driveLocation';
import type { DriveDialog } from '../stores/DriveStore';
import type { DriveRoot } from './DriveRoot';

/** `?action=` values that open a dialog (spec §4), and the dialog each opens. */
const DIALOG_ACTIONS: Record<string, DriveDialog['kind']> = {
  show_task: 'tasks',
  create_task: 'create-task',
  show_storage_dialog: 'storage',
  show_traffic_dialog: 'traffic',
  open_redeem_box: 'redeem',
  show_invite_dialog: 'invite',
  show_beginner_dialog: 'beginner',
  show_activity_dialog: 'activity',
  show_popup_window: 'popup',
};

/** Query parameters an action reads; they leave the URL once the action ran. */
const ACTION_PARAMS = ['action', 'task_id', 'file_id', 'file_ids', 'url', 'keyword', 'parent_id'];

const idsOf = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z0-9_-]{1,128}$/.test(s))
    .slice(0, 1000);

/**
 * Runs the `?action=` of a drive link once (spec §4): opens its dialog, file or search, then
 * drops the action from the URL (replace) so a reload or Back does not run it again. The
 * sign-in actions (`login_required`, `login_to_drive`, `show_login`) were satisfied by the
 * host's login gate before the drive mounted; `show_mobile_sidebar` is the host's.
 */
export function useDriveAction(root: DriveRoot, query: Record<string, string>): void {
  const done = useRef('');
  const action = query.action ?? '';
  const key = ACTION_PARAMS.map((p) => query[p] ?? '').join('|');
  useEffect(() => {
    if (!action || done.current === key) return;
    done.current = key;
    const { store } = root;
    const dialog = DIALOG_ACTIONS[action];
    if (action === 'show_task') store.openDialog({ kind: 'tasks', taskId: query.task_id });
    else if (action === 'create_task') store.openDialog({ kind: 'create-task', url: query.url });
    else if (dialog) store.openDialog({ kind: dialog } as DriveDialog);
    else if (action === 'open_file' && query.file_id) void openFile(root, query.file_id);
    else if (action === 'highlight_files') store.highlight(idsOf(query.file_ids));
    else if (action === 'move_files') {
      const ids = idsOf(query.file_ids);
      if (ids.length) store.openDialog({ kind: 'move', ids });
    } else if (action === 'search') {
      const q = (query.keyword ?? query.q ?? '').trim();
      if (q) {
        store.search(q);
        return;
      }
      document.querySelector<HTMLInputElement>('[data-drive-search]')?.focus();
    } else if (action === 'open_feedback') {
      root.props.navigate(SITE_PATHS.driveFeedback);
      return;
    }
    // Keep the place (folder, order, view), drop the action.
    root.props.navigate(drivePath(store.location), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, key, root]);
}

/** Opens a file by id: its folder, then its preview. */
async function openFile(root: DriveRoot, id: string): Promise<void> {
  const res = await root.store.deps.api.get(id, 'open');
  if (res.error) return;
  const file = res.data;
  const parentId = file.parent_id || '';
  if (file.kind === 'drive#folder') {
    root.store.openFolder(file.id);
    return;
  }
  root.store.highlight([file.id], parentId);
  root.props.navigate(drivePath({ view: 'all', folderId: parentId, query: '', preview: file.id }), {
    replace: true,
  });
}
