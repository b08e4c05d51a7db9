import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

type Loader<T> = () => Promise<T>;
type Rendered<T> = ComponentType<{ render(mod: T): ReactNode }>;

/**
 * One React.lazy per loader, shared by every part that uses it: once loaded, a part renders at
 * once, without a fallback frame. A failed one is kept until a retry forgets it (as the kit's
 * retryableLazy does): React renders once more by itself after an error, and that must not
 * download again.
 */
const lazies = new Map<Loader<unknown>, LazyExoticComponent<Rendered<unknown>>>();
const failedLoads = new Set<Loader<unknown>>();

function lazyOf<T>(load: Loader<T>): LazyExoticComponent<Rendered<T>> {
  let found = lazies.get(load) as LazyExoticComponent<Rendered<T>> | undefined;
  if (!found) {
    found = lazy(() =>
      load().then(
        (mod) => ({ default: ({ render }: { render(m: T): ReactNode }) => render(mod) }),
        (err: unknown) => {
          failedLoads.add(load);
          throw err;
        },
      ),
    );
    lazies.set(load, found as LazyExoticComponent<Rendered<unknown>>);
  }
  return found;
}

/** After a failed load, the next render loads afresh (no-op otherwise). */
function forgetFailed(load: Loader<unknown>): void {
  if (failedLoads.delete(load)) lazies.delete(load);
}

class Boundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[host] a lazy part of the page failed to load', error);
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * A part of the host's own UI that the first view of a public page never shows (the signed-in
 * account menu, the drive's quota, the host's own pages), kept out of the boot chunks and
 * loaded when it is first rendered (decision 0019). A load that fails (the ChunkRetryPlugin
 * already retried it) renders `failed` instead of taking the page down; its retry loads again.
 */
export function LazyPart<T>({
  load,
  render,
  fallback = null,
  failed,
}: {
  /** A module-level `() => import(...)`: the same function for every render. */
  load: Loader<T>;
  render(mod: T): ReactNode;
  /** Shown while loading. */
  fallback?: ReactNode;
  /** Shown when the load failed; `retry` loads again. Nothing by default. */
  failed?(retry: () => void): ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetFailed(load);
    setAttempt((a) => a + 1);
  };
  const Part = lazyOf(load);
  return (
    <Boundary key={attempt} failed={failed ? failed(retry) : null}>
      <Suspense fallback={fallback}>
        <Part render={render} />
      </Suspense>
    </Boundary>
  );
}
