import { expect, test, type Page } from '@playwright/test';
import { API } from '../../infra/e2e/origins';
import { freshUser, signIn } from './helpers';

/**
 * Purchases end to end (decision 0015): the payment pages, the stand-in provider's checkout on
 * the API origin, and the way back; redeeming activation codes. Each journey has a fresh user.
 */

const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const SHOTS = process.env.CUMULUS_SHOTS;

/** Both widths of a screen, when screenshots are asked for (CUMULUS_SHOTS=<folder>). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const outcome = (page: Page) => page.getByTestId('order-outcome');

/** The header's account menu, opened. */
async function accountMenu(page: Page) {
  const button = page.getByRole('button', { name: /^Account menu/ });
  await button.click();
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** On the checkout page: the card, then Pay (the button names the amount). */
async function payAtCheckout(page: Page, card: string, amount: string, shot?: string) {
  await expect(page).toHaveURL(new RegExp(`^${API}/pay/checkout/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Cumulus' })).toBeVisible();
  await expect(page.getByText('Test cards: 4242 4242 4242 4242 is paid')).toBeVisible();
  if (shot) await shoot(page, shot);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('buy extra storage: the checkout pays and the quota shows the raised limit', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.goto('/drive/payment/storage');
  const summary = page.getByTestId('storage-summary');
  await expect(summary).toContainText('of 6 GB used');
  await expect(page.getByRole('radio', { name: /^\+1 TB storage/ })).toBeChecked();
  await shoot(page, 'payment-storage');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payAtCheckout(page, PAID, '$2.99', 'checkout');
  await expect(page).toHaveURL(/\/drive\/payment\/storage\?order=/);
  await expect(outcome(page)).toContainText('Payment received. +1 TB storage is yours until');
  await expect(summary).toContainText('of 1.01 TB used');
  await expect(summary).toContainText('+1 TB storage, until');
  await shoot(page, 'outcome-paid-storage');
});

test('buy premium with a declined card: nothing changes', async ({ page, request }) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.goto('/drive/payment');
  await expect(page.getByTestId('premium-status')).toHaveText('You are on the free plan.');
  await page.getByRole('radio', { name: /^12 months/ }).check();
  await shoot(page, 'payment-premium');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payAtCheckout(page, DECLINED, '$44.99');
  await expect(outcome(page)).toHaveText('Your card was declined. Nothing was charged.');
  await expect(page.getByTestId('premium-status')).toHaveText('You are on the free plan.');
  const receipts = page.getByRole('region', { name: 'Your purchases' });
  await expect(receipts.getByRole('listitem')).toHaveCount(1);
  await expect(receipts.getByRole('listitem')).toContainText('Premium, 12 months$44.99');
  await expect(receipts.getByRole('listitem')).toContainText('Declined');
  await shoot(page, 'outcome-declined');
  const menu = await accountMenu(page);
  await expect(menu).toContainText(email);
  await expect(menu.getByText('Premium', { exact: true })).toHaveCount(0);
});

test('buy premium from the Black Friday page: premium shows on the account page and in the header', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.goto('/activity/black-friday');
  const cta = page.getByRole('link', { name: 'Get the offer for $26.99' });
  await expect(cta).toBeVisible();
  await expect(page.getByTestId('campaign-price')).toContainText('$26.99');
  await shoot(page, 'campaign-black-friday');
  await cta.click();
  await expect(page).toHaveURL(/\/drive\/payment\?plan=premium-12m&campaign=black-friday$/);
  const yearly = page.getByRole('radio', { name: /^12 months/ });
  await expect(yearly).toBeChecked();
  await expect(page.locator('label', { has: yearly })).toContainText('Offer price');
  await shoot(page, 'payment-campaign');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Campaign price (regular price $44.99)')).toBeVisible();
  await payAtCheckout(page, PAID, '$26.99');
  await expect(page).toHaveURL(/campaign=black-friday&order=/);
  await expect(outcome(page)).toContainText('Payment received. Premium is active until');
  await expect(page.getByTestId('premium-status')).toContainText('You have premium until');
  await shoot(page, 'outcome-paid-premium');
  // The session was refreshed: the header's account menu and the account page say premium.
  const menu = await accountMenu(page);
  await expect(menu.getByText('Premium', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/drive/account');
  await expect(page.getByText(/^Premium until /)).toBeVisible();
});

test('the checkout speaks the site language, and cancelling comes back with nothing charged', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.goto('/ja/drive/payment/traffic');
  await expect(page.getByRole('radio', { name: /500 GB/ })).toBeChecked();
  await shoot(page, 'payment-traffic-ja');
  await page.getByRole('button', { name: '支払いへ進む' }).click();
  await expect(page).toHaveURL(/ui_locales=ja/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'Cumulus へのお支払い' })).toBeVisible();
  await shoot(page, 'checkout-ja');
  await page.getByRole('button', { name: 'キャンセルして戻る' }).click();
  await expect(page).toHaveURL(/\/ja\/drive\/payment\/traffic\?order=/);
  await expect(outcome(page)).toHaveText('お支払いをキャンセルしました。請求は発生していません。');
  await shoot(page, 'outcome-cancelled-ja');
});

test('redeem codes from the payment page: used and expired are refused, a valid one gives premium', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.goto('/drive/payment');
  await page.getByRole('link', { name: 'Redeem an activation code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a code' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Activation code');
  const tryCode = async (code: string) => {
    await field.fill(code);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
  };
  await tryCode('CUMULUS-GIFT-USED');
  await expect(dialog.getByRole('alert')).toHaveText(
    'This code has already been used by another account.',
  );
  await shoot(page, 'redeem-used');
  await tryCode('CUMULUS-VIP-EXPIRED');
  await expect(dialog.getByRole('alert')).toHaveText(
    'This code has expired and can no longer be redeemed.',
  );
  await tryCode('CUMULUS-VIP-30');
  await expect(dialog.getByRole('status')).toContainText('Code redeemed. Premium is active until');
  await shoot(page, 'redeem-done');
  await page.keyboard.press('Escape');
  await page.goto('/drive/payment');
  await expect(page.getByTestId('premium-status')).toContainText('You have premium until');
});
