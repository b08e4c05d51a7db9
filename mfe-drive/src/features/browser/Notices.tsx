import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DriveStore, Notice } from '../../stores/DriveStore';
import { browserMessages as m } from './browserMessages';
import css from './Notices.module.css';

const isDescriptor = (v: unknown): v is MessageDescriptor =>
  typeof v === 'object' && v !== null && 'id' in v;

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  const intl = useIntl();
  useEffect(() => {
    if (notice.tone === 'error') return undefined;
    const timer = setTimeout(onDismiss, 6000);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  const values = Object.fromEntries(
    Object.entries(notice.values ?? {}).map(([k, v]) => [
      k,
      isDescriptor(v) ? intl.formatMessage(v) : v,
    ]),
  );
  return (
    <li className={`${css.notice} ${notice.tone === 'error' ? css.error : ''}`}>
      <span>{intl.formatMessage(notice.message, values)}</span>
      <button type="button" onClick={onDismiss} aria-label={intl.formatMessage(m.dismiss)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** What just happened, announced politely; errors stay until dismissed. */
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
