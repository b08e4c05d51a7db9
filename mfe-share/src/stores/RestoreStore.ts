import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  type AnalyticsQueue,
  type EventBus,
  STORAGE_KEYS,
  type SafeStorage,
  type ApiError,
  type ShareRestoreConflicts,
  type ShareRestoreRequest,
  type ShareStatus,
  sitePath,
  type SitePath,
} from 'shared-libs';
import type { ShareApi } from '../lib/shareApi';
import { isShareStatus } from '../lib/types';
import { SHARE_LOGIN_SCENE } from './pendingSave';

export type RestorePhase = 'idle' | 'login' | 'starting' | 'asking' | 'running' | 'done' | 'failed';

/** The person's answer to the name question (decision 0031): one mode for every clash. */
export type SaveChoice = 'rename' | 'replace' | 'skip';

/**
 * The question on screen when a save met names already in its destination: the folder, the
 * names there, and the name "Keep both" gives the first of them.
 */
export interface SaveQuestion {
  /** The destination folder's id ('' the drive's root) and name ('' for the root). */
  folderId: string;
  folderName: string;
  names: string[];
  /** "Keep both"'s name for the first clash ("README (1).md"). */
  example: string;
  /** Every item of the save is among them (Skip would save nothing). */
  all: boolean;
}

export interface RestoreHost {
  signedIn(): boolean;
  requireLogin(scene: string): Promise<boolean>;
}

export interface RestoreStoreDeps {
  api: ShareApi;
  /** Local storage: the pending save survives the trip to the sign-in page. */
  local: SafeStorage;
  analytics: AnalyticsQueue;
  host: RestoreHost;
  /** The host's bus: `restore-saving` while a save runs (spec §4). */
  events?: Pick<EventBus, 'emit'>;
  sleep?: (ms: number) => Promise<void>;
  pollMs?: number;
}

/**
 * Save to drive (spec §4 restore): signed out -> the pending request is stored under the spec's
 * restore keys and the host signs the visitor in; signed in -> share/restore, then the task is
 * polled until it completes. A chunk of its own (SaveStore loads it when a save starts).
 */
export class RestoreStore {
  phase: RestorePhase = 'idle';
  progress = 0;
  itemCount = 0;
  taskId = '';
  /** Where the files were saved (the drive folder id). */
  destinationId = '';
  /** That folder's name, once a name question told it ('' for the root or not known). */
  destinationName = '';
  /** The saved items in the drive, once the save completed (to show them highlighted). */
  savedIds: string[] = [];
  error: ApiError | null = null;
  shareStatus: ShareStatus | null = null;
  taskMessage = '';
  /** While `asking`: what the dialog asks about. */
  question: SaveQuestion | null = null;
  /** A save answered with Skip left nothing to save (every item was already there). */
  nothingSaved = false;
  /** The save waiting for the person's answer (`asking`). */
  private asked: ShareRestoreRequest | null = null;
  private disposed = false;
  private runId = 0;
  private readonly stopSavingEvents: () => void;

  constructor(private readonly deps: RestoreStoreDeps) {
    makeAutoObservable<RestoreStore, 'deps' | 'asked' | 'disposed' | 'runId' | 'stopSavingEvents'>(
      this,
      {
        deps: false,
        asked: false,
        disposed: false,
        runId: false,
        stopSavingEvents: false,
      },
    );
    this.stopSavingEvents = reaction(
      () => this.saving,
      (saving) => deps.events?.emit('restore-saving', { saving }),
    );
  }

  /** A save is under way (asked of the API, or its task polled). */
  get saving(): boolean {
    return this.phase === 'starting' || this.phase === 'running';
  }

  /** A save is under way or waits for an answer (no second save meanwhile). */
  get busy(): boolean {
    return (
      this.phase === 'login' ||
      this.phase === 'starting' ||
      this.phase === 'asking' ||
      this.phase === 'running'
    );
  }

