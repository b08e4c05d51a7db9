/**
 * App downloads (spec §3 platforms and download channels; the routes and the table are ours).
 * A download goes through the public download statistics (`GET /drive/v1/statistics/pub/download/
 * {channel}`): the API counts it, then answers the installer of that channel (a file channel) or
 * sends the visitor to the store that distributes it (a store channel). `GET /drive/v1/releases`
 * lists what each channel offers, from the same table.
 */
import { Type } from 'typebox';
import { DOWNLOAD_CHANNELS } from './constants';
import { Data, Decimal, StringEnum } from './common';

export type DownloadChannel = (typeof DOWNLOAD_CHANNELS)[number];

/** The two Mac builds (spec §3: Apple Silicon and Intel), named as their installers are. */
export const MAC_ARCHS = ['arm64', 'x64'] as const;
export type MacArch = (typeof MAC_ARCHS)[number];

/** A channel whose installer the API serves itself. */
export interface InstallerRelease {
  kind: 'file';
  channel: DownloadChannel;
  /** Only the Mac channel has variants; '' elsewhere. */
  arch: MacArch | '';
  version: string;
  /** The attachment's file name (lower case, versioned, the platform's extension). */
  file: string;
  contentType: string;
  /** Exact size in bytes of the installer the API sends. */
  size: number;
}

/** A channel distributed by a store: the download goes to its listing. */
export interface StoreRelease {
  kind: 'store';
  channel: DownloadChannel;
  arch: '';
  version: string;
  store: 'App Store' | 'Google Play';
  url: string;
}

export type Release = InstallerRelease | StoreRelease;

/**
 * The one table of what each channel offers (ours). The installers are small generated stand-ins
 * (this product does not build the native apps): right name, extension, content type and size;
 * their bytes say what they are. The store URLs are stand-ins too, shaped like the stores' own
 * listing links: `apps.apple.com/app/<name>/id<number>` with an id no app has (ten zeros), and
 * Google Play's `details?id=<package>` with a package name under `example.`.
 */
export const RELEASES: readonly Release[] = [
  {
    kind: 'file',
    channel: 'android',
    arch: '',
    version: '3.4.1',
    file: 'cumulus-3.4.1.apk',
    contentType: 'application/vnd.android.package-archive',
    size: 196_608,
  },
  {
    kind: 'store',
    channel: 'gp',
    arch: '',
    version: '3.4.1',
    store: 'Google Play',
    url: 'https://play.google.com/store/apps/details?id=example.cumulus.drive',
  },
  {
    kind: 'store',
    channel: 'ios',
    arch: '',
    version: '3.4.1',
    store: 'App Store',
    url: 'https://apps.apple.com/app/cumulus-cloud-drive/id0000000000',
  },
  {
    kind: 'file',
    channel: 'tv',
    arch: '',
    version: '2.1.0',
    file: 'cumulus-tv-2.1.0.apk',
    contentType: 'application/vnd.android.package-archive',
    size: 131_072,
  },
  {
    kind: 'file',
    channel: 'windows',
    arch: '',
    version: '3.2.0',
    file: 'cumulus-setup-3.2.0.exe',
    contentType: 'application/vnd.microsoft.portable-executable',
    size: 262_144,
  },
  {
    kind: 'file',
    channel: 'mac',
    arch: 'arm64',
    version: '3.2.0',
    file: 'cumulus-3.2.0-arm64.dmg',
    contentType: 'application/x-apple-diskimage',
    size: 245_760,
  },
  {
    kind: 'file',
    channel: 'mac',
    arch: 'x64',
    version: '3.2.0',
    file: 'cumulus-3.2.0-x64.dmg',
    contentType: 'application/x-apple-diskimage',
    size: 253_952,
  },
];

/** `GET /drive/v1/statistics/pub/download/{channel}` */
export const DownloadParams = Type.Object({ channel: StringEnum(DOWNLOAD_CHANNELS) });
/** `arch` picks the Mac build (required for `mac`, refused elsewhere). */
export const DownloadQuery = Type.Object({ arch: Type.Optional(StringEnum(MAC_ARCHS)) });

/** One entry of `GET /drive/v1/releases` ('' where a field does not apply to its kind). */
export const ReleaseInfo = Type.Object({
  channel: StringEnum(DOWNLOAD_CHANNELS),
  arch: StringEnum(['', ...MAC_ARCHS] as const),
  kind: StringEnum(['file', 'store'] as const),
  version: Type.String(),
  /** Installer size in bytes (decimal string); '' for a store. */
  size: Decimal,
  file_name: Type.String(),
  content_type: Type.String(),
  store: Type.String(),
  store_url: Type.String(),
});
export const ReleaseList = Data(Type.Object({ releases: Type.Array(ReleaseInfo) }));
