import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type DriveFile } from 'shared-libs';
import { isPreviewable } from 'shared-libs/files';
import { FilePreview } from 'shared-libs/react';
import { noticeMessages as n } from '../stores/driveMessages';
import { shareLinkMessages as sl } from '../stores/shareLinkMessages';
import type { DriveRoot } from './createDriveRoot';

/**
 * The shared preview (shared-libs/react) over the drive: previous/next walk the loaded files
 * that can be previewed; opening one records it as opened (recent) and gets fresh links.
 */
export const DrivePreview = observer(function DrivePreview({ root }: { root: DriveRoot }) {
  const intl = useIntl();
  const { store, actions } = root;
  const id = store.previewId;
  if (!id) return null;
  const loaded = store.listing.loaded;
  const files = loaded.filter((f) => f.id === id || isPreviewable(f));
  if (!files.some((f) => f.id === id)) return null;
  // The share dialog replaces the preview (one modal at a time; Escape then closes the dialog).
  const share = (f: DriveFile) => {
    store.closePreview();
    store.openDialog({ kind: 'share', items: [{ id: f.id, name: f.name }] });
  };
  const download = (f: DriveFile) =>
    f.kind === 'drive#file' ? (
      <>
        <button type="button" onClick={() => void actions.download(f.id)}>
          {intl.formatMessage(n.actionDownload)}
        </button>
        <button type="button" onClick={() => share(f)}>
          {intl.formatMessage(sl.actionShare)}
        </button>
      </>
    ) : null;
  return (
    <FilePreview
      files={files}
      fileId={id}
      load={async (f) => {
        const res = await store.deps.api.get(f.id, 'open');
        return res.error ? { error: res.error } : { data: res.data };
      }}
      onNavigate={(next) => store.openPreview(next)}
      onClose={() => store.closePreview()}
      actions={download}
      fallbackActions={download}
    />
  );
});
