import { act, screen, waitFor, within } from '@testing-library/react';
import { configurePlatform, type ReleaseInfo } from 'shared-libs';
import { fakeProps, renderPage } from 'shared-libs/react-testing';
import {
  createFakeTransport,
  createMemoryCookieJar,
  createMemoryStorage,
  errorReply,
  jsonReply,
  resetPlatformForTests,
  type FakeReply,
} from 'shared-libs/testing';
import type { RemotePage } from 'shared-libs/react';
import { BrowserExtensionPage } from './BrowserExtensionPage';
import { DesktopAppPage } from './DesktopAppPage';
import { EXTENSION_STORE_URL } from './downloadTargets';
import { MobileAppPage } from './MobileAppPage';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const API = 'https://api.test';
const DOWNLOAD = `${API}/drive/v1/statistics/pub/download`;
const GUIDE = '/en-US/help-center/getting-started/install-apps';

const release = (r: Partial<ReleaseInfo> & Pick<ReleaseInfo, 'channel'>): ReleaseInfo => ({
  arch: '',
  kind: 'file',
  version: '3.4.1',
  size: '196608',
  file_name: 'x',
  content_type: 'x',
  store: '',
  store_url: '',
  ...r,
});
const RELEASES = [
  release({ channel: 'android' }),
  release({ channel: 'gp', kind: 'store', size: '', store: 'Google Play' }),
  release({ channel: 'ios', kind: 'store', size: '', store: 'App Store' }),
  release({ channel: 'windows', version: '3.2.0', size: '262144' }),
  release({ channel: 'mac', arch: 'arm64', version: '3.2.0', size: '245760' }),
  release({ channel: 'mac', arch: 'x64', version: '3.2.0', size: '253952' }),
];

/** The device: its user agent, touch points and (Chromium) architecture hint. */
function onDevice(
  ua: string,
  { touch = 0, architecture }: { touch?: number; architecture?: string } = {},
) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
  Object.defineProperty(window.navigator, 'maxTouchPoints', { value: touch, configurable: true });
  Object.defineProperty(window.navigator, 'userAgentData', {
    value: architecture ? { getHighEntropyValues: async () => ({ architecture }) } : undefined,
    configurable: true,
  });
}

function open(Page: RemotePage, releases: FakeReply = jsonReply({ data: { releases: RELEASES } })) {
  const transport = createFakeTransport();
  transport.on('GET', '/drive/v1/releases', releases);
  configurePlatform({
    apiOrigins: [API],
    clientId: 'test',
    transport,
    storage: createMemoryStorage(),
    cookieJar: createMemoryCookieJar(),
    logger: { warn: () => {}, error: () => {} },
    sleep: async () => {},
  });
  renderPage(Page, fakeProps({ page: 'mobile-app' }));
  return transport;
}

