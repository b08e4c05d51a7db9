import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DriveActions } from '../../stores/DriveActions';
import type { DriveStore } from '../../stores/DriveStore';
import { noticeMessages as n } from '../../stores/driveMessages';
import { shareLinkMessages as sl } from '../../stores/shareLinkMessages';
import { browserMessages as m } from './browserMessages';
import css from './SelectionBar.module.css';

/** Actions on the selection; at the bottom of the screen on mobile. */
export const SelectionBar = observer(function SelectionBar({
  store,
  actions,
  onDownload,
}: {
  store: DriveStore;
  actions: DriveActions;
  /** One file: its own download (a zip is made for several items or a folder). */
  onDownload(fileId: string): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const sel = store.selection;
  if (sel.count === 0) return null;
  const single = sel.single;
  const trash = store.view === 'trash';
  const allStarred = sel.files.length > 0 && sel.files.every((f) => f.starred);
  return (
    <div className={css.bar} role="toolbar" aria-label={t(m.selectionActions)}>
      <span className={css.count} aria-live="polite">
        {t(m.selected as MessageDescriptor, { count: sel.count })}
      </span>
      {!sel.all && store.listing.total > sel.count && (
        <button type="button" onClick={() => sel.selectAll()}>
          {t(m.selectAll)}
        </button>
      )}
      <button type="button" onClick={() => sel.clear()}>
        {t(m.clearSelection)}
      </button>
      <span className={css.spacer} />
      {trash ? (
        <>
          <button type="button" onClick={() => void actions.restore()}>
            {t(n.actionRestore)}
          </button>
          <button
            type="button"
            className={css.danger}
            onClick={() => store.openDialog({ kind: 'delete-forever' })}
          >
            {t(n.actionDeleteForever)}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            onClick={() =>
              single && single.kind === 'drive#file'
                ? onDownload(single.id)
                : void actions.downloadZip()
            }
          >
            {t(n.actionDownload)}
          </button>
          <button
            type="button"
            onClick={() =>
              store.openDialog({
                kind: 'share',
                items: sel.files.map((f) => ({ id: f.id, name: f.name })),
              })
            }
          >
            {t(sl.actionShare)}
          </button>
          {single && (
            <button
              type="button"
              onClick={() => store.openDialog({ kind: 'rename', file: single })}
            >
              {t(n.actionRename)}
            </button>
          )}
          <button type="button" onClick={() => store.openDialog({ kind: 'move' })}>
            {t(n.actionMove)}
          </button>
          <button type="button" onClick={() => store.openDialog({ kind: 'copy' })}>
            {t(n.actionCopy)}
          </button>
          <button type="button" onClick={() => void actions.setStarred(!allStarred)}>
            {t(allStarred ? n.actionUnstar : n.actionStar)}
          </button>
          <button type="button" className={css.danger} onClick={() => void actions.trash()}>
            {t(n.actionTrash)}
          </button>
        </>
      )}
    </div>
  );
});
