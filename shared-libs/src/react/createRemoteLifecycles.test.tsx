import { screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { fakeProps } from '../react-testing/renderPage';
import { createRemoteLifecycles } from './createRemoteLifecycles';
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
    const loadMessages = jest.fn(async () => own);
    const remote = createRemoteLifecycles({
      name: 'test_remote',
      contractVersion: 1,
      pages: ['home'],
      loadMessages,
      createStore: () => ({}),
      App,
    });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...fakeProps(), locale, name: 'test', domElement };
    await remote.bootstrap(props);
    await remote.mount(props);
    return { remote, props, domElement, loadMessages };
  }

  it('renders the kit in the locale together with the remote', async () => {
    const { remote, props, loadMessages } = await mount('ja', { 'test.own': '自分の文' });
    await waitFor(() =>
      expect(screen.getByText(`${ja['kit.preview.close']} | 自分の文`)).toBeInTheDocument(),
    );
    expect(loadMessages).toHaveBeenCalledWith('ja');
    await remote.unmount(props);
  });

  it('en-US renders the default messages', async () => {
    const { remote, props } = await mount('en-US', {});
    await waitFor(() => expect(screen.getByText('Close preview | Own text')).toBeInTheDocument());
    await remote.unmount(props);
  });
});
