import '../testing/polyfills';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { observer } from 'mobx-react-lite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { configurePlatform } from 'shared-libs';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  resetPlatformForTests,
} from 'shared-libs/testing';
import type { Registry } from '../remotes/registry';
import { RootStore } from '../stores/RootStore';
import { App } from './App';
import { HostContext } from '../stores/HostContext';

const REGISTRY: Registry = {
  schema: 1,
  remotes: {},
  activities: [],
  api: { origins: ['https://api.test'], accessOrigins: [] },
  embedding: { parents: [] },
};

const JA = { 'host.nav.signIn': 'ログイン', 'host.notFound.title': 'ページが見つかりませんでした' };

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search + loc.hash}</output>;
}

function setup(path: string) {
  const platform = configurePlatform({
    apiOrigins: REGISTRY.api.origins,
    clientId: 'cumulus-web',
    transport: createFakeTransport(),
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
  });
  const store = new RootStore({
    registry: REGISTRY,
    initialLocale: 'en-US',
    loadMessages: async (l) => (l === 'ja' ? JA : {}),
    platform,
  });
  store.session.markSettled();
  const Root = observer(function Root() {
    return (
      <IntlProvider
        locale={store.locale.locale}
        messages={store.locale.messages}
        onError={() => undefined}
      >
        <HostContext.Provider value={store}>
          <MemoryRouter initialEntries={[path]}>
            <App />
            <Where />
          </MemoryRouter>
        </HostContext.Provider>
      </IntlProvider>
    );
  });
  render(<Root />);
  return store;
}

afterEach(() => resetPlatformForTests());

describe('App (the shell)', () => {
  it('shows the not-found page (a lazy part) with the status text for an unknown path', async () => {
    setup('/Nope/');
    expect(
      await screen.findByRole('heading', { name: 'We could not find that page' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('not-found-status')).toHaveTextContent(
      '404 · Page Not Found: /Nope/',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // Written once per 10 ms burst (spec §9 head update debounce).
    await waitFor(() => expect(document.title).toBe('We could not find that page · Cumulus'));
  });

  it('opens the premium plans when a part emits jump-to-vip (spec §4)', async () => {
    const store = setup('/nope');
    act(() => store.events.emit('jump-to-vip', { from: 'inapp_widget' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/drive/payment'));
  });

  it('applies route middleware redirects (help-center default directory)', async () => {
    setup('/ko/help-center');
    expect(await screen.findByTestId('where')).toHaveTextContent('/ko/help-center/getting-started');
  });

  it('shows the sign-in panel, not the remote, on a drive page when signed out', () => {
    setup('/drive/all');
    expect(screen.getByTestId('login-gate')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Drive' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote]')).toBeNull();
  });

  it('switches the language from the header menu in place', async () => {
    const user = userEvent.setup();
    const store = setup('/nope');
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('button', { name: /Language/ }));
    // The list is a lazy part: it appears once its chunk is here.
    await user.click(await screen.findByRole('button', { name: '日本語' }));
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりませんでした' }),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'ログイン' })).toBeInTheDocument();
    // The address follows in its own update (seen behind the texts on a loaded machine).
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ja/nope'));
    expect(document.documentElement.lang).toBe('ja');
    expect(store.layout.i18nMenuPopoverVisible).toBe(false);
  });

  it('hides the language menu when hide_lang_change is set', () => {
    const store = setup('/nope');
    act(() => store.locale.setHideLangChange(true));
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: /Language/ }),
    ).toBeNull();
  });
});
