import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Media } from 'shared-libs';
import { previewMessages as m } from '../previewMessages';
import type { BodyProps } from '../types';
import { useMediaFreeze } from '../useMediaFreeze';
import { useSpaceToPlay } from '../useSpaceToPlay';
import css from './Body.module.css';

function rendition(medias: readonly Media[], name: string): Media | undefined {
  return medias.find((x) => x.media_name === name) ?? medias[0];
}

/** A video with its renditions (`medias`) in a Quality select; Space plays or pauses. */
export function VideoBody({
  file,
  onLinkError,
  onPlay,
  frozen = false,
}: BodyProps & { onPlay?: () => void; frozen?: boolean }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [name, setName] = useState('');
  /** Where to carry on after switching rendition (a new source starts at 0). */
  const resumeAt = useRef(0);
  const medias = file.medias ?? [];
  const media = rendition(medias, name);
  useSpaceToPlay(video);
  useMediaFreeze(video, frozen);
  useEffect(() => {
    const v = video.current;
    return () => v?.pause();
  }, []);
  return (
    <div className={css.player}>
      <video
        ref={video}
        className={css.video}
        src={media?.link?.url || file.web_content_link}
        controls
        playsInline
        preload="metadata"
        poster={file.thumbnail_link || undefined}
        aria-label={file.name}
        onError={onLinkError}
        onPlay={onPlay}
        onLoadedMetadata={(e) => {
          if (resumeAt.current > 0) e.currentTarget.currentTime = resumeAt.current;
          resumeAt.current = 0;
        }}
      />
      {medias.length > 1 && (
        <label className={css.quality}>
          {intl.formatMessage(m.quality)}{' '}
          <select
            value={media?.media_name ?? ''}
            onChange={(e) => {
              resumeAt.current = video.current?.currentTime ?? 0;
              setName(e.target.value);
            }}
          >
            {medias.map((x) => (
              <option key={x.media_name} value={x.media_name}>
                {x.media_name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
