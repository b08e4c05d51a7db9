import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { previewMessages as m } from './previewMessages';
import css from './bodies/Body.module.css';

/**
 * A message in place of the file: busy (a polite status) or a failure (an alert) with an
 * optional Try again button.
 */
export function PreviewNotice({
  busy = false,
  onRetry,
  children,
}: {
  busy?: boolean;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={css.box}>
      <p className={css.note} role={busy ? 'status' : 'alert'}>
        {children}
      </p>
      {onRetry && (
        <button type="button" className={css.primary} onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </button>
      )}
    </div>
  );
}
