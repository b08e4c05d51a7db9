import { reaction } from 'mobx';

/**
 * The browser's leave-page question (`beforeunload`) while an upload runs or waits, and none
 * otherwise: the listener is added when the first upload starts and removed when the last one
 * ends (a listener that is always there would also keep the page out of the back-forward cache
 * in some browsers). Returns the function that stops it (the drive's unmount).
 */
export function warnBeforeLeaving(
  uploads: { readonly active: number },
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    e.preventDefault();
    // Older browsers ask only when returnValue is set (its text is no longer shown).
    e.returnValue = true;
  };
  let on = false;
  const set = (busy: boolean) => {
    if (busy === on) return;
    on = busy;
    if (busy) target.addEventListener('beforeunload', onBeforeUnload);
    else target.removeEventListener('beforeunload', onBeforeUnload);
  };
  const stop = reaction(() => uploads.active > 0, set, { fireImmediately: true });
  return () => {
    stop();
    set(false);
  };
}
