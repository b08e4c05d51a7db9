import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { retryableLazy } from 'shared-libs/react';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { saveMessages as m } from './saveMessages';
import css from './RestorePanel.module.css';

/**
 * A save's progress comes with the save's code (one chunk with RestoreStore, which SaveStore
 * fetches): the share's first view carries neither.
 */
const RestoreProgress = retryableLazy(() =>
  import(/* webpackChunkName: "share-save" */ './RestoreProgress').then((m) => m.RestoreProgress),
);

/** The name question is a chunk of its own: the share's first view does not carry it. */
const SaveConflictDialog = retryableLazy(() =>
  import(/* webpackChunkName: "share-save-question" */ './SaveConflictDialog').then(
    (m) => m.SaveConflictDialog,
  ),
);

/**
 * Save progress: waiting for sign-in, a progress bar while the task runs, the result; and the
 * name question when the save met names already in its folder (SaveConflictDialog). Before
 * those, while the save's code is fetched, "Getting ready to save…"; when it cannot be had,
 * why, and Try again.
 */
export const RestorePanel = observer(function RestorePanel({ store }: { store: ShareRootStore }) {
  const { restore } = store.save;
  return (
    <>
      <RestoreStatus store={store} />
      {restore?.phase === 'asking' && (
        <Suspense fallback={null}>
          <SaveConflictDialog restore={restore} />
        </Suspense>
      )}
    </>
  );
});

/** One live region for the whole save, there from the first view (its changes are read out). */
const RestoreStatus = observer(function RestoreStatus({ store }: { store: ShareRootStore }) {
  const intl = useIntl();
  const { save } = store;
  const { chunk, restore } = save;
  const loading = chunk === 'loading';
  useEffect(() => {
    // Asked for with the save's code (the same chunk): here when the save is, so the panel
    // shows without a fallback frame.
    if (loading) RestoreProgress.ready().catch(() => undefined);
  }, [loading]);
  const preparing = <p className={css.text}>{intl.formatMessage(m.preparing)}</p>;
  let phase: string = save.phase;
  let body = null;
  if (chunk === 'failed') {
    phase = 'failed';
    body = (
      <>
        <p className={css.text}>{intl.formatMessage(m.loadFailed)}</p>
        <div className={css.actions}>
          <button
            type="button"
            className={css.secondary}
            onClick={(e) => {
              // The button goes with the notice: the focus stays in the panel, which follows.
              e.currentTarget.closest<HTMLElement>('[data-testid="restore-panel"]')?.focus();
              save.retry();
            }}
          >
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      </>
    );
  } else if (loading) {
    phase = 'loading';
    body = preparing;
  } else if (restore && phase !== 'idle' && phase !== 'asking') {
    body = (
      <Suspense fallback={preparing}>
        <RestoreProgress store={store} restore={restore} />
      </Suspense>
    );
  }
  if (!body) return <div role="status" className={css.empty} />;
  return (
    <div
      role="status"
      className={`${css.panel} ${phase === 'failed' ? css.failed : ''}`}
      data-phase={phase}
      data-testid="restore-panel"
      // Focusable from script only: the focus lands here after the name question is answered
      // (the save button is disabled while the save runs).
      tabIndex={-1}
    >
      {body}
    </div>
  );
});
