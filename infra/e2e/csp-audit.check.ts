import { expect, test } from '@playwright/test';
import { CONTROL_HEADERS } from './control';

/**
 * Runs after every other spec (its own Playwright project): the host page is served with a strict
 * CSP whose reports the host server collects; the whole suite must not have caused one.
 */
type Report = Record<string, unknown>;
const isProbe = (r: Report) => String(r['blocked-uri'] ?? '').includes('csp-probe');

test('the CSP reporting works (a probe is blocked and reported)', async ({ page, request }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'http://csp-probe.invalid/csp-probe.png';
    document.body.append(img);
  });
  await expect
    .poll(async () =>
      (
        (await (
          await request.get('/__csp-reports', { headers: CONTROL_HEADERS })
        ).json()) as Report[]
      ).some(isProbe),
    )
    .toBe(true);
});

test('no CSP violation was reported across the e2e suite', async ({ request }) => {
  const reports = (
    (await (await request.get('/__csp-reports', { headers: CONTROL_HEADERS })).json()) as Report[]
  ).filter((r) => !isProbe(r));
  expect(
    reports.map(
      (r) => `${r['effective-directive']} blocked ${r['blocked-uri']} on ${r['document-uri']}`,
    ),
  ).toEqual([]);
});
