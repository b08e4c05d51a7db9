import {
  configurePlatform,
  DRIVE_CHANGED_EVENT,
  getPlatform,
  isPlatformConfigured,
  type MountProps,
} from 'shared-libs';
import { DisplayModeStore } from 'shared-libs/files';
import { createDriveApi } from '../lib/driveApi';
import { createShareLinksApi } from '../lib/shareLinksApi';
import { ShareLinksStore } from '../stores/ShareLinksStore';
import { DriveActions } from '../stores/DriveActions';
import { DriveStore } from '../stores/DriveStore';
import { TasksStore } from '../features/tasks/TasksStore';
import { wireDriveEvents } from './driveEvents';
import type { UploadDeps, UploadStore } from '../features/uploads/UploadStore';

/** Everything the drive keeps from mount to unmount (one per parcel). */
export interface DriveRoot {
  store: DriveStore;
  actions: DriveActions;
  tasks: TasksStore;
  /**
   * The upload queue, made by the drive page at its first render (`uploadsOf`, driveUploads.ts):
   * its code loads with the file views, not on the mount path of every drive page.
   */
  uploads?: UploadStore;
  /** What the upload queue needs from the platform (gathered here, in mount). */
  uploadDeps: UploadDeps;
  /** Run at unmount (the upload queue's leave-page warning). */
  cleanups: (() => void)[];
  /** My share links (the Shared section; links made in the drive's dialog go on top). */
  shareLinks: ShareLinksStore;
  /** The latest mount props (navigation and locale follow the host). */
  props: MountProps;
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
    tasks: undefined as unknown as TasksStore,
    uploadDeps: undefined as unknown as UploadDeps,
    cleanups: [],
    shareLinks: new ShareLinksStore({ api: createShareLinksApi(platform.api) }),
    dispose: () => {
      root.tasks.dispose();
      for (const cleanup of root.cleanups.splice(0)) cleanup();
      root.uploads?.dispose();
    },
  };
  root.store = new DriveStore({
    api: createDriveApi(platform.http, platform.api),
    display,
    navigate: (path, options) => root.props.navigate(path, options),
    onChanged: () => window.dispatchEvent(new CustomEvent(DRIVE_CHANGED_EVENT)),
    back: () => window.history.back(),
  });
  root.actions = new DriveActions(root.store, () => root.props.locale);
  // Several uploads finishing together refresh the folder once.
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const uploaded = () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      void root.store.refresh();
      root.store.changed();
    }, 300);
  };
  root.uploadDeps = {
    origins: () => {
      const r = platform.http.rotation;
      const i = Math.max(0, r.origins.indexOf(r.current()));
      return [...r.origins.slice(i), ...r.origins.slice(0, i)];
    },
    accessToken: () => platform.session.authProvider.accessToken(),
    onUploaded: uploaded,
    userKey,
  };
  root.tasks = new TasksStore({
    api: platform.api,
    onTaskComplete: () => {
      void root.store.refresh();
      root.store.changed();
    },
  });
  if (initial.events) root.cleanups.push(...wireDriveEvents(root, initial.events));
  return root;
}
