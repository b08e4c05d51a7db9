import { expect, test, type Page } from '@playwright/test';
import { EMBEDDING_PARENT, EMBEDDING_PARENT_PORT } from '../../infra/e2e/origins';
import { startParent } from './fixtures/parentServer';
import { HOST } from './helpers';

type Recorded = { origin: string; data: { type?: string; action?: string; path?: string } };

test.describe('embedded mode (spec §2 origin query)', () => {
  // One worker for the file: the parent page listens on the one port the registry names.
  test.describe.configure({ mode: 'default' });
  let parent: Awaited<ReturnType<typeof startParent>>;
  test.beforeAll(async () => {
    parent = await startParent(HOST);
  });
  test.afterAll(async () => {
    await parent.close();
  });

  const messages = (page: Page) =>
    page.evaluate(() => (window as unknown as { __messages: Recorded[] }).__messages);

  test('drive actions go to the parent at its exact origin; local actions stay', async ({
    page,
  }) => {
    await page.goto(`${parent.origin}/?frame=/drive/all`);
    const frame = page.frameLocator('#site');
    // Embedded: no header, no footer.
    await expect(frame.getByRole('navigation', { name: 'Drive' })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);

    // The parent asks the site to open a drive link with an action the site does not handle.
    await page.evaluate(() =>
      (window as unknown as { sendToSite(m: unknown): void }).sendToSite({
        type: 'cumulus:navigate',
        path: '/drive/all?action=create_task',
      }),
    );
    await expect
      .poll(() => messages(page))
      .toContainEqual({
        origin: HOST,
        data: {
          type: 'cumulus:action',
          action: 'create_task',
          path: '/drive/all',
          query: { action: 'create_task' },
        },
      });

    // A local action navigates inside the frame and sends nothing.
    await page.evaluate(() =>
      (window as unknown as { sendToSite(m: unknown): void }).sendToSite({
        type: 'cumulus:navigate',
        path: '/drive/recent?action=search',
      }),
    );
    const site = page.frames().find((f) => f.url().startsWith(HOST))!;
    await expect.poll(() => site.url()).toContain('/drive/recent?action=search');
    expect((await messages(page)).filter((m) => m.data.action === 'search')).toEqual([]);
  });

  test('/drive/feedback sends open_feedback to the parent', async ({ page }) => {
    await page.goto(`${parent.origin}/?frame=/drive/all`);
    const frame = page.frameLocator('#site');
    // In another site's frame the site's Lax consent cookie is not there, so the cookie tips
    // ask again and cover the side links: the person answers them first.
    await frame.getByTestId('cookie-tips').getByRole('button', { name: 'Decline' }).click();
    await frame.getByRole('link', { name: 'Feedback' }).click();
    await expect
      .poll(async () => (await messages(page)).map((m) => m.data.action))
      .toContain('open_feedback');
    const site = page.frames().find((f) => f.url().startsWith(HOST))!;
    expect(site.url()).toContain('/drive/all');
  });

  test('a _blank drive link opens a new window', async ({ page, context }) => {
    await page.goto(`${parent.origin}/?frame=/drive/all`);
    const site = page.frames().find((f) => f.url().startsWith(HOST))!;
    await page.frameLocator('#site').getByRole('navigation', { name: 'Drive' }).waitFor();
    await site.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/drive/trash';
      a.target = '_blank';
      a.textContent = 'Open trash in a new window';
      document.querySelector('main')!.appendChild(a);
    });
    const popup = context.waitForEvent('page');
    await page
      .frameLocator('#site')
      .getByRole('link', { name: 'Open trash in a new window' })
      .click();
    const win = await popup;
    await expect(win).toHaveURL(/\/drive\/trash$/);
    expect(site.url()).toContain('/drive/all');
  });

  test('messages from another origin or window, or of another shape, are ignored', async ({
    page,
  }) => {
    await page.goto(`${parent.origin}/?frame=/faq`);
    const frame = page.frameLocator('#site');
    await frame.locator('main#main').waitFor();
    const site = page.frames().find((f) => f.url().startsWith(HOST))!;
    // From the site's own window (not the parent): ignored.
    await site.evaluate(() => window.postMessage({ type: 'cumulus:navigate', path: '/tv' }, '*'));
    // From the parent, but of an unknown shape: ignored.
    await page.evaluate(() =>
      (window as unknown as { sendToSite(m: unknown): void }).sendToSite({
        type: 'cumulus:navigate',
        path: '/tv',
        extra: true,
      }),
    );
    // A hostile target from the parent: refused by the navigation gate.
    await page.evaluate(() =>
      (window as unknown as { sendToSite(m: unknown): void }).sendToSite({
        type: 'cumulus:navigate',
        path: 'javascript:alert(1)',
      }),
    );
    // A valid one, last: proves the earlier ones were heard and dropped.
    await page.evaluate(() =>
      (window as unknown as { sendToSite(m: unknown): void }).sendToSite({
        type: 'cumulus:navigate',
        path: '/contact-us',
      }),
    );
    await expect.poll(() => site.url()).toContain('/contact-us');
    expect(site.url()).not.toContain('/tv');
  });

  test('without a valid origin the page is not embedded', async ({ page }) => {
    await page.goto('/drive/all?origin=javascript:alert(1)');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('an origin outside the registry allowlist is neither trusted nor allowed to frame', async ({
    page,
  }) => {
    const res = await page.goto('/faq?origin=https://evil.example');
    const csp = res?.headers()['content-security-policy'] ?? '';
    // Exactly the parent the e2e registry names (CUMULUS_EMBEDDING_PARENTS), no port wildcard.
    expect(csp).toMatch(new RegExp(`frame-ancestors 'self' ${EMBEDDING_PARENT}(;|$)`));
    expect(csp).not.toContain('evil.example');
    // Not embedded: the full shell (header, footer) is shown.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('another loopback port is not a parent: exact origins only, no port wildcard', async ({
    page,
  }) => {
    const other = `http://127.0.0.1:${EMBEDDING_PARENT_PORT + 1}`;
    const res = await page.goto(`/faq?origin=${encodeURIComponent(other)}`);
    const csp = res?.headers()['content-security-policy'] ?? '';
    const frameAncestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1];
    expect(frameAncestors).toBe(`'self' ${EMBEDDING_PARENT}`);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
