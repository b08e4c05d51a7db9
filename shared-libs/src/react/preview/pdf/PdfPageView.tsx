import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { previewMessages as m } from '../previewMessages';
import type { PdfDocument } from '../types';
import css from '../bodies/Sheet.module.css';

/** Starts pages this far below the visible area, so scrolling rarely meets a blank page. */
const AHEAD = '600px 0px';

/**
 * One PDF page: a placeholder with the page's proportions until it comes near the visible
 * area, then drawn at the device's pixel ratio, its text kept for screen readers.
 */
export function PdfPageView({
  doc,
  pageNumber,
  aspect,
  width,
  onError,
}: {
  doc: PdfDocument;
  pageNumber: number;
  /** height / width of the first page, for the placeholder. */
  aspect: number;
  /** CSS pixels to draw the page at. */
  width: number;
  onError(error: unknown): void;
}) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const [drawn, setDrawn] = useState<{ aspect: number; text: string } | null>(null);

  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  useEffect(() => {
    const target = canvas.current;
    if (!near || !target) return;
    let cancel = () => {};
    let live = true;
    doc
      .page(pageNumber)
      .then(async (page) => {
        if (!live) return;
        const ratio = Math.min(window.devicePixelRatio || 1, 2);
        const task = page.render(target, (width / page.width) * ratio);
        cancel = task.cancel;
        await task.promise;
        const text = await page.text();
        if (live) setDrawn({ aspect: page.height / page.width, text });
      })
      .catch((e: unknown) => {
        if (live && (e as { name?: string })?.name !== 'RenderingCancelledException') onError(e);
      });
    return () => {
      live = false;
      cancel();
    };
  }, [near, doc, pageNumber, width, onError]);

  const label = intl.formatMessage(m.pdfPage as MessageDescriptor, {
    page: pageNumber,
    count: doc.pageCount,
  });
  return (
    <div
      ref={box}
      className={css.page}
      role="group"
      aria-label={label}
      style={{ aspectRatio: `1 / ${drawn?.aspect ?? aspect}` }}
    >
      <canvas ref={canvas} aria-hidden="true" />
      {drawn?.text && <p className={css.srOnly}>{drawn.text}</p>}
    </div>
  );
}