  /**
   * The answer to the name question: Keep both, Replace or Skip for all of the names (the save
   * is sent again with that mode), or null to cancel (nothing is saved).
   */
  async answer(choice: SaveChoice | null): Promise<void> {
    const body = this.asked;
    if (this.phase !== 'asking' || !body) return;
    this.asked = null;
    this.question = null;
    this.phase = 'idle';
    this.deps.analytics.track('share_restore', { result: choice ?? 'cancelled' });
    if (choice) await this.run({ ...body, conflict: choice });
  }

  /** Saves files of a share; asks for sign-in first when needed. */
  async save(body: ShareRestoreRequest): Promise<void> {
    if (this.busy) return;
    this.deps.analytics.track('share_page_click', {
      action: 'save',
      share_id: body.share_id,
      count: body.file_ids.length,
    });
    if (!this.deps.host.signedIn()) {
      this.persist(body);
      this.phase = 'login';
      this.itemCount = body.file_ids.length;
      const ok = await this.deps.host.requireLogin(SHARE_LOGIN_SCENE);
      if (this.disposed) return;
      if (ok && this.deps.host.signedIn()) {
        await this.resume(body.share_id);
      } else {
        runInAction(() => {
          if (this.phase === 'login') this.phase = 'idle';
        });
        this.clearPending();
      }
      return;
    }
    await this.run(body);
  }

  /** Resumes a save started before sign-in, once the session says signed in. */
  async resume(shareId: string): Promise<boolean> {
    if (!this.deps.host.signedIn()) return false;
    const { local } = this.deps;
    if (local.getItem(STORAGE_KEYS.restoreContinue) !== '1') return false;
    const body = local.getJSON<ShareRestoreRequest>(STORAGE_KEYS.restoreRequestBody);
    if (!body || body.share_id !== shareId || !Array.isArray(body.file_ids)) return false;
    this.clearPending();
    this.phase = 'idle';
    await this.run(body);
    return true;
  }

  private persist(body: ShareRestoreRequest): void {
    const { local } = this.deps;
    local.setJSON(STORAGE_KEYS.restoreRequestBody, body);
    local.setItem(STORAGE_KEYS.restoreToDrive, '1');
    local.setItem(STORAGE_KEYS.restoreContinue, '1');
  }

  private clearPending(): void {
    const { local } = this.deps;
    local.removeItem(STORAGE_KEYS.restoreContinue);
    local.removeItem(STORAGE_KEYS.restoreRequestBody);
    local.removeItem(STORAGE_KEYS.restoreToDrive);
  }

  /**
   * Sends a save. Without a mode it asks (`conflict: 'ask'`, decision 0031): a name already in
   * the destination answers `already_exists`, and the page asks the person what to do.
   */
  private async run(body: ShareRestoreRequest, retried = false): Promise<void> {
    const id = ++this.runId;
    const { api, analytics } = this.deps;
    const mode = body.conflict ?? 'ask';
    runInAction(() => {
      this.phase = 'starting';
      this.progress = 0;
      this.itemCount = body.file_ids.length;
      this.error = null;
      this.shareStatus = null;
      this.taskMessage = '';
      this.nothingSaved = false;
    });
    const res = await api.restore({ ...body, conflict: mode });
    if (this.disposed || id !== this.runId) return;
    if (res.error?.error === 'already_exists' && mode === 'ask') {
      await this.ask(id, body, res.error, retried);
      return;
    }
    if (res.error?.error === 'already_exists' && mode === 'skip') {
      // Skip left nothing: every item was already there. Nothing saved, nothing failed.
      analytics.track('share_restore', { result: 'nothing_left' });
      runInAction(() => {
        this.nothingSaved = true;
        this.phase = 'done';
      });
      return;
    }
    if (res.error) {
      analytics.track('share_restore', { result: res.error.error || 'error' });
      runInAction(() => {
        this.phase = 'failed';
        this.error = res.error;
      });
      return;
    }
    const status = isShareStatus(res.data.share_status) ? res.data.share_status : 'NOT_FOUND';
    if (status !== 'OK') {
      analytics.track('share_restore', { result: status });
      runInAction(() => {
        this.phase = 'failed';
        this.shareStatus = status;
      });
      return;
    }
    runInAction(() => {
      this.destinationId = res.data.file_id;
      this.taskId = res.data.restore_task_id;
    });
    if (res.data.restore_status === 'RESTORE_COMPLETE' || !res.data.restore_task_id) {
      this.finish();
      return;
    }
    runInAction(() => {
      this.phase = 'running';
    });
    await this.poll(id, res.data.restore_task_id);
  }

