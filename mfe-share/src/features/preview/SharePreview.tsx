import { observer } from 'mobx-react-lite';
import { useCallback, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { FilePreview, useVideoFreeze, type PreviewError } from 'shared-libs/react';
import { describeError } from '../../lib/errorMessages';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import type { DriveFile } from 'shared-libs';

const m = defineMessages({
  save: { id: 'share.preview.save', defaultMessage: 'Save to my drive', description: 'Button' },
  saveHint: {
    id: 'share.preview.saveHint',
    defaultMessage: 'Save it to your drive to open it in the app.',
    description: 'Under "This file cannot be played here" and the like, above the save button',
  },
});

/** The fields describeError reads that a preview error may leave out. */
const DEFAULTS = { error_code: 0, error_description: '', error_uri: '', details: [] };

export interface SharePreviewProps {
  store: ShareRootStore;
  /** The page's actions of the file shown, before saving (its download link). */
  actions?: (file: DriveFile) => ReactNode;
}

/**
 * The share's preview (mode SHARE_PREVIEW_WINDOW): the kit's FilePreview fed by PreviewStore.
 * A chunk of its own, with the kit's wrapper (LazySharePreview).
 */
export const SharePreview = observer(function SharePreview({ store, actions }: SharePreviewProps) {
  const intl = useIntl();
  const p = store.preview;
  // Spec §4: set-video-freeze and file-manager-close pause and resume its player.
  const frozen = useVideoFreeze(store.props.events);

  const save = (file: DriveFile) => {
    store.closePreview();
    void store.saveSelected([file.id]);
  };
  const show = (id: string | undefined) => {
    if (id) store.showPreview(id);
  };
  const load = useCallback((file: DriveFile) => p.load(file), [p]);
  const saveButton = (file: DriveFile) => (
    <button type="button" onClick={() => save(file)}>
      {intl.formatMessage(m.save)}
    </button>
  );

  return (
    <FilePreview
      files={p.previewables}
      fileId={p.fileId}
      load={load}
      onNavigate={(id) => store.showPreview(id)}
      position={p.position}
      nav={{
        prev: p.canStep(-1) ? () => void p.step(-1).then(show) : undefined,
        next: p.canStep(1) ? () => void p.step(1).then(show) : undefined,
      }}
      onClose={() => store.closePreview()}
      frozen={frozen}
      actions={(file) => (
        <>
          {actions?.(file)}
          {saveButton(file)}
        </>
      )}
      fallbackActions={(file) => (
        <>
          <p>{intl.formatMessage(m.saveHint)}</p>
          {actions?.(file)}
          {saveButton(file)}
        </>
      )}
      sensitiveCover={
        p.coverHidden ? undefined : { onReveal: (_file, remember) => p.reveal(remember) }
      }
      onPlay={(file) => store.track('player_play', { file_id: file.id })}
      describeError={(e: PreviewError) => describeError(intl, { ...DEFAULTS, ...e })}
    />
  );
});
