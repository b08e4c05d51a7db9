import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ORDER_TYPES, type OrderType } from 'shared-libs/files';
import type { DriveStore } from '../../stores/DriveStore';
import { browserMessages as m } from './browserMessages';
import { Icon } from '../../lib/ui/Icon';
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

/** The popover's items (its buttons), in order. */
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []);

/**
 * "+ New": a menu button (WAI-ARIA menu button pattern). Enter, Space or ArrowDown open it on
 * the first item, ArrowUp on the last; in it ArrowDown/ArrowUp move (wrapping), Home/End jump,
 * Escape closes and returns focus to the button, Tab closes; a click outside closes it.
 */
function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menu.current);
    for (const b of items) {
      b.setAttribute('role', 'menuitem');
      b.tabIndex = -1;
    }
    (open === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menu.current);
    const i = items.indexOf(document.activeElement as HTMLButtonElement);
    const go = (n: number) => items[(n + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') {
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
      return;
    } else return;
    e.preventDefault();
  };
  return (
    <div ref={ref} className={css.disclosure}>
      <button
        ref={button}
        type="button"
        className={css.primary}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={id}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        <Icon name="plus" /> {label}
      </button>
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-label={label}
        className={css.popover}
        hidden={!open}
        onKeyDown={onMenuKey}
        onClick={(e) => {
          // An item ran: the menu closes, focus back on its button (a dialog it opened takes
          // focus from there and gives it back when it closes).
          if ((e.target as HTMLElement).closest('button')) close(true);
        }}
      >
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
  selection,
}: {
  store: DriveStore;
  /** The breadcrumb (all files) or the view's heading. */
  title: ReactNode;
  /** The "New" list (new folder, uploads, URL task); none outside all files. */
  newItems?: ReactNode;
  /** Buttons at the end (tasks, empty trash). */
  extra?: ReactNode;
  /**
   * The selection bar: on desktops it takes the place of the row's sort, view and extra buttons
   * while items are selected ("New" stays), in the same height, so the list below does not move.
   */
  selection?: ReactNode;
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
            <Icon name="search" size={18} />
          </button>
        </form>
      </div>
      <div className={css.actionsCell}>
        <div
          className={css.actionsRow}
          data-selecting={store.selection.count > 0 ? '' : undefined}
          role="toolbar"
          aria-label={t(m.toolbar)}
        >
          {newItems && <Disclosure label={t(m.newMenu)}>{newItems}</Disclosure>}
          <div className={css.controls}>
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
                <Icon name="list" size={18} />
              </button>
              <button
                type="button"
                aria-pressed={store.viewType === 'grid'}
                aria-label={t(m.viewGrid)}
                title={t(m.viewGrid)}
                onClick={() => store.setViewType('grid')}
              >
                <Icon name="grid" size={18} />
              </button>
            </div>
            {extra}
          </div>
        </div>
        {selection}
      </div>
    </div>
  );
});
