import './global.css';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import { DEFAULT_LOCALE, toLocale } from 'shared-libs';
import { App } from './app/App';
import { HostContext } from './app/HostContext';
import { loadHostMessages } from './i18n/loadHostMessages';
import { fetchRegistry, type Registry } from './remotes/registry';
import { preloadLifecycles } from './remotes/remoteLoader';
import { resolveRoute } from './routing/resolveRoute';
import { LocaleStore } from './stores/LocaleStore';
import { RootStore } from './stores/RootStore';
import { MOBILE_QUERY } from './stores/LayoutStore';

// Parcels must hear host navigation: single-spa patches the History API.
start({ urlRerouteOnly: true });

const EMPTY_REGISTRY: Registry = {
  schema: 1,
  remotes: {},
  activities: [],
  api: { origins: [], accessOrigins: [] },
};

const IntlRoot = observer(function IntlRoot({ store }: { store: RootStore }) {
  return (
    <IntlProvider
      locale={store.locale.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={store.locale.messages}
      onError={(err) => {
        if (err.code !== 'MISSING_TRANSLATION') console.error(err);
      }}
    >
      <HostContext.Provider value={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </HostContext.Provider>
    </IntlProvider>
  );
});

async function main() {
  const firstSegment = location.pathname.split('/')[1];
  const initialLocale = toLocale(firstSegment) ?? LocaleStore.detect();

  // Registry and messages load in parallel; the route's remote starts loading as soon as known.
  const [registry] = await Promise.all([
    fetchRegistry().catch((err: unknown) => {
      console.error('[host] registry unavailable', err);
      return EMPTY_REGISTRY;
    }),
    loadHostMessages(initialLocale).catch(() => ({})),
  ]);

  const isMobile = window.matchMedia(MOBILE_QUERY).matches;
  const first = resolveRoute({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash.slice(1),
    activities: registry.activities,
    isMobile,
    now: Date.now(),
  });
  if (first.kind === 'route' && first.owner !== 'host') {
    const entry = registry.remotes[first.owner];
    if (entry) preloadLifecycles(first.owner, entry);
  }

  const store = new RootStore(registry, initialLocale, loadHostMessages);
  await store.locale.setLocale(initialLocale, false);
  store.layout.watchViewport();
  store.layout.setEmbedded(new URLSearchParams(location.search).has('origin'));
  autorun(() => {
    document.documentElement.dataset.theme = store.layout.darkMode ? 'dark' : 'light';
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <IntlRoot store={store} />
    </StrictMode>,
  );
}

void main();
