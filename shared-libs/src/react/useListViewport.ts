import { useEffect, useState, type RefObject } from 'react';

export interface ListViewport {
  /** Top of the list relative to the viewport (px; negative when scrolled past). */
  top: number;
  viewportHeight: number;
  width: number;
}

/** Follows window scroll and resize for a list that scrolls with the page (rAF-throttled). */
export function useListViewport(ref: RefObject<HTMLElement | null>): ListViewport {
  const [vp, setVp] = useState<ListViewport>({ top: 0, viewportHeight: 800, width: 0 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      const next = {
        top: Math.round(r.top),
        viewportHeight: window.innerHeight,
        width: Math.round(r.width),
      };
      setVp((p) =>
        p.top === next.top && p.viewportHeight === next.viewportHeight && p.width === next.width
          ? p
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    if (ref.current) ro?.observe(ref.current);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      ro?.disconnect();
    };
  }, [ref]);
  return vp;
}
