import type { MessageDescriptor } from 'react-intl';
import type { DriveActions } from '../../stores/DriveActions';
import type { DriveStore } from '../../stores/DriveStore';
import { noticeMessages as n } from '../../stores/driveMessages';
import { shareLinkMessages as sl } from '../../stores/shareLinkMessages';
import { ACROSS_FOLDERS } from '../../lib/driveLocation';
import { placeMessages as p } from './placeMessages';

export interface SelectionAction {
  key: string;
  label: MessageDescriptor;
  danger?: boolean;
  run(): void;
}

/**
 * What can be done with the selection: one list for the selection bar and the items' context
 * menu, so both always offer the same actions. Downloads: one file as itself, anything else
 * (several items, a folder) as one zip.
 */
export function selectionActions(store: DriveStore, actions: DriveActions): SelectionAction[] {
  return [...itemActions(store, actions), ...infoActions(store)];
}

/** Issue 31: one item's details, and its folder from a view across folders. */
function infoActions(store: DriveStore): SelectionAction[] {
  const file = store.selection.single;
  if (!file) return [];
  const list: SelectionAction[] = [
    {
      key: 'details',
      label: p.actionDetails,
      run: () => store.openDialog({ kind: 'details', file }),
    },
  ];
  if (ACROSS_FOLDERS.has(store.view))
    list.push({
      key: 'open-place',
      label: p.actionOpenPlace,
      run: () => store.openFolder(file.parent_id),
    });
  return list;
}

function itemActions(store: DriveStore, actions: DriveActions): SelectionAction[] {
  const sel = store.selection;
  if (sel.count === 0) return [];
  if (store.view === 'trash') {
    return [
      { key: 'restore', label: n.actionRestore, run: () => void actions.restore() },
      {
        key: 'delete-forever',
        label: n.actionDeleteForever,
        danger: true,
        run: () => store.openDialog({ kind: 'delete-forever' }),
      },
    ];
  }
  const single = sel.single;
  const allStarred = sel.files.length > 0 && sel.files.every((f) => f.starred);
  const list: SelectionAction[] = [
    {
      key: 'download',
      label: n.actionDownload,
      run: () =>
        void (single && single.kind === 'drive#file'
          ? actions.download(single.id)
          : actions.downloadZip()),
    },
    {
      key: 'share',
      label: sl.actionShare,
      run: () =>
        store.openDialog({
          kind: 'share',
          items: sel.files.map((f) => ({ id: f.id, name: f.name })),
        }),
    },
  ];
  if (single)
    list.push({
      key: 'rename',
      label: n.actionRename,
      run: () => store.openDialog({ kind: 'rename', file: single }),
    });
  list.push(
    { key: 'move', label: n.actionMove, run: () => store.openDialog({ kind: 'move' }) },
    { key: 'copy', label: n.actionCopy, run: () => store.openDialog({ kind: 'copy' }) },
    {
      key: 'star',
      label: allStarred ? n.actionUnstar : n.actionStar,
      run: () => void actions.setStarred(!allStarred),
    },
    { key: 'trash', label: n.actionTrash, danger: true, run: () => void actions.trash() },
  );
  return list;
}
