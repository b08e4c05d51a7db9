import { flow, flowResult, makeAutoObservable, observable } from 'mobx';
import { STORAGE_KEYS, type SafeStorage } from 'shared-libs';
import type { ShareApi } from '../lib/shareApi';
import { LatestRun } from './latestRun';

export interface Crumb {
  id: string;
  name: string;
}

interface NavFolders {
  share_id: string;
  folders: Crumb[];
}

/**
 * The folder path of the open share (its `parent_ids`) and the names its breadcrumb shows:
 * remembered in session storage (the spec's nav_folders stack), and asked of the server for a
 * deep link's folders that the stack does not know.
 */
export class FolderTrailStore {
  parentIds: string[] = [];
  folderNames = observable.map<string, string>();
  /**
   * Settles once the folder path's names are asked (or known): the page hydrates a folder's
   * server-rendered breadcrumb only once it knows the same names (app/definition.ts).
   */
  namesAsked: Promise<void> = Promise.resolve();
  private shareId = '';
  private readonly naming = new LatestRun();

  constructor(
    private readonly api: ShareApi,
    /** Session storage: the nav_folders stack. */
    private readonly session: SafeStorage,
  ) {
    makeAutoObservable<FolderTrailStore, 'api' | 'session' | 'naming' | 'fillFolderNames'>(this, {
      api: false,
      session: false,
      naming: false,
      namesAsked: false,
      fillFolderNames: flow,
    });
  }

  get breadcrumb(): Crumb[] {
    return this.parentIds.map((id) => ({ id, name: this.folderNames.get(id) ?? '' }));
  }

  /** The open folder ('' at the top level). */
  get currentFolderId(): string {
    return this.parentIds[this.parentIds.length - 1] ?? '';
  }

  /** A share opened at a path: the names the stack remembers for that share. */
  open(shareId: string, parentIds: string[]): void {
    this.shareId = shareId;
    this.parentIds = parentIds;
    const saved = this.session.getJSON<NavFolders>(STORAGE_KEYS.navFolders);
    this.folderNames.clear();
    if (saved?.share_id !== shareId || !Array.isArray(saved.folders)) return;
    for (const f of saved.folders) {
      if (f && typeof f.id === 'string' && typeof f.name === 'string' && f.name) {
        this.folderNames.set(f.id, f.name);
      }
    }
  }

  /** Another folder of the same share. */
  go(parentIds: string[]): void {
    this.parentIds = parentIds;
  }

  /** Remembers a folder entered from the listing (spec nav_folders); returns its path. */
  enterFolder(folder: Crumb): string[] {
    const next = [...this.parentIds, folder.id];
    this.folderNames.set(folder.id, folder.name);
    this.persistFolders(next);
    return next;
  }

  /** Names the path's folders; asking again (another path) cancels the asking before. */
  askNames(passCodeToken: string): void {
    this.namesAsked = this.naming.start(() => flowResult(this.fillFolderNames(passCodeToken)));
  }

  /** Drops the names being asked (a newer load of the share supersedes them). */
  cancel(): void {
    this.naming.cancel();
  }

  private persistFolders(ids: string[]): void {
    const folders = ids.map((id) => ({ id, name: this.folderNames.get(id) ?? '' }));
    this.session.setJSON(STORAGE_KEYS.navFolders, {
      share_id: this.shareId,
      folders,
    } satisfies NavFolders);
  }

  /** Names for a deep link's folders that the nav_folders stack does not know. */
  private *fillFolderNames(passCodeToken: string) {
    const missing = this.parentIds.filter((id) => !this.folderNames.get(id));
    if (missing.length === 0) {
      this.persistFolders(this.parentIds);
      return;
    }
    const res: Awaited<ReturnType<ShareApi['batchFileInfo']>> = yield this.api.batchFileInfo({
      shareId: this.shareId,
      fileIds: missing,
      passCodeToken,
    });
    if (res.error) return;
    for (const f of res.data.files ?? []) this.folderNames.set(f.id, f.name);
    this.persistFolders(this.parentIds);
  }
}
