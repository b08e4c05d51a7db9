import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** A part of a page that is loading: a polite status line. */
export function PendingNotice({
  children,
  className = ui.notice,
}: {
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <p className={className} role="status" aria-busy="true">
      {children}
    </p>
  );
}

/** A part of a page that could not load: why (an alert) and a button to try again. */
export function FailedNotice({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
  className?: string | undefined;
}) {
  return (
    <div className={className}>
      <p className={ui.notice} role="alert">
        {message}
      </p>
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
