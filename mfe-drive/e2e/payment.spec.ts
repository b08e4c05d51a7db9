import { expect, test, type Page } from '@playwright/test';
import { outboxUrl } from '../../infra/e2e/control';
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
  // Back on the chosen add-on (plan=), with the order's outcome.
  await expect(page).toHaveURL(/\/drive\/payment\/storage\?plan=storage-1tb&order=/);
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
  // Back on the plan that was chosen, not the first one (issue 31).
  await expect(page).toHaveURL(/\/drive\/payment\?plan=premium-12m&order=/);
  await expect(page.getByRole('radio', { name: /^12 months/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^1 month/ })).not.toBeChecked();
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
  await expect(page).toHaveURL(/\/ja\/drive\/payment\/traffic\?plan=[\w-]+&order=/);
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

/** The drive sidebar's storage meter (the host's). */
const meter = (page: Page) => page.getByRole('region', { name: 'Storage' });

test('premium raises the storage: the plan cards say so, the sidebar meter and the account page show 2 TB, the receipt is in the outbox', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await expect(meter(page)).toContainText('of 6 GB used');
  await page.goto('/drive/payment');
  const benefits = page.getByRole('list', { name: 'Every premium plan gives you' });
  await expect(benefits.getByRole('listitem')).toHaveText([
    '2 TB of storage (free plan: 6 GB)',
    '1 TB of download traffic a month (free plan: 10 GB)',
    '100 cloud downloads (from a link) a day (free plan: 5)',
  ]);
  await shoot(page, 'payment-premium-benefits');
  await page.getByRole('radio', { name: /^3 months/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payAtCheckout(page, PAID, '$12.99');
  await expect(page).toHaveURL(/\/drive\/payment\?plan=premium-3m&order=/);
  await expect(outcome(page)).toContainText('Payment received. Premium is active until');
  await expect(meter(page)).toContainText('of 2 TB used');
  await page.goto('/drive/all');
  await expect(meter(page)).toContainText('of 2 TB used');
  await page.goto('/drive/account');
  await expect(page.locator('dl div', { hasText: 'Storage' })).toContainText('of 2 TB used');
  // The receipt, in the mail stand-in's outbox.
  const receipts = page.getByRole('region', { name: 'Your purchases' });
  const orderId = await receipts.getByRole('listitem').first().getAttribute('data-order');
  expect(orderId).toMatch(/^OR/);
  const outbox = await page.context().newPage();
  await outbox.goto(outboxUrl({ to: email }));
  await expect(
    outbox.getByRole('heading', { name: `Your Cumulus receipt for order ${orderId}` }),
  ).toBeVisible();
  const body = outbox.locator('pre').first();
  await expect(body).toContainText(`Order: ${orderId}`);
  await expect(body).toContainText('Product: Cumulus Premium, 3 months');
  await expect(body).toContainText('Amount paid: $12.99');
  await expect(body).toContainText('Period: ');
  await expect(body).toContainText('Paid on: ');
  await shoot(outbox, 'outbox-receipt');
  await outbox.close();
});

test('an open order: left at the checkout, it waits with its expiry, resumes at the checkout, then is cancelled', async ({
  page,
  request,
}) => {
  const { email } = await freshUser(request);
  await signIn(page, email);
  await page.goto('/drive/payment');
  await page.getByRole('radio', { name: /^12 months/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/pay/checkout/`));
  // Left without paying: the payment page lists the open order.
  await page.goto('/drive/payment');
  const receipts = page.getByRole('region', { name: 'Your purchases' });
  const open = receipts.getByRole('listitem').first();
  await expect(open).toContainText('Premium, 12 months$44.99');
  await expect(open).toContainText('Waiting for payment');
  await expect(open).toContainText(/Finish the payment by .+, or the order expires\./);
  await shoot(page, 'payment-open-order');
  await open.getByRole('button', { name: 'Continue payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/pay/checkout/`));
  await expect(page.getByRole('button', { name: 'Pay $44.99' })).toBeVisible();
  await expect(page.getByText(/^This checkout stays open for \d+ more minutes?\./)).toBeVisible();
  await page.goto('/drive/payment');
  await open.getByRole('button', { name: 'Cancel order' }).click();
  await expect(receipts.getByRole('status')).toHaveText(
    'The order was cancelled. Nothing was charged.',
  );
  await expect(open).toContainText('Cancelled');
  await expect(open.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('premium-status')).toHaveText('You are on the free plan.');
  await shoot(page, 'payment-open-order-cancelled');
});
