import { expect, test, type Page } from '@playwright/test';
import { Wire } from 'shared-libs/contracts';
import { API } from '../../infra/e2e/origins';

/**
 * The app pages offer the visitor's platform first (from the user agent), and each download
 * button gets the right thing: an installer through the API (counted in the public download
 * statistics), or the store listing. Real user agents of current devices.
 */
const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidTv:
    'Mozilla/5.0 (Linux; Android 12.0; Build/STTL.240206.002) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.225 Safari/537.36 CrKey/1.56.500000 DeviceType/AndroidTV',
};

/** The file a channel (and Mac build) downloads, from the API's one table. */
const fileOf = (channel: Wire.DownloadChannel, arch = '') => {
  const r = Wire.RELEASES.find((x) => x.channel === channel && x.arch === arch);
  if (r?.kind !== 'file') throw new Error(`no installer for ${channel} ${arch}`);
  return r.file;
};
const storeOf = (channel: Wire.DownloadChannel) => {
  const r = Wire.RELEASES.find((x) => x.channel === channel);
  if (r?.kind !== 'store') throw new Error(`no store for ${channel}`);
  return r.url;
};

/** How many downloads the public statistics count for a channel. */
async function countOf(page: Page, channel: Wire.DownloadChannel): Promise<number> {
  const res = await page.request.get(`${API}/drive/v1/statistics/pub/download?channel=${channel}`);
  const body = (await res.json()) as { data: { channels: Record<string, string> } };
  return Number(body.data.channels[channel] ?? 0);
}

/** Clicks a download button and returns the file the browser receives. */
async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return file;
}

test.describe('on an Android phone', () => {
  test.use({ userAgent: UA.android });

  test('Google Play and the APK come first; the APK downloads and is counted', async ({ page }) => {
    await page.goto('/mobile-app');
    const mine = page.getByRole('region', { name: 'For your Android phone or tablet' });
    await expect(mine.getByRole('link').first()).toHaveAccessibleName(/^Android \(Google Play\)/);
    await expect(
      mine.getByRole('link', { name: 'Installation guide: Android (APK file)' }),
    ).toHaveAttribute('href', /\/help-center\/getting-started\/install-apps#android-apk$/);
    await expect(
      page.getByRole('region', { name: 'Other platforms' }).getByRole('link').first(),
    ).toHaveAccessibleName(/^iPhone and iPad \(App Store\)/);
    // Version and size come from the API's releases list.
    await expect(mine.getByRole('link', { name: /^Android \(APK file\)/ })).toContainText(
      /Version 3\.4\.1 · 192 kB/,
    );

    const before = await countOf(page, 'android');
    const file = await download(page, /^Android \(APK file\)/);
    expect(file.suggestedFilename()).toBe(fileOf('android'));
    expect(await countOf(page, 'android')).toBeGreaterThan(before);
    // Still on the page: a download does not navigate away.
    await expect(page).toHaveURL(/\/mobile-app$/);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: UA.iphone });

  test('the App Store comes first and goes to the App Store listing', async ({ page }) => {
    const store = storeOf('ios');
    await page.goto('/mobile-app');
    const mine = page.getByRole('region', { name: 'For your iPhone or iPad' });
    await expect(mine.getByRole('link').first()).toHaveAccessibleName(
      /^iPhone and iPad \(App Store\)/,
    );
    // The link counts the download on the API, whose 302 sends the browser to the listing. The
    // listing is a stand-in URL that no network answers here, and Playwright cannot fulfil the
    // target of a redirect (page.route sees only a redirect's first URL): the browser asking for
    // it as a navigation is what the test can see.
    const listing = page.waitForRequest((r) => r.url() === store && r.isNavigationRequest());
    await mine.getByRole('link', { name: /^iPhone and iPad \(App Store\)/ }).click();
    expect((await listing).redirectedFrom()?.url()).toMatch(/\/statistics\/pub\/download\/ios$/);
  });
});

test.describe('on a Windows PC', () => {
  test.use({ userAgent: UA.windows });

  test('the Windows installer comes first and downloads', async ({ page }) => {
    await page.goto('/desktop-app');
    const mine = page.getByRole('region', { name: 'For your Windows PC' });
    await expect(mine.getByRole('link').first()).toHaveAccessibleName(/^Windows 10 and 11/);
    const file = await download(page, /^Windows 10 and 11/);
    expect(file.suggestedFilename()).toBe(fileOf('windows'));
  });
});

test.describe('on a Mac', () => {
  test.use({ userAgent: UA.mac });

  test('whose browser does not tell the processor: both builds, labelled, and how to tell', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    await page.goto('/desktop-app');
    const mine = page.getByRole('region', { name: 'For your Mac' });
    await expect(mine).toContainText('Not sure which one you have?');
    await expect(mine.getByRole('link', { name: /^Mac with Apple Silicon/ })).toBeVisible();
    await expect(mine.getByRole('link', { name: /^Mac with Intel processor/ })).toBeVisible();
    const file = await download(page, /^Mac with Intel processor/);
    expect(file.suggestedFilename()).toBe(fileOf('mac', 'x64'));
  });

  test('with Apple Silicon (User-Agent Client Hints): that build first', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', {
        get: () => ({ getHighEntropyValues: async () => ({ architecture: 'arm' }) }),
      });
    });
    await page.goto('/desktop-app');
    const mine = page.getByRole('region', { name: 'For your Mac' });
    await expect(mine).toContainText('Your Mac has Apple Silicon, so that version comes first.');
    await expect(mine.getByRole('link').first()).toHaveAccessibleName(/^Mac with Apple Silicon/);
    const file = await download(page, /^Mac with Apple Silicon/);
    expect(file.suggestedFilename()).toBe(fileOf('mac', 'arm64'));
  });
});

test.describe('on an Android TV', () => {
  test.use({ userAgent: UA.androidTv });

  test('the TV app comes first and downloads', async ({ page }) => {
    await page.goto('/tv');
    const mine = page.getByRole('region', { name: 'For your Android TV' });
    await expect(mine.getByRole('link').first()).toHaveAccessibleName(/^Android TV \(APK file\)/);
    const file = await download(page, /^Android TV \(APK file\)/);
    expect(file.suggestedFilename()).toBe(fileOf('tv'));
  });
});
