import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EventBus } from 'shared-libs';

/**
 * Pauses a playing media element while `frozen`, and plays it again when thawed if (and only
 * if) the freeze paused it.
 */
export function useMediaFreeze(media: RefObject<HTMLMediaElement | null>, frozen: boolean): void {
  const pausedByFreeze = useRef(false);
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    if (frozen) {
      if (!el.paused) {
        el.pause();
        pausedByFreeze.current = true;
      }
    } else if (pausedByFreeze.current) {
      pausedByFreeze.current = false;
      void el.play()?.catch(() => undefined);
    }
  }, [media, frozen]);
}

/**
 * Whether the previews' videos should be frozen now (spec §4): `set-video-freeze` freezes or
 * thaws them; `file-manager-close` thaws them (the dialog over them is gone).
 */
export function useVideoFreeze(events: Pick<EventBus, 'on'> | undefined): boolean {
  const [frozen, setFrozen] = useState(false);
  useEffect(() => {
    if (!events) return;
    const stops = [
      events.on('set-video-freeze', (p) => setFrozen(p.frozen)),
      events.on('file-manager-close', () => setFrozen(false)),
    ];
    return () => stops.forEach((s) => s());
  }, [events]);
  return frozen;
}
