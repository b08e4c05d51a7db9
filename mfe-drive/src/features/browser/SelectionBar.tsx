import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DriveActions } from '../../stores/DriveActions';
import type { DriveStore } from '../../stores/DriveStore';
import { browserMessages as m } from './browserMessages';
import { Icon } from '../../lib/ui/Icon';
import { ItemMenu } from './ItemMenu';
import { keyboardMessages as k } from './keyboardMessages';
import { selectionActions } from './selectionActions';
import css from './SelectionBar.module.css';

/** Phones (spec §2: 768 px or less): the bar is one compact row, the rest in "More actions". */
const PHONE = '(max-width: 768px)';
/** Actions shown on the phone bar itself; the others go in the menu. */
const PHONE_INLINE = 2;

function usePhone(): boolean {
  const [phone, setPhone] = useState(
    () => typeof matchMedia === 'function' && matchMedia(PHONE).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const mq = matchMedia(PHONE);
    const on = () => setPhone(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return phone;
}

/**
 * Actions on the selection, as icon buttons named by their labels (shown as tooltips). On
 * desktops it takes the place of the toolbar's sort and view buttons (Toolbar's `selection`), so
 * the list does not move when the first item is selected. On phones a compact bar (at most
 * 64 px) at the bottom of the screen, with the first actions as buttons and the rest in "More
 * actions".
 */
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
  const phone = usePhone();
  const more = useRef<HTMLButtonElement>(null);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const closeMenu = useCallback((refocus: boolean) => {
    setMenuAt(null);
    if (refocus) more.current?.focus();
  }, []);
  if (sel.count === 0) return null;
  const all = selectionActions(store, actions);
  const inline = phone ? all.slice(0, PHONE_INLINE) : all;
  const rest = phone ? all.slice(PHONE_INLINE) : [];
  const clear = t(m.clearSelection);
  return (
    <div className={css.bar} role="toolbar" aria-label={t(m.selectionActions)}>
      <button
        type="button"
        onClick={() => sel.clear()}
        aria-label={clear}
        title={clear}
        className={css.icon}
      >
        <Icon name="close" />
      </button>
      <span className={css.count} aria-live="polite">
        {t(m.selected as MessageDescriptor, { count: sel.count })}
      </span>
      {!phone && !sel.all && store.listing.total > sel.count && (
        <button type="button" className={css.text} onClick={() => sel.selectAll()}>
          {t(m.selectAll)}
        </button>
      )}
      <span className={css.spacer} />
      {inline.map((a) => (
        <button
          key={a.key}
          type="button"
          className={`${css.icon} ${a.danger ? css.danger : ''}`}
          aria-label={t(a.label)}
          title={t(a.label)}
          onClick={a.run}
        >
          <Icon name={a.icon} />
        </button>
      ))}
      {rest.length > 0 && (
        <button
          ref={more}
          type="button"
          className={css.icon}
          aria-haspopup="menu"
          aria-expanded={menuAt !== null}
          aria-label={t(k.moreActions)}
          title={t(k.moreActions)}
          onClick={() => {
            const r = more.current?.getBoundingClientRect();
            setMenuAt(r ? { x: r.right - 200, y: r.top - 8 - 44 * rest.length } : { x: 8, y: 8 });
          }}
        >
          <Icon name="more" />
        </button>
      )}
      {menuAt && <ItemMenu items={rest} at={menuAt} onClose={closeMenu} />}
    </div>
  );
});
