import { useState } from 'react';
import { FileThumb, useResult } from 'shared-libs/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, ok, type Locale } from 'shared-libs';
import type { Ancestor, DriveApi } from '../../lib/driveApi';
import { Dialog } from '../../lib/ui/Dialog';
import { dialogMessages as m } from './dialogMessages';
import css from './FolderPickerDialog.module.css';

const FOLDERS_PAGE = 200;

/**
 * Chooses a destination folder (move, copy): browse from the root, open folders, go back;
 * the folders being moved cannot be entered or chosen.
 */
export function FolderPickerDialog({
  api,
  mode,
  count,
  rootName,
  startPath,
  excludeIds,
  currentId = null,
  onPick,
  onClose,
}: {
  api: DriveApi;
  mode: 'move' | 'copy';
  count: number;
  rootName: string;
  /** Where to start: the current folder's path (root first). */
  startPath: Ancestor[];
  excludeIds: ReadonlySet<string>;
  /** The folder the items are in (a move there does nothing: "Move here" is off); '' the root. */
  currentId?: string | null;
  onPick(folder: Ancestor): Promise<unknown>;
  onClose(): void;
}) {
  const intl = useIntl();
  const [path, setPath] = useState<Ancestor[]>(startPath);
  const [busy, setBusy] = useState(false);
  const here = path[path.length - 1] ?? { id: '', name: rootName };
  const blocked = path.some((p) => excludeIds.has(p.id));
  const alreadyHere = mode === 'move' && currentId !== null && here.id === currentId;

  const { state: folders } = useResult(
    () =>
      api
        .list({
          parentId: here.id,
          sort: 'name_asc',
          foldersFirst: true,
          offset: 0,
          limit: FOLDERS_PAGE,
          filters: { kind: { eq: 'drive#folder' } },
        })
        .then((res) => (res.error ? res : ok(res.data.files))),
    [api, here.id],
  );

  const title = intl.formatMessage(
    (mode === 'move' ? m.moveTitle : m.copyTitle) as MessageDescriptor,
    {
      count,
    },
  );
  const parent = path.length > 0 ? (path[path.length - 2] ?? { id: '', name: rootName }) : null;
  return (
    <Dialog
      title={title}
      wide
      onClose={onClose}
      submitLabel={intl.formatMessage(mode === 'move' ? m.moveHere : m.copyHere)}
      submitDisabled={blocked || alreadyHere}
      busy={busy}
      onSubmit={() => {
        setBusy(true);
        void onPick(here).finally(() => setBusy(false));
      }}
    >
      <p className={css.where} aria-live="polite">
        {intl.formatMessage(m.pickerDestination as MessageDescriptor, { folder: here.name })}
      </p>
      {blocked && (
        <p className={css.error} role="alert">
          {intl.formatMessage(m.pickerSelf)}
        </p>
      )}
      {alreadyHere && !blocked && <p className={css.muted}>{intl.formatMessage(m.pickerHere)}</p>}
      {parent && (
        <button type="button" className={css.up} onClick={() => setPath(path.slice(0, -1))}>
          <span aria-hidden="true">←</span>{' '}
          {intl.formatMessage(m.pickerUp as MessageDescriptor, { folder: parent.name })}
        </button>
      )}
      {folders.phase === 'failed' ? (
        <p className={css.error} role="alert">
          {intl.formatMessage(m.pickerFailed as MessageDescriptor, {
            reason: errorMessage(folders.error, intl.locale as Locale),
          })}
        </p>
      ) : folders.phase === 'loading' ? (
        <p className={css.muted} aria-busy="true">
          …
        </p>
      ) : folders.value.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage(m.pickerEmpty)}</p>
      ) : (
        <ul
          className={css.list}
          aria-label={intl.formatMessage(m.pickerLabel as MessageDescriptor, { folder: here.name })}
        >
          {folders.value.map((f) => {
            const excluded = excludeIds.has(f.id);
            return (
              <li key={f.id}>
                <button
                  type="button"
                  className={css.folder}
                  disabled={excluded}
                  onClick={() => setPath([...path, { id: f.id, name: f.name }])}
                >
                  <FileThumb file={f} size={24} />
                  <span className={css.name}>{f.name}</span>
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
