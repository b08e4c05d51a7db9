import { useEffect, type RefObject } from 'react';

/**
 * A popover's way out (the account menu, the language list): while `active`, a press outside
 * `rootRef` or Escape calls `dismiss`.
 */
export function useDismiss(
  rootRef: RefObject<HTMLElement | null>,
  active: boolean,
  dismiss: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) dismiss();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [rootRef, active, dismiss]);
}
