import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage, getPlatform, type Locale } from 'shared-libs';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { reviewMessages as m } from './reviewMessages';
import css from './ReviewPanel.module.css';
import { isFolder } from '../../lib/types';

type Sent =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'sent'; id: string }
  | { kind: 'failed'; reason: string };

/**
 * The audit-admin share action (spec §7 `POST /audit.admin/v1/share`): a reviewer sends the
 * selected files, or every file listed in this folder, with their content hashes (gcids).
 */
export const ReviewPanel = observer(function ReviewPanel({ store }: { store: ShareRootStore }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v);
  const headingId = useId();
  const [sent, setSent] = useState<Sent>({ kind: 'idle' });
  const owner = store.share.info?.owner?.user_id ?? '';
  const selected = store.selection.selectedFiles.filter((f) => !isFolder(f));
  const files = selected.length > 0 ? selected : store.share.items.filter((f) => !isFolder(f));
  const send = async () => {
    setSent({ kind: 'busy' });
    const res = await getPlatform().api.auditShare({
      share_user_id: owner,
      gcids: files.map((f) => f.hash).filter(Boolean),
      file_ids: files.map((f) => f.id),
    });
    if (res.error)
      setSent({ kind: 'failed', reason: errorMessage(res.error, intl.locale as Locale) });
    else setSent({ kind: 'sent', id: res.data.data.audit_id });
  };
  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {t(m.label)}
      </h2>
      <p className={css.text}>{t(m.intro)}</p>
      <button
        type="button"
        className={css.button}
        disabled={!owner || files.length === 0 || sent.kind === 'busy'}
        onClick={() => void send()}
      >
        {sent.kind === 'busy'
          ? t(m.sending)
          : t(selected.length > 0 ? m.sendSelected : m.sendListed, { count: files.length })}
      </button>
      <p className={css.status} role="status">
        {sent.kind === 'sent' && t(m.sent, { id: sent.id })}
        {sent.kind === 'failed' && t(m.failed, { reason: sent.reason })}
      </p>
    </section>
  );
});
