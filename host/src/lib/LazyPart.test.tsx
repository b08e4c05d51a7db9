import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPart } from './LazyPart';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const part = (load: () => Promise<{ text: string }>) => (
  <LazyPart
    load={load}
    render={(m) => <p>{m.text}</p>}
    fallback={<p>loading</p>}
    failed={(retry) => (
      <button type="button" onClick={retry}>
        retry
      </button>
    )}
  />
);

describe('LazyPart', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback, then the loaded part; two parts share one load', async () => {
    const d = deferred<{ text: string }>();
    const load = jest.fn(() => d.promise);
    render(
      <>
        {part(load)}
        {part(load)}
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await act(async () => d.resolve({ text: 'loaded' }));
    expect(screen.getAllByText('loaded')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part that is already loaded without a fallback', async () => {
    const load = jest.fn(() => Promise.resolve({ text: 'here' }));
    const first = render(part(load));
    expect(await screen.findByText('here')).toBeInTheDocument();
    first.unmount();
    render(part(load));
    expect(screen.getByText('here')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows `failed` when the load fails, and its retry loads again', async () => {
    const load = jest
      .fn<Promise<{ text: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ text: 'second try' });
    render(part(load));
    const retry = await screen.findByRole('button', { name: 'retry' });
    await userEvent.click(retry);
    expect(await screen.findByText('second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
