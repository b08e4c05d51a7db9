import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styles from './Tooltip.module.css';

/** Spec §7's tooltip defaults: placement top, dark effect, hide-after 0 (no delay). */
export const TOOLTIP_DEFAULTS = { placement: 'top', effect: 'dark', hideAfter: 0 } as const;

/** Room (px) a tip needs above or below its trigger; with less it goes to the other side. */
const ROOM = 36;

const OPPOSITE = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

type TriggerProps = {
  'aria-describedby'?: string;
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
};

export interface TooltipProps {
  /** The tip's text (already translated). */
  content: ReactNode;
  /** One focusable element (an icon-only button); it gets aria-describedby and the handlers. */
  children: ReactElement<TriggerProps>;
  placement?: TooltipPlacement;
  effect?: 'dark' | 'light';
  /** Milliseconds the tip stays after the pointer or focus leaves; 0 hides at once. */
  hideAfter?: number;
}

/**
 * One small accessible tooltip: shown on hover and on focus, hidden on leave, blur or Escape;
 * the trigger points at it with aria-describedby (role tooltip).
 */
export function Tooltip({
  content,
  children,
  placement = TOOLTIP_DEFAULTS.placement,
  effect = TOOLTIP_DEFAULTS.effect,
  hideAfter = TOOLTIP_DEFAULTS.hideAfter,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<TooltipPlacement>(placement);
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setSide(fits(anchor.current, placement) ? placement : OPPOSITE[placement]);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (hideAfter > 0) timer.current = setTimeout(() => setOpen(false), hideAfter);
    else setOpen(false);
  };
  const own = children.props;
  const described = [own['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <span className={styles.anchor} ref={anchor}>
      {cloneElement(children, {
        'aria-describedby': described,
        onMouseEnter: (e) => {
          own.onMouseEnter?.(e);
          show();
        },
        onMouseLeave: (e) => {
          own.onMouseLeave?.(e);
          hide();
        },
        onFocus: (e) => {
          own.onFocus?.(e);
          show();
        },
        onBlur: (e) => {
          own.onBlur?.(e);
          hide();
        },
        onKeyDown: (e) => {
          own.onKeyDown?.(e);
          if (e.key === 'Escape' && open) {
            clearTimeout(timer.current);
            setOpen(false);
          }
        },
      })}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        data-placement={side}
        data-effect={effect}
        className={[styles.tip, styles[side], styles[effect]].filter(Boolean).join(' ')}
      >
        {content}
      </span>
    </span>
  );
}

/** Whether the tip has room on its side of the trigger (a trigger at the very top of the
 * window, like a header button, shows it below). Unmeasured (no layout) counts as room. */
function fits(el: HTMLElement | null, placement: TooltipPlacement): boolean {
  const r = el?.getBoundingClientRect();
  if (!r || (r.width === 0 && r.height === 0)) return true;
  if (placement === 'top') return r.top >= ROOM;
  if (placement === 'bottom') return window.innerHeight - r.bottom >= ROOM;
  if (placement === 'left') return r.left >= ROOM * 3;
  return window.innerWidth - r.right >= ROOM * 3;
}
