import { expect, test } from '@playwright/test';

/** Journeys through the marketing pages on the production build, as a visitor sees them. */

test('the install guide beside a download button opens the steps for that platform', async ({
  page,
}) => {
  await page.goto('/mobile-app');
  await page.getByRole('link', { name: 'Installation guide: Android (APK file)' }).click();
  await expect(page).toHaveURL(/\/help-center\/getting-started\/install-apps#android-apk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install the Cumulus apps');
  await expect(
    page.getByRole('heading', { name: 'Android without Google Play (APK file)' }),
  ).toBeInViewport();
});

test('the help center shows topics, articles and a not-found message', async ({ page }) => {
  await page.goto('/help-center/sharing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
  await expect(
    page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Sharing' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /Create and manage share links/ }).click();
  await expect(page).toHaveURL(/\/help-center\/sharing\/share-links$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create and manage share links');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/share-links#passcode$/);
  await expect(page.getByRole('heading', { name: 'Passcode and expiry' })).toBeInViewport();

  await page.goto('/help-center/sharing/no-such-article');
  await expect(page.getByRole('status').first()).toContainText('We could not find that article');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
});

test('a help-center search lists matches, keeps its query in the URL, and says when none match', async ({
  page,
}) => {
  // A shared search: the default directory keeps the query.
  await page.goto('/help-center?q=passcode');
  await expect(page).toHaveURL(/\/help-center\/getting-started\?q=passcode$/);
  const box = page.getByRole('searchbox', { name: 'Search the help center' });
  await expect(box).toHaveValue('passcode');
  // While the articles load, their loading line is a status too: wait for the count's own.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ articles found$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open a share link' })).toBeVisible();

  await box.fill('zzzz');
  await expect(page).toHaveURL(/\/help-center\/getting-started\?q=zzzz$/);
  await expect(box).toBeFocused();
  await expect(page.getByRole('heading', { name: 'No articles match “zzzz”' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^No articles found$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/help-center\/getting-started$/);
  await expect(page.getByRole('link', { name: /Install the Cumulus apps/ })).toBeVisible();

  await page.goto('/ja/help-center/getting-started?q=%E3%82%B4%E3%83%9F%E7%AE%B1');
  await expect(page.getByRole('link', { name: 'ファイルの削除と復元' })).toBeVisible();
});

test('a policy lists its dated texts and an old text points to the current one', async ({
  page,
}) => {
  await page.goto('/policy/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await page.getByRole('link', { name: /November 8, 2021/ }).click();
  await expect(page.getByText('Effective from November 8, 2021')).toBeVisible();
  await expect(page.getByText(/previous version of this policy/)).toBeVisible();
  // The 2021 text has no region access section; the current one does.
  await expect(
    page.getByRole('heading', { level: 2, name: '9. Cookies and similar technologies' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Region access checks/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Read the current version' }).click();
  await expect(page).toHaveURL(/\/policy\/privacy-policy\/2023-11-06$/);
  await expect(page.getByText(/previous version of this policy/)).toHaveCount(0);

  // The table of contents scrolls to a section through the host's navigation.
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await toc.getByRole('link', { name: '10. Region access checks' }).click();
  await expect(page).toHaveURL(/\/policy\/privacy-policy\/2023-11-06#region-access$/);
  await expect(
    page.getByRole('heading', { level: 2, name: '10. Region access checks' }),
  ).toBeInViewport();
  await expect(page.getByText('Current version', { exact: true })).not.toBeInViewport();

  // Unknown dated texts are refused by the host's route check; unknown notices reach the page.
  await page.goto('/policy/update/no-such-notice');
  await expect(page.getByRole('status')).toContainText('There is no such text for this policy');
  await expect(
    page.getByRole('link', { name: /Privacy policy: updated November 6, 2023/ }),
  ).toBeVisible();
});

test('the contact form validates the address and prepares an email', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByLabel('Your email address').fill('name@');
  await page.getByRole('button', { name: 'Prepare my email' }).click();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(page.getByLabel('Your email address')).toBeFocused();

  await page.getByLabel('Your email address').fill('name@example.com');
  await page.getByLabel('Your message').fill('My share link does not open.');
  await page.getByRole('button', { name: 'Prepare my email' }).click();
  await expect(page.getByRole('status')).toContainText('Nothing has been sent yet');
  await expect(page.getByRole('link', { name: 'Open in my mail app' })).toHaveAttribute(
    'href',
    /^mailto:support@cumulus\.example\?subject=/,
  );
});

test('an FAQ anchor opens its question, help anchors go to the help page', async ({ page }) => {
  await page.goto('/faq#trash');
  await expect(page.locator('#trash')).toHaveAttribute('open', '');
  await expect(page.getByText('Deleted files go to Trash first')).toBeVisible();

  await page.goto('/faq#telegram-bot');
  await expect(page).toHaveURL(/\/help#telegram-bot$/);
  await expect(page.getByRole('heading', { name: /Send it to our Telegram bot/ })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('desktop-only platform cards on the home page are not links', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('heading', { name: 'On every device you own' }).locator('..');
    await expect(cards.locator('#windows')).toHaveText('Windows');
    await expect(cards.locator('#windows').getByRole('link')).toHaveCount(0);
    await expect(cards.locator('#ios').getByRole('link')).toBeVisible();
  });
});

test('pages render translated in another locale', async ({ page }) => {
  await page.goto('/es/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
  await page.goto('/ru/policy/child-sexual-abuse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика защиты детей');
  await page.getByRole('link', { name: /12 февраля 2025/ }).click();
  await expect(page.getByText(/преимущество имеет английский текст/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '3. Как мы это выявляем' }),
  ).toBeVisible();
});

test('a policy text opened with a hash scrolls to that section once the text has loaded', async ({
  page,
}) => {
  await page.goto('/policy/membership-agreement/2023-08-23#refunds');
  await expect(page.getByRole('heading', { level: 2, name: '9. Refunds' })).toBeInViewport();
  await expect(page.getByText(/within 14 days of the first payment/)).toBeVisible();
});

test.describe('a policy text on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('starts with the contents folded, and opens them on demand', async ({ page }) => {
    await page.goto('/policy/user-agreement/user-agreement');
    await expect(
      page.getByRole('heading', { level: 2, name: '1. About this agreement' }),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const entry = toc.getByRole('link', { name: '14. Contact us' });
    await expect(entry).toBeHidden();
    await toc.getByText('Contents').click();
    await entry.click();
    await expect(page.getByRole('heading', { level: 2, name: '14. Contact us' })).toBeInViewport();
  });
});

test('the unsubscribe link from an email unsubscribes; opened again, it says it was done', async ({
  page,
}) => {
  await page.goto('/unsubscribe?d=demo-unsubscribe-vip');
  const status = page.getByRole('status').filter({ hasText: 'vip@cumulus.test' });
  // The e2e database may already have used this link in an earlier run.
  await expect(status).toHaveText(
    /Done: vip@cumulus.test will no longer receive the newsletter\.|was already unsubscribed/,
  );
  await page.reload();
  await expect(status).toHaveText(
    'vip@cumulus.test was already unsubscribed from the newsletter. Nothing has changed.',
  );
  await page.goto('/ja/unsubscribe?d=nope');
  await expect(page.getByRole('status').filter({ hasText: '無効' })).toBeVisible();
});
