import { act, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MountProps, RemoteLifecyclesModule } from 'shared-libs';
import { memoryKeyValue, type KeyValue } from '../lib/storage';
import { RemoteDelivery } from './delivery';
import { KNOWN_GOOD_KEY } from './registryCache';
import { RemoteFailure } from './remoteFailure';
import type { LoadTarget } from './lifecycles';
import type { loadLifecycles } from './remoteLoader';
import type { RemoteEntry } from './registry';
import { noticeDelay, RemoteLoaderContext, RemoteSlot } from './RemoteSlot';

/** The slot's loader, passed in as the host passes it (RemoteLoaderContext). */
const load = jest.fn<ReturnType<typeof loadLifecycles>, Parameters<typeof loadLifecycles>>();

const ref = (version: string) => ({
  entry: `https://cdn.example/share/${version}/remoteEntry.js`,
  version,
});

/** Lifecycles that render their version, or throw while mounting. */
function lifecycles(version: string, mountFails = false): RemoteLifecyclesModule {
  return {
    contractVersion: __CONTRACT_VERSION__,
    bootstrap: () => Promise.resolve(),
    mount: (props: { domElement?: HTMLElement }) => {
      if (mountFails) return Promise.reject(new Error('boom'));
      props.domElement!.textContent = `share ${version}`;
      return Promise.resolve();
    },
    unmount: () => Promise.resolve(),
  } as unknown as RemoteLifecyclesModule; // the parts single-spa calls
}

/** A page life's delivery state, fresh for each test (the host's root store owns one). */
let delivery: RemoteDelivery;
/** This device's local storage, as the delivery sees it. */
let store: KeyValue;

const mountProps = {
  route: { path: '/s/x', query: {} },
} as unknown as Omit<MountProps, 'reportError'>; // the slot only reads the route

function slot(entry: RemoteEntry, held?: boolean) {
  const tree = (h?: boolean) => (
    <IntlProvider locale="en" onError={() => undefined}>
      <RemoteLoaderContext.Provider value={load}>
        <RemoteSlot
          name="mfe_share"
          entry={entry}
          mountProps={mountProps}
          delivery={delivery}
          held={h}
        />
      </RemoteLoaderContext.Provider>
    </IntlProvider>
  );
  const r = render(tree(held));
  return { ...r, release: () => r.rerender(tree(false)) };
}

let errors: jest.SpyInstance;
let warns: jest.SpyInstance;
beforeEach(() => {
  store = memoryKeyValue();
  delivery = new RemoteDelivery({ store, deviceId: () => 'device-1' });
  load.mockReset();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warns = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.__CUMULUS_REMOTE_FALLBACKS__ = [];
});
afterEach(() => {
  errors.mockRestore();
  warns.mockRestore();
});

const byVersion =
  (outcomes: Record<string, 'fetch' | 'mount' | 'ok'>) =>
  (t: LoadTarget): Promise<RemoteLifecyclesModule> => {
    const o = outcomes[t.ref.version];
    if (o === 'fetch')
      return Promise.reject(new RemoteFailure(t.name, t.ref.version, 'fetch', new Error('404')));
    return Promise.resolve(lifecycles(t.ref.version, o === 'mount'));
  };

it('falls back to the previous version when the current one fails, and reports it', async () => {
  load.mockImplementation(byVersion({ '3.0.0': 'fetch', '2.0.0': 'ok' }));
  const { container } = slot({ ...ref('3.0.0'), previous: [ref('2.0.0'), ref('1.0.0')] });
  await screen.findByText('share 2.0.0');
  const el = container.querySelector('[data-remote="mfe_share"]')!;
  await waitFor(() => expect(el.getAttribute('data-version')).toBe('2.0.0'));
  expect(el.getAttribute('data-source')).toBe('previous');
  expect(load.mock.calls.map(([t]) => [t.ref.version, t.alias])).toEqual([
    ['3.0.0', false],
    ['2.0.0', true],
  ]);
  await waitFor(() => expect(window.__CUMULUS_REMOTE_FALLBACKS__).toHaveLength(1));
  expect(window.__CUMULUS_REMOTE_FALLBACKS__).toEqual([
    expect.objectContaining({
      remote: 'mfe_share',
      failedVersion: '3.0.0',
      failedStage: 'fetch',
      usedVersion: '2.0.0',
      usedSource: 'previous',
    }),
  ]);
  // The version that mounted is this device's known-good from now on.
  expect(JSON.parse(store.get(KNOWN_GOOD_KEY)!)).toEqual({ mfe_share: ref('2.0.0') });
});

