import { screen, waitFor, within } from '@testing-library/react';
import { configurePlatform, SITE_PATHS } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import type { RemotePage } from 'shared-libs/react';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  errorReply,
  jsonReply,
  resetPlatformForTests,
  type FakeReply,
} from 'shared-libs/testing';
import { AlsoOn } from './AlsoOn';

const PRODUCTS = [
  { id: 'android', name: 'Android용 Cumulus', platform: 'Android', page: '/mobile-app' },
  { id: 'windows', name: 'Windows용 Cumulus', platform: 'Windows', page: '/desktop-app' },
  { id: 'tv', name: 'Cumulus TV', platform: 'Android', page: '/tv' },
  { id: 'odd', name: 'Odd', platform: 'x', page: 'https://evil.example/' },
];

const Page: RemotePage = ({ props }) => <AlsoOn props={props} current={SITE_PATHS.desktopApp} />;

function open(reply: FakeReply) {
  const transport = createFakeTransport();
  transport.on('POST', '/config/v1/external_products', reply);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  renderPage(Page, fakeProps({ page: 'desktop-app' }, { locale: 'ko' }));
  return transport;
}

describe('AlsoOn', () => {
  afterEach(() => resetPlatformForTests());

  it('links the other products of the config, by their names from the API', async () => {
    const transport = open(jsonReply({ data: { products: PRODUCTS } }));
    const row = await screen.findByRole('navigation', { name: 'Also on' });
    const links = within(row).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Android용 Cumulus', '/en-US/mobile-app'],
      ['Cumulus TV', '/en-US/tv'],
    ]);
    expect(transport.callsTo('POST', '/config/v1/external_products')[0]?.body).toEqual({
      data: { language: 'ko', client: 'web' },
    });
  });

  it('shows nothing when the call fails', async () => {
    const transport = open(errorReply('internal', 13, 500, 'down'));
    await waitFor(() =>
      expect(transport.callsTo('POST', '/config/v1/external_products')).toHaveLength(1),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
