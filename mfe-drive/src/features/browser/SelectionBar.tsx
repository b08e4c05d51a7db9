import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DriveActions } from '../../stores/DriveActions';
import type { DriveStore } from '../../stores/DriveStore';
import { browserMessages as m } from './browserMessages';
import { selectionActions } from './selectionActions';
import css from './SelectionBar.module.css';

/** Actions on the selection; at the bottom of the screen on mobile. */
export const SelectionBar = observer(function SelectionBar({
  store,
  actions,
}: {
  store: DriveStore;
  actions: DriveActions;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const sel = store.selection;
  if (sel.count === 0) return null;
  return (
    <div className={css.bar} role="toolbar" aria-label={t(m.selectionActions)}>
      <span className={css.count} aria-live="polite">
        {t(m.selected as MessageDescriptor, { count: sel.count })}
      </span>
      {!sel.all && store.listing.total > sel.count && (
        <button type="button" onClick={() => sel.selectAll()}>
          {t(m.selectAll)}
        </button>
      )}
      <button type="button" onClick={() => sel.clear()}>
        {t(m.clearSelection)}
      </button>
      <span className={css.spacer} />
      {selectionActions(store, actions).map((a) => (
        <button
          key={a.key}
          type="button"
          className={a.danger ? css.danger : undefined}
          onClick={a.run}
        >
          {t(a.label)}
        </button>
      ))}
    </div>
  );
});
