import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { resetFailedLazies, retryableLazy } from './retryableLazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

function renderIn(Lazy: (p: { name: string }) => ReactNode, key: number) {
  return (
    <Boundary key={key}>
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="you" />
      </Suspense>
    </Boundary>
  );
}

test('a failed load is asked for again after a reset, then the component is kept', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<typeof Hello>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
    .mockResolvedValue(Hello);
  const Lazy = retryableLazy(load);
  const { rerender } = render(renderIn(Lazy, 1));
  expect(await screen.findByText('failed')).toBeInTheDocument();
  // React's own second render after the error did not download again.
  expect(load).toHaveBeenCalledTimes(1);
  // Without a reset, "Try again" would meet the same failure.
  await act(async () => rerender(renderIn(Lazy, 2)));
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  resetFailedLazies();
  await act(async () => rerender(renderIn(Lazy, 3)));
  expect(await screen.findByText('hello you')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  // Loaded once, kept: another render does not load again.
  await act(async () => rerender(renderIn(Lazy, 4)));
  expect(load).toHaveBeenCalledTimes(2);
});