it('a version that fails at mount falls back too; the known-good comes last', async () => {
  store.set(KNOWN_GOOD_KEY, JSON.stringify({ mfe_share: ref('0.9.0') }));
  load.mockImplementation(byVersion({ '3.1.0': 'mount', '3.0.0': 'fetch', '0.9.0': 'ok' }));
  slot({ ...ref('3.1.0'), previous: [ref('3.0.0')] });
  await screen.findByText('share 0.9.0');
  expect(load.mock.calls.map(([t]) => t.ref.version)).toEqual(['3.1.0', '3.0.0', '0.9.0']);
  await waitFor(() => expect(window.__CUMULUS_REMOTE_FALLBACKS__).toHaveLength(1));
  expect(window.__CUMULUS_REMOTE_FALLBACKS__?.[0]).toMatchObject({
    failedVersion: '3.1.0',
    failedStage: 'mount',
    usedSource: 'known-good',
  });
});

it('the fallback card when every version failed; a failed version is not tried again until "Try again"', async () => {
  load.mockImplementation(byVersion({ '3.0.0': 'fetch', '2.0.0': 'fetch' }));
  const entry = { ...ref('3.0.0'), previous: [ref('2.0.0')] };
  const first = slot(entry);
  const retry = await screen.findByRole('button');
  expect(load).toHaveBeenCalledTimes(2);
  // The first failure's code, on the card and in the in-page log.
  expect(screen.getByTestId('remote-fallback')).toHaveAttribute(
    'data-failure-code',
    'REMOTE_FETCH',
  );
  expect(window.__CUMULUS_REMOTE_ERRORS__?.map((e) => e.code)).toEqual(
    expect.arrayContaining(['REMOTE_FETCH']),
  );
  first.unmount();

  // Another slot of the same remote in this page life: nothing left to try.
  const second = slot(entry);
  await screen.findByRole('button');
  expect(screen.getByTestId('remote-fallback')).toHaveAttribute(
    'data-failure-code',
    'REMOTE_FETCH',
  );
  expect(load).toHaveBeenCalledTimes(2);
  second.unmount();

  const third = slot(entry);
  load.mockImplementation(byVersion({ '3.0.0': 'ok' }));
  await act(async () => (await screen.findByRole('button')).click());
  await screen.findByText('share 3.0.0');
  expect(load).toHaveBeenCalledTimes(3);
  third.unmount();
  expect(retry).toBeTruthy();
});

