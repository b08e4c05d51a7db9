import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mountRootParcel } from 'single-spa';
import type { MountProps } from 'shared-libs';
import { fakeProps } from '../react-testing/renderPage';
import { createRemoteLifecycles } from './createRemoteLifecycles';
import type { RemoteDefinition } from './remoteDefinition';
import { PRERENDER_LAYOUT, PRERENDER_SESSION } from './prerenderState';
import { lazyPage, type RemotePageProps } from './remotePages';
import { RemoteTree } from './remoteTree';

/**
 * A remote's lifecycles hydrate the fragment the slot holds when it is this remote's, version's,
 * page's and locale's (decision 0018), with the state it was prerendered for; the visitor's
 * real state follows in an update. Anything else is rendered fresh.
 */
describe('hydrating a prerendered fragment', () => {
  const env = globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnv = env.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = actEnv));

  function Welcome({ props }: RemotePageProps) {
    return (
      <main>
        <h1>{props.session.signedIn ? 'Welcome back' : 'Welcome'}</h1>
        <p>{props.layout.isMobile ? 'phone' : 'wide'}</p>
        <p data-testid="hash">{props.route.hash}</p>
      </main>
    );
  }

  const base: Omit<RemoteDefinition<null>, 'pages'> = {
    name: 'mfe_marketing',
    contractVersion: 1,
    build: { version: '1.2.3', label: 'stable' },
    messages: async () => ({ default: {} }),
  };
  const visitor = (locale: MountProps['locale'] = 'en-US'): MountProps => ({
    ...fakeProps({ page: 'welcome', path: '/welcome', hash: 'q2' }),
    locale,
    session: { signedIn: true, user: null },
    layout: { ...PRERENDER_LAYOUT, isMobile: true },
  });

  /** What the prerender build writes for the page (the same tree, the prerender state). */
  function prerendered(locale: MountProps['locale'] = 'en-US', shell = false): HTMLElement {
    const v = visitor(locale);
    // As infra/prerender renders it: no session, a wide screen, no #fragment.
    const props = {
      ...v,
      route: { ...v.route, hash: '' },
      session: PRERENDER_SESSION,
      layout: PRERENDER_LAYOUT,
    };
    const el = document.createElement('div');
    el.innerHTML = renderToString(
      <RemoteTree
        def={{ ...base, pages: { welcome: Welcome } }}
        pages={{ welcome: Welcome }}
        messages={{}}
        props={props}
        store={null}
        shell={shell}
      />,
    );
    document.body.append(el);
    return el;
  }

  async function mountInto(
    domElement: HTMLElement,
    props: MountProps,
    prepare?: RemoteDefinition<null>['prepare'],
  ) {
    const remote = createRemoteLifecycles({
      ...base,
      prepare,
      // A lazy page, as the remotes have: hydration waits for its chunk first.
      pages: { welcome: lazyPage(async () => ({ Welcome }), 'Welcome') },
    });
    const parcel = mountRootParcel<MountProps>(remote, { domElement, ...props });
    await parcel.mountPromise;
    return parcel;
  }

  it('keeps the prerendered nodes, then shows the visitor state', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = prerendered();
    const h1 = el.querySelector('h1');
    expect(h1?.textContent).toBe('Welcome');
    const parcel = await mountInto(el, visitor());
    await waitFor(() => expect(el.querySelector('h1')?.textContent).toBe('Welcome back'));
    expect(el.querySelector('h1')).toBe(h1);
    expect(el.querySelector('p')?.textContent).toBe('phone');
    expect(el.querySelector('[data-testid="hash"]')?.textContent).toBe('q2');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await parcel.unmount();
  });

  it('renders fresh when prepare says the HTML is not what the page shows now', async () => {
    const el = prerendered();
    const h1 = el.querySelector('h1');
    const prepare = jest.fn(async () => false);
    const parcel = await mountInto(el, visitor(), prepare);
    await waitFor(() => expect(el.querySelector('h1')?.textContent).toBe('Welcome back'));
    expect(el.querySelector('h1')).not.toBe(h1);
    expect(el.querySelectorAll('h1')).toHaveLength(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    await parcel.unmount();
  });

  it('renders fresh over a fragment of another locale', async () => {
    const el = prerendered('ja');
    const h1 = el.querySelector('h1');
    const parcel = await mountInto(el, visitor('en-US'));
    await waitFor(() => expect(el.querySelector('h1')?.textContent).toBe('Welcome back'));
    expect(el.querySelector('h1')).not.toBe(h1);
    expect(el.querySelectorAll('h1')).toHaveLength(1);
    await parcel.unmount();
  });

  it('renders the page over a shell (decision 0035), which stays until that first commit', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = prerendered('en-US', true);
    const h1 = el.querySelector('h1');
    let chunk: ((m: { Welcome: typeof Welcome }) => void) | null = null;
    const remote = createRemoteLifecycles({
      ...base,
      pages: {
        welcome: lazyPage(
          () => new Promise<{ Welcome: typeof Welcome }>((r) => (chunk = r)),
          'Welcome',
        ),
      },
    });
    const parcel = mountRootParcel<MountProps>(remote, { domElement: el, ...visitor() });
    // The page's chunk is on its way: the shell is what the slot shows.
    await waitFor(() => expect(chunk).not.toBeNull());
    expect(el.querySelector('[data-shell]')).not.toBeNull();
    chunk!({ Welcome });
    await parcel.mountPromise;
    await waitFor(() => expect(el.querySelector('h1')?.textContent).toBe('Welcome back'));
    // Not hydrated: the page's own nodes, in its place, the shell gone.
    expect(el.querySelector('h1')).not.toBe(h1);
    expect(el.querySelectorAll('h1')).toHaveLength(1);
    expect(el.querySelector('[data-shell]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await parcel.unmount();
  });
});
