import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MountProps, RouteRecord } from 'shared-libs';
import { withDeclaredTitle, type RemotePage } from 'shared-libs/react';
import { PRERENDER_LAYOUT, PRERENDER_SESSION } from '../react/prerenderState';

/** Test-only: a fake host's mount props (jest.fn() for every host function); `route.remote` names the remote. */
export function fakeProps(
  route: Partial<RouteRecord> = {},
  overrides: Partial<MountProps> = {},
): MountProps {
  return {
    contractVersion: 1,
    locale: 'en-US',
    route: {
      remote: 'mfe_marketing',
      page: 'home',
      params: {},
      query: {},
      layout: 'basic',
      middleware: [],
      path: '/',
      hash: '',
      ...route,
    },
    // A signed-out visitor on a wide screen in the light theme (what prerendered pages assume).
    session: { ...PRERENDER_SESSION },
    layout: { ...PRERENDER_LAYOUT },
    navigate: jest.fn(),
    hrefFor: (to: string) => `/en-US${to}`,
    requireLogin: jest.fn(async () => false),
    refreshSession: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    setLayout: jest.fn(),
    reportError: jest.fn(),
    setTitle: jest.fn(),
    ...overrides,
  };
}

/**
 * Renders a page component as the remote kit does (its declared title is set), in en-US
 * (default messages) unless told otherwise.
 */
export function renderPage(
  Page: RemotePage,
  props: MountProps,
  messages: Record<string, string> = {},
  locale = 'en-US',
) {
  const Shown = withDeclaredTitle(Page);
  return render(
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages}>
      <Shown props={props} store={null} />
    </IntlProvider>,
  );
}
