import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { unsupportedAudio } from '../../lib/fileType';
import { formatBytes } from 'shared-libs';
import { describeError } from '../../lib/errorMessages';
import { FileIcon } from '../../lib/ui/FileIcon';
import type { Media } from '../../lib/types';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import css from './PreviewOverlay.module.css';

const m = defineMessages({
  close: { id: 'share.preview.close', defaultMessage: 'Close preview', description: 'Button' },
  prev: { id: 'share.preview.prev', defaultMessage: 'Previous file', description: 'Button' },
  next: { id: 'share.preview.next', defaultMessage: 'Next file', description: 'Button' },
  loading: { id: 'share.preview.loading', defaultMessage: 'Loading preview…', description: 'Busy' },
  failed: {
    id: 'share.preview.failed',
    defaultMessage: 'The preview could not be loaded.',
    description: 'file_info failed',
  },
  unsupportedAudio: {
    id: 'share.preview.unsupportedAudio',
    defaultMessage:
      'This file uses EAC3 audio, which cannot be played in the browser. Save it to your drive to play it in the app.',
    description: 'eac3 audio (spec §5)',
  },
  playFailed: {
    id: 'share.preview.playFailed',
    defaultMessage: 'This file cannot be played here. Save it to your drive to open it in the app.',
    description: 'The media element could not play the file, even after refreshing its link',
  },
  unsupportedType: {
    id: 'share.preview.unsupportedType',
    defaultMessage: 'This type of file cannot be previewed. Save it to your drive to open it.',
    description: 'Other file types',
  },
  save: { id: 'share.preview.save', defaultMessage: 'Save to my drive', description: 'Button' },
  quality: {
    id: 'share.preview.quality',
    defaultMessage: 'Quality',
    description: 'Rendition select',
  },
  sensitiveTitle: {
    id: 'share.preview.sensitiveTitle',
    defaultMessage: 'This file may contain sensitive content',
    description: 'Cover over sensitive content',
  },
  reveal: {
    id: 'share.preview.reveal',
    defaultMessage: 'Show it',
    description: 'Button on the cover',
  },
  rememberReveal: {
    id: 'share.preview.rememberReveal',
    defaultMessage: 'Do not cover sensitive content again',
    description: 'Checkbox on the cover',
  },
  position: {
    id: 'share.preview.position',
    defaultMessage: '{index} of {total}',
    description: 'Position among previewable files',
  },
});

function bestMedia(medias: Media[] | undefined, name: string): Media | undefined {
  return (medias ?? []).find((x) => x.media_name === name) ?? medias?.[0];
}

