import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { jsonReply, resetPlatformForTests } from 'shared-libs/testing';
import { fakePurchaseApi, orderOf } from '../../lib/purchase/purchaseFixtures';
import { InappShopPage } from './InappShopPage';

const open = jest.fn();
function Page({ props }: { props: MountProps }) {
  return <InappShopPage props={props} open={open} />;
}
const signedIn = {
  session: {
    signedIn: true,
    user: { userId: 'u1', username: 'Ana', email: '', avatar: '', premium: false, expire: '' },
  },
};

describe('InappShopPage', () => {
  afterEach(() => resetPlatformForTests());

  it('lists the catalogue of the API by kind and buys through the checkout', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'POST',
      '/vip/v1/orders',
      jsonReply({
        order: orderOf('traffic-2tb', 'pending'),
        checkout_url: 'https://api.test/pay/y',
      }),
    );
    renderPage(Page, fakeProps({ page: 'inapp-shop', layout: 'drive' }, signedIn));
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    const traffic = await screen.findByRole('group', { name: 'Extra transfer quota' });
    expect(screen.getByRole('group', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Extra storage' })).toBeInTheDocument();
    await userEvent.click(within(traffic).getByRole('radio', { name: /^\+2 TB download traffic/ }));
    const form = traffic.closest('form');
    if (!form) throw new Error('no form');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://api.test/pay/y'));
    expect(transport.callsTo('POST', '/vip/v1/orders')[0]?.body).toMatchObject({
      product_id: 'traffic-2tb',
      return_url: 'http://localhost/en-US/inapp/shop',
    });
  });

  it('shows how a checkout ended when it comes back', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/vip/v1/orders/OR-storage-5tb',
      jsonReply({ order: orderOf('storage-5tb', 'paid') }),
    );
    renderPage(
      Page,
      fakeProps(
        { page: 'inapp-shop', layout: 'drive', query: { order: 'OR-storage-5tb' } },
        signedIn,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Payment received. +5 TB storage is yours until January 1, 2027.',
      ),
    );
  });
});
