import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, errorMessage, formatBytes, toLocale, type DriveFile } from 'shared-libs';
import { hasUnsupportedAudio, previewKindOf, type PreviewKind } from 'shared-libs/files';
import { AudioBody } from './bodies/AudioBody';
import { ImageBody } from './bodies/ImageBody';
import { UnsupportedBody, type UnsupportedReason } from './bodies/UnsupportedBody';
import { VideoBody } from './bodies/VideoBody';
import { defaultServices } from './defaultServices';
import { lazyBody } from './lazyBody';
import { PreviewDialog } from './PreviewDialog';
import { PreviewNotice } from './PreviewNotice';
import { previewMessages as m } from './previewMessages';
import { PDF_PREVIEW_BYTES } from './readContent';
import { SensitiveCover } from './SensitiveCover';
import type { ContentBodyProps, FilePreviewProps, PreviewError } from './types';

// The bodies that bring a parser or a renderer, each in its own chunk.
const TextBody = lazyBody<ContentBodyProps>(() =>
  import(/* webpackChunkName: "kit-preview-text" */ './bodies/TextBody').then((x) => x.TextBody),
);
const MarkdownBody = lazyBody<ContentBodyProps>(() =>
  import(/* webpackChunkName: "kit-preview-markdown" */ './bodies/MarkdownBody').then(
    (x) => x.MarkdownBody,
  ),
);
const PdfBody = lazyBody<ContentBodyProps>(() =>
  import(/* webpackChunkName: "kit-preview-pdf" */ './bodies/PdfBody').then((x) => x.PdfBody),
);
const LAZY: Partial<Record<PreviewKind, { preload(): void }>> = {
  text: TextBody,
  markdown: MarkdownBody,
  pdf: PdfBody,
};

/** What is known of the file shown; a new object per file, so nothing leaks to the next. */
interface View {
  id: string;
  phase: 'loading' | 'ready' | 'failed';
  file?: DriveFile;
  error?: PreviewError | null;
  /** Why the content cannot be shown, once that is known. */
  unsupported: UnsupportedReason | null;
  /** The viewer chose to see it through the sensitive-content cover. */
  revealed: boolean;
}

const freshView = (id: string): View => ({
  id,
  phase: 'loading',
  unsupported: null,
  revealed: false,
});

const isSensitive = (f: DriveFile) => {
  const status = f.audit?.status ?? 'STATUS_OK';
  return status !== 'STATUS_OK' && status !== '';
};

const asPreviewError = (e: unknown): PreviewError =>
  typeof e === 'object' && e !== null && typeof (e as PreviewError).error === 'string'
    ? (e as PreviewError)
    : { error: 'unknown', error_description: e instanceof Error ? e.message : String(e) };

