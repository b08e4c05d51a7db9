import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PdfPageView } from '../pdf/PdfPageView';
import { PreviewNotice } from '../PreviewNotice';
import { previewMessages as m } from '../previewMessages';
import { PDF_PREVIEW_BYTES } from '../readContent';
import type { ContentBodyProps, PdfDocument } from '../types';
import { useFileContent } from '../useFileContent';
import css from './Sheet.module.css';

type Opened =
  | { doc: PdfDocument; aspect: number }
  /** The engine did not load (its chunk): thrown to the body boundary (Try again). */
  | { engineError: unknown }
  /** The engine loaded but cannot read these bytes. */
  | { unreadable: true }
  | null;

/**
 * A PDF drawn page by page on canvases (pdf.js, its own chunk, loaded with the first PDF):
 * works under the page's CSP, where an <object> or a frame of the file would be refused.
 * Pages are drawn as they come near the visible area.
 */
export function PdfBody({ file, services, onLinkError, onUnreadable }: ContentBodyProps) {
  const intl = useIntl();
  const content = useFileContent(file, services.fetchContent, PDF_PREVIEW_BYTES);
  const sheet = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (content.phase === 'failed') onLinkError();
    else if (content.phase === 'ready' && content.truncated) onUnreadable('tooLarge');
  }, [content, onLinkError, onUnreadable]);

  const unreadable = opened !== null && 'unreadable' in opened;
  useEffect(() => {
    if (unreadable) onUnreadable('show');
  }, [unreadable, onUnreadable]);

  useEffect(() => {
    if (content.phase !== 'ready' || content.truncated) return;
    let live = true;
    let doc: PdfDocument | undefined;
    services.loadPdfEngine().then(
      async (engine) => {
        try {
          // The engine may take the bytes (transfer to its worker): give it a copy.
          doc = await engine.open(content.bytes.slice());
          if (!live) return doc.destroy();
          const first = await doc.page(1);
          if (live) setOpened({ doc, aspect: first.height / first.width });
        } catch {
          if (live) setOpened({ unreadable: true });
        }
      },
      (engineError: unknown) => {
        if (live) setOpened({ engineError });
      },
    );
    return () => {
      live = false;
      doc?.destroy();
      setOpened(null);
    };
  }, [content, services]);

  useEffect(() => {
    const el = sheet.current;
    if (!el) return;
    const measure = () => {
      const inner = el.clientWidth - 24;
      setWidth(inner > 0 ? Math.min(860, inner) : 600);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [opened]);

  const onPageError = useCallback(() => onUnreadable('show'), [onUnreadable]);

  // The engine's chunk did not load: the body boundary offers Try again.
  if (opened && 'engineError' in opened) throw opened.engineError;
  if (!opened || !('doc' in opened))
    return <PreviewNotice busy>{intl.formatMessage(m.loading)}</PreviewNotice>;
  const { doc, aspect } = opened;
  return (
    <div
      ref={sheet}
      className={`${css.sheet} ${css.pdf}`}
      tabIndex={0}
      role="region"
      aria-label={file.name}
    >
      <p className={css.pdfCount}>
        {intl.formatMessage(m.pdfPages as MessageDescriptor, { count: doc.pageCount })}
      </p>
      {width > 0 &&
        Array.from({ length: doc.pageCount }, (_, i) => (
          <PdfPageView
            key={i}
            doc={doc}
            pageNumber={i + 1}
            aspect={aspect}
            width={width}
            onError={onPageError}
          />
        ))}
    </div>
  );
}
