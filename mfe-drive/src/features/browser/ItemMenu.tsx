import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SelectionAction } from './selectionActions';
import { browserMessages as m } from './browserMessages';
import css from './ItemMenu.module.css';

/**
 * The items' context menu (right-click, the Menu key or Shift+F10 on the list): the selection
 * bar's actions as a WAI-ARIA menu. Arrows, Home and End move; Enter runs; Escape closes and
 * gives focus back to the list; a click elsewhere or Tab closes it.
 */
export function ItemMenu({
  items,
  at,
  onClose,
}: {
  items: SelectionAction[];
  /** Viewport coordinates of the pointer, or of the item the keyboard opened it on. */
  at: { x: number; y: number };
  onClose(refocus: boolean): void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState(at);

  // Kept inside the viewport (a right-click near the bottom or the right edge).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    setPos({
      x: Math.max(8, Math.min(at.x, window.innerWidth - r.width - 8)),
      y: Math.max(8, Math.min(at.y, window.innerHeight - r.height - 8)),
    });
    el.querySelector<HTMLElement>('[role=menuitem]')?.focus();
  }, [at]);

  useEffect(() => {
    const outside = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose(false);
    };
    const resized = () => onClose(false);
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', resized);
    };
  }, [onClose]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = [...(ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const i = all.indexOf(document.activeElement as HTMLElement);
    const go = (j: number) => {
      e.preventDefault();
      all[(j + all.length) % all.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose(true);
    } else if (e.key === 'Tab') onClose(false);
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={intl.formatMessage(m.itemMenu)}
      className={css.menu}
      style={{ left: pos.x, top: pos.y }}
      onKeyDown={onKeyDown}
      data-testid="item-menu"
    >
      {items.map((a) => (
        <button
          key={a.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={a.danger ? css.danger : undefined}
          onClick={() => {
            // Focus goes back to the list first: a dialog the action opens returns it there.
            onClose(true);
            a.run();
          }}
        >
          {intl.formatMessage(a.label)}
        </button>
      ))}
    </div>
  );
}
