import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { BlackFridayPage } from './BlackFridayPage';
import { ChristmasPage } from './ChristmasPage';

const yearly = {
  id: 'premium-12m',
  kind: 'premium',
  days: 365,
  months: 12,
  bytes: '0',
  currency: 'USD',
  price: 4499,
};

/** The catalogue with `campaign`'s price of the yearly plan (`status` of the campaign). */
const catalogue = (campaign: string, price: number, status = 'live') =>
  jsonReply({
    currency: 'USD',
    products: [{ ...yearly, ...(status === 'live' ? { campaign_price: price } : {}) }],
    campaign: {
      id: campaign,
      status,
      product_id: 'premium-12m',
      price,
      end_time: '2099-12-31T23:59:59Z',
    },
  });

function api(reply: FakeReply) {
  const transport = createFakeTransport();
  transport.on('GET', '/vip/v1/products', reply);
  configurePlatform({
    apiOrigins: ['https://api.test'],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  return transport;
}

describe('campaign pages', () => {
  afterEach(() => resetPlatformForTests());

  it.each([
    [
      BlackFridayPage,
      'black-friday',
      'Black Friday: premium for less',
      2699,
      '$26.99',
      '40% off',
      '$2.25',
    ],
    [
      ChristmasPage,
      'christmas',
      'Christmas gifts from Cumulus',
      3149,
      '$31.49',
      '30% off',
      '$2.62',
    ],
  ])(
    '%p shows the campaign price of the API and links to the payment page with it',
    async (Page, campaign, title, price, money, off, perMonth) => {
      const transport = api(catalogue(campaign, price));
      const props = fakeProps({ page: 'campaign', layout: 'activity' });
      renderPage(Page, props);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const offer = screen.getByRole('region', { name: 'Premium, 12 months' });
      const cta = await screen.findByRole('link', { name: `Get the offer for ${money}` });
      expect(transport.calls[0]?.query).toEqual({ campaign });
      expect(offer).toHaveTextContent(off);
      expect(screen.getByTestId('campaign-price')).toHaveTextContent(
        `$44.99 ${money} (regular price $44.99)`,
      );
      expect(offer).toHaveTextContent(`That is ${perMonth} a month.`);
      const path = `/drive/payment?plan=premium-12m&campaign=${campaign}`;
      expect(cta).toHaveAttribute('href', `/en-US${path}`);
      await userEvent.click(cta);
      expect(props.navigate).toHaveBeenCalledWith(path);
      expect(props.setTitle).toHaveBeenCalledWith(title);
    },
  );

  it('without a price (the API failed, or the campaign is over) the offer still leads to the payment page', async () => {
    api(errorReply('internal', 13, 500));
    renderPage(BlackFridayPage, fakeProps({ page: 'campaign', layout: 'activity' }));
    const cta = screen.getByRole('link', { name: 'Get the offer' });
    expect(cta).toHaveAttribute('href', '/en-US/drive/payment?campaign=black-friday');
    resetPlatformForTests();
    api(catalogue('christmas', 3149, 'ended'));
    renderPage(ChristmasPage, fakeProps({ page: 'campaign', layout: 'activity' }));
    expect(await screen.findAllByRole('link', { name: 'Get the offer' })).toHaveLength(2);
    expect(screen.queryByTestId('campaign-price')).not.toBeInTheDocument();
  });
});
