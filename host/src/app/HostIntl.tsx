import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from 'shared-libs';
import { HostContext } from '../stores/HostContext';
import type { RootStore } from '../stores/RootStore';

/**
 * The host's providers: its messages in the current locale and the root store. The same in the
 * browser (bootstrap.tsx) and in the Node render of the prerendered shell (prerender/), so the
 * browser hydrates what the server rendered (decision 0018).
 */
export const HostIntl = observer(function HostIntl({
  store,
  children,
}: {
  store: RootStore;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={store.locale.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={store.locale.messages}
      onError={(err) => {
        if (err.code !== 'MISSING_TRANSLATION') console.error(err);
      }}
    >
      <HostContext.Provider value={store}>{children}</HostContext.Provider>
    </IntlProvider>
  );
});