const hrefs = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('download buttons', () => {
  afterEach(() => {
    resetPlatformForTests();
    jest.restoreAllMocks();
  });

  it('on Android: Google Play then the APK first, each with its install steps; the App Store after', async () => {
    onDevice(UA.android);
    open(MobileAppPage);
    const mine = screen.getByRole('region', { name: 'For your Android phone or tablet' });
    expect(hrefs(mine)).toEqual([
      `${DOWNLOAD}/gp`,
      `${GUIDE}#google-play`,
      `${DOWNLOAD}/android`,
      `${GUIDE}#android-apk`,
    ]);
    expect(within(mine).getAllByRole('link')[0]).toHaveAccessibleName(/^Android \(Google Play\)/);
    expect(
      within(mine).getByRole('link', { name: 'Installation guide: Android (APK file)' }),
    ).toHaveTextContent('Installation guide');
    const others = screen.getByRole('region', { name: 'Other platforms' });
    expect(hrefs(others)).toEqual([`${DOWNLOAD}/ios`, `${GUIDE}#ios`]);
    // Version and size come from the API's releases.
    await waitFor(() =>
      expect(within(mine).getByRole('link', { name: /^Android \(APK file\)/ })).toHaveTextContent(
        'Version 3.4.1 · 192 kB',
      ),
    );
    expect(within(mine).getByRole('link', { name: /^Android \(Google Play\)/ })).toHaveTextContent(
      'Version 3.4.1',
    );
  });

  it('on an iPhone: the App Store first', () => {
    onDevice(UA.iphone);
    open(MobileAppPage);
    const mine = screen.getByRole('region', { name: 'For your iPhone or iPad' });
    expect(hrefs(mine)).toEqual([`${DOWNLOAD}/ios`, `${GUIDE}#ios`]);
  });

  it('on an iPad that presents itself as a Mac: the App Store first', () => {
    onDevice(UA.mac, { touch: 5 });
    open(MobileAppPage);
    expect(screen.getByRole('region', { name: 'For your iPhone or iPad' })).toBeInTheDocument();
  });

  it('on Windows: the Windows installer first', () => {
    onDevice(UA.windows);
    open(DesktopAppPage);
    const mine = screen.getByRole('region', { name: 'For your Windows PC' });
    expect(hrefs(mine)).toEqual([`${DOWNLOAD}/windows`, `${GUIDE}#windows`]);
    expect(hrefs(screen.getByRole('region', { name: 'Other platforms' }))).toEqual([
      `${DOWNLOAD}/mac?arch=arm64`,
      `${GUIDE}#mac`,
      `${DOWNLOAD}/mac?arch=x64`,
      `${GUIDE}#mac`,
    ]);
  });

  it('on a Mac that tells its processor: that build first', async () => {
    onDevice(UA.mac, { architecture: 'x86' });
    open(DesktopAppPage);
    const mine = screen.getByRole('region', { name: 'For your Mac' });
    await waitFor(() =>
      expect(mine).toHaveTextContent(
        'Your Mac has an Intel processor, so that version comes first.',
      ),
    );
    expect(hrefs(mine)).toEqual([
      `${DOWNLOAD}/mac?arch=x64`,
      `${GUIDE}#mac`,
      `${DOWNLOAD}/mac?arch=arm64`,
      `${GUIDE}#mac`,
    ]);
    expect(within(mine).getAllByRole('link')[0]).toHaveAccessibleName(/^Mac with Intel processor/);
  });

  it('on a Mac that does not tell: both builds, labelled, and how to find out', async () => {
    onDevice(UA.mac);
    open(DesktopAppPage);
    const mine = screen.getByRole('region', { name: 'For your Mac' });
    expect(mine).toHaveTextContent('Not sure which one you have?');
    expect(within(mine).getByRole('link', { name: /^Mac with Apple Silicon/ })).toHaveAttribute(
      'href',
      `${DOWNLOAD}/mac?arch=arm64`,
    );
    expect(within(mine).getByRole('link', { name: /^Mac with Intel processor/ })).toHaveAttribute(
      'href',
      `${DOWNLOAD}/mac?arch=x64`,
    );
    await waitFor(() => expect(mine).toHaveTextContent('Version 3.2.0 · 240 kB'));
  });

  it('on another device: every button alike under one heading', () => {
    onDevice(UA.linux);
    open(MobileAppPage);
    expect(screen.queryByRole('region', { name: /For your/ })).toBeNull();
    expect(hrefs(screen.getByRole('region', { name: 'Download' }))).toEqual([
      `${DOWNLOAD}/ios`,
      `${GUIDE}#ios`,
      `${DOWNLOAD}/gp`,
      `${GUIDE}#google-play`,
      `${DOWNLOAD}/android`,
      `${GUIDE}#android-apk`,
    ]);
  });

  it('the buttons work without the releases (no version line)', async () => {
    onDevice(UA.android);
    const transport = open(MobileAppPage, errorReply('not_found', 5, 404));
    const apk = screen.getByRole('link', { name: /^Android \(APK file\)/ });
    expect(apk).toHaveAttribute('href', `${DOWNLOAD}/android`);
    await waitFor(() => expect(transport.callsTo('GET', '/drive/v1/releases')).toHaveLength(1));
    await act(async () => {});
    expect(apk).toHaveAccessibleName('Android (APK file)');
  });

  it('without an API (the standalone page) a button opens its install steps', () => {
    onDevice(UA.android);
    renderPage(MobileAppPage, fakeProps({ page: 'mobile-app' }));
    expect(screen.getByRole('link', { name: /^Android \(APK file\)$/ })).toHaveAttribute(
      'href',
      `${GUIDE}#android-apk`,
    );
  });

  it('the browser extension goes to its store listing', () => {
    onDevice(UA.windows);
    open(BrowserExtensionPage);
    expect(screen.getByRole('link', { name: /^Chrome and Edge/ })).toHaveAttribute(
      'href',
      EXTENSION_STORE_URL,
    );
    expect(
      screen.getByRole('link', { name: 'Installation guide: Chrome and Edge' }),
    ).toHaveAttribute('href', `${GUIDE}#browser-extension`);
  });
});
