import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatBytes } from 'shared-libs';
import { FileTypeIcon } from '../../FileTypeIcon';
import { previewMessages as m } from '../previewMessages';
import type { BodyProps } from '../types';
import { useMediaFreeze } from '../useMediaFreeze';
import { useSpaceToPlay } from '../useSpaceToPlay';
import css from './Body.module.css';

/** An audio player: the title and size over the native controls; Space plays or pauses. */
export function AudioBody({
  file,
  onLinkError,
  onPlay,
  frozen = false,
}: BodyProps & { onPlay?: () => void; frozen?: boolean }) {
  const intl = useIntl();
  const audio = useRef<HTMLAudioElement>(null);
  const titleId = useId();
  const hintId = useId();
  const src = file.medias?.[0]?.link?.url || file.web_content_link;
  useSpaceToPlay(audio);
  useMediaFreeze(audio, frozen);
  useEffect(() => {
    const a = audio.current;
    return () => a?.pause();
  }, []);
  return (
    <div className={css.track}>
      <FileTypeIcon type="audio" size={64} />
      <p id={titleId} className={css.trackTitle}>
        {file.name}
      </p>
      <p className={css.muted}>{formatBytes(file.size)}</p>
      <audio
        ref={audio}
        className={css.audio}
        src={src}
        controls
        preload="metadata"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onError={onLinkError}
        onPlay={onPlay}
      />
      <p id={hintId} className={css.muted}>
        {intl.formatMessage(m.spaceHint)}
      </p>
    </div>
  );
}
