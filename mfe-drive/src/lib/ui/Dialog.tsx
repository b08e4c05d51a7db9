import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import css from './Dialog.module.css';

const m = defineMessages({
  cancel: { id: 'drive.dialog.cancel', defaultMessage: 'Cancel', description: 'Button' },
  close: { id: 'drive.dialog.close', defaultMessage: 'Close', description: 'Button' },
});

/** A form when the dialog submits (Enter submits), else a plain box (it may hold forms). */
function Shell({
  onSubmit,
  className,
  children,
}: {
  onSubmit?: (e: FormEvent) => void;
  className?: string;
  children: ReactNode;
}) {
  return onSubmit ? (
    <form method="dialog" onSubmit={onSubmit} className={className}>
      {children}
    </form>
  ) : (
    <div className={className}>{children}</div>
  );
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page
 * inert, closes on Escape and returns focus to what opened it. Content is a form so Enter
 * submits.
 */
export function Dialog({
  title,
  children,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled,
  danger,
  busy,
  wide,
}: {
  title: string;
  children?: ReactNode;
  onClose(): void;
  onSubmit?(): void;
  submitLabel?: string;
  submitDisabled?: boolean;
  danger?: boolean;
  busy?: boolean;
  wide?: boolean;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    return () => {
      if (d.open && typeof d.close === 'function') d.close();
      // Focus goes back to what opened the dialog; when that is gone (a selection bar button
      // after its action), to the page's home for focus (the drive's file list), never <body>.
      if (opener?.isConnected && opener !== document.body) opener.focus?.();
      else document.querySelector<HTMLElement>('[data-focus-home]')?.focus();
    };
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitDisabled && !busy) onSubmit?.();
  };
  return (
    <dialog
      ref={ref}
      className={`${css.dialog} ${wide ? css.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <Shell onSubmit={onSubmit ? submit : undefined} className={css.form}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        <div className={css.body}>{children}</div>
        <div className={css.buttons}>
          <button type="button" className={css.secondary} onClick={onClose}>
            {intl.formatMessage(onSubmit ? m.cancel : m.close)}
          </button>
          {onSubmit && (
            <button
              type="submit"
              className={danger ? css.danger : css.primary}
              disabled={submitDisabled || busy}
              aria-busy={busy || undefined}
            >
              {submitLabel}
            </button>
          )}
        </div>
      </Shell>
    </dialog>
  );
}
