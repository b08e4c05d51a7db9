import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { errorReply, jsonReply, resetPlatformForTests } from 'shared-libs/testing';
import { fakePurchaseApi, orderOf } from '../../../lib/purchase/purchaseFixtures';
import { Receipts } from './Receipts';

function Page(_: { props: MountProps }) {
  return <Receipts />;
}

describe('Receipts', () => {
  afterEach(() => resetPlatformForTests());

  it('lists date, product, amount, status and the period paid for', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/vip/v1/orders',
      jsonReply({
        orders: [
          orderOf('storage-1tb', 'declined'),
          orderOf('premium-12m', 'paid', { campaign: 'black-friday', amount: 2699 }),
        ],
      }),
    );
    renderPage(Page, fakeProps());
    const list = await screen.findByRole('list');
    const [declined, paid] = within(list).getAllByRole('listitem');
    expect(declined).toHaveTextContent('+1 TB storage$2.99Ordered on Jan 1, 2026Declined');
    expect(paid).toHaveTextContent(
      'Premium, 12 months$26.99Ordered on Jan 1, 2026 · offer pricePaidValid Jan 1, 2026 – Jan 1, 2027',
    );
    expect(screen.getByRole('region', { name: 'Your purchases' })).toBeInTheDocument();
    expect(transport.callsTo('GET', '/vip/v1/orders')[0]?.query).toEqual({ limit: '20' });
  });

  it('says when there are none, and offers to try again after a failure', async () => {
    const { transport } = fakePurchaseApi();
    transport.on('GET', '/vip/v1/orders', [
      errorReply('internal', 13, 500),
      errorReply('internal', 13, 500),
      errorReply('internal', 13, 500),
      jsonReply({ orders: [] }),
    ]);
    renderPage(Page, fakeProps());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your purchases could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
  });
});
