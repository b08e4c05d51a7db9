/**
 * Background job runner for tasks (restore from a share, URL "offline" downloads).
 *
 * One runner per database context, a setTimeout loop in the server process. Each tick advances
 * every unfinished task by up to `taskBatch` items, in one transaction per task, so a crash or a
 * restart loses nothing: on start, PENDING and RUNNING tasks are simply picked up again. Restore
 * copies are idempotent through `task_copies` (source item -> copy).
 */
import type { Database } from 'better-sqlite3';
import type { Wire } from 'shared-libs/contracts';
import type { ApiCore } from './core';
import type { ShareRow, TaskPhase, TaskRow } from './db/rows';
import { newId, mimeFor, rfc3339, stackOf } from './util';
import { driveStore } from './drive/store';
import { shareItems, type PlannedShareItem } from './drive/shareItems';
import { keepBothName } from './drive/conflicts';

export const PENDING = 'PHASE_TYPE_PENDING' satisfies TaskPhase;
export const RUNNING = 'PHASE_TYPE_RUNNING' satisfies TaskPhase;
export const COMPLETE = 'PHASE_TYPE_COMPLETE' satisfies TaskPhase;
export const ERROR = 'PHASE_TYPE_ERROR' satisfies TaskPhase;

/** `tasks.params` (JSON): a restore's share, items and destination, or a URL task's. */
export interface TaskParams {
  share_id?: string;
  file_ids?: string[];
  dest_parent_id?: string;
  /** the saved top-level items, once a restore completed */
  saved_ids?: string[];
  /** a restore's conflict mode (decision 0031); with one, a top-level name taken is kept both */
  conflict?: Wire.ConflictMode;
  url?: string;
  parent_id?: string;
}

/** The params of a restore task (routes/share.ts writes them). */
export interface RestoreParams extends TaskParams {
  share_id: string;
  file_ids: string[];
  dest_parent_id: string;
}

/**
 * Task wire shape (api-contract.md; extra fields are ours) as this server builds it: its schema's
 * type (Wire.Task) with every field sent (the client reads some as optional).
 */
export type TaskJson = Required<Wire.Task>;

/** `tasks.params` of a row (written by this server only). */
const paramsOf = (row: Pick<TaskRow, 'params'>): TaskParams =>
  JSON.parse(row.params || '{}') as TaskParams;

export function taskJson(row: TaskRow): TaskJson {
  const params = paramsOf(row);
  return {
    kind: 'drive#task',
    id: row.id,
    name: row.name,
    type: row.type,
    phase: row.phase,
    progress: row.progress,
    message: row.message,
    file_id: row.file_id,
    file_name: row.name,
    created_time: rfc3339(row.created_at),
    updated_time: rfc3339(row.updated_at),
    params: {
      share_id: params.share_id || '',
      url: params.url || '',
      parent_id: params.dest_parent_id ?? params.parent_id ?? '',
      saved_ids: params.saved_ids || [],
      total: String(row.total),
      done: String(row.done),
    },
  };
}

/**
 * Source items of a restore in copy order (every parent before its children): the share's
 * copies (seeded shares) or its live drive items (drive/shareItems.ts). None once the share is
 * gone (its owner's account deleted).
 */
export function restorePlan(
  db: Database,
  params: Pick<RestoreParams, 'share_id' | 'file_ids'>,
): PlannedShareItem[] {
  const share = db
    .prepare<[string], Pick<ShareRow, 'id' | 'owner_id' | 'source'>>(
      'SELECT id, owner_id, source FROM shares WHERE id = ?',
    )
    .get(params.share_id);
  return share ? shareItems(db, share).plan(params.file_ids) : [];
}

/** What the runner needs of the context (read at each use: a reset replaces `state`). */
export type TaskContext = Pick<ApiCore, 'db' | 'options' | 'state'>;

/** Columns a step may change. */
type TaskUpdate = Partial<
  Pick<
    TaskRow,
    'phase' | 'message' | 'progress' | 'total' | 'done' | 'file_id' | 'params' | 'reserved'
  >
>;

export class TaskRunner {
  private readonly ctx: TaskContext;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** task id -> planned source rows (recomputed after a restart) */
  private readonly plans = new Map<string, PlannedShareItem[]>();

