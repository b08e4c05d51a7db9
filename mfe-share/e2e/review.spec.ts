import { expect, test } from '../../infra/e2e/hydration';
import { openWithCode } from '../../host/e2e/helpers';
import { option } from './helpers';

/** The audit-admin share action (spec §7 `POST /audit.admin/v1/share`): reviewers only. */

test('a reviewer sends selected files of a share to review; others never see the action', async ({
  page,
  request,
}) => {
  await openWithCode(page, request, 'audit@cumulus.test', '/s/demo-public/pub-dir-docs?view=list');
  const panel = page.getByRole('region', { name: 'Review' });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole('button', { name: /Send the \d+ listed files? to review/ }),
  ).toBeEnabled();
  await option(page, 'README.md').locator('[data-check]').click();
  const send = panel.getByRole('button', { name: 'Send 1 selected file to review' });
  const posted = page.waitForRequest(/\/audit\.admin\/v1\/share$/);
  await send.click();
  const body = (await posted).postDataJSON() as {
    share_user_id: string;
    file_ids: string[];
    gcids: string[];
  };
  expect(body.file_ids).toHaveLength(1);
  expect(body.gcids).toHaveLength(1);
  expect(body.share_user_id).toBeTruthy();
  await expect(panel.getByRole('status')).toContainText(/Sent to review \(request au/);
  if (process.env.CUMULUS_SHOTS) {
    await page.screenshot({ path: `${process.env.CUMULUS_SHOTS}/review-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${process.env.CUMULUS_SHOTS}/review-375.png`, fullPage: true });
  }
});

test('a signed-in user without the right sees no review action', async ({ page, request }) => {
  await openWithCode(page, request, 'free@cumulus.test', '/s/demo-public/pub-dir-docs?view=list');
  await expect(option(page, 'README.md')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review' })).toHaveCount(0);
});
