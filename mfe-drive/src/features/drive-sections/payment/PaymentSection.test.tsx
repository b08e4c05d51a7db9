import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DRIVE_CHANGED_EVENT,
  getPlatform,
  type MountProps,
  type SessionSnapshot,
} from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { jsonReply, resetPlatformForTests, errorReply } from 'shared-libs/testing';
import {
  BLACK_FRIDAY,
  CATALOGUE,
  fakePurchaseApi,
  orderOf,
  PLANS,
} from '../../../lib/purchase/purchaseFixtures';
import { findDriveSection } from '../driveSections';
import { PaymentSection } from './PaymentSection';

const SIGNED_IN: SessionSnapshot = {
  signedIn: true,
  user: {
    userId: 'u1',
    username: 'Ana',
    email: 'ana@example.com',
    avatar: '',
    premium: false,
    expire: '',
  },
};

const open = jest.fn();

/** The payment section at `path` with `query`, as the drive section page shows it. */
function show(path: string, query: Record<string, string> = {}, session = SIGNED_IN) {
  const props = fakeProps(
    { page: 'drive', params: { section: path.split('/') }, query, layout: 'drive' },
    { session },
  );
  const section = findDriveSection(path.split('/'));
  if (!section) throw new Error(path);
  function Page({ props: p }: { props: MountProps }) {
    return <PaymentSection props={p} section={section!} others={null} open={open} />;
  }
  renderPage(Page, props);
  return props;
}

const option = (name: RegExp) => screen.getByRole('radio', { name });

