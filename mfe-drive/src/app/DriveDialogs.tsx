import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DriveFile, MountProps } from 'shared-libs';
import { retryableLazy } from 'shared-libs/react';
import { ConfirmDialog } from '../features/dialogs/ConfirmDialog';
import { ConflictDialog } from '../features/dialogs/ConflictDialog';
import { dialogMessages as m } from '../features/dialogs/dialogMessages';
import { NameDialog } from '../features/dialogs/NameDialog';
import { noticeMessages as n } from '../stores/driveMessages';
import type { DriveRoot } from './DriveRoot';

/**
 * Dialogs opened by an action rather than on the way to the files (move and copy's folder
 * picker, the share dialog, an item's details, the `?action=` dialogs) are chunks of their own:
 * the file list's critical path does not carry them.
 */
const FolderPickerDialog = retryableLazy(() =>
  import(
    /* webpackChunkName: "drive-folder-picker" */ '../features/dialogs/FolderPickerDialog'
  ).then((m) => m.FolderPickerDialog),
);
const DetailsDialog = retryableLazy(() =>
  import(/* webpackChunkName: "drive-details" */ '../features/browser/DetailsDialog').then(
    (m) => m.DetailsDialog,
  ),
);
const AccountDialogs = retryableLazy(() =>
  import(/* webpackChunkName: "drive-account-dialogs" */ './AccountDialogs').then(
    (m) => m.AccountDialogs,
  ),
);
const CreateShareDialog = retryableLazy(() =>
  import(
    /* webpackChunkName: "drive-share-dialog" */ '../features/share-links/CreateShareDialog'
  ).then((m) => m.CreateShareDialog),
);

/**
 * The open dialog of the drive (one at a time), bound to the store and its actions, and the
 * name conflict question (decision 0031) over whatever asked it (a second modal).
 */
export function DriveDialogs({ root, props }: { root: DriveRoot; props: MountProps }) {
  return (
    <>
      <OpenDialog root={root} props={props} />
      <ConflictDialog resolver={root.actions.conflicts} />
    </>
  );
}

/**
 * The folder the items being moved are in, when they are all in one ("Move here" there would do
 * nothing); null when they come from several folders.
 */
function sourceFolderOf(
  selected: DriveFile[],
  ids: string[] | undefined,
  store: DriveRoot['store'],
): string | null {
  if (store.view === 'all') return store.parentId;
  const files = ids ? store.listing.loaded.filter((f) => ids.includes(f.id)) : selected;
  const parents = new Set(files.map((f) => f.parent_id));
  return parents.size === 1 ? [...parents][0]! : null;
}

const OpenDialog = observer(function OpenDialog({
  root,
  props,
}: {
  root: DriveRoot;
  props: MountProps;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { store, actions } = root;
  const d = store.dialog;
  if (!d) return null;
  const close = () => store.closeDialog();
  const closeAfter = (ok: unknown) => {
    if (ok) close();
  };

  switch (d.kind) {
    case 'new-folder':
      return (
        <NameDialog
          title={t(m.newFolderTitle)}
          label={t(m.folderName)}
          initial={t(m.untitledFolder)}
          submitLabel={t(m.create)}
          onClose={close}
          onSubmit={async (name) =>
            closeAfter(await actions.createFolder(name, store.folder?.name ?? t(n.myDrive)))
          }
        />
      );
    case 'rename':
      return (
        <NameDialog
          title={t(m.renameTitle as MessageDescriptor, { name: d.file.name })}
          label={t(m.newName)}
          initial={d.file.name}
          submitLabel={t(m.save)}
          onClose={close}
          onSubmit={async (name) => closeAfter(await actions.rename(d.file, name))}
        />
      );
    case 'move':
    case 'copy': {
      const ids = d.ids;
      const moving = new Set(ids ?? store.selection.files.map((f) => f.id));
      const count = ids ? ids.length : store.selection.count;
      const startPath = store.folder
        ? [...store.ancestors, { id: store.folder.id, name: store.folder.name }]
        : [];
      return (
        <Suspense fallback={null}>
          <FolderPickerDialog
            api={store.deps.api}
            mode={d.kind}
            count={count}
            rootName={t(n.myDrive)}
            startPath={startPath}
            excludeIds={moving}
            currentId={d.kind === 'move' ? sourceFolderOf(store.selection.files, ids, store) : null}
            onClose={close}
            onPick={async (folder) => {
              const name = folder.id ? folder.name : t(n.myDrive);
              const ok =
                d.kind === 'move'
                  ? await actions.move(folder.id, name, ids)
                  : await actions.copy(folder.id, name, ids);
              closeAfter(ok);
            }}
          />
        </Suspense>
      );
    }
    case 'share':
      return (
        <Suspense fallback={null}>
          <CreateShareDialog
            items={d.items}
            locale={props.locale}
            create={(body) => root.shareLinks.create(body)}
            onClose={close}
          />
        </Suspense>
      );
    case 'delete-forever':
      return (
        <ConfirmDialog
          title={t(m.deleteForeverTitle as MessageDescriptor, { count: store.selection.count })}
          body={t(m.deleteForeverBody)}
          confirmLabel={t(n.actionDeleteForever)}
          onClose={close}
          onConfirm={async () => {
            await actions.deleteForever();
            close();
          }}
        />
      );
    case 'empty-trash':
      return (
        <ConfirmDialog
          title={t(m.emptyTrashTitle)}
          body={t(m.emptyTrashBody as MessageDescriptor, { count: store.listing.total })}
          confirmLabel={t(n.actionEmptyTrash)}
          onClose={close}
          onConfirm={async () => {
            await actions.emptyTrash();
            close();
          }}
        />
      );
    case 'details':
      return (
        <Suspense fallback={null}>
          <DetailsDialog file={d.file} api={store.deps.api} host={props} onClose={close} />
        </Suspense>
      );
    default:
      return (
        <Suspense fallback={null}>
          <AccountDialogs root={root} props={props} dialog={d} />
        </Suspense>
      );
  }
});
