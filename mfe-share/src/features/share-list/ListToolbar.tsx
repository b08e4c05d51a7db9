import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { orderTypeToUrl } from 'shared-libs/files';
import { ORDER_URL_VALUES, SORT_CHOICES } from '../../lib/displayMode';
import type { ShareRootStore } from '../../stores/ShareRootStore';
import { listMessages as m } from './listMessages';
import css from './ListToolbar.module.css';

/** Select all, view mode and sort order. */
export const ListToolbar = observer(function ListToolbar({ store }: { store: ShareRootStore }) {
  const intl = useIntl();
  const sortId = useId();
  const allId = useId();
  const pinId = useId();
  const { display, selection } = store;
  const view = display.viewType;
  const order = orderTypeToUrl(display.orderType) ?? 'mod_desc';
  return (
    <div className={css.bar}>
      <div className={css.left}>
        <label className={css.check} htmlFor={allId}>
          <input
            id={allId}
            type="checkbox"
            checked={selection.allSelected}
            onChange={() => (selection.allSelected ? selection.clear() : selection.selectAll())}
            disabled={store.visibleItems.length === 0}
          />
          {intl.formatMessage(m.selectAll)}
        </label>
        <label className={css.check} htmlFor={pinId}>
          <input
            id={pinId}
            type="checkbox"
            checked={display.effective.pinFoldersTop}
            onChange={(e) => display.change({ pinFoldersTop: e.target.checked })}
          />
          {intl.formatMessage(m.foldersFirst)}
        </label>
      </div>
      <div className={css.right}>
        <span className={css.sort}>
          <label className={css.sortLabel} htmlFor={sortId}>
            {intl.formatMessage(m.sortBy)}
          </label>
          <select
            id={sortId}
            className={css.select}
            value={order}
            onChange={(e) => {
              const o = ORDER_URL_VALUES[e.target.value as keyof typeof ORDER_URL_VALUES];
              if (o !== undefined) display.change({ orderType: o });
            }}
          >
            {SORT_CHOICES.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage(m[`sort_${c}` as keyof typeof m])}
              </option>
            ))}
          </select>
        </span>
        <div role="group" aria-label={intl.formatMessage(m.view)} className={css.views}>
          <button
            type="button"
            className={css.viewBtn}
            aria-pressed={view === 'list'}
            onClick={() => display.change({ viewType: 'list' })}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>{intl.formatMessage(m.viewList)}</span>
          </button>
          <button
            type="button"
            className={css.viewBtn}
            aria-pressed={view === 'grid'}
            onClick={() => display.change({ viewType: 'grid' })}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M2 2h6v6H2zM10 2h6v6h-6zM2 10h6v6H2zM10 10h6v6h-6z" fill="currentColor" />
            </svg>
            <span>{intl.formatMessage(m.viewGrid)}</span>
          </button>
        </div>
      </div>
    </div>
  );
});
