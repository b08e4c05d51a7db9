import { screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { configurePlatform, CONTRACT_VERSION, type MountProps } from 'shared-libs';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  jsonReply,
  resetPlatformForTests,
} from 'shared-libs/testing';
import { fakeProps, file, okShare } from '../testing/harness';
import type * as Lifecycles from './lifecycles';

// The build defines __CONTRACT_VERSION__ (webpack DefinePlugin); jest does not.
(globalThis as unknown as { __CONTRACT_VERSION__: number }).__CONTRACT_VERSION__ = CONTRACT_VERSION;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const remote = require('./lifecycles') as typeof Lifecycles;

/** Contract test: the lifecycles mount with a fake host and render every page they claim. */
describe('mfe_share lifecycles', () => {
  const env = globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnv = env.IS_REACT_ACT_ENVIRONMENT;
  // Mounted like the host does, outside act() (see below).
  beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = actEnv));
  afterEach(() => resetPlatformForTests());

  it('declares the contract version and its pages', () => {
    expect(remote.contractVersion).toBe(CONTRACT_VERSION);
    expect(remote.pages).toEqual(['share']);
  });

  it.each(remote.pages)('mounts, renders page %s, updates and unmounts', async (page) => {
    const transport = createFakeTransport();
    transport.on('GET', '/drive/v1/share', jsonReply(okShare([file('hello.txt')])));
    configurePlatform({
      apiOrigins: ['https://api.test'],
      clientId: 'test',
      transport,
      storage: createMemoryStorage(),
      cookieJar: createMemoryCookieJar(),
      logger: { warn: () => {}, error: () => {} },
    });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = fakeProps();
    props.route = { ...props.route, page };
    // Not inside act(): single-spa-react resolves mount from an effect that act would hold back.
    const parcel = mountRootParcel<MountProps>(remote, { domElement, ...props });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Holiday'),
    );
    expect(screen.getByRole('option', { name: /hello\.txt/ })).toBeInTheDocument();
    await parcel.mountPromise;
    expect(props.setTitle).toHaveBeenCalledWith('Holiday');
    await parcel.update!({ ...props, locale: 'en-US' });
    await parcel.unmount();
    expect(domElement.textContent).toBe('');
  });
});