  constructor(ctx: TaskContext) {
    this.ctx = ctx;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Forget cached plans (after a reset). */
  clear(): void {
    this.plans.clear();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        try {
          this.tick();
        } catch (err) {
          // A bug in one tick must not stop the loop.
          process.stderr.write(`[cumulus-api] task runner: ${stackOf(err)}\n`);
        }
        this.schedule();
      },
      Math.max(1, this.ctx.state.taskStepMs),
    );
    if (this.timer.unref) this.timer.unref();
  }

  /** Advance every unfinished task by one step. */
  tick(): void {
    const { db } = this.ctx;
    const rows = db
      .prepare<[], TaskRow>(
        `SELECT * FROM tasks WHERE phase IN ('${PENDING}', '${RUNNING}') ORDER BY created_at, id LIMIT 50`,
      )
      .all();
    for (const task of rows) {
      if (this.stopped) return;
      if (task.type === 'restore') this.stepRestore(task);
      else if (task.type === 'offline') this.stepOffline(task);
      else this.finish(task, ERROR, `unknown task type ${task.type}`);
    }
  }

  private update(task: TaskRow, fields: TaskUpdate): void {
    const sets = Object.keys(fields).map((k) => `${k} = @${k}`);
    this.ctx.db
      .prepare<TaskUpdate & { updated_at: number; id: string }>(
        `UPDATE tasks SET ${sets.join(', ')}, updated_at = @updated_at WHERE id = @id`,
      )
      .run({ ...fields, updated_at: Date.now(), id: task.id });
  }

  /** Ends a task; whatever it still reserved against the quota is released. */
  private finish(task: TaskRow, phase: TaskPhase, message: string, extra: TaskUpdate = {}): void {
    this.update(task, { phase, message, reserved: 0, ...extra });
    this.plans.delete(task.id);
  }

  private stepRestore(task: TaskRow): void {
    const { db } = this.ctx;
    const params = paramsOf(task) as RestoreParams; // routes/share.ts writes every field
    if (task.phase === PENDING) {
      const plan = restorePlan(db, params);
      this.plans.set(task.id, plan);
      this.update(task, { phase: RUNNING, total: plan.length, progress: 0, message: 'Saving' });
      return;
    }
    let plan = this.plans.get(task.id);
    if (!plan) {
      plan = restorePlan(db, params);
      this.plans.set(task.id, plan);
    }
    const copied = new Map(
      db
        .prepare<[string], { src_id: string; dest_id: string }>(
          'SELECT src_id, dest_id FROM task_copies WHERE task_id = ?',
        )
        .all(task.id)
        .map((r) => [r.src_id, r.dest_id]),
    );
    const todo = plan.filter((row) => !copied.has(row.id)).slice(0, this.ctx.options.taskBatch);
    const dest = db
      .prepare<[string, string], { id: string }>(
        'SELECT id FROM files WHERE id = ? AND user_id = ? AND trashed = 0',
      )
      .get(params.dest_parent_id, task.user_id);
    if (params.dest_parent_id && !dest) {
      this.finish(task, ERROR, 'The destination folder no longer exists');
      return;
    }
    const insFile = db.prepare<
      [
        string,
        string,
        string,
        number,
        string,
        number,
        string,
        string,
        string,
        string | null,
        string,
        string,
        number,
        number,
      ]
    >(`INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, hash, medias,
      blob, origin_share_id, origin_file_id, created_at, modified_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insCopy = db.prepare<[string, string, string]>(
      'INSERT INTO task_copies (task_id, src_id, dest_id) VALUES (?, ?, ?)',
    );
    const insEvent = db.prepare<[string, string, string, string, string, number]>(
      'INSERT INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    db.transaction(() => {
      const now = Date.now();
      // The share may have grown since the save was asked for: bytes past what the task
      // reserved are checked against the quota here, in the transaction that writes them.
      const reserved =
        db
          .prepare<[string], number>('SELECT reserved FROM tasks WHERE id = ?')
          .pluck()
          .get(task.id) ?? 0;
      const bytes = todo.reduce((sum, src) => sum + src.size, 0);
      if (bytes > reserved && !driveStore(db).fits({ id: task.user_id }, bytes - reserved)) {
        this.finish(task, ERROR, 'file_space_not_enough');
        return;
      }
      let written = 0;
      const nameOf = this.topLevelNames(task, params, copied, todo);
      for (const src of todo) {
        const parent = src.depth === 0 ? params.dest_parent_id : copied.get(src.parent_id);
        if (parent === undefined) continue; // parent not copied yet (cannot happen with the plan order)
        const id = newId('VF');
        const name = src.depth === 0 ? nameOf(src) : src.name;
        insFile.run(
          id,
          task.user_id,
          parent,
          src.kind_rank,
          name,
          src.size,
          src.mime_type,
          src.hash,
          src.medias,
          // A drive item's uploaded bytes: the copy shares them (blobs.ts).
          src.blob,
          params.share_id,
          src.id,
          now,
          now,
        );
        insCopy.run(task.id, src.id, id);
        copied.set(src.id, id);
        written += src.size;
        if (src.depth === 0) insEvent.run(newId('EV'), task.user_id, 'TYPE_RESTORE', id, name, now);
      }
      // The bytes written now leave the reservation in the same transaction (usage +
      // reservations stay what the save reserved). Read again: a reset may have changed it.
      db.prepare<[number, string]>(
        'UPDATE tasks SET reserved = MAX(0, reserved - ?) WHERE id = ?',
      ).run(written, task.id);
      const done = plan.filter((row) => copied.has(row.id)).length;
      const total = plan.length;
      if (done >= total) {
        const first = params.file_ids[0];
        const single = params.file_ids.length === 1 && first !== undefined ? copied.get(first) : '';
        // The saved top-level items, so "Open in my drive" can show them (ours).
        const savedIds = params.file_ids
          .map((id) => copied.get(id))
          .filter((id): id is string => Boolean(id));
        // The share's owner sees how many saves completed (ours: counted when the copy is done).
        db.prepare<[string]>(
          'UPDATE shares SET restore_count = restore_count + 1 WHERE id = ?',
        ).run(params.share_id);
        this.finish(task, COMPLETE, 'Saved', {
          done,
          total,
          reserved: 0,
          progress: 100,
          file_id: single || params.dest_parent_id,
          params: JSON.stringify({ ...params, saved_ids: savedIds }),
        });
      } else {
        this.update(task, {
          done,
          total,
          progress: Math.min(99, Math.floor((done * 100) / Math.max(1, total))),
        });
      }
    }).immediate();
  }

  /**
   * The name of each top-level copy of this step. A save with a conflict mode (decision 0031)
   * resolved the names taken when it was asked for; a name taken since then by an item this
   * task did not make is kept both ("name (1)"), never duplicated. Without a mode, the share's
   * names as they are (duplicates allowed, as before).
   */
  private topLevelNames(
    task: TaskRow,
    params: RestoreParams,
    copied: ReadonlyMap<string, string>,
    todo: readonly PlannedShareItem[],
  ): (src: PlannedShareItem) => string {
    if (!params.conflict || !todo.some((src) => src.depth === 0)) return (src) => src.name;
    const mine = new Set(copied.values());
    const live = this.ctx.db
      .prepare<[string, string], { id: string; name: string }>(
        'SELECT id, name FROM files WHERE user_id = ? AND parent_id = ? AND trashed = 0',
      )
      .all(task.user_id, params.dest_parent_id);
    const taken = new Set(live.map((r) => r.name));
    const others = new Set(live.filter((r) => !mine.has(r.id)).map((r) => r.name));
    return (src) => {
      const name = others.has(src.name)
        ? keepBothName(src.name, src.kind_rank === 0, taken)
        : src.name;
      taken.add(name);
      return name;
    };
  }

  private stepOffline(task: TaskRow): void {
    const params = paramsOf(task);
    if (task.phase === PENDING) {
      this.update(task, { phase: RUNNING, progress: 10, message: 'Downloading' });
      return;
    }
    if (task.progress < 60) {
      this.update(task, { progress: 60 });
      return;
    }
    const { db } = this.ctx;
    const store = driveStore(db);
    const now = Date.now();
    const parentOk =
      !params.parent_id ||
      db
        .prepare<[string, string], 1>(
          'SELECT 1 FROM files WHERE id = ? AND user_id = ? AND kind_rank = 0 AND trashed = 0',
        )
        .get(params.parent_id, task.user_id);
    // The fetched file must fit the quota; the task then fails with the spec's error name as
    // its message, which clients explain in the user's language.
    // Checked in the transaction that inserts, reservations (uploads, saves) counted.
    const SIZE = 1_048_576;
    const id = newId('VF');
    db.transaction(() => {
      if (!store.fits({ id: task.user_id }, SIZE)) {
        this.finish(task, ERROR, 'file_space_not_enough');
        return;
      }
      db.prepare<[string, string, string, string, number, string, number, number]>(
        `INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, hash, created_at, modified_at)
        VALUES (?, ?, ?, 1, ?, ?, ?, '', ?, ?)`,
      ).run(
        id,
        task.user_id,
        parentOk ? params.parent_id || '' : '',
        task.name,
        SIZE,
        mimeFor(task.name),
        now,
        now,
      );
      db.prepare<[string, string, string, string, string, number]>(
        'INSERT INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(newId('EV'), task.user_id, 'TYPE_URL', id, task.name, now);
      this.finish(task, COMPLETE, 'Saved', { progress: 100, file_id: id, done: 1, total: 1 });
    }).immediate();
  }
}
