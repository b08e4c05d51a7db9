export type FeatureIconName = 'save' | 'play' | 'lock' | 'grow';

const PATHS: Record<FeatureIconName, string> = {
  save: 'M12 3v12m0 0-4-4m4 4 4-4M5 19h14',
  play: 'M8 5v14l11-7z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z',
  grow: 'M4 19h16M7 15v4m5-8v8m5-12v12',
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
