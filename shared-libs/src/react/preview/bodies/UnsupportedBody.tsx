import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes, type DriveFile } from 'shared-libs';
import { FileTypeIcon } from '../../FileTypeIcon';
import { fileTypeOf } from 'shared-libs/files';
import { previewMessages as m } from '../previewMessages';
import css from './Body.module.css';

/** Why a file is not shown. */
export type UnsupportedReason = 'type' | 'audio' | 'playback' | 'show' | 'tooLarge';

const TEXT: Record<UnsupportedReason, MessageDescriptor> = {
  type: m.unsupportedType,
  audio: m.unsupportedAudio,
  playback: m.playFailed,
  show: m.showFailed,
  tooLarge: m.tooLarge,
};

/** In place of a file the preview cannot show: its icon, why, and the caller's fallback actions. */
export function UnsupportedBody({
  file,
  reason,
  actions,
}: {
  file: DriveFile;
  reason: UnsupportedReason;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={css.box}>
      <FileTypeIcon type={fileTypeOf(file)} size={64} />
      <p className={css.note}>
        {intl.formatMessage(TEXT[reason], { size: formatBytes(file.size) })}
      </p>
      {actions && <div className={css.fallbackActions}>{actions}</div>}
    </div>
  );
}
