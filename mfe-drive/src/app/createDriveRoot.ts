import { configurePlatform, getPlatform, isPlatformConfigured, type MountProps } from 'shared-libs';
import { DriveRoot } from './DriveRoot';

/** Builds the drive's root over the shared-libs platform singleton (called in mount). */
export function createDriveRoot(props: MountProps): DriveRoot {
  if (!isPlatformConfigured()) {
    // Only the standalone dev harness gets here (the host configures the platform first).
    const api = new URLSearchParams(location.search).get('api') ?? 'http://localhost:8090';
    configurePlatform({ apiOrigins: [api], clientId: 'cumulus-web', locale: props.locale });
  }
  return new DriveRoot(props, getPlatform());
}
