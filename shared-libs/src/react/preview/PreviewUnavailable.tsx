import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { coreMessages as m } from './coreMessages';
import { trapTab } from './focusTrap';
import css from './PreviewUnavailable.module.css';

/** Shown when the preview's own chunk does not download: say so, offer Try again and Close. */
export function PreviewUnavailable({ onRetry, onClose }: { onRetry(): void; onClose(): void }) {
  const intl = useIntl();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    retry.current?.focus();
    return () => back?.focus?.();
  }, []);
  return (
    <div className={css.backdrop} data-testid="preview">
      <div
        ref={box}
        className={css.box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={textId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          else trapTab(e, box.current);
        }}
      >
        <p id={textId} className={css.text}>
          {intl.formatMessage(m.failed)}
        </p>
        <div className={css.buttons}>
          <button ref={retry} type="button" className={css.primary} onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </button>
          <button type="button" className={css.secondary} onClick={onClose}>
            {intl.formatMessage(m.close)}
          </button>
        </div>
      </div>
    </div>
  );
}
