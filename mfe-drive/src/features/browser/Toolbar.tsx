import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ORDER_TYPES, type OrderType } from 'shared-libs/files';
import type { DriveStore } from '../../stores/DriveStore';
import { browserMessages as m } from './browserMessages';
import css from './Toolbar.module.css';

const SORTS: [OrderType, MessageDescriptor][] = [
  [ORDER_TYPES.MODIFY_TIME_DESC, m.sortModDesc],
  [ORDER_TYPES.MODIFY_TIME_ASC, m.sortModAsc],
  [ORDER_TYPES.NAME_ASC, m.sortNameAsc],
  [ORDER_TYPES.NAME_DESC, m.sortNameDesc],
  [ORDER_TYPES.SIZE_DESC, m.sortSizeDesc],
  [ORDER_TYPES.SIZE_ASC, m.sortSizeAsc],
  [ORDER_TYPES.TYPE_DESC, m.sortTypeDesc],
];

/** A button that shows a small list of actions under it (closes on Escape or outside). */
function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  return (
    <div
      ref={ref}
      className={css.disclosure}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={css.primary}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">+</span> {label}
      </button>
      <div id={id} className={css.popover} hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </div>
    </div>
  );
}

/** Title or breadcrumb, search, "New", sort, list/grid, tasks. */
export const Toolbar = observer(function Toolbar({
  store,
  title,
  newItems,
  extra,
}: {
  store: DriveStore;
  /** The breadcrumb (all files) or the view's heading. */
  title: ReactNode;
  /** The "New" list (new folder, uploads, URL task); none outside all files. */
  newItems?: ReactNode;
  /** Buttons at the end (tasks, empty trash). */
  extra?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const searchId = useId();
  const [q, setQ] = useState(store.location.query);
  useEffect(() => setQ(store.location.query), [store.location.query]);
  const showSort = store.view !== 'recent';
  return (
    <div className={css.toolbar}>
      <div className={css.titleRow}>
        {title}
        <form
          role="search"
          className={css.search}
          onSubmit={(e) => {
            e.preventDefault();
            if (q.trim()) store.search(q);
          }}
        >
          <label htmlFor={searchId} className={css.srOnly}>
            {t(m.searchLabel)}
          </label>
          <input
            id={searchId}
            type="search"
            className={css.searchInput}
            value={q}
            maxLength={100}
            placeholder={t(m.searchLabel)}
            onChange={(e) => setQ(e.target.value)}
            data-drive-search=""
          />
          <button type="submit" className={css.iconButton} aria-label={t(m.searchButton)}>
            <span aria-hidden="true">⌕</span>
          </button>
        </form>
      </div>
      <div className={css.actionsRow} role="toolbar" aria-label={t(m.toolbar)}>
        {newItems && <Disclosure label={t(m.newMenu)}>{newItems}</Disclosure>}
        <span className={css.spacer} />
        {showSort && (
          <label className={css.sort}>
            <span className={css.srOnly}>{t(m.sortLabel)}</span>
            <select
              value={store.order}
              aria-label={t(m.sortLabel)}
              onChange={(e) => store.setOrder(Number(e.target.value) as OrderType)}
            >
              {SORTS.map(([code, label]) => (
                <option key={code} value={code}>
                  {t(label)}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={css.segmented}>
          <button
            type="button"
            aria-pressed={store.viewType === 'list'}
            aria-label={t(m.viewList)}
            title={t(m.viewList)}
            onClick={() => store.setViewType('list')}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <button
            type="button"
            aria-pressed={store.viewType === 'grid'}
            aria-label={t(m.viewGrid)}
            title={t(m.viewGrid)}
            onClick={() => store.setViewType('grid')}
          >
            <span aria-hidden="true">▦</span>
          </button>
        </div>
        {extra}
      </div>
    </div>
  );
});
