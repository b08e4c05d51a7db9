import { expect, test } from '../../infra/e2e/hydration';
import { sharePage } from './helpers';

const CASES: Array<[string, string, RegExp]> = [
  ['demo-expired', 'EXPIRED', /This share has expired/],
  ['demo-deleted', 'DELETED', /This share was deleted/],
  ['demo-auditing', 'AUDITING', /This share is under review/],
  ['demo-sensitive-resource', 'SENSITIVE_RESOURCE', /This share cannot be viewed/],
  ['demo-sensitive-word', 'SENSITIVE_WORD', /This share cannot be viewed/],
  ['demo-prohibited', 'PROHIBITED', /This share has been blocked/],
  ['demo-max-restore', 'MAX_RESTORE_COUNT', /This share reached its save limit/],
  ['no-such-share-x1', 'NOT_FOUND', /This share does not exist/],
];

for (const [id, status, title] of CASES) {
  test(`${id}: ${status} has its own page, not an empty folder`, async ({ page }) => {
    await page.goto(`/s/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(sharePage(page)).toHaveAttribute('data-share-status', status);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByText('This folder is empty.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
}

test('expired says when', async ({ page }) => {
  await page.goto('/s/demo-expired');
  await expect(page.getByText(/stopped working on 25-01-31/)).toBeVisible();
});

test('sensitive, word and prohibited offer the rules and an appeal', async ({ page }) => {
  for (const id of ['demo-sensitive-resource', 'demo-sensitive-word', 'demo-prohibited']) {
    await page.goto(`/s/${id}`);
    await expect(page.getByRole('link', { name: 'Report a problem or appeal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the rules' })).toBeVisible();
  }
});

test('under review: check again asks the server again', async ({ page }) => {
  await page.goto('/s/demo-auditing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/under review/);
  const again = page.waitForRequest((r) => r.url().includes('/drive/v1/share?'));
  await page.getByRole('button', { name: 'Check again' }).click();
  await again;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/under review/);
});

test('a status page is in the visitor’s language', async ({ page }) => {
  await page.goto('/ja/s/demo-deleted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('この共有は削除されました');
});