  /** Asks which names clash, and where, then waits for `answer`. */
  private async ask(
    id: number,
    body: ShareRestoreRequest,
    refusal: ApiError,
    retried: boolean,
  ): Promise<void> {
    const { conflict: _mode, ...target } = body;
    const res = await this.deps.api.restoreConflicts(target);
    if (this.disposed || id !== this.runId) return;
    const found: ShareRestoreConflicts | null = res.error ? null : res.data;
    if (found && found.share_status === 'OK' && found.conflicts.length === 0 && !retried) {
      // The clash went away meanwhile (the item was moved or trashed): ask the server again.
      await this.run(body, true);
      return;
    }
    runInAction(() => {
      if (!found || found.share_status !== 'OK' || found.conflicts.length === 0) {
        this.phase = 'failed';
        this.error = res.error ?? refusal;
        this.shareStatus =
          found && found.share_status !== 'OK' && isShareStatus(found.share_status)
            ? found.share_status
            : null;
        return;
      }
      this.asked = body;
      this.destinationId = found.parent_id;
      this.destinationName = found.parent_name;
      this.question = {
        folderId: found.parent_id,
        folderName: found.parent_name,
        names: found.conflicts.map((c) => c.name),
        example: found.conflicts[0]?.suggested_name ?? '',
        all: found.conflicts.length >= new Set(body.file_ids).size,
      };
      this.phase = 'asking';
    });
  }

  private async poll(id: number, taskId: string): Promise<void> {
    const { api } = this.deps;
    const sleep = this.deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    let failures = 0;
    for (;;) {
      await sleep(this.deps.pollMs ?? 800);
      if (this.disposed || id !== this.runId) return;
      const res = await api.task(taskId);
      if (this.disposed || id !== this.runId) return;
      if (res.error) {
        failures += 1;
        if (failures < 5) continue;
        runInAction(() => {
          this.phase = 'failed';
          this.error = res.error;
        });
        return;
      }
      failures = 0;
      const t = res.data;
      if (t.phase === 'PHASE_TYPE_COMPLETE') {
        runInAction(() => {
          this.destinationId = t.params?.parent_id ?? this.destinationId;
          this.savedIds = t.params?.saved_ids ?? [];
        });
        this.finish();
        return;
      }
      if (t.phase === 'PHASE_TYPE_ERROR') {
        this.deps.analytics.track('share_restore', { result: 'task_error' });
        runInAction(() => {
          this.phase = 'failed';
          this.taskMessage = t.message ?? '';
        });
        return;
      }
      runInAction(() => {
        this.progress = Math.max(this.progress, Math.min(99, Number(t.progress) || 0));
      });
    }
  }

  private finish(): void {
    this.deps.analytics.track('share_restore', { result: 'complete' });
    runInAction(() => {
      this.phase = 'done';
      this.progress = 100;
    });
  }

  /**
   * "Open in my drive" after a save: the destination folder with the saved items highlighted
   * (spec §4 `highlight_files`); while the save still runs, its task.
   */
  get driveLink(): SitePath {
    const q = new URLSearchParams();
    if (this.savedIds.length) {
      q.set('action', 'highlight_files');
      q.set('file_ids', this.savedIds.join(','));
    } else if (this.taskId) {
      q.set('action', 'show_task');
      q.set('task_id', this.taskId);
    }
    return sitePath.withQuery(sitePath.driveFolder(this.destinationId), q.toString());
  }

  dismiss(): void {
    if (this.phase === 'done' || this.phase === 'failed') this.phase = 'idle';
    this.nothingSaved = false;
  }

  dispose(): void {
    this.stopSavingEvents();
    // Left mid-save: the page no longer follows it.
    if (this.saving) this.deps.events?.emit('restore-saving', { saving: false });
    this.disposed = true;
  }
}
