import { expect, test } from '../../infra/e2e/hydration';
import { option, sharePage } from './helpers';

test('wrong then right passcode; the token cookie keeps the share open', async ({
  page,
  context,
}) => {
  await page.goto('/s/demo-passcode');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This share needs a passcode');
  const input = page.getByRole('textbox', { name: 'Passcode' });
  await input.fill('nope');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That passcode is wrong. Check it and try again.',
  );
  await expect(input).toHaveValue('nope');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(sharePage(page)).toHaveAttribute('data-share-status', 'PASS_CODE_ERROR');

  await input.fill('cu42');
  await input.press('Enter');
  await expect(option(page, 'secret.txt')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private photos');

  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'pp_share_passcode_token_demo-passcode');
  expect(token?.sameSite).toBe('Lax');
  expect(token?.secure).toBe(true);
  const hours = ((token?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(11.9);
  expect(hours).toBeLessThanOrEqual(12);

  await page.reload();
  await expect(option(page, 'secret.txt')).toBeVisible();
  // A folder inside the coded share opens with the stored token.
  await option(page, 'Family').click();
  await expect(page).toHaveURL(/\/s\/demo-passcode\/pc-dir$/);
  await expect(option(page, 'grandma.jpg')).toBeVisible();
});

test('s_code in the URL fills the passcode', async ({ page }) => {
  await page.goto('/s/demo-passcode?s_code=cu42');
  await expect(option(page, 'secret.txt')).toBeVisible();
});

test('a wrong s_code keeps it in the input and says so', async ({ page }) => {
  await page.goto('/s/demo-passcode?s_code=zz99');
  await expect(page.getByRole('alert')).toHaveText(/passcode is wrong/);
  await expect(page.getByRole('textbox', { name: 'Passcode' })).toHaveValue('zz99');
});

test('an empty or malformed passcode is caught before asking', async ({ page }) => {
  await page.goto('/s/demo-passcode');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the passcode.');
  await page.getByRole('textbox', { name: 'Passcode' }).fill('a!');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert')).toHaveText('A passcode has 4 to 10 letters or digits.');
});
