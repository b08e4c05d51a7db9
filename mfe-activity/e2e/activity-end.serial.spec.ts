import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { describeFound, scan } from '../../infra/e2e/axe';
import { controlPost } from '../../infra/e2e/control';

/**
 * Activity-end per campaign (issue 14): the campaigns' dates are the API's (activity_operation);
 * a campaign moved past its end by the control endpoint shows the activity-end page naming it,
 * with links to what still runs. Serial: it changes the server's campaigns for every tab.
 */

const SHOTS = process.env.CUMULUS_SHOTS;

/** Both widths of a screen: no axe violation; screenshots when asked for (CUMULUS_SHOTS=<folder>). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const found = await scan(page, `${name} ${page.url()}`, String(width));
    expect(found, `axe violations:\n${describeFound(found)}`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Moves a campaign's dates (loopback control endpoint); no times restores its own. */
async function moveCampaign(request: APIRequestContext, body: Record<string, string>) {
  const res = await controlPost(request, '/campaign', body);
  expect(res.ok(), await res.text()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await moveCampaign(request, { id: 'christmas' });
  await moveCampaign(request, { id: 'black-friday' });
});

test('a campaign past its end shows the end page naming it, with what still runs', async ({
  page,
  request,
}) => {
  await page.goto('/activity/christmas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas gifts from Cumulus');

  await moveCampaign(request, { id: 'christmas', end_time: '2026-01-06T23:59:59Z' });
  // The page still arrives prerendered as running (the server does not ask the API); the
  // browser, knowing it ended, renders the end page fresh instead of hydrating: no mismatch.
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Christmas campaign has ended',
  );
  expect(errors).toEqual([]);
  await expect(page).toHaveTitle(/^The Christmas campaign has ended/);
  await expect(page.getByText('It ended on January 6, 2026.')).toBeVisible();
  const running = page.getByRole('region', { name: 'Still running' });
  await expect(running.getByRole('link', { name: 'Christmas gifts for your drive' })).toHaveCount(
    0,
  );
  await expect(
    running.getByRole('link', { name: 'Daily check-in: free premium hours every day' }),
  ).toBeVisible();
  await shoot(page, 'activity-end-christmas');

  await running.getByRole('link', { name: 'Black Friday: premium for less' }).click();
  await expect(page).toHaveURL(/\/activity\/black-friday$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Black Friday: premium for less',
  );

  // Its dates back: the page is the campaign again.
  await moveCampaign(request, { id: 'christmas' });
  await page.goto('/activity/christmas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas gifts from Cumulus');
});

test('before its start a campaign says when it starts, in the visitor’s language', async ({
  page,
  request,
}) => {
  await moveCampaign(request, { id: 'black-friday', start_time: '2099-11-27T00:00:00Z' });
  await page.goto('/es/activity/black-friday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Black Friday todavía no ha empezado',
  );
  await expect(
    page.getByText('Empieza el 27 de noviembre de 2099. Vuelve entonces.'),
  ).toBeVisible();
  await shoot(page, 'activity-end-upcoming-es');
});
