import { screen, waitFor } from '@testing-library/react';
import { configurePlatform } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  errorReply,
  jsonReply,
  resetPlatformForTests,
  type FakeReply,
} from 'shared-libs/testing';
import { HomePage } from './HomePage';

function open(reply: FakeReply, locale: 'en-US' | 'ko' = 'en-US') {
  const transport = createFakeTransport();
  transport.on('POST', '/config/v1/resources', reply);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  renderPage(HomePage, fakeProps({ page: 'home' }, { locale }));
  return transport;
}

const resources = (banners: { id: string; title: string; link: string }[]) =>
  jsonReply({
    data: { banners: banners.map((b) => ({ ...b, end_time: '2099-12-31T23:59:59Z' })) },
  });

describe('HomePage campaign banners', () => {
  afterEach(() => resetPlatformForTests());

  it('links each live campaign the config lists, titled as the API says', async () => {
    const transport = open(
      resources([
        {
          id: 'black-friday',
          title: 'Black Friday: premium for less',
          link: '/activity/black-friday',
        },
        { id: 'evil', title: 'Elsewhere', link: '//evil.example/x' },
      ]),
      'ko',
    );
    const link = await screen.findByRole('link', { name: /Black Friday: premium for less/ });
    expect(link).toHaveAttribute('href', '/en-US/activity/black-friday');
    expect(screen.getByRole('heading', { name: 'Offers right now' })).toBeInTheDocument();
    // A link that is not a path of this site is dropped.
    expect(screen.queryByRole('link', { name: /Elsewhere/ })).not.toBeInTheDocument();
    expect(transport.callsTo('POST', '/config/v1/resources')[0]?.body).toEqual({
      data: { language: 'ko', client: 'web' },
    });
  });

  it.each([
    ['while loading and when the call fails', errorReply('internal', 13, 500, 'down')],
    ['when no campaign is live', resources([])],
  ])('shows nothing %s', async (_what, reply) => {
    const transport = open(reply);
    expect(screen.queryByRole('heading', { name: 'Offers right now' })).not.toBeInTheDocument();
    await waitFor(() => expect(transport.callsTo('POST', '/config/v1/resources')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading', { name: 'Offers right now' })).not.toBeInTheDocument();
  });
});
