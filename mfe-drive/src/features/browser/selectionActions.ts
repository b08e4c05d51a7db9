import type { MessageDescriptor } from 'react-intl';
import type { IconName } from '../../lib/ui/Icon';
import type { DriveActions } from '../../stores/DriveActions';
import type { DriveStore } from '../../stores/DriveStore';
import { noticeMessages as n } from '../../stores/driveMessages';
import { shareLinkMessages as sl } from '../../stores/shareLinkMessages';
import { ACROSS_FOLDERS } from '../../lib/driveLocation';
import { placeMessages as p } from './placeMessages';

export interface SelectionAction {
  key: string;
  label: MessageDescriptor;
  /** The selection bar's icon (its label names the button). */
  icon: IconName;
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
      icon: 'info',
      run: () => store.openDialog({ kind: 'details', file }),
    },
  ];
  if (ACROSS_FOLDERS.has(store.view))
    list.push({
      key: 'open-place',
      label: p.actionOpenPlace,
      icon: 'folder',
      run: () => store.openFolder(file.parent_id),
    });
  return list;
}

function itemActions(store: DriveStore, actions: DriveActions): SelectionAction[] {
  const sel = store.selection;
  if (sel.count === 0) return [];
  if (store.view === 'trash') {
    return [
      {
        key: 'restore',
        label: n.actionRestore,
        icon: 'restore',
        run: () => void actions.restore(),
      },
      {
        key: 'delete-forever',
        label: n.actionDeleteForever,
        icon: 'trash',
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
      icon: 'download',
      run: () =>
        void (single && single.kind === 'drive#file'
          ? actions.download(single.id)
          : actions.downloadZip()),
    },
    {
      key: 'share',
      label: sl.actionShare,
      icon: 'link',
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
      icon: 'rename',
      run: () => store.openDialog({ kind: 'rename', file: single }),
    });
  list.push(
    {
      key: 'move',
      label: n.actionMove,
      icon: 'move',
      run: () => store.openDialog({ kind: 'move' }),
    },
    {
      key: 'copy',
      label: n.actionCopy,
      icon: 'copy',
      run: () => store.openDialog({ kind: 'copy' }),
    },
    {
      key: 'star',
      label: allStarred ? n.actionUnstar : n.actionStar,
      icon: 'star',
      run: () => void actions.setStarred(!allStarred),
    },
    {
      key: 'trash',
      label: n.actionTrash,
      icon: 'trash',
      danger: true,
      run: () => void actions.trash(),
    },
  );
  return list;
}
