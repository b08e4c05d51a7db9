import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes } from 'shared-libs';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { saveMessages as m } from './saveMessages';
import css from './SaveBar.module.css';

/**
 * Sticky bar: selection count and total size, clear, and save (selected or all). `actions` go
 * before the save button and `notice` above them (the page puts the downloads there).
 */
export const SaveBar = observer(function SaveBar({
  store,
  actions,
  notice,
}: {
  store: ShareRootStore;
  actions?: ReactNode;
  notice?: ReactNode;
}) {
  const intl = useIntl();
  const { selection, save } = store;
  const n = selection.count;
  const { saveForm } = store;
  return (
    <div className={css.bar} role="region" aria-label={intl.formatMessage(m.barLabel)}>
      {notice}
      <p className={css.summary} aria-live="polite">
        {n > 0
          ? intl.formatMessage(m.selected as MessageDescriptor, {
              count: n,
              size: formatBytes(selection.totalSize),
            })
          : intl.formatMessage(m.nothingSelected)}
      </p>
      <div className={css.actions}>
        {n > 0 && (
          <button type="button" className={css.secondary} onClick={() => selection.clear()}>
            {intl.formatMessage(m.clear)}
          </button>
        )}
        {actions}
        {/* A form that works before the page's code runs (prerendered, decision 0018): it
            opens the folder again with action=save, which the page acts on once it can. */}
        <form
          className={css.saveForm}
          method="get"
          action={saveForm.path}
          onSubmit={(e) => {
            e.preventDefault();
            void store.saveSelected();
          }}
        >
          {saveForm.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className={css.primary}
            disabled={save.busy}
            // The save's code is a chunk of its own: fetched as the pointer or the focus comes.
            onPointerEnter={() => save.preload()}
            onFocus={() => save.preload()}
            // Where the focus goes back after the name question (SaveConflictDialog).
            data-save-invoker
          >
            {intl.formatMessage(n > 0 ? m.saveSelected : m.saveAll)}
          </button>
        </form>
      </div>
    </div>
  );
});
