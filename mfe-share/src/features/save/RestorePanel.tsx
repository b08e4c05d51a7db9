import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { retryableLazy } from 'shared-libs/react';
import { describeError } from '../../lib/errorMessages';
import { statusMessages } from '../../lib/statusMessages';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { saveMessages as m } from './saveMessages';
import css from './RestorePanel.module.css';

/** The name question is a chunk of its own: the share's first view does not carry it. */
const SaveConflictDialog = retryableLazy(() =>
  import(/* webpackChunkName: "share-save-question" */ './SaveConflictDialog').then(
    (m) => m.SaveConflictDialog,
  ),
);

/**
 * Save progress: waiting for sign-in, a progress bar while the task runs, the result; and the
 * name question when the save met names already in its folder (SaveConflictDialog).
 */
export const RestorePanel = observer(function RestorePanel({ store }: { store: ShareRootStore }) {
  return (
    <>
      <RestoreStatus store={store} />
      {store.restore.phase === 'asking' && (
        <Suspense fallback={null}>
          <SaveConflictDialog restore={store.restore} />
        </Suspense>
      )}
    </>
  );
});

const RestoreStatus = observer(function RestoreStatus({ store }: { store: ShareRootStore }) {
  const intl = useIntl();
  const r = store.restore;
  if (r.phase === 'idle' || r.phase === 'asking')
    return <div role="status" className={css.empty} />;
  let body;
  if (r.phase === 'login') {
    body = <p className={css.text}>{intl.formatMessage(m.login)}</p>;
  } else if (r.phase === 'starting' || r.phase === 'running') {
    const label = intl.formatMessage(m.progressLabel);
    body = (
      <>
        <p className={css.text}>
          {intl.formatMessage(m.starting as MessageDescriptor, { count: r.itemCount })}
        </p>
        <div
          className={css.track}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(r.progress)}
        >
          <div className={css.fill} style={{ width: `${Math.max(4, r.progress)}%` }} />
        </div>
      </>
    );
  } else if (r.phase === 'done') {
    const folder = r.destinationName || intl.formatMessage(m.conflictRoot);
    body = (
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
  } else {
    const statusKey = r.shareStatus
      ? (`${r.shareStatus}_title` as keyof typeof statusMessages)
      : null;
    const reason =
      statusKey && statusMessages[statusKey]
        ? intl.formatMessage(statusMessages[statusKey])
        : r.error
          ? describeError(intl, r.error)
          : intl.formatMessage(m.taskFailed);
    body = (
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
  }
  return (
    <div
      role="status"
      className={`${css.panel} ${r.phase === 'failed' ? css.failed : ''}`}
      data-phase={r.phase}
      data-testid="restore-panel"
      // Focusable from script only: the focus lands here after the name question is answered
      // (the save button is disabled while the save runs).
      tabIndex={-1}
    >
      {body}
    </div>
  );
});
