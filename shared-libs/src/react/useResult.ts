import { useCallback, useEffect, useEffectEvent, useState, type DependencyList } from 'react';
import { localError, type ApiError, type Result } from 'shared-libs';

/** Where one fetched value stands. */
export type ResultState<T> =
  { phase: 'loading' } | { phase: 'ready'; value: T } | { phase: 'failed'; error: ApiError };

/** One answer to ask for: the API's call shape (errors are answers, not throws). */
export type Fetcher<T> = (signal: AbortSignal) => Promise<Result<T>>;

export interface ResultOptions<T> {
  /**
   * The value already known for these deps (a cache, data a prerendered page was built with):
   * ready from the first render, so hydration matches, and not fetched. Asked again when the
   * deps change; `undefined` when not known.
   */
  initial?: () => T | undefined;
  /**
   * While a new answer is on its way, the last outcome stays (no `loading` in between); a new
   * answer that fails leaves a value already shown in place (stale data beats none: a quota
   * meter, a banner read again).
   */
  keep?: boolean;
}

export interface ResultHandle<T> {
  state: ResultState<T>;
  /** Asks again (the fetcher of the last render). */
  reload(): void;
  /** Edits the ready value (what a mutation answered); nothing when not ready. */
  update(edit: (value: T) => T): void;
}

/** The deps a run was made for, its request (null: nothing asked) and where it stands. */
interface Run<T> {
  deps: DependencyList;
  request: object | null;
  state: ResultState<T>;
}

const LOADING = { phase: 'loading' } as const;
const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((dep, i) => Object.is(dep, b[i]));

/**
 * The answer of `fetcher`, asked when the component mounts and again when `deps` change (like
 * an effect's deps: everything the fetcher reads) or on `reload()`; `null` asks nothing. An
 * answer that comes after the deps changed, a reload or the unmount is dropped, and its signal
 * aborted. A fetcher that throws counts as failed (a `local` error).
 */
export function useResult<T>(
  fetcher: Fetcher<T> | null,
  deps: DependencyList,
  { initial, keep = false }: ResultOptions<T> = {},
): ResultHandle<T> {
  const start = (previous: ResultState<T>): Run<T> => {
    const value = initial?.();
    if (value !== undefined) return { deps, request: null, state: { phase: 'ready', value } };
    return { deps, request: {}, state: keep ? previous : LOADING };
  };
  const [run, setRun] = useState(() => start(LOADING));
  // New deps start a new run during this render (React's "adjusting state on a prop change"),
  // so no render shows the old deps' answer as the new one's.
  if (!sameDeps(run.deps, deps)) setRun(start(run.state));

  const ask = useEffectEvent((signal: AbortSignal) => fetcher?.(signal));
  const { request } = run;
  useEffect(() => {
    if (!request) return undefined;
    const controller = new AbortController();
    const settle = (state: ResultState<T>) => {
      if (controller.signal.aborted) return;
      setRun((r) => {
        if (r.request !== request) return r;
        const stale = keep && state.phase === 'failed' && r.state.phase === 'ready';
        return stale ? r : { ...r, state };
      });
    };
    void ask(controller.signal)?.then(
      (res) =>
        settle(
          res.error ? { phase: 'failed', error: res.error } : { phase: 'ready', value: res.data },
        ),
      (thrown: unknown) => settle({ phase: 'failed', error: localError(String(thrown)) }),
    );
    return () => controller.abort();
  }, [request, keep]);

  const reload = useCallback(
    () => setRun((r) => ({ ...r, request: {}, state: keep ? r.state : LOADING })),
    [keep],
  );
  const update = useCallback(
    (edit: (value: T) => T) =>
      setRun((r) =>
        r.state.phase === 'ready'
          ? { ...r, state: { phase: 'ready', value: edit(r.state.value) } }
          : r,
      ),
    [],
  );
  return { state: run.state, reload, update };
}
