import { expect, test, type Page } from '@playwright/test';

/** The drive pages after signing in with a demo account of the embedded API. */

async function signIn(page: Page, email: string) {
  await page.goto('/drive/account');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cumulus-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/drive\/account$/);
}

test('account shows the signed-in user and plan', async ({ page }) => {
  await signIn(page, 'vip@cumulus.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  await expect(page.getByText('vip@cumulus.test')).toBeVisible();
  await expect(page.getByText(/^Premium until /)).toBeVisible();
});

test('payment leads to its storage and traffic sections', async ({ page }) => {
  await signIn(page, 'free@cumulus.test');
  await page.goto('/drive/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium and quota');
  await page.getByRole('link', { name: /Add storage/ }).click();
  await expect(page).toHaveURL(/\/drive\/payment\/storage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add storage');
});

test('every section, the referral page and the shop are titled', async ({ page }) => {
  await signIn(page, 'free@cumulus.test');
  const pages: [string, string][] = [
    ['/drive/all', 'My drive'],
    ['/drive/recent', 'Recent'],
    ['/drive/trash', 'Trash'],
    ['/drive/payment/traffic', 'Add transfer quota'],
    ['/drive/feedback', 'Feedback'],
    ['/referral', 'Invite friends, earn premium'],
    ['/inapp/shop', 'Shop'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});
