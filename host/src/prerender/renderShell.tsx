import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { configurePlatform, type Locale } from 'shared-libs';
import { App } from '../app/App';
import { HostIntl } from '../app/HostIntl';
import { loadHostMessages } from '../i18n/loadHostMessages';
import { CLIENT_ID, PACKAGE_NAME } from '../lib/clientConfig';
import type { Registry } from '../remotes/registry';
import { PRERENDERED_SLOT_ATTR, type PrerenderedSlot } from '../remotes/prerenderedSlot';
import { parcelHtml } from '../remotes/RemoteSlot';
import { RootStore } from '../stores/RootStore';

/**
 * The platform of the Node render: no storage, no cookies, no network. The shell is rendered
 * for a visitor nothing is known about yet, which is what the browser's first render shows
 * too (session 'unknown', wide screen, light theme: decision 0018).
 */
const platform = configurePlatform({
  apiOrigins: ['http://prerender.invalid'],
  clientId: CLIENT_ID,
  packageName: PACKAGE_NAME,
  storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  cookieJar: { read: () => '', write: () => undefined },
  location: () => ({ host: '', pathname: '/', origin: '' }),
  transport: () => Promise.reject(new Error('no network while prerendering')),
});

export interface ShellRequest {
  /** The page's path and query. */
  url: string;
  locale: Locale;
  registry: Registry;
  /**
   * The remote whose fragment fills the content slot, and the fragment; `shell`: it is a
   * login-required page's shell (decision 0035), shown while the session is unknown.
   */
  slot: { remote: PrerenderedSlot['remote']; fragment: string; shell?: boolean };
}

/**
 * The host's page for `url` as HTML (the inside of `#root`), with the remote's fragment in its
 * content slot (handed over by this render's own root store: RemoteDelivery).
 */
export async function renderShell({ url, locale, registry, slot }: ShellRequest): Promise<string> {
  const messages = await loadHostMessages(locale);
  const store = new RootStore({
    registry,
    initialLocale: locale,
    loadMessages: loadHostMessages,
    platform,
  });
  store.locale.setPreloaded(locale, messages);
  store.delivery.setPrerenderedSlot({
    remote: slot.remote,
    html: parcelHtml(slot.fragment),
    ...(slot.shell ? { shell: true } : {}),
  });
  const html = renderToString(
    <StrictMode>
      <HostIntl store={store}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HostIntl>
    </StrictMode>,
  );
  if (!html.includes(PRERENDERED_SLOT_ATTR)) {
    throw new Error(`the shell of ${url} has no content slot for ${slot.remote}`);
  }
  return html;
}
