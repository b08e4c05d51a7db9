import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/** A lazy component that can ask for its chunk again after a failed download. */
export type RetryableLazy<P> = ((props: P) => ReactElement) & {
  /** Starts the download before the component renders. */
  preload(): void;
  /**
   * Loads the component; once resolved, renders it without suspending. Hydrating a prerendered
   * page (decision 0018) awaits this first, so the page hydrates in one pass and never leaves a
   * dehydrated boundary for the host's next update to throw away.
   */
  ready(): Promise<void>;
  /** After a failed load, the next render loads afresh (no-op otherwise). */
  reset(): void;
};

const failedResets = new Set<() => void>();

/**
 * Forgets every failed lazy load, so the next render of each asks for its chunk again. Called
 * when a remote mounts (the host's "Try again" remounts it) and by the preview's Try again.
 */
export function resetFailedLazies(): void {
  for (const reset of [...failedResets]) reset();
}

/**
 * Like `React.lazy`, except that a failed load can be forgotten: `React.lazy` keeps a rejected
 * promise forever, so "Try again" would fail again without a request. The reset is explicit
 * (`reset`, `resetFailedLazies`), not on the next render, because React renders once more by
 * itself right after an error and that must not download again. The chunk loader then asks for
 * the file with a fresh URL (infra/presets/chunk-retry.ts).
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): RetryableLazy<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (Loaded) => ({ default: Loaded }),
        (err: unknown) => {
          failedResets.add(reset);
          throw err;
        },
      ),
    );
  let current = make();
  let loaded: ComponentType<P> | null = null;
  function reset() {
    if (!failedResets.delete(reset)) return;
    current = make();
  }
  function RetryableLazyComponent(props: P) {
    const Current = loaded ?? current;
    return <Current {...props} />;
  }
  return Object.assign(RetryableLazyComponent, {
    preload: () => void load().catch(() => undefined),
    ready: () =>
      load().then((Loaded) => {
        loaded = Loaded;
      }),
    reset,
  });
}
