import { expect, test } from '@playwright/test';
import { openWithCode } from '../../host/e2e/helpers';

/** Campaign and engagement pages on the production build, with the embedded registry. */

test('a campaign page leads to the payment page', async ({ page }) => {
  await page.goto('/activity/black-friday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Black Friday: premium for less',
  );
  await expect(page.getByRole('region', { name: 'Premium, 12 months' })).toContainText('40% off');
  // The call to action names the API's campaign price and chooses the plan (decision 0015).
  await page.getByRole('link', { name: 'Get the offer for $26.99' }).click();
  await expect(page).toHaveURL(/\/drive\/payment\?plan=premium-12m&campaign=black-friday$/);
});

// An ended campaign and its end page: activity-end.serial.spec.ts (it moves a campaign's dates).

test('check-in shows the week and its guide, in Spanish too', async ({ page }) => {
  await page.goto('/es/check-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro diario');
  await expect(page.getByRole('listitem').filter({ hasText: 'Día 7' })).toContainText(
    '1 día de premium',
  );
  await page.getByRole('link', { name: 'Cómo funciona el check-in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cómo funciona el registro diario',
  );
});

test('signed in, a person checks in from the web once a day', async ({ page, request }) => {
  await openWithCode(page, request, 'vip@cumulus.test', '/check-in');
  const button = page.getByRole('button', { name: 'Check in today' });
  const doneToday = page.getByText('You have checked in today. Come back tomorrow');
  // The e2e database may already hold today's check-in from an earlier run.
  await expect(button.or(doneToday)).toBeVisible();
  if (await button.isVisible()) {
    await button.click();
    await expect(
      page.getByText(/Checked in: you earned .* of premium\. Premium until/),
    ).toBeVisible();
  }
  await page.reload();
  await expect(doneToday).toBeVisible();
  await expect(page.getByText(/Your streak: \d+ days? in a row\./)).toBeVisible();
  await expect(button).toHaveCount(0);
});
