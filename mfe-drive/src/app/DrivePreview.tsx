import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type DriveFile } from 'shared-libs';
import { isPreviewable } from 'shared-libs/files';
import { FilePreview, useVideoFreeze } from 'shared-libs/react';
import { noticeMessages as n } from '../stores/driveMessages';
import { shareLinkMessages as sl } from '../stores/shareLinkMessages';
import { canStep, stepPreview } from '../stores/previewWalk';
import type { DriveRoot } from './DriveRoot';

/**
 * The shared preview (shared-libs/react) over the drive, at its own address (`?preview=`,
 * issue 31). Its counter is the file's place in the whole listing ("8 of 127"); previous/next
 * walk the previewable items of the listing, loading more pages when needed. A file that is not
 * among the loaded items (a deep link into a big folder) is fetched and shown alone.
 */
export const DrivePreview = observer(function DrivePreview({ root }: { root: DriveRoot }) {
  const intl = useIntl();
  const { store, actions } = root;
  const id = store.previewId;
  const listing = store.listing;
  const index = id ? listing.indexOf(id) : -1;
  const listed = index >= 0 ? listing.itemAt(index) : undefined;
  const [alone, setAlone] = useState<DriveFile | null>(null);
  // Spec §4: set-video-freeze and file-manager-close pause and resume its player.
  const frozen = useVideoFreeze(root.props.events);
  const waiting = listing.status === 'loading' || listing.status === 'idle';
  useEffect(() => {
    if (!id || listed || waiting) return;
    let live = true;
    void store.deps.api.get(id).then((res) => {
      if (live) setAlone(res.error ? null : res.data);
    });
    return () => {
      live = false;
    };
  }, [id, listed, waiting, store]);
  const file = listed ?? (alone?.id === id ? alone : undefined);
  if (!id || !file) return null;

  const files = listed ? listing.loaded.filter((f) => f.id === id || isPreviewable(f)) : [file];
  const step = (dir: 1 | -1) => () =>
    void stepPreview(listing, index, dir).then((f) => {
      if (f && store.previewId === id) store.openPreview(f.id);
    });

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
      position={listed ? { index: index + 1, total: listing.total } : undefined}
      nav={{
        prev: listed && canStep(listing, index, -1) ? step(-1) : undefined,
        next: listed && canStep(listing, index, 1) ? step(1) : undefined,
      }}
      onNavigate={(next) => store.openPreview(next)}
      onClose={() => store.closePreview()}
      frozen={frozen}
      actions={download}
      fallbackActions={download}
    />
  );
});
