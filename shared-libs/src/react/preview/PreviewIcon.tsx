const PATHS = {
  close: { box: 20, d: 'M4 4l12 12M16 4L4 16', width: 2.2 },
  prev: { box: 24, d: 'M15 4l-8 8 8 8', width: 2.5 },
  next: { box: 24, d: 'M9 4l8 8-8 8', width: 2.5 },
} as const;

/** The dialog's button icons (decorative: each button has an accessible name). */
export function PreviewIcon({ name }: { name: keyof typeof PATHS }) {
  const p = PATHS[name];
  return (
    <svg
      width={p.box}
      height={p.box}
      viewBox={`0 0 ${p.box} ${p.box}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={p.d} stroke="currentColor" strokeWidth={p.width} fill="none" />
    </svg>
  );
}
