import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPlatform, type MountProps } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import { errorReply, jsonReply, resetPlatformForTests } from 'shared-libs/testing';
import { fakePurchaseApi } from '../../lib/purchase/purchaseFixtures';
import { RedeemDialog } from './RedeemDialog';

const onRedeemed = jest.fn();

function Page(_: { props: MountProps }) {
  return <RedeemDialog onClose={() => {}} onRedeemed={onRedeemed} />;
}

async function redeem(code: string) {
  renderPage(Page, fakeProps());
  await userEvent.type(screen.getByLabelText('Activation code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('RedeemDialog', () => {
  beforeAll(() => {
    // jsdom has no <dialog> methods.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    resetPlatformForTests();
    onRedeemed.mockReset();
  });

  it('shows the new premium end and tells its owner (who asks the host for the session)', async () => {
    const { transport } = fakePurchaseApi();
    transport.on(
      'POST',
      '/vip/v1/order/activation-code',
      jsonReply({
        data: { status: 'ok', type: 'platinum', days: 30, expire: '2027-05-06T12:00:00Z' },
      }),
    );
    const write = jest.spyOn(getPlatform().session, 'refreshUser');
    await redeem('cumulus-vip-30');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code redeemed. Premium is active until May 6, 2027.',
    );
    expect(transport.calls.at(-1)?.body).toEqual({ activation_code: 'cumulus-vip-30', data: {} });
    expect(write).not.toHaveBeenCalled();
    expect(onRedeemed).toHaveBeenCalled();
  });

  it.each([
    ['invalid_argument', 3, 'There is no such code. Check it and try again.'],
    ['already_exists', 6, 'You have already redeemed this code.'],
    ['failed_precondition', 9, 'This code has already been used by another account.'],
    ['out_of_range', 11, 'This code has expired and can no longer be redeemed.'],
  ])('a refused code (%s) says why', async (error, code, text) => {
    const { transport } = fakePurchaseApi();
    transport.on('POST', '/vip/v1/order/activation-code', errorReply(error, code, 400, 'x'));
    await redeem('CUMULUS-X');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Activation code')).toHaveAttribute('aria-invalid', 'true');
    expect(onRedeemed).not.toHaveBeenCalled();
  });
});