/** The preview overlay (mode SHARE_PREVIEW_WINDOW), loaded as its own chunk. */
export const PreviewOverlay = observer(function PreviewOverlay({
  store,
}: {
  store: ShareRootStore;
}) {
  const intl = useIntl();
  const p = store.preview;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [rendition, setRendition] = useState('');
  const [remember, setRemember] = useState(false);
  const refreshed = useRef('');
  const [failedId, setFailedId] = useState('');
  const file = p.file ?? p.listed;

  useEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const v = video.current;
    return () => {
      v?.pause();
      back?.focus?.();
    };
  }, []);

  useEffect(() => {
    setRendition('');
  }, [p.fileId]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tag = (e.target as HTMLElement).tagName;
    if (e.key === 'Escape') {
      e.preventDefault();
      p.close();
    } else if (e.key === 'ArrowRight' && tag !== 'VIDEO' && tag !== 'AUDIO' && tag !== 'SELECT') {
      p.next();
    } else if (e.key === 'ArrowLeft' && tag !== 'VIDEO' && tag !== 'AUDIO' && tag !== 'SELECT') {
      p.prev();
    } else if (e.key === 'Tab') {
      const focusables = dialog.current?.querySelectorAll<HTMLElement>(
        'button:not([disabled]), select, input, video, audio, [tabindex="0"]',
      );
      if (!focusables || focusables.length === 0) return;
      const first = focusables[0] as HTMLElement;
      const last = focusables[focusables.length - 1] as HTMLElement;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  /** A signed media link may have expired: refresh file_info once, then say it cannot play. */
  const onMediaError = () => {
    if (refreshed.current === p.fileId) {
      setFailedId(p.fileId);
      return;
    }
    refreshed.current = p.fileId;
    void p.refresh();
  };

  const save = () => {
    if (!file) return;
    const id = file.id;
    p.close();
    void store.saveSelected([id]);
  };

  let content;
  if (!file || p.phase === 'loading') {
    content = <p className={css.note}>{intl.formatMessage(m.loading)}</p>;
  } else if (p.phase === 'failed') {
    content = (
      <p className={css.note}>
        {intl.formatMessage(m.failed)} {describeError(intl, p.error)}
      </p>
    );
  } else if (p.covered) {
    content = (
      <div className={css.cover}>
        <p className={css.coverTitle}>{intl.formatMessage(m.sensitiveTitle)}</p>
        <label className={css.remember}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          {intl.formatMessage(m.rememberReveal)}
        </label>
        <button type="button" className={css.primary} onClick={() => p.reveal(remember)}>
          {intl.formatMessage(m.reveal)}
        </button>
      </div>
    );
  } else if (p.category === 'image') {
    content = (
      <img
        className={css.image}
        src={file.web_content_link || file.thumbnail_link}
        alt={file.name}
        onError={onMediaError}
      />
    );
  } else if (
    (p.category === 'video' || p.category === 'audio') &&
    (unsupportedAudio(file) || failedId === file.id)
  ) {
    content = (
      <div className={css.unsupported}>
        <FileIcon category={p.category} size={64} />
        <p className={css.note}>
          {intl.formatMessage(failedId === file.id ? m.playFailed : m.unsupportedAudio)}
        </p>
        <button type="button" className={css.primary} onClick={save}>
          {intl.formatMessage(m.save)}
        </button>
      </div>
    );
  } else if (p.category === 'video') {
    const medias = file.medias ?? [];
    const media = bestMedia(medias, rendition);
    content = (
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
          onError={onMediaError}
          onPlay={() => store.track('player_play', { file_id: file.id })}
        />
        {medias.length > 1 && (
          <label className={css.quality}>
            {intl.formatMessage(m.quality)}{' '}
            <select value={media?.media_name ?? ''} onChange={(e) => setRendition(e.target.value)}>
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
  } else if (p.category === 'audio') {
    const media = bestMedia(file.medias, '');
    content = (
      <div className={css.unsupported}>
        <FileIcon category="audio" size={64} />
        <audio
          className={css.audio}
          src={media?.link?.url || file.web_content_link}
          controls
          preload="metadata"
          aria-label={file.name}
          onError={onMediaError}
          onPlay={() => store.track('player_play', { file_id: file.id })}
        />
      </div>
    );
  } else {
    content = (
      <div className={css.unsupported}>
        <FileIcon category={p.category} size={64} />
        <p className={css.note}>{intl.formatMessage(m.unsupportedType)}</p>
        <button type="button" className={css.primary} onClick={save}>
          {intl.formatMessage(m.save)}
        </button>
      </div>
    );
  }

  return (
    <div className={css.backdrop} data-testid="preview">
      <div
        ref={dialog}
        className={css.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={css.top}>
          <div className={css.heading}>
            <h2 id={titleId} className={css.title}>
              {file?.name ?? ''}
            </h2>
            {file && (
              <p className={css.sub}>
                {formatBytes(file.size)}
                {p.index >= 0 && (
                  <>
                    {' · '}
                    {intl.formatMessage(m.position as MessageDescriptor, {
                      index: p.index + 1,
                      total: p.previewables.length,
                    })}
                  </>
                )}
              </p>
            )}
          </div>
          <button type="button" className={css.iconBtn} onClick={save} disabled={!file}>
            {intl.formatMessage(m.save)}
          </button>
          <button
            type="button"
            className={css.iconBtn}
            onClick={() => p.close()}
            aria-label={intl.formatMessage(m.close)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
        </div>
        <div className={css.stage}>
          <button
            type="button"
            className={`${css.nav} ${css.prev}`}
            onClick={() => p.prev()}
            disabled={!p.hasPrev}
            aria-label={intl.formatMessage(m.prev)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 4l-8 8 8 8" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
          <div className={css.content}>{content}</div>
          <button
            type="button"
            className={`${css.nav} ${css.next}`}
            onClick={() => p.next()}
            disabled={!p.hasNext}
            aria-label={intl.formatMessage(m.next)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 4l8 8-8 8" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
});
