import { render, screen, waitFor } from '@testing-library/react';
import { jsonReply, resetPlatformForTests } from 'shared-libs/testing';
import { fakePurchaseApi, orderOf } from './purchaseFixtures';
import { OUTCOME_POLL, useOrderOutcome } from './useOrderOutcome';

const sleep = jest.fn(async () => {});
const onPaid = jest.fn();

function Probe({ id }: { id?: string }) {
  const s = useOrderOutcome(id, onPaid, sleep);
  return <p>{s.phase === 'done' ? s.order.status : s.phase}</p>;
}

describe('useOrderOutcome', () => {
  afterEach(() => {
    resetPlatformForTests();
    sleep.mockClear();
    onPaid.mockReset();
  });

  it('asks again while the order is pending, then reports it once', async () => {
    const { transport } = fakePurchaseApi();
    transport.on('GET', '/vip/v1/orders/OR1', [
      jsonReply({ order: orderOf('premium-1m', 'pending', { id: 'OR1' }) }),
      jsonReply({ order: orderOf('premium-1m', 'pending', { id: 'OR1' }) }),
      jsonReply({ order: orderOf('premium-1m', 'paid', { id: 'OR1' }) }),
    ]);
    render(<Probe id="OR1" />);
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('paid')).toBeInTheDocument();
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(OUTCOME_POLL.everyMs);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after a few tries (still pending); nothing without an order', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'GET',
      '/vip/v1/orders/OR2',
      jsonReply({ order: orderOf('premium-1m', 'pending') }),
    );
    const { rerender } = render(<Probe id="OR2" />);
    await waitFor(() => expect(screen.getByText('pending')).toBeInTheDocument());
    expect(transport.callsTo('GET', '/vip/v1/orders/OR2')).toHaveLength(OUTCOME_POLL.tries);
    expect(onPaid).not.toHaveBeenCalled();
    rerender(<Probe />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
