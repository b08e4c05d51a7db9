import { action, makeObservable, observableRef } from 'mobx';
import { DRIVE_CHANGED_EVENT, type MountProps, type Platform } from 'shared-libs';
import { DisplayModeStore } from 'shared-libs/files';
import { createDriveApi } from '../lib/driveApi';
import { parseDriveLocation } from '../lib/driveLocation';
import { createShareLinksApi } from '../lib/shareLinksApi';
import { ShareLinksStore } from '../stores/ShareLinksStore';
import { DriveActions } from '../stores/DriveActions';
import { DriveStore } from '../stores/DriveStore';
import { TasksStore } from '../features/tasks/TasksStore';
import { wireDriveEvents } from './driveEvents';
import type { UploadDeps, UploadStore } from '../features/uploads/UploadStore';

/** What the drive's root takes from the shared-libs platform (mount passes the singleton). */
export type DrivePlatform = Pick<Platform, 'http' | 'api' | 'session' | 'storage' | 'cookies'>;

/** Several uploads finishing within this time of each other refresh the folder once. */
const UPLOADED_REFRESH_MS = 300;

/** The drive remote's root store: one per mount, built in mount() and disposed in unmount(). */
export class DriveRoot {
  /** The latest mount props (navigation and locale follow the host): set by `syncStore`. */
  props: MountProps;
  readonly store: DriveStore;
  readonly actions: DriveActions;
  readonly tasks: TasksStore;
  /** What the upload queue needs from the platform (gathered here, in mount). */
  readonly uploadDeps: UploadDeps;
  /** My share links (the Shared section; links made in the drive's dialog go on top). */
  readonly shareLinks: ShareLinksStore;
  /**
   * The upload queue, made by the drive page at its first render (`uploadsOf`, driveUploads.ts):
   * its code loads with the file views, not on the mount path of every drive page.
   */
  uploads?: UploadStore;
  /** Run at unmount (internal events, the upload queue's leave-page warning). */
  readonly cleanups: (() => void)[] = [];
  private uploadedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(props: MountProps, platform: DrivePlatform) {
    this.props = props;
    const userKey = props.session.user?.userId ?? '';
    this.store = new DriveStore({
      api: createDriveApi(platform.http, platform.api),
      display: new DisplayModeStore(platform.storage, platform.cookies, userKey),
      navigate: (path, options) => this.props.navigate(path, options),
      onChanged: () => window.dispatchEvent(new CustomEvent(DRIVE_CHANGED_EVENT)),
      back: () => window.history.back(),
    });
    this.actions = new DriveActions(this.store, () => this.props.locale);
    this.tasks = new TasksStore({ api: platform.api, onTaskComplete: () => this.reload() });
    this.uploadDeps = {
      origins: () => {
        const r = platform.http.rotation;
        const i = Math.max(0, r.origins.indexOf(r.current()));
        return [...r.origins.slice(i), ...r.origins.slice(0, i)];
      },
      accessToken: () => platform.session.authProvider.accessToken(),
      onUploaded: () => {
        clearTimeout(this.uploadedTimer);
        this.uploadedTimer = setTimeout(() => this.reload(), UPLOADED_REFRESH_MS);
      },
      userKey,
    };
    this.shareLinks = new ShareLinksStore({ api: createShareLinksApi(platform.api) });
    // A file view's first listing is asked for now, while the page's code loads: its rows show
    // as soon as both are there (decision 0035). The page sets the same location again.
    const first =
      props.route.page === 'drive'
        ? parseDriveLocation(props.route.params.section, props.route.query)
        : undefined;
    if (first) this.store.setLocation(first);
    if (props.events) this.cleanups.push(...wireDriveEvents(this, props.events));
    makeObservable(this, { props: observableRef, syncStore: action });
  }

  /** Takes the host's new mount props (route, session, locale...), after they rendered. */
  syncStore(props: MountProps): void {
    this.props = props;
  }

  dispose(): void {
    clearTimeout(this.uploadedTimer);
    this.tasks.dispose();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.uploads?.dispose();
  }

  /** The drive changed: the listing and the host's quota meter are read again. */
  private reload(): void {
    void this.store.refresh();
    this.store.changed();
  }
}
