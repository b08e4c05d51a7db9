import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply } from 'shared-libs/testing';
import { RestoreStore } from '../stores/RestoreStore';
import type { LoadRestore } from '../stores/SaveStore';
import { fakeProps, file, flush, makeHarness, okShare } from '../testing/harness';
import { renderSharePage } from '../testing/renderSharePage';

// jsdom does not implement scrolling; the list calls it to reveal the focused item.
window.scrollBy = jest.fn();

/**
 * The save's code as webpack hands it out: one request at a time (a second ask while one is
 * under way shares it), each waiting for `answer`.
 */
function network() {
  let pending: { promise: Promise<typeof RestoreStore>; settle(ok: boolean): void } | null = null;
  const net = { requests: 0, pending: () => pending !== null };
  const load: LoadRestore = () => {
    if (!pending) {
      net.requests += 1;
      let settle: (ok: boolean) => void = () => {};
      const promise = new Promise<typeof RestoreStore>((resolve, reject) => {
        settle = (ok) =>
          ok ? resolve(RestoreStore) : reject(new Error('Loading chunk share-save failed.'));
      });
      pending = { promise, settle };
    }
    return pending.promise;
  };
  const answer = async (ok: boolean) => {
    await act(async () => {
      const p = pending;
      pending = null;
      p?.settle(ok);
      await flush();
    });
  };
  return Object.assign(net, { load, answer });
}

async function renderShare(load: LoadRestore) {
  const h = makeHarness();
  h.transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('a.txt', { id: 'a' })])));
  // The host's sign-in page stays open.
  const props = fakeProps({
    query: { view: 'list' },
    requireLogin: jest.fn(() => new Promise<boolean>(() => {})),
  });
  const { store } = await renderSharePage(props, { ...h.deps, loadRestore: load });
  return { ...h, store, props };
}

const saveAll = () => screen.getByRole('button', { name: 'Save all to my drive' });

describe('share page: saving before the save’s code is here', () => {
  it('busy while the code comes, then the save goes on (signed out: sign in to save)', async () => {
    const net = network();
    const { props } = await renderShare(net.load);
    expect(net.requests).toBe(0);
    await userEvent.click(saveAll());
    expect(saveAll()).toBeDisabled();
    expect(screen.getByTestId('restore-panel')).toHaveTextContent('Getting ready to save…');
    await net.answer(true);
    expect(props.requireLogin).toHaveBeenCalledWith('share_page');
    expect(await screen.findByText(/Sign in to save/)).toBeInTheDocument();
  });

  it('code that cannot be had: why, and Try again, which saves', async () => {
    const net = network();
    const { props } = await renderShare(net.load);
    await userEvent.click(saveAll());
    await net.answer(false);
    expect(net.requests).toBe(1);
    const panel = screen.getByTestId('restore-panel');
    expect(panel).toHaveAttribute('data-phase', 'failed');
    expect(panel).toHaveTextContent(
      'The save could not start: part of this page did not load. Check your connection and try again.',
    );
    expect(props.requireLogin).not.toHaveBeenCalled();
    // The page works on: the save button too (it tries again as well).
    expect(saveAll()).toBeEnabled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent('Getting ready to save…');
    await net.answer(true);
    expect(net.requests).toBe(2);
    expect(props.requireLogin).toHaveBeenCalledWith('share_page');
    expect(await screen.findByText(/Sign in to save/)).toBeInTheDocument();
  });
});