it('the card by the 5 s bar while versions still hang; a version that arrives late replaces it', async () => {
  jest.useFakeTimers();
  try {
    let arrive: (m: RemoteLifecyclesModule) => void = () => undefined;
    load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const { container } = slot({ ...ref('3.0.0'), previous: [ref('2.0.0')] });
    const el = container.querySelector('[data-status]')!;
    act(() => jest.advanceTimersByTime(noticeDelay({ kept: false, firstRun: true })));
    expect(el.getAttribute('data-status')).toBe('failed');
    expect(screen.getByTestId('remote-fallback')).toHaveAttribute(
      'data-failure-code',
      'REMOTE_SLOW',
    );
    await act(async () => arrive(lifecycles('3.0.0')));
    expect(el.getAttribute('data-status')).toBe('ready');
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it('the current version mounts: no fallback reported', async () => {
  load.mockImplementation(byVersion({ '3.0.0': 'ok' }));
  slot({ ...ref('3.0.0'), previous: [ref('2.0.0')] });
  await screen.findByText('share 3.0.0');
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(window.__CUMULUS_REMOTE_FALLBACKS__).toEqual([]);
});

describe('a prerendered page (decision 0018)', () => {
  const FRAGMENT =
    '<div class="p"><div data-remote="mfe_share"><h1>Shared with you</h1></div></div>';
  it('keeps the fragment and hands its element to the remote', async () => {
    delivery.setPrerenderedSlot({ remote: 'mfe_share', html: FRAGMENT });
    const mounted: (HTMLElement | undefined)[] = [];
    load.mockResolvedValue({
      ...lifecycles('1.0.0'),
      mount: (props: { domElement?: HTMLElement }) => {
        mounted.push(props.domElement);
        return Promise.resolve();
      },
    } as unknown as RemoteLifecyclesModule);
    const { container } = slot(ref('1.0.0'));
    const h1 = container.querySelector('h1');
    expect(h1?.textContent).toBe('Shared with you');
    // No loading bar over content that is already there.
    expect(screen.queryByRole('progressbar')).toBeNull();
    const el = container.querySelector('[data-status]')!;
    await waitFor(() => expect(el.getAttribute('data-status')).toBe('ready'));
    expect(mounted).toEqual([h1!.parentElement!.parentElement]);
    expect(container.querySelector('h1')).toBe(h1);
  });

  it('stays readable when the remote cannot load, with the notice and Retry above it at once', async () => {
    delivery.setPrerenderedSlot({
      remote: 'mfe_share',
      html: FRAGMENT.replace('</h1>', '</h1><a href="/faq">FAQ</a><button>Save</button>'),
    });
    load.mockImplementation(byVersion({ '1.0.0': 'fetch' }));
    const { container } = slot(ref('1.0.0'));
    const el = container.querySelector('[data-status]')!;
    await waitFor(() => expect(el.getAttribute('data-status')).toBe('failed'));
    expect(screen.getByRole('heading', { name: 'Shared with you' })).toBeVisible();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Parts of this page are not working');
    const retry = screen.getByRole('button', { name: 'Try again' });
    // The notice does not take the focus from the page; a button that needs the code sends
    // the visitor to Retry (the click does nothing else), a link is left alone.
    expect(document.activeElement).not.toBe(retry);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(document.activeElement).toBe(retry);
    expect(screen.getByRole('heading', { name: 'Shared with you' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeVisible();
  });

  it('Retry hydrates the same content once the code loads', async () => {
    delivery.setPrerenderedSlot({ remote: 'mfe_share', html: FRAGMENT });
    load.mockImplementation(byVersion({ '1.0.0': 'fetch' }));
    const { container } = slot(ref('1.0.0'));
    const el = container.querySelector('[data-status]')!;
    await waitFor(() => expect(el.getAttribute('data-status')).toBe('failed'));
    const h1 = container.querySelector('h1')!;
    const mounted: (HTMLElement | undefined)[] = [];
    load.mockResolvedValue({
      ...lifecycles('1.0.0'),
      mount: (props: { domElement?: HTMLElement }) => {
        mounted.push(props.domElement);
        return Promise.resolve();
      },
    } as unknown as RemoteLifecyclesModule);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(el.getAttribute('data-status')).toBe('ready'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mounted).toEqual([h1.parentElement!.parentElement]);
    expect(container.querySelector('h1')).toBe(h1);
  });

  it('a mount (hydration) that fails keeps the content, under the notice', async () => {
    delivery.setPrerenderedSlot({ remote: 'mfe_share', html: FRAGMENT });
    load.mockImplementation(byVersion({ '1.0.0': 'mount' }));
    const { container } = slot(ref('1.0.0'));
    const el = container.querySelector('[data-status]')!;
    await waitFor(() => expect(el.getAttribute('data-status')).toBe('failed'));
    expect(screen.getByRole('heading', { name: 'Shared with you' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Parts of this page are not working');
  });

  it('shows the notice by the 5 s bar while the code still hangs, and mounts when it arrives late', async () => {
    jest.useFakeTimers();
    try {
      delivery.setPrerenderedSlot({ remote: 'mfe_share', html: FRAGMENT });
      let arrive: (m: RemoteLifecyclesModule) => void = () => undefined;
      load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
      const { container } = slot(ref('1.0.0'));
      const el = container.querySelector('[data-status]')!;
      expect(el.getAttribute('data-status')).toBe('prerendered');
      // jsdom's clock started long before this test: the watchdog waits one attempt's budget.
      act(() => jest.advanceTimersByTime(noticeDelay({ kept: true, firstRun: true }) - 1));
      expect(el.getAttribute('data-status')).toBe('prerendered');
      act(() => jest.advanceTimersByTime(1));
      expect(el.getAttribute('data-status')).toBe('failed');
      expect(screen.getByRole('alert')).toHaveTextContent('Parts of this page are not working');
      expect(screen.getByRole('alert')).toHaveAttribute('data-failure-code', 'REMOTE_SLOW');
      // Not a failure report: the code may still come.
      expect(window.__CUMULUS_REMOTE_FALLBACKS__).toEqual([]);
      await act(async () => arrive(lifecycles('1.0.0')));
      expect(el.getAttribute('data-status')).toBe('ready');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the notice 4 s after the page started, never sooner than one attempt after the slot', () => {
    expect(noticeDelay({ kept: true, firstRun: true }, 500)).toBe(3500);
    expect(noticeDelay({ kept: true, firstRun: true }, 3900)).toBe(1500);
    expect(noticeDelay({ kept: true, firstRun: false }, 500)).toBe(3000);
    // A card: after the first version's two attempts, whatever versions follow.
    expect(noticeDelay({ kept: false, firstRun: true }, 500)).toBe(3000);
    expect(noticeDelay({ kept: false, firstRun: true }, 60_000)).toBe(3000);
  });

  it('is used once: a later slot of the same remote renders fresh', async () => {
    delivery.setPrerenderedSlot({ remote: 'mfe_share', html: FRAGMENT });
    load.mockImplementation(byVersion({ '1.0.0': 'ok' }));
    const first = slot(ref('1.0.0'));
    await screen.findByText('share 1.0.0');
    first.unmount();
    const { container } = slot(ref('1.0.0'));
    expect(container.querySelector('h1')).toBeNull();
    await screen.findByText('share 1.0.0');
  });
});

describe("a login-required page's shell (decision 0035)", () => {
  const SHELL =
    '<div class="p"><div data-remote="mfe_share" data-shell=""><h1>My drive</h1></div></div>';

  it('holds the shell, loading nothing, until released; then the remote renders over it', async () => {
    delivery.setPrerenderedSlot({ remote: 'mfe_share', html: SHELL, shell: true });
    load.mockImplementation(byVersion({ '1.0.0': 'ok' }));
    const { container, release } = slot(ref('1.0.0'), true);
    const el = container.querySelector('[data-status]')!;
    expect(el.getAttribute('data-status')).toBe('prerendered');
    expect(el.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'My drive' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    release();
    await screen.findByText('share 1.0.0');
    expect(el.getAttribute('data-status')).toBe('ready');
    expect(el.getAttribute('aria-busy')).toBe('false');
  });

  it("the remote's code failing: the card in the shell's place, and Retry shows the shell again", async () => {
    delivery.setPrerenderedSlot({ remote: 'mfe_share', html: SHELL, shell: true });
    load.mockImplementation(byVersion({ '1.0.0': 'fetch' }));
    const { container } = slot(ref('1.0.0'));
    const el = container.querySelector('[data-status]')!;
    await waitFor(() => expect(el.getAttribute('data-status')).toBe('failed'));
    expect(screen.getByRole('heading', { name: 'This part of the page could not be loaded' }));
    expect(screen.queryByRole('heading', { name: 'My drive' })).toBeNull();
    let arrive: (m: RemoteLifecyclesModule) => void = () => undefined;
    load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(el.getAttribute('data-status')).toBe('prerendered'));
    expect(screen.getByRole('heading', { name: 'My drive' })).toBeVisible();
    await act(async () => arrive(lifecycles('1.0.0')));
    expect(el.getAttribute('data-status')).toBe('ready');
  });
});
