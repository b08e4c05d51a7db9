import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { errorReply, jsonReply, resetPlatformForTests } from 'shared-libs/testing';
import { fakePurchaseApi, orderOf } from '../../../lib/purchase/purchaseFixtures';
import { Receipts } from './Receipts';

const open = jest.fn();

function Page(_: { props: MountProps }) {
  return <Receipts open={open} />;
}

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
/** An open order (an abandoned checkout) whose checkout expires in `minutes`. */
const openOrder = (minutes: number) =>
  orderOf('premium-3m', 'pending', { expires_time: inMinutes(minutes) });

describe('Receipts', () => {
  afterEach(() => {
    resetPlatformForTests();
    open.mockReset();
  });

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

  it('an open order says until when it can be paid, and resumes at its checkout', async () => {
    const { transport } = fakePurchaseApi();
    const order = openOrder(20);
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [order] }));
    transport.on(
      'POST',
      '/vip/v1/orders/OR-premium-3m/resume',
      jsonReply({ order, checkout_url: 'https://api.test/pay/checkout/OR-premium-3m?key=k' }),
    );
    renderPage(Page, fakeProps());
    const row = (await screen.findAllByRole('listitem'))[0]!;
    const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(
      new Date(order.expires_time!),
    );
    expect(row).toHaveTextContent('Waiting for payment');
    expect(row).toHaveTextContent(`Finish the payment by ${time}, or the order expires.`);
    const resume = within(row).getByRole('button', { name: 'Continue payment' });
    expect(resume).toHaveAccessibleDescription('Premium, 3 months');
    await userEvent.click(resume);
    expect(open).toHaveBeenCalledWith('https://api.test/pay/checkout/OR-premium-3m?key=k');
    expect(transport.callsTo('POST', '/vip/v1/orders/OR-premium-3m/resume')[0]?.body).toEqual({
      ui_locales: 'en-US',
    });
  });

  it('an open order can be cancelled: it says so and offers nothing more', async () => {
    const { transport } = fakePurchaseApi();
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [openOrder(20)] }));
    transport.on(
      'POST',
      '/vip/v1/orders/OR-premium-3m/cancel',
      jsonReply({ order: orderOf('premium-3m', 'cancelled', { expires_time: '' }) }),
    );
    renderPage(Page, fakeProps());
    const row = (await screen.findAllByRole('listitem'))[0]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The order was cancelled. Nothing was charged.',
    );
    const after = screen.getAllByRole('listitem')[0]!;
    expect(after).toHaveTextContent('Cancelled');
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('a refused cancel says why and reads the list again', async () => {
    const { transport } = fakePurchaseApi();
    transport.on('GET', '/vip/v1/orders', [
      jsonReply({ orders: [openOrder(20)] }),
      jsonReply({ orders: [orderOf('premium-3m', 'paid')] }),
    ]);
    transport.on(
      'POST',
      '/vip/v1/orders/OR-premium-3m/cancel',
      errorReply('already_exists', 6, 409, 'This order is already paid'),
    );
    renderPage(Page, fakeProps());
    const row = (await screen.findAllByRole('listitem'))[0]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order could not be changed.');
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('an open order past its expiry shows as not finished, without actions', async () => {
    const { transport } = fakePurchaseApi();
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [openOrder(-1)] }));
    renderPage(Page, fakeProps());
    const row = (await screen.findAllByRole('listitem'))[0]!;
    expect(row).toHaveTextContent('Not finished');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
