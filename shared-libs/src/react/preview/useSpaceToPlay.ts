import { useEffect, type RefObject } from 'react';

/** Elements where Space means something else (press, toggle, type, the player's own keys). */
const OWN_SPACE = new Set(['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA', 'VIDEO', 'AUDIO']);

/**
 * Space plays or pauses the player while the preview has focus anywhere that does not use
 * Space itself (a focused native player handles Space on its own).
 */
export function useSpaceToPlay(media: RefObject<HTMLMediaElement | null>): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const el = media.current;
      if (!el || e.key !== ' ' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (OWN_SPACE.has(target.tagName) || target.isContentEditable)) return;
      e.preventDefault();
      if (el.paused) void el.play()?.catch(() => undefined);
      else el.pause();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [media]);
}
