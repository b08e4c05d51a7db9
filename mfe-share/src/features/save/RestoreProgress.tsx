import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { describeError } from '../../lib/errorMessages';
import { statusMessages } from '../../lib/statusMessages';
import type { RestoreStore } from '../../stores/RestoreStore';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { progressMessages as m } from './progressMessages';
import css from './RestorePanel.module.css';

/**
 * What the save panel says while a save is under way and after it: waiting for sign-in, a
 * progress bar while the task runs, the result. It comes with the save's code (the chunk
 * `share-save`, with RestoreStore); RestorePanel holds it.
 */
export const RestoreProgress = observer(function RestoreProgress({
  store,
  restore: r,
}: {
  store: ShareRootStore;
  restore: RestoreStore;
}) {
  const intl = useIntl();
  if (r.phase === 'login') return <p className={css.text}>{intl.formatMessage(m.login)}</p>;
  if (r.phase === 'starting' || r.phase === 'running') {
    return (
      <>
        <p className={css.text}>
          {intl.formatMessage(m.starting as MessageDescriptor, { count: r.itemCount })}
        </p>
        <div
          className={css.track}
          role="progressbar"
          aria-label={intl.formatMessage(m.progressLabel)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(r.progress)}
        >
          <div className={css.fill} style={{ width: `${Math.max(4, r.progress)}%` }} />
        </div>
      </>
    );
  }
  if (r.phase === 'done') {
    const folder = r.destinationName || intl.formatMessage(m.conflictRoot);
    return (
      <>
        <p className={css.text}>
          {r.nothingSaved
            ? intl.formatMessage(m.nothingSaved as MessageDescriptor, { folder })
            : intl.formatMessage(m.done)}
        </p>
        <div className={css.actions}>
          <button type="button" className={css.primary} onClick={() => store.openInDrive()}>
            {intl.formatMessage(m.openDrive)}
          </button>
          <button type="button" className={css.secondary} onClick={() => r.dismiss()}>
            {intl.formatMessage(m.close)}
          </button>
        </div>
      </>
    );
  }
  if (r.phase !== 'failed') return null;
  const statusKey = r.shareStatus
    ? (`${r.shareStatus}_title` as keyof typeof statusMessages)
    : null;
  const reason =
    statusKey && statusMessages[statusKey]
      ? intl.formatMessage(statusMessages[statusKey])
      : r.error
        ? describeError(intl, r.error)
        : intl.formatMessage(m.taskFailed);
  return (
    <>
      <p className={css.text}>
        <strong>{intl.formatMessage(m.failed)}</strong> {reason}
      </p>
      <div className={css.actions}>
        <button type="button" className={css.secondary} onClick={() => r.dismiss()}>
          {intl.formatMessage(m.close)}
        </button>
      </div>
    </>
  );
});
