import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiError, Result, Task } from 'shared-libs';

/** What the tasks store needs of the API (shared-libs client methods). */
export interface TasksApi {
  listTasks(q?: { limit?: number }): Promise<Result<{ tasks: Task[]; next_page_token: string }>>;
  createUrlTask(url: string, parentId: string): Promise<Result<{ task: Task }>>;
}

export interface TasksDeps {
  api: TasksApi;
  /** A finished task changed the drive (refresh the listing and quota). */
  onTaskComplete(task: Task): void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** How often unfinished tasks are re-read while the panel is open, and when it is closed. */
export const POLL_OPEN_MS = 1000;
export const POLL_CLOSED_MS = 5000;

const URL_SCHEMES = ['http:', 'https:', 'ftp:', 'magnet:'];

/** A link the API accepts for a URL task (spec "create tasks"). */
export function isTaskUrl(text: string): boolean {
  try {
    return URL_SCHEMES.includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
}

const active = (t: Task) => t.phase === 'PHASE_TYPE_PENDING' || t.phase === 'PHASE_TYPE_RUNNING';

/**
 * The user's tasks (URL downloads, saves from shares): listed newest first, unfinished ones
 * polled (faster while the panel is open), and URL tasks created here.
 */
export class TasksStore {
  tasks: Task[] = [];
  loaded = false;
  error: ApiError | null = null;
  open = false;
  highlightId = '';
  private timer: unknown = null;
  private disposed = false;

  constructor(private readonly deps: TasksDeps) {
    makeAutoObservable<TasksStore, 'deps' | 'timer' | 'disposed'>(this, {
      deps: false,
      timer: false,
      disposed: false,
    });
  }

  get hasActive(): boolean {
    return this.tasks.some(active);
  }

  setOpen(open: boolean, highlightId = ''): void {
    this.open = open;
    this.highlightId = highlightId;
    if (open) void this.load();
  }

  async load(): Promise<void> {
    const res = await this.deps.api.listTasks({ limit: 50 });
    if (this.disposed) return;
    runInAction(() => {
      if (res.error) {
        this.error = res.error;
        return;
      }
      const before = new Map(this.tasks.map((t) => [t.id, t]));
      this.tasks = res.data.tasks;
      this.error = null;
      this.loaded = true;
      for (const t of this.tasks) {
        const was = before.get(t.id);
        if (was && active(was) && t.phase === 'PHASE_TYPE_COMPLETE') this.deps.onTaskComplete(t);
      }
    });
    this.schedule();
  }

  /** Creates a URL task; resolves with the error to show, or null. */
  async createUrlTask(url: string, parentId: string): Promise<ApiError | null> {
    const res = await this.deps.api.createUrlTask(url.trim(), parentId);
    if (res.error) return res.error;
    runInAction(() => {
      this.tasks = [res.data.task, ...this.tasks.filter((t) => t.id !== res.data.task.id)];
      this.highlightId = res.data.task.id;
    });
    this.schedule();
    return null;
  }

  private schedule(): void {
    const clear = this.deps.clearTimer ?? ((h) => clearTimeout(h as number));
    const set = this.deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    if (this.timer !== null) clear(this.timer);
    this.timer = null;
    if (this.disposed || !this.hasActive) return;
    this.timer = set(
      () => {
        this.timer = null;
        void this.load();
      },
      this.open ? POLL_OPEN_MS : POLL_CLOSED_MS,
    );
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null)
      (this.deps.clearTimer ?? ((h) => clearTimeout(h as number)))(this.timer);
    this.timer = null;
  }
}
