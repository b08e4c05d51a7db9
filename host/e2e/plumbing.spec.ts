import { expect, test, type Request } from '@playwright/test';
import { control, HOST, ready } from './helpers';

/** Spec plumbing of issue 14: attribution and referrers, the debug console, the newer build. */

test('attribution cookies last 12 hours and the referrer host is kept (spec §5, §9)', async ({
  page,
  context,
}) => {
  await page.goto('/?__source=newsletter&__medium=email&__campaign=bf2026', {
    referer: 'https://news.example.org/today',
  });
  await ready(page);
  const cookies = await context.cookies(HOST);
  const byName = (n: string) => cookies.find((c) => c.name === n);
  expect(byName('pp_attr_source')?.value).toBe('newsletter');
  expect(byName('pp_attr_medium')?.value).toBe('email');
  expect(byName('pp_attr_campaign')?.value).toBe('bf2026');
  const life = (byName('pp_attr_source')?.expires ?? 0) - Date.now() / 1000;
  expect(life).toBeGreaterThan(12 * 3600 - 120);
  expect(life).toBeLessThanOrEqual(12 * 3600 + 5);
  const list = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pp_referer_list') ?? '[]'),
  );
  expect(list).toEqual([{ val: 'news.example.org', expired: expect.any(Number) }]);
  // the site itself is never a referrer; a visit without attribution keeps the stored values
  await page.goto('/faq', { referer: `${HOST}/` });
  await ready(page);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('pp_referer_list') ?? '[]')),
  ).toHaveLength(1);
  expect((await context.cookies(HOST)).find((c) => c.name === 'pp_attr_source')?.value).toBe(
    'newsletter',
  );
});

test('the debug console opens after 5 rapid clicks only when the remote config allows it', async ({
  page,
  request,
}) => {
  await page.goto('/faq');
  await ready(page);
  const burst = async () => {
    // The trigger is installed once the browser is idle after the load (bootstrap's
    // whenIdle): a burst before that is not seen, so bursts are tried until one is.
    let req: Request | undefined;
    await expect(async () => {
      const answered = page.waitForResponse(/\/config\/v1\/debug_options/, { timeout: 1_500 });
      for (let i = 0; i < 5; i++) await page.mouse.click(5, 300, { delay: 0 });
      req = (await answered).request();
    }).toPass({ timeout: 15_000 });
    if (!req) throw new Error('no debug_options request');
    const data = (req.postDataJSON() as { data: Record<string, string> }).data;
    expect(data).toMatchObject({ client: 'web', language: 'en-US' });
    expect(data.uuid).toMatch(/^[0-9a-zA-Z]{32}$/);
  };
  await control(request, { allowVconsole: false });
  // Refused: once the config has answered, the console's code is never even asked for.
  const consoleChunk: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('host-lazy-vconsole')) consoleChunk.push(r.url());
  });
  await burst();
  await expect(page.locator('#__vconsole')).toHaveCount(0);
  expect(consoleChunk).toEqual([]);
  try {
    await control(request, { allowVconsole: true });
    await burst();
    await expect(page.locator('#__vconsole .vc-panel')).toBeVisible();
  } finally {
    await control(request, { allowVconsole: false });
  }
});

test('the debug button shows only with pp_debug = "true"', async ({ page }) => {
  await page.goto('/faq');
  await ready(page);
  await expect(page.getByRole('button', { name: 'Debug' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('pp_debug', 'true'));
  await page.reload();
  await ready(page);
  await page.getByRole('button', { name: 'Debug' }).click();
  await expect(page.locator('#__vconsole .vc-panel')).toBeVisible();
  if (process.env.CUMULUS_SHOTS)
    await page.screenshot({ path: `${process.env.CUMULUS_SHOTS}/debug-console.png` });
});

test('a newer live build is offered as a reload; a failed check changes nothing', async ({
  page,
}) => {
  await page.clock.install();
  let latest: string | null = null;
  await page.route('**/builds/latest.json', (route) =>
    latest
      ? route.fulfill({ json: { id: latest, timestamp: 1 } })
      : route.fulfill({ status: 503, body: 'down' }),
  );
  await page.route('**/builds/meta/*.json', (route) =>
    route.fulfill({ json: { id: latest, timestamp: 1 } }),
  );
  await page.goto('/faq');
  await ready(page);
  const own = await page.locator('meta[name="cumulus-build"]').getAttribute('content');
  expect(own).toMatch(/^[0-9a-f]{16}$/);
  await page.clock.runFor(15 * 60 * 1000);
  await expect(page.getByTestId('newer-build')).toHaveCount(0);
  latest = 'feedfacefeedface';
  await page.clock.runFor(15 * 60 * 1000);
  const notice = page.getByTestId('newer-build');
  await expect(notice).toContainText('A newer version of Cumulus is available.');
  if (process.env.CUMULUS_SHOTS) {
    await page.screenshot({ path: `${process.env.CUMULUS_SHOTS}/newer-build-1280.png` });
    await page.setViewportSize({ width: 375, height: 700 });
    await page.screenshot({ path: `${process.env.CUMULUS_SHOTS}/newer-build-375.png` });
  }
  await notice.getByRole('button', { name: 'Later' }).click();
  await expect(notice).toHaveCount(0);
});