/** The preview (its own chunk): loads the file shown, picks its body, moves among files. */
export function PreviewShell(props: FilePreviewProps) {
  const { files, fileId, onNavigate, onClose, sensitiveCover, onPlay, frozen } = props;
  const intl = useIntl();
  const index = files.findIndex((f) => f.id === fileId);
  const listed = files[index];
  const services = useMemo(() => ({ ...defaultServices, ...props.services }), [props.services]);

  const [view, setView] = useState<View>(() => freshView(fileId));
  /** One load of a file; `n` asks again (Try again, a refreshed link). */
  const [request, setRequest] = useState({ id: fileId, n: 0 });
  if (request.id !== fileId) {
    setRequest({ id: fileId, n: 0 });
    setView(freshView(fileId));
  }

  // The caller may pass new functions and arrays on every render: read the latest ones.
  const latest = useRef({ files, load: props.load });
  useEffect(() => {
    latest.current = { files, load: props.load };
  });

  useEffect(() => {
    const file = latest.current.files.find((f) => f.id === request.id);
    if (!file) return;
    let live = true;
    const settle = (patch: Partial<View>) =>
      live && setView((v) => (v.id === request.id ? { ...v, ...patch } : v));
    latest.current.load(file).then(
      (res) =>
        settle(
          res.data
            ? { phase: 'ready', file: res.data, error: null }
            : { phase: 'failed', error: res.error ?? null },
        ),
      (e: unknown) => settle({ phase: 'failed', error: asPreviewError(e) }),
    );
    return () => {
      live = false;
    };
  }, [request]);

  // The chunk of the file's body downloads while the file loads.
  const kind = listed ? previewKindOf(listed) : null;
  useEffect(() => {
    if (kind) LAZY[kind]?.preload();
  }, [kind]);

  const retry = () => {
    setView((v) => ({ ...v, phase: 'loading', error: null }));
    setRequest((r) => ({ ...r, n: r.n + 1 }));
  };

  /** The file whose links were loaded again once after a content link failed. */
  const refreshed = useRef('');
  useEffect(() => {
    refreshed.current = '';
  }, [fileId]);

  /** A signed content link may have expired: load the file once more (new links), then give up. */
  const onLinkError = useCallback(() => {
    if (refreshed.current !== fileId) {
      refreshed.current = fileId;
      setRequest((r) => (r.id === fileId ? { ...r, n: r.n + 1 } : r));
      return;
    }
    setView((v) => (v.id === fileId ? { ...v, unsupported: v.unsupported ?? 'show' } : v));
  }, [fileId]);
  const onUnreadable = useCallback(
    (reason: 'show' | 'tooLarge') =>
      setView((v) => (v.id === fileId ? { ...v, unsupported: v.unsupported ?? reason } : v)),
    [fileId],
  );

  const shown = view.id === fileId ? view : freshView(fileId);
  const file = shown.file ?? listed;
  const describe = (e: PreviewError | null | undefined) =>
    e
      ? props.describeError
        ? props.describeError(e)
        : errorMessage(
            {
              error_code: 0,
              error_description: '',
              error_uri: '',
              details: [],
              ...e,
            },
            toLocale(intl.locale) ?? DEFAULT_LOCALE,
          )
      : '';

  function renderBody(f: DriveFile): ReactNode {
    const fallback = props.fallbackActions?.(f);
    const kindOf = previewKindOf(f);
    const media = kindOf === 'video' || kindOf === 'audio';
    const reason: UnsupportedReason | null =
      shown.unsupported === 'show' && media
        ? 'playback'
        : (shown.unsupported ??
          (kindOf === null
            ? 'type'
            : media && hasUnsupportedAudio(f)
              ? 'audio'
              : kindOf === 'pdf' && Number(f.size) > PDF_PREVIEW_BYTES
                ? 'tooLarge'
                : null));
    if (reason) return <UnsupportedBody file={f} reason={reason} actions={fallback} />;
    const played = onPlay ? () => onPlay(f) : undefined;
    const content: ContentBodyProps = { file: f, services, onLinkError, onUnreadable };
    switch (kindOf) {
      case 'image':
        return <ImageBody file={f} onLinkError={onLinkError} />;
      case 'video':
        return <VideoBody file={f} onLinkError={onLinkError} onPlay={played} frozen={frozen} />;
      case 'audio':
        return <AudioBody file={f} onLinkError={onLinkError} onPlay={played} frozen={frozen} />;
      case 'text':
        return <TextBody {...content} />;
      case 'markdown':
        return <MarkdownBody {...content} />;
      default:
        return <PdfBody {...content} />;
    }
  }

  let body: ReactNode;
  if (!file) {
    body = <PreviewNotice>{intl.formatMessage(m.failed)}</PreviewNotice>;
  } else if (shown.phase !== 'ready' || !shown.file) {
    body =
      shown.phase === 'failed' ? (
        <PreviewNotice onRetry={retry}>
          {intl.formatMessage(m.failed)} {describe(shown.error)}
        </PreviewNotice>
      ) : (
        <PreviewNotice busy>{intl.formatMessage(m.loading)}</PreviewNotice>
      );
  } else if (sensitiveCover && isSensitive(file) && !shown.revealed) {
    body = (
      <SensitiveCover
        onReveal={(remember) => {
          setView((v) => ({ ...v, revealed: true }));
          sensitiveCover.onReveal(file, remember);
        }}
      />
    );
  } else {
    body = renderBody(file);
  }

  const prev = files[index - 1];
  const next = index >= 0 ? files[index + 1] : undefined;
  const position =
    props.position ?? (index >= 0 ? { index: index + 1, total: files.length } : undefined);
  const nav = props.nav ?? {
    prev: prev ? () => onNavigate(prev.id) : undefined,
    next: next ? () => onNavigate(next.id) : undefined,
  };
  return (
    <PreviewDialog
      title={file?.name ?? ''}
      subtitle={
        file && (
          <>
            {formatBytes(file.size)}
            {position && (
              <>
                {' · '}
                {intl.formatMessage(m.position as MessageDescriptor, {
                  index: intl.formatNumber(position.index),
                  total: intl.formatNumber(position.total),
                })}
              </>
            )}
          </>
        )
      }
      actions={file && props.actions?.(file)}
      onClose={onClose}
      onPrev={nav.prev}
      onNext={nav.next}
    >
      <Fragment key={fileId}>{body}</Fragment>
    </PreviewDialog>
  );
}