describe('PaymentSection', () => {
  afterEach(() => {
    resetPlatformForTests();
    open.mockReset();
  });

  it('lists the premium plans with price, price a month and saving', async () => {
    fakePurchaseApi();
    show('payment');
    const plans = await screen.findByRole('group', { name: 'Choose a premium plan' });
    const labels = within(plans)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(labels).toEqual([
      '1 month$4.99$4.99 a month',
      '3 months$12.99$4.33 a monthSave 13%',
      '12 months$44.99$3.75 a monthSave 25%',
    ]);
    expect(option(/^1 month/)).toBeChecked();
    expect(screen.getByText('You are on the free plan.')).toBeInTheDocument();
  });

  it('buying makes an order at the chosen plan and opens its checkout', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'POST',
      '/vip/v1/orders',
      jsonReply({
        order: orderOf('premium-3m', 'pending'),
        checkout_url: 'https://api.test/pay/checkout/OR1?key=k',
      }),
    );
    show('payment');
    await userEvent.click(await screen.findByRole('radio', { name: /^3 months/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://api.test/pay/checkout/OR1?key=k'),
    );
    // The way back names the chosen plan: a declined card comes back to it.
    expect(transport.callsTo('POST', '/vip/v1/orders')[0]?.body).toEqual({
      product_id: 'premium-3m',
      return_url: 'http://localhost/en-US/drive/payment?plan=premium-3m',
      ui_locales: 'en-US',
    });
  });

  it('the plan cards say what premium gives beside the free plan', async () => {
    fakePurchaseApi({ ...CATALOGUE, plans: PLANS });
    show('payment');
    const plans = await screen.findByRole('group', { name: 'Choose a premium plan' });
    const benefits = within(plans).getByRole('list', { name: 'Every premium plan gives you' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 TB of storage (free plan: 6 GB)',
      '1 TB of download traffic a month (free plan: 10 GB)',
      '100 cloud downloads (from a link) a day (free plan: 5)',
    ]);
  });

  it('storage add-ons list no premium benefits', async () => {
    fakePurchaseApi({ ...CATALOGUE, plans: PLANS });
    show('payment/storage', {}, { signedIn: false, user: null });
    await screen.findByRole('group', { name: 'Choose extra storage' });
    expect(screen.queryByTestId('plan-benefits')).not.toBeInTheDocument();
  });

  it('back from a declined card: the plan chosen before is chosen again', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/vip/v1/orders/OR-premium-12m',
      jsonReply({ order: orderOf('premium-12m', 'declined') }),
    );
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [] }));
    show('payment', { plan: 'premium-12m', order: 'OR-premium-12m' });
    await waitFor(() =>
      expect(screen.getByTestId('order-outcome')).toHaveTextContent('Your card was declined.'),
    );
    expect(await screen.findByRole('radio', { name: /^12 months/ })).toBeChecked();
    expect(option(/^1 month/)).not.toBeChecked();
  });

  it('a failed order says so and stays on the page', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'POST',
      '/vip/v1/orders',
      errorReply('invalid_argument', 3, 400, 'Unknown product'),
    );
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [] }));
    show('payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be started.');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('a campaign link chooses its plan and shows the campaign price beside the regular one', async () => {
    const { transport } = fakePurchaseApi((c) => (c === 'black-friday' ? BLACK_FRIDAY : CATALOGUE));
    transport.on(
      'POST',
      '/vip/v1/orders',
      jsonReply({
        order: orderOf('premium-12m', 'pending'),
        checkout_url: 'https://api.test/pay/x',
      }),
    );
    show('payment', { plan: 'premium-12m', campaign: 'black-friday' });
    const yearly = await screen.findByRole('radio', { name: /^12 months/ });
    expect(yearly).toBeChecked();
    const label = yearly.closest('label');
    expect(label).toHaveTextContent('$44.99 $26.99 (regular price $44.99)');
    expect(label).toHaveTextContent('Offer price');
    expect(label).toHaveTextContent('$2.25 a month');
    expect(
      screen.getByText('You pay $26.99 on the next page.', { exact: false }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(transport.callsTo('POST', '/vip/v1/orders')[0]?.body).toEqual({
      product_id: 'premium-12m',
      campaign: 'black-friday',
      return_url: 'http://localhost/en-US/drive/payment?plan=premium-12m&campaign=black-friday',
      ui_locales: 'en-US',
    });
  });

  it('an ended campaign says so and charges the regular price', async () => {
    fakePurchaseApi({
      ...CATALOGUE,
      campaign: { ...BLACK_FRIDAY.campaign!, status: 'ended' },
    });
    show('payment', { campaign: 'black-friday' });
    expect(
      await screen.findByText('This offer has ended. The regular prices apply.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Offer price')).not.toBeInTheDocument();
  });

  it('a visitor sees the prices; buying asks to sign in first', async () => {
    const { transport } = fakePurchaseApi();
    const props = show('payment/storage', {}, { signedIn: false, user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to buy' }));
    expect(props.requireLogin).toHaveBeenCalledWith('payment_page');
    expect(transport.callsTo('POST', '/vip/v1/orders')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /^\+1 TB storage/ })).toBeInTheDocument();
  });

  it('storage: usage, live add-ons, and the pack of the link chosen', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/drive/v1/about',
      jsonReply({
        kind: 'drive#about',
        quota: {
          kind: 'drive#quota',
          limit: String(6 * 1024 ** 3 + 1024 ** 4),
          usage: String(3 * 1024 ** 3),
          usage_in_trash: '0',
        },
        traffic: {
          kind: 'drive#traffic',
          limit: 10 * 1024 ** 3,
          base: 10 * 1024 ** 3,
          extra: 0,
          expire: '',
        },
        add_ons: [
          {
            kind: 'storage',
            product_id: 'storage-1tb',
            bytes: String(1024 ** 4),
            expire: '2026-02-01T00:00:00Z',
          },
        ],
      }),
    );
    show('payment/storage', { plan: 'storage-5tb' });
    expect(await screen.findByText('3 GB of 1.01 TB used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toBeInTheDocument();
    expect(screen.getByText('+1 TB storage, until February 1, 2026')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^\+5 TB storage/ })).toBeChecked();
  });

  it('traffic: the plan allowance and the packs', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/drive/v1/about',
      jsonReply({
        kind: 'drive#about',
        quota: { kind: 'drive#quota', limit: '100', usage: '0', usage_in_trash: '0' },
        traffic: {
          kind: 'drive#traffic',
          limit: 510 * 1024 ** 3,
          base: 10 * 1024 ** 3,
          extra: 500 * 1024 ** 3,
          expire: '2026-02-01T00:00:00Z',
        },
        add_ons: [
          {
            kind: 'traffic',
            product_id: 'traffic-500gb',
            bytes: String(500 * 1024 ** 3),
            expire: '2026-02-01T00:00:00Z',
          },
        ],
      }),
    );
    show('payment/traffic');
    expect(await screen.findByText('510 GB of download traffic a month')).toBeInTheDocument();
    expect(screen.getByText('10 GB comes with your free plan.')).toBeInTheDocument();
    expect(
      screen.getByText('+500 GB download traffic, until February 1, 2026'),
    ).toBeInTheDocument();
    const packs = await screen.findByRole('group', { name: 'Choose a traffic pack' });
    expect(within(packs).getAllByRole('radio')).toHaveLength(2);
  });

  it('back from a paid checkout: the outcome is announced and the session refreshed', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/vip/v1/orders/OR-premium-12m',
      jsonReply({ order: orderOf('premium-12m', 'paid') }),
    );
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [orderOf('premium-12m', 'paid')] }));
    const write = jest.spyOn(getPlatform().session, 'refreshUser');
    const changed = jest.fn();
    window.addEventListener(DRIVE_CHANGED_EVENT, changed);
    const { refreshSession: refresh } = show('payment', { order: 'OR-premium-12m' });
    const status = screen.getByTestId('order-outcome');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Payment received. Premium is active until January 1, 2027.',
      ),
    );
    // The host reads the session again (contract 3); the drive never writes it itself.
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(write).not.toHaveBeenCalled();
    // The host's quota meter is told to read the limit again.
    expect(changed).toHaveBeenCalledTimes(1);
    // The receipts are read again after the payment.
    await waitFor(() => expect(transport.callsTo('GET', '/vip/v1/orders').length).toBe(2));
  });

  it.each([
    ['declined', 'Your card was declined. Nothing was charged.'],
    ['cancelled', 'You cancelled the payment. Nothing was charged.'],
    ['expired', 'The payment was not finished in time. Nothing was charged.'],
  ] as const)('back from a %s checkout: nothing changes', async (state, text) => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/vip/v1/orders/OR-premium-1m',
      jsonReply({ order: orderOf('premium-1m', state) }),
    );
    transport.on('GET', '/vip/v1/orders', jsonReply({ orders: [] }));
    const { refreshSession: refresh } = show('payment', { order: 'OR-premium-1m' });
    await waitFor(() => expect(screen.getByTestId('order-outcome')).toHaveTextContent(text));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('premium status and a way to redeem a code', async () => {
    fakePurchaseApi();
    show(
      'payment',
      {},
      {
        signedIn: true,
        user: { ...SIGNED_IN.user!, premium: true, expire: '2027-03-04T12:00:00Z' },
      },
    );
    expect(
      screen.getByText('You have premium until March 4, 2027. A new plan starts when it ends.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem an activation code' })).toHaveAttribute(
      'href',
      '/en-US/drive/all?action=open_redeem_box',
    );
    await screen.findByRole('group', { name: 'Choose a premium plan' });
  });
});
