import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fail, localError, ok, type Result } from 'shared-libs';
import { useResult, type ResultOptions } from './useResult';

/** A fetcher whose answers the test gives, one per ask, in any order. */
function fakeFetcher<T>() {
  const asks: { key: string; signal: AbortSignal; resolve(res: Result<T>): void }[] = [];
  const at = (i: number) => {
    const ask = asks[i];
    if (!ask) throw new Error(`no ask ${i}`);
    return ask;
  };
  return {
    fetcher: (key: string) => (signal: AbortSignal) =>
      new Promise<Result<T>>((resolve) => void asks.push({ key, signal, resolve })),
    keys: () => asks.map((a) => a.key),
    signal: (i: number) => at(i).signal,
    answer: (i: number, res: Result<T>) => act(async () => at(i).resolve(res)),
  };
}

function renderResult<T>(key: string, f: ReturnType<typeof fakeFetcher<T>>, o?: ResultOptions<T>) {
  return renderHook(({ k }) => useResult(f.fetcher(k), [k], o), { initialProps: { k: key } });
}

describe('useResult', () => {
  it('is loading, then ready with the answer', async () => {
    const f = fakeFetcher<string>();
    const { result } = renderResult('a', f);
    expect(result.current.state).toEqual({ phase: 'loading' });
    await f.answer(0, ok('A'));
    expect(result.current.state).toEqual({ phase: 'ready', value: 'A' });
  });

  it('fails with the API error, and with a local error when the fetcher throws', async () => {
    const f = fakeFetcher<string>();
    const { result } = renderResult('a', f);
    await f.answer(0, fail(localError('down')));
    expect(result.current.state).toEqual({ phase: 'failed', error: localError('down') });

    const thrown = renderHook(() => useResult(() => Promise.reject(new Error('bug')), []));
    await act(async () => undefined);
    expect(thrown.result.current.state).toMatchObject({
      phase: 'failed',
      error: { error: 'local', error_description: 'Error: bug' },
    });
  });

  it('goes back to loading when the deps change and drops the old answer', async () => {
    const f = fakeFetcher<string>();
    const { result, rerender } = renderResult('a', f);
    await f.answer(0, ok('A'));
    rerender({ k: 'b' });
    expect(result.current.state).toEqual({ phase: 'loading' });
    expect(f.keys()).toEqual(['a', 'b']);
    rerender({ k: 'c' });
    expect(f.signal(1).aborted).toBe(true);
    await f.answer(1, ok('B'));
    expect(result.current.state).toEqual({ phase: 'loading' });
    await f.answer(2, ok('C'));
    expect(result.current.state).toEqual({ phase: 'ready', value: 'C' });
  });

  it('asks nothing again for the same deps', async () => {
    const f = fakeFetcher<string>();
    const { rerender } = renderResult('a', f);
    rerender({ k: 'a' });
    rerender({ k: 'a' });
    expect(f.keys()).toHaveLength(1);
  });

  it('aborts on unmount and never sets state after it', async () => {
    const f = fakeFetcher<string>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderResult('a', f);
    unmount();
    expect(f.signal(0).aborted).toBe(true);
    await f.answer(0, ok('A'));
    expect(result.current.state).toEqual({ phase: 'loading' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reloads through loading, or keeping the last outcome with `keep`', async () => {
    const f = fakeFetcher<string>();
    const { result } = renderResult('a', f);
    await f.answer(0, ok('A'));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ phase: 'loading' });
    await f.answer(1, ok('A2'));
    expect(result.current.state).toEqual({ phase: 'ready', value: 'A2' });

    const k = fakeFetcher<string>();
    const kept = renderResult('a', k, { keep: true });
    await k.answer(0, ok('A'));
    kept.rerender({ k: 'b' });
    expect(kept.result.current.state).toEqual({ phase: 'ready', value: 'A' });
    act(() => kept.result.current.reload());
    expect(k.signal(1).aborted).toBe(true);
    expect(kept.result.current.state).toEqual({ phase: 'ready', value: 'A' });
    await k.answer(2, ok('B'));
    expect(kept.result.current.state).toEqual({ phase: 'ready', value: 'B' });
    // A failed refresh leaves the value shown; without `keep`, the failure shows.
    act(() => kept.result.current.reload());
    await k.answer(3, fail(localError('down')));
    expect(kept.result.current.state).toEqual({ phase: 'ready', value: 'B' });
  });

  it('starts from a known value without asking, and asks when the deps have none', async () => {
    const f = fakeFetcher<string>();
    const known: Record<string, string> = { a: 'cached A' };
    const { result, rerender } = renderHook(
      ({ k }) => useResult(f.fetcher(k), [k], { initial: () => known[k] }),
      { initialProps: { k: 'a' } },
    );
    expect(result.current.state).toEqual({ phase: 'ready', value: 'cached A' });
    expect(f.keys()).toHaveLength(0);
    rerender({ k: 'b' });
    expect(result.current.state).toEqual({ phase: 'loading' });
    await f.answer(0, ok('B'));
    expect(result.current.state).toEqual({ phase: 'ready', value: 'B' });
  });

  it('asks nothing for a null fetcher', () => {
    const { result } = renderHook(() => useResult<string>(null, []));
    expect(result.current.state).toEqual({ phase: 'loading' });
  });

  it('edits a ready value with update, and nothing before', async () => {
    const f = fakeFetcher<number>();
    const { result } = renderResult('a', f);
    act(() => result.current.update((n) => n + 1));
    expect(result.current.state).toEqual({ phase: 'loading' });
    await f.answer(0, ok(1));
    act(() => result.current.update((n) => n + 1));
    expect(result.current.state).toEqual({ phase: 'ready', value: 2 });
  });

  it('hydrates a page prerendered with a known value without a mismatch', async () => {
    const fetcher = jest.fn(() => Promise.resolve(ok('late')));
    function Page() {
      const { state } = useResult(fetcher, [], { initial: () => 'prerendered' });
      return <p>{state.phase === 'ready' ? state.value : '…'}</p>;
    }
    const el = document.createElement('div');
    el.innerHTML = renderToString(<Page />);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(el, <Page />, { onRecoverableError: (e) => void errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(el.innerHTML).toBe('<p>prerendered</p>');
    expect(fetcher).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
