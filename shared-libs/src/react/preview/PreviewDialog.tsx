import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { trapTab } from './focusTrap';
import { PreviewIcon } from './PreviewIcon';
import { previewMessages as m } from './previewMessages';
import css from './PreviewDialog.module.css';

/** A horizontal swipe this long (CSS px), mostly sideways, moves to the previous / next file. */
export const SWIPE_MIN_PX = 60;

/** Elements that use the arrow keys themselves (seek, volume, options, caret). */
const OWN_ARROWS = new Set(['VIDEO', 'AUDIO', 'SELECT', 'INPUT', 'TEXTAREA']);

export interface PreviewDialogProps {
  /** The file name: the dialog's accessible name. */
  title: string;
  /** Size and position, under the title. */
  subtitle?: ReactNode;
  /** Header actions before the close button. */
  actions?: ReactNode;
  onClose(): void;
  /** Absent when there is no previous / next file (the button is disabled). */
  onPrev?: () => void;
  onNext?: () => void;
  children: ReactNode;
}

/**
 * The preview's modal dialog: header (title, subtitle, actions, close), previous/next buttons
 * around the body, Escape and arrow keys, focus kept inside and given back on close.
 */
export function PreviewDialog({
  title,
  subtitle,
  actions,
  onClose,
  onPrev,
  onNext,
  children,
}: PreviewDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const hasPrev = onPrev !== undefined;
  const hasNext = onNext !== undefined;

  useEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => back?.focus?.();
  }, []);

  // A previous/next button that just became disabled drops focus to <body>: keep it in here.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && active.disabled) dialog.current?.focus();
  }, [hasPrev, hasNext]);

  // Phones (issue 31): swipe left for the next file, right for the previous one. Touch events,
  // not pointer events: a pan the browser takes over cancels pointers but still ends touches.
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    const t = e.touches[0];
    swipe.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent<HTMLDivElement>) => {
    const start = swipe.current;
    const t = e.changedTouches[0];
    swipe.current = null;
    if (!start || !t || (e.target as HTMLElement).closest('video, audio, input, select')) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    if (dx < 0) onNext?.();
    else onPrev?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const ownArrows = OWN_ARROWS.has((e.target as HTMLElement).tagName);
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowRight' && !ownArrows && onNext) {
      e.preventDefault();
      onNext();
    } else if (e.key === 'ArrowLeft' && !ownArrows && onPrev) {
      e.preventDefault();
      onPrev();
    } else {
      trapTab(e, dialog.current);
    }
  };

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
              {title}
            </h2>
            {subtitle && <p className={css.sub}>{subtitle}</p>}
          </div>
          {actions && <div className={css.actions}>{actions}</div>}
          <button
            type="button"
            className={css.iconBtn}
            onClick={onClose}
            aria-label={intl.formatMessage(m.close)}
          >
            <PreviewIcon name="close" />
          </button>
        </div>
        <div
          className={css.stage}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="preview-stage"
        >
          <button
            type="button"
            className={`${css.nav} ${css.prev}`}
            onClick={onPrev}
            disabled={!hasPrev}
            aria-label={intl.formatMessage(m.prev)}
          >
            <PreviewIcon name="prev" />
          </button>
          <div className={css.content}>{children}</div>
          <button
            type="button"
            className={`${css.nav} ${css.next}`}
            onClick={onNext}
            disabled={!hasNext}
            aria-label={intl.formatMessage(m.next)}
          >
            <PreviewIcon name="next" />
          </button>
        </div>
      </div>
    </div>
  );
}
