import type { MessageDescriptor } from 'react-intl';
import type { DownloadChannel, MacArch } from 'shared-libs';
import { appsMessages as m } from './appsMessages';
import type { Device } from './useDevice';

/**
 * The browser extension's store listing. A stand-in (ours): shaped like a Chrome Web Store link
 * with an id no extension has (32 × "a"); Edge installs Chrome Web Store extensions too. The
 * extension is not a download channel of spec §3, so it is not counted by the API.
 */
export const EXTENSION_STORE_URL =
  'https://chromewebstore.google.com/detail/cumulus/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

/** One download button: what it gets, how it is labelled, where its install steps are. */
export interface DownloadTarget {
  id: 'ios' | 'gp' | 'android' | 'tv' | 'windows' | 'mac-arm64' | 'mac-x64' | 'extension';
  /** A channel the API serves (counted, then the installer or the store), or a store URL. */
  source: { channel: DownloadChannel; arch?: MacArch } | { url: string };
  label: MessageDescriptor;
  /** Section of the install guide (`/help-center/getting-started/install-apps#{guide}`). */
  guide: string;
}

const TARGETS = {
  ios: { id: 'ios', source: { channel: 'ios' }, label: m.appStore, guide: 'ios' },
  gp: { id: 'gp', source: { channel: 'gp' }, label: m.googlePlay, guide: 'google-play' },
  android: {
    id: 'android',
    source: { channel: 'android' },
    label: m.androidApk,
    guide: 'android-apk',
  },
  tv: { id: 'tv', source: { channel: 'tv' }, label: m.tvApk, guide: 'tv' },
  windows: { id: 'windows', source: { channel: 'windows' }, label: m.windows, guide: 'windows' },
  macArm64: {
    id: 'mac-arm64',
    source: { channel: 'mac', arch: 'arm64' },
    label: m.macSilicon,
    guide: 'mac',
  },
  macX64: {
    id: 'mac-x64',
    source: { channel: 'mac', arch: 'x64' },
    label: m.macIntel,
    guide: 'mac',
  },
  extension: {
    id: 'extension',
    source: { url: EXTENSION_STORE_URL },
    label: m.extChrome,
    guide: 'browser-extension',
  },
} as const satisfies Record<string, DownloadTarget>;

export const MOBILE_TARGETS: readonly DownloadTarget[] = [TARGETS.ios, TARGETS.gp, TARGETS.android];
export const DESKTOP_TARGETS: readonly DownloadTarget[] = [
  TARGETS.windows,
  TARGETS.macArm64,
  TARGETS.macX64,
];
export const TV_TARGETS: readonly DownloadTarget[] = [TARGETS.tv];
export const EXTENSION_TARGETS: readonly DownloadTarget[] = [TARGETS.extension];

/** What suits each device, best first (ours): Android gets Google Play, then the APK. */
function suited(device: Device): DownloadTarget['id'][] {
  switch (device.os) {
    case 'ios':
      return ['ios'];
    case 'android':
      return ['gp', 'android'];
    case 'android-tv':
      return ['tv'];
    case 'windows':
      return ['windows'];
    case 'mac':
      // The detected build first; without a detection both, Apple Silicon (every Mac sold
      // since 2023) first.
      return device.macArch === 'x64' ? ['mac-x64', 'mac-arm64'] : ['mac-arm64', 'mac-x64'];
    default:
      return [];
  }
}

/** A page's buttons split into those for the visitor's device (best first) and the others. */
export function arrangeTargets(
  targets: readonly DownloadTarget[],
  device: Device,
): { forDevice: DownloadTarget[]; others: DownloadTarget[] } {
  const ids = suited(device);
  const forDevice = ids.flatMap((id) => targets.filter((t) => t.id === id));
  return { forDevice, others: targets.filter((t) => !forDevice.includes(t)) };
}
