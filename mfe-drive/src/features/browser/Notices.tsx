import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DriveStore, Notice } from '../../stores/DriveStore';
import { undoMessages as u } from '../../stores/undoMessages';
import { browserMessages as m } from './browserMessages';
import css from './Notices.module.css';

const isDescriptor = (v: unknown): v is MessageDescriptor =>
  typeof v === 'object' && v !== null && 'id' in v;

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  const intl = useIntl();
  // Held open while the pointer or focus is on it (time to reach Undo by keyboard).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (notice.tone === 'error' || held) return undefined;
    const timer = setTimeout(onDismiss, notice.undo ? 8000 : 6000);
    return () => clearTimeout(timer);
  }, [notice, onDismiss, held]);
  const values = Object.fromEntries(
    Object.entries(notice.values ?? {}).map(([k, v]) => [
      k,
      isDescriptor(v) ? intl.formatMessage(v) : v,
    ]),
  );
  return (
    <li
      className={`${css.notice} ${notice.tone === 'error' ? css.error : ''}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{intl.formatMessage(notice.message, values)}</span>
      {notice.undo && (
        <button
          type="button"
          className={css.undo}
          onClick={() => {
            onDismiss();
            notice.undo?.();
          }}
        >
          {intl.formatMessage(u.undo)}
        </button>
      )}
      <button type="button" onClick={onDismiss} aria-label={intl.formatMessage(m.dismiss)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * What just happened, announced politely, bottom-left and at most two (as Google Drive does: the
 * list stays readable); errors stay until dismissed; a change that can be undone says so.
 */
export const Notices = observer(function Notices({ store }: { store: DriveStore }) {
  return (
    <div className={css.region} role="status" aria-live="polite">
      <ul>
        {store.notices.map((n) => (
          <NoticeItem key={n.id} notice={n} onDismiss={() => store.dismissNotice(n.id)} />
        ))}
      </ul>
    </div>
  );
});
