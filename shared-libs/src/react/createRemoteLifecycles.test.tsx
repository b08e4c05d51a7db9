import { screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { mountRootParcel } from 'single-spa';
import type { MountProps } from 'shared-libs';
import { fakeProps } from '../react-testing/renderPage';
import { createRemoteLifecycles } from './createRemoteLifecycles';
import { lazyPage, type RemotePageProps } from './remotePages';
import ja from './i18n/lang/ja.json';

function App() {
  return (
    <p>
      <FormattedMessage id="kit.preview.close" defaultMessage="Close preview" />
      {' | '}
      <FormattedMessage id="test.own" defaultMessage="Own text" />
    </p>
  );
}

/** The kit's messages (`kit.*`) are loaded beside the remote's and merged in. */
describe('createRemoteLifecycles messages', () => {
  const env = globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnv = env.IS_REACT_ACT_ENVIRONMENT;
  // Mounted like the host does, outside act() (single-spa-react resolves mount from an effect).
  beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = actEnv));

  async function mount(locale: 'ja' | 'en-US', own: Record<string, string>) {
    const loadMessages = jest.fn(async () => ({ default: own }));
    const remote = createRemoteLifecycles({
      name: 'mfe_marketing',
      contractVersion: 1,
      pages: { home: App },
      messages: loadMessages,
    });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...fakeProps(), locale, route: { ...fakeProps().route, page: 'home' } };
    const parcel = mountRootParcel<MountProps>(remote, { domElement, ...props });
    await parcel.mountPromise;
    return { parcel, loadMessages };
  }

  it('renders the kit in the locale together with the remote', async () => {
    const { parcel, loadMessages } = await mount('ja', { 'test.own': '自分の文' });
    await waitFor(() =>
      expect(screen.getByText(`${ja['kit.preview.close']} | 自分の文`)).toBeInTheDocument(),
    );
    expect(loadMessages).toHaveBeenCalledWith('ja');
    await parcel.unmount();
  });

  it('en-US renders the default messages', async () => {
    const { parcel, loadMessages } = await mount('en-US', {});
    await waitFor(() => expect(screen.getByText('Close preview | Own text')).toBeInTheDocument());
    expect(loadMessages).not.toHaveBeenCalled();
    await parcel.unmount();
  });
});

/** The kit owns page switching: lazy pages, declared titles, unknown page ids. */
describe('createRemoteLifecycles pages', () => {
  const env = globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnv = env.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = actEnv));

  function FaqPage({ props }: RemotePageProps) {
    return <h1>FAQ on {props.route.path}</h1>;
  }
  FaqPage.title = { id: 'test.faq.title', defaultMessage: 'Questions' };

  const remote = createRemoteLifecycles({
    name: 'mfe_marketing',
    contractVersion: 1,
    pages: {
      plain: App,
      faq: lazyPage(async () => ({ FaqPage }), 'FaqPage'),
    },
    messages: async () => ({ default: {} }),
  });

  async function show(page: string) {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const base = fakeProps();
    const props = { ...base, route: { ...base.route, page, path: '/faq' } };
    const parcel = mountRootParcel<MountProps>(remote, { domElement, ...props });
    await parcel.mountPromise;
    return { parcel, props };
  }

  it('lists its page ids', () => {
    expect(remote.pages).toEqual(['plain', 'faq']);
  });

  it('renders a lazy page and sets the title it declares', async () => {
    const { parcel, props } = await show('faq');
    expect(await screen.findByRole('heading', { name: 'FAQ on /faq' })).toBeInTheDocument();
    await waitFor(() => expect(props.setTitle).toHaveBeenCalledWith('Questions'));
    await parcel.unmount();
  });

  it('reports an unknown page id to the host', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { parcel, props } = await show('nope');
    await waitFor(() => expect(props.reportError).toHaveBeenCalled());
    const report = (props.reportError as jest.Mock).mock.calls[0][0] as { error: Error };
    expect(report.error.message).toBe('mfe_marketing has no page "nope"');
    await parcel.unmount();
    error.mockRestore();
  });
});
