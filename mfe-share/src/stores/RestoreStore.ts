import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  type AnalyticsQueue,
  type EventBus,
  STORAGE_KEYS,
  type SafeStorage,
  type ApiError,
  type ShareRestoreRequest,
  type ShareStatus,
} from 'shared-libs';
import type { ShareApi } from '../lib/shareApi';
import { isShareStatus } from '../lib/types';

export type RestorePhase = 'idle' | 'login' | 'starting' | 'running' | 'done' | 'failed';

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

/** Login scene of the share page (spec §4: "share page if URL has /s/"). */
export const SHARE_LOGIN_SCENE = 'share_page';

/**
 * Save to drive (spec §4 restore): signed out -> the pending request is stored under the spec's
 * restore keys and the host signs the visitor in; signed in -> share/restore, then the task is
 * polled until it completes.
 */
export class RestoreStore {
  phase: RestorePhase = 'idle';
  progress = 0;
  itemCount = 0;
  taskId = '';
  /** Where the files were saved (the drive folder id). */
  destinationId = '';
  /** The saved items in the drive, once the save completed (to show them highlighted). */
  savedIds: string[] = [];
  error: ApiError | null = null;
  shareStatus: ShareStatus | null = null;
  taskMessage = '';
  private disposed = false;
  private runId = 0;
  private readonly stopSavingEvents: () => void;

  constructor(private readonly deps: RestoreStoreDeps) {
    makeAutoObservable<RestoreStore, 'deps' | 'disposed' | 'runId' | 'stopSavingEvents'>(this, {
      deps: false,
      disposed: false,
      runId: false,
      stopSavingEvents: false,
    });
    this.stopSavingEvents = reaction(
      () => this.saving,
      (saving) => deps.events?.emit('restore-saving', { saving }),
    );
  }

  /** A save is under way (asked of the API, or its task polled). */
  get saving(): boolean {
    return this.phase === 'starting' || this.phase === 'running';
  }

  get busy(): boolean {
    return this.phase === 'login' || this.phase === 'starting' || this.phase === 'running';
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

  hasPending(shareId: string): boolean {
    const body = this.deps.local.getJSON<ShareRestoreRequest>(STORAGE_KEYS.restoreRequestBody);
    return (
      this.deps.local.getItem(STORAGE_KEYS.restoreContinue) === '1' && body?.share_id === shareId
    );
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

  private async run(body: ShareRestoreRequest): Promise<void> {
    const id = ++this.runId;
    const { api, analytics } = this.deps;
    runInAction(() => {
      this.phase = 'starting';
      this.progress = 0;
      this.itemCount = body.file_ids.length;
      this.error = null;
      this.shareStatus = null;
      this.taskMessage = '';
    });
    const res = await api.restore(body);
    if (this.disposed || id !== this.runId) return;
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

  dismiss(): void {
    if (this.phase === 'done' || this.phase === 'failed') this.phase = 'idle';
  }

  dispose(): void {
    this.stopSavingEvents();
    // Left mid-save: the page no longer follows it.
    if (this.saving) this.deps.events?.emit('restore-saving', { saving: false });
    this.disposed = true;
  }
}
