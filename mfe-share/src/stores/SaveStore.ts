import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RestorePhase, RestoreStore, RestoreStoreDeps } from './RestoreStore';

/** Fetches the save's code: RestoreStore (and its panel, features/save) are a chunk of their own. */
export type LoadRestore = () => Promise<typeof RestoreStore>;

const loadRestore: LoadRestore = () =>
  import(/* webpackChunkName: "share-save" */ './RestoreStore').then((m) => m.RestoreStore);

/** Something the save was asked to do, kept while its code is fetched (and for Try again). */
type SaveAct = (restore: RestoreStore) => Promise<unknown>;

/**
 * "Save to my drive" before its code is here: the share's first view does not carry the save
 * (RestoreStore), which is fetched when a save starts or when a save started before sign-in
 * resumes. While it is fetched the save is busy; when it cannot be had, `chunk` is `failed`
 * and `retry` asks for it again, then does what was asked (nothing is lost meanwhile).
 */
export class SaveStore {
  /** The save itself, once its code is here. */
  restore: RestoreStore | null = null;
  /** The save's code: being fetched, or it could not be had (the save waits for `retry`). */
  chunk: 'idle' | 'loading' | 'failed' = 'idle';
  private waiting: SaveAct | null = null;
  private disposed = false;

  constructor(
    private readonly deps: RestoreStoreDeps,
    private readonly load: LoadRestore = loadRestore,
  ) {
    makeAutoObservable<SaveStore, 'deps' | 'load' | 'waiting' | 'disposed'>(this, {
      restore: observableRef,
      deps: false,
      load: false,
      waiting: false,
      disposed: false,
    });
  }

  get phase(): RestorePhase {
    return this.restore?.phase ?? 'idle';
  }

  /** The save's code is being fetched, or a save is under way or waits for an answer. */
  get busy(): boolean {
    return this.chunk === 'loading' || (this.restore?.busy ?? false);
  }

  /** Starts fetching the save's code ahead of a click; a failure here says nothing. */
  preload(): void {
    if (!this.restore) this.load().catch(() => undefined);
  }

  /** Does `act` with the save, once its code is here (fetched now if needed). */
  async run(act: SaveAct): Promise<void> {
    if (this.restore) {
      await act(this.restore);
      return;
    }
    if (this.chunk === 'loading') return;
    this.waiting = act;
    this.chunk = 'loading';
    let Restore: typeof RestoreStore;
    try {
      Restore = await this.load();
    } catch {
      runInAction(() => {
        if (this.waiting === act) this.chunk = 'failed';
      });
      return;
    }
    if (this.disposed || this.waiting !== act) return;
    const restore = new Restore(this.deps);
    runInAction(() => {
      this.restore = restore;
      this.chunk = 'idle';
      this.waiting = null;
    });
    await act(restore);
  }

  /** Try again after the save's code could not be had: fetches it, then does what was asked. */
  retry(): void {
    const act = this.waiting;
    if (this.chunk === 'failed' && act) void this.run(act);
  }

  dispose(): void {
    this.disposed = true;
    this.waiting = null;
    this.restore?.dispose();
  }
}
