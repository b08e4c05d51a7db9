import {
  configurePlatform,
  DisplayModeStore,
  DRIVE_CHANGED_EVENT,
  getPlatform,
  isPlatformConfigured,
  type MountProps,
} from 'shared-libs';
import { createDriveApi } from '../lib/driveApi';
import { DriveActions } from '../stores/DriveActions';
import { DriveStore } from '../stores/DriveStore';

/** Everything the drive keeps from mount to unmount (one per parcel). */
export interface DriveRoot {
  store: DriveStore;
  actions: DriveActions;
  /** The latest mount props (navigation and locale follow the host). */
  props: MountProps;
  /** Uploads what was dropped on the page into the current folder. */
  onDrop?(data: DataTransfer): Promise<void>;
  dispose(): void;
}

/** Builds the drive's root over the shared-libs platform singleton (called in mount). */
export function createDriveRoot(initial: MountProps): DriveRoot {
  if (!isPlatformConfigured()) {
    // Only the standalone dev harness gets here (the host configures the platform first).
    const api = new URLSearchParams(location.search).get('api') ?? 'http://localhost:8090';
    configurePlatform({ apiOrigins: [api], clientId: 'cumulus-web', locale: initial.locale });
  }
  const platform = getPlatform();
  const userKey = initial.session.user?.userId ?? '';
  const display = new DisplayModeStore(platform.storage, platform.cookies, userKey);
  const root: DriveRoot = {
    props: initial,
    store: undefined as unknown as DriveStore,
    actions: undefined as unknown as DriveActions,
    dispose: () => undefined,
  };
  root.store = new DriveStore({
    api: createDriveApi(platform.http),
    display,
    navigate: (path, options) => root.props.navigate(path, options),
    onChanged: () => window.dispatchEvent(new CustomEvent(DRIVE_CHANGED_EVENT)),
  });
  root.actions = new DriveActions(root.store, () => root.props.locale);
  return root;
}
