/**
 * Batch operations over the caller's files (decision 0006): trash, untrash, delete, star,
 * unstar, move, copy, empty the trash. Each acts on `ids` or on a `scope` (every live item of a
 * folder but `exclude_ids`: select-all of a 100,000-item folder is one request).
 *
 * Set-based (ours): the targets go into a temporary table, their subtrees into another, and an
 * operation is a few statements over those, so a whole big folder costs a fraction of a second,
 * not one query per item. The caller runs an operation inside one transaction: a batch that
 * fails changes nothing.
 */
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import { ApiError } from '../errors';
import { withoutFileIndexes, LISTING_INDEX } from '../db/bulk';
import type { DriveStore, DriveUser } from './store';
import { createConflicts, keepBothName } from './conflicts';

/** How long the trash keeps an item (ours, issue 31: the contract's TRASH_RETENTION_DAYS). */
export const TRASH_RETENTION_MS = Wire.TRASH_RETENTION_DAYS * 86_400_000;

/** Most items (subtrees included) one batchCopy may create (ours). */
export const MAX_COPY_ITEMS = 200_000;
/** A batch writing this many rows, and a tenth of all files, rebuilds the listing indexes. */
const BULK_MIN_ROWS = 5000;
/** A new random id in SQL, like util.newId but hex: `EV` + 24 hex digits. */
const sqlId = (prefix: string) => `'${prefix}' || lower(hex(randomblob(12)))`;

/** The most copies whose ids a `:batchCopy` answers (for Undo; ours). */
const UNDO_IDS_MAX = 1000;

/** What a batch acts on: `ids`, or every live item of a folder but some (select-all). */
export type BatchTargets = Static<typeof Wire.BatchTargetBody>;

/** The body of a move or a copy: the targets and where they go. */
export type BatchMoveBody = Static<typeof Wire.BatchToBody>;

/** What an operation did: top-level items acted on, and stored bytes it may have freed. */
export interface BatchResult {
  count: number;
  blobs?: string[];
  /** The top-level items made (a copy's copies). */
  ids?: string[];
}

/** One batch operation; the caller runs it inside a transaction. */
export type BatchOp<B> = (user: DriveUser, body: B, now: number) => BatchResult;

export interface Batches {
  trash: BatchOp<BatchTargets>;
  /** Restores trash roots (ids only); a root whose folder is gone goes back to the root. */
  untrash: BatchOp<BatchTargets>;
  delete: BatchOp<BatchTargets>;
  /** Everything in the caller's trash (body ignored). */
  emptyTrash: BatchOp<unknown>;
  /** What stayed in the caller's trash past the retention (TRASH_RETENTION_DAYS; body ignored). */
  purgeExpired: BatchOp<unknown>;
  star: BatchOp<BatchTargets>;
  unstar: BatchOp<BatchTargets>;
  move: BatchOp<BatchMoveBody>;
  /**
   * Copies the targets and everything live under them into the target folder (new ids; the
   * stored bytes are shared). Refused when it would not fit the quota.
   */
  copy: BatchOp<BatchMoveBody>;
}

export function createBatches(store: DriveStore): Batches {
  const { db, prep } = store;
  const conflicts = createConflicts(store);
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS batch_targets (id TEXT PRIMARY KEY);
    CREATE TEMP TABLE IF NOT EXISTS batch_tree (id TEXT PRIMARY KEY, root TEXT NOT NULL,
      depth INTEGER NOT NULL);
    CREATE TEMP TABLE IF NOT EXISTS batch_copies (src TEXT PRIMARY KEY, dest TEXT NOT NULL);`);

  const count = (sql: string): number => prep<[], number>(sql).pluck().get() ?? 0;
  const countTargets = () => count('SELECT COUNT(*) FROM temp.batch_targets');
  const countTree = () => count('SELECT COUNT(*) FROM temp.batch_tree');

  /**
   * The writes of a batch over `rows` rows. Row by row, each write updates eight listing
   * indexes in random places; past a tenth of the table it is cheaper to drop them and build
   * them again from sorted data (db/bulk.ts; select-all of a 100,000-item folder: about 2 s
   * instead of 10 or more).
   */
  function writes(rows: number, fn: () => unknown): void {
    if (rows >= BULK_MIN_ROWS && rows * 10 > count('SELECT COUNT(*) FROM files'))
      withoutFileIndexes(db, fn, { only: LISTING_INDEX });
    else fn();
  }

  /**
   * Fill batch_targets from `{ ids }` or `{ scope: { parent_id, exclude_ids } }`. With ids, an
   * id that is not the caller's is file_not_found, and an id inside another target's subtree is
   * dropped (the outer one carries it).
   */
  function selectTargets(user: DriveUser, body: BatchTargets): void {
    prep<[]>('DELETE FROM temp.batch_targets').run();
    prep<[]>('DELETE FROM temp.batch_tree').run();
    if (body.ids && body.scope)
      throw new ApiError('invalid_argument', 'Give ids or scope, not both');
    if (body.ids) {
      const rows = store.ownFiles(user, body.ids);
      const ins = prep<[string]>('INSERT OR IGNORE INTO temp.batch_targets (id) VALUES (?)');
      for (const row of rows) ins.run(row.id);
      dropNestedTargets();
    } else if (body.scope) {
      const parent = store.folderOrRoot(user, body.scope.parent_id);
      prep<
        [string, string, string]
      >(`INSERT INTO temp.batch_targets (id) SELECT id FROM files WHERE user_id = ?
        AND parent_id = ? AND trashed = 0 AND id NOT IN (SELECT value FROM json_each(?))`).run(
        user.id,
        parent,
        JSON.stringify(body.scope.exclude_ids || []),
      );
    } else {
      throw new ApiError('invalid_argument', 'Give ids or scope');
    }
  }

  /**
   * Drops every target that lies inside another target's subtree (the outer one carries it), at
   * any depth: one walk up from all targets at once, without a depth cap (UNION stops at a row
   * already seen, so even a corrupt cycle ends). Without it, a folder and its descendant would
   * both root the tree and one id would be inserted into batch_tree twice.
   */
  function dropNestedTargets(): void {
    prep<[]>(`DELETE FROM temp.batch_targets WHERE id IN (
        WITH RECURSIVE up(id, anc) AS (
          SELECT f.id, f.parent_id FROM temp.batch_targets t JOIN files f ON f.id = t.id
          WHERE f.parent_id != ''
          UNION
          SELECT up.id, p.parent_id FROM up JOIN files p ON p.id = up.anc WHERE p.parent_id != ''
        ) SELECT up.id FROM up JOIN temp.batch_targets o ON o.id = up.anc)`).run();
  }

  /** Fill batch_tree with every item under the targets (depth 0 = the target). */
  function expandTree(): void {
    prep<[]>(`INSERT INTO temp.batch_tree (id, root, depth)
      WITH RECURSIVE sub(id, root, depth) AS (
        SELECT id, id, 0 FROM temp.batch_targets
        UNION ALL
        SELECT f.id, sub.root, sub.depth + 1 FROM files f JOIN sub ON f.parent_id = sub.id
      ) SELECT id, root, depth FROM sub`).run();
  }

  /** One event per target. */
  function targetEvents(user: DriveUser, type: string, now: number): void {
    prep<{
      user: string;
      type: string;
      now: number;
    }>(`INSERT INTO events (id, user_id, type, file_id, file_name, created_at)
      SELECT ${sqlId('EV')}, @user, @type, f.id, f.name, @now
      FROM temp.batch_targets t JOIN files f ON f.id = t.id`).run({ user: user.id, type, now });
  }

  /** Stored bytes of the tree's items (to remove after a delete, when nothing else uses them). */
  const treeBlobs = () =>
    prep<[], string>(`SELECT DISTINCT f.blob FROM temp.batch_tree t JOIN files f ON f.id = t.id
      WHERE f.blob IS NOT NULL`)
      .pluck()
      .all();

  const ops: Batches = {
    trash(user, body, now) {
      selectTargets(user, body);
      prep<[]>(
        `DELETE FROM temp.batch_targets WHERE id IN (SELECT id FROM files WHERE trashed = 1)`,
      ).run();
      expandTree();
      writes(countTree(), () =>
        prep<{
          now: number;
        }>(`UPDATE files SET trashed = 1, trash_root_id = t.root, trashed_at = @now
          FROM temp.batch_tree t WHERE files.id = t.id AND files.trashed = 0`).run({ now }),
      );
      targetEvents(user, 'TYPE_TRASH', now);
      return { count: countTargets() };
    },

    untrash(user, body, now) {
      selectTargets(user, body);
      prep<[]>(`DELETE FROM temp.batch_targets WHERE id NOT IN
        (SELECT id FROM files WHERE trashed = 1 AND trash_root_id = id)`).run();
      const rows =
        prep<[string], number>(`SELECT COUNT(*) FROM files WHERE user_id = ?
        AND trash_root_id IN (SELECT id FROM temp.batch_targets)`)
          .pluck()
          .get(user.id) ?? 0;
      writes(rows, () =>
        prep<{
          user: string;
        }>(`UPDATE files SET trashed = 0, trash_root_id = NULL, trashed_at = NULL
          WHERE user_id = @user AND trash_root_id IN (SELECT id FROM temp.batch_targets)`).run({
          user: user.id,
        }),
      );
      prep<[]>(`UPDATE files SET parent_id = '' WHERE id IN (SELECT id FROM temp.batch_targets)
        AND parent_id != '' AND NOT EXISTS
        (SELECT 1 FROM files p WHERE p.id = files.parent_id AND p.trashed = 0)`).run();
      targetEvents(user, 'TYPE_UNTRASH', now);
      return { count: countTargets() };
    },

    delete(user, body, now) {
      selectTargets(user, body);
      return deleteTargets(user, now);
    },

    emptyTrash(user, _body, now) {
      prep<[]>('DELETE FROM temp.batch_targets').run();
      prep<[]>('DELETE FROM temp.batch_tree').run();
      prep<[string]>(`INSERT INTO temp.batch_targets (id) SELECT id FROM files WHERE user_id = ?
        AND trashed = 1 AND trash_root_id = id`).run(user.id);
      // A file trashed on its own, then its folder: both are trash roots, one inside the other.
      dropNestedTargets();
      const result = deleteTargets(user, now);
      // Anything left trashed without its root (should not happen) goes too.
      const strays = prep<[string], string>(
        'SELECT DISTINCT blob FROM files WHERE user_id = ? AND trashed = 1 AND blob IS NOT NULL',
      )
        .pluck()
        .all(user.id);
      prep<[string]>('DELETE FROM files WHERE user_id = ? AND trashed = 1').run(user.id);
      return { count: result.count, blobs: [...result.blobs, ...strays] };
    },

    purgeExpired(user, _body, now) {
      prep<[]>('DELETE FROM temp.batch_targets').run();
      prep<[]>('DELETE FROM temp.batch_tree').run();
      prep<[string, number]>(`INSERT INTO temp.batch_targets (id) SELECT id FROM files
        WHERE user_id = ? AND trashed = 1 AND trash_root_id = id AND trashed_at <= ?`).run(
        user.id,
        now - TRASH_RETENTION_MS,
      );
      if (!countTargets()) return { count: 0 };
      dropNestedTargets();
      return deleteTargets(user, now);
    },

    star(user, body) {
      selectTargets(user, body);
      prep<[]>(
        'UPDATE files SET starred = 1 WHERE id IN (SELECT id FROM temp.batch_targets)',
      ).run();
      return { count: countTargets() };
    },

    unstar(user, body) {
      selectTargets(user, body);
      prep<[]>(
        'UPDATE files SET starred = 0 WHERE id IN (SELECT id FROM temp.batch_targets)',
      ).run();
      return { count: countTargets() };
    },

    move(user, body, now) {
      selectTargets(user, body);
      const target = store.folderOrRoot(user, body.to.parent_id);
      // Moving an item into the folder it is in changes nothing (and is no conflict).
      if (body.conflict)
        prep<[string]>(`DELETE FROM temp.batch_targets WHERE id IN
          (SELECT id FROM files WHERE parent_id = ?)`).run(target);
      const plan = resolveConflicts(user, target, body.conflict);
      expandTree();
      refuseIntoItself(target, 'move');
      const rename = prep<[string, string]>('UPDATE files SET name = ? WHERE id = ?');
      for (const [id, name] of plan.renames) rename.run(name, id);
      writes(countTargets(), () =>
        prep<{
          target: string;
          now: number;
        }>(`UPDATE files SET parent_id = @target, modified_at = @now
          WHERE id IN (SELECT id FROM temp.batch_targets)`).run({ target, now }),
      );
      targetEvents(user, 'TYPE_MOVE', now);
      conflicts.trashReplaced(user, plan.replaced, now);
      return { count: countTargets() };
    },

    copy(user, body, now) {
      selectTargets(user, body);
      const target = store.folderOrRoot(user, body.to.parent_id);
      const plan = resolveConflicts(user, target, body.conflict);
      expandTree();
      refuseIntoItself(target, 'copy');
      // Items trashed on their own inside a copied folder are not copied.
      prep<[]>(`DELETE FROM temp.batch_tree WHERE depth > 0
        AND id IN (SELECT id FROM files WHERE trashed = 1)`).run();
      const need = prep<[], { n: number; bytes: number }>(`SELECT COUNT(*) AS n,
        COALESCE(SUM(f.size), 0) AS bytes FROM temp.batch_tree t JOIN files f ON f.id = t.id`).get() ?? {
        n: 0,
        bytes: 0,
      };
      if (need.n > MAX_COPY_ITEMS) {
        throw new ApiError(
          'invalid_argument',
          `Too many items to copy at once (max ${MAX_COPY_ITEMS})`,
        );
      }
      // In the batch's transaction, with every reservation counted (uploads, saves).
      store.mustFit(user, need.bytes, 'Not enough storage space to copy these files');
      prep<[]>('DELETE FROM temp.batch_copies').run();
      prep<[]>(`INSERT INTO temp.batch_copies (src, dest) SELECT id, ${sqlId('VF')}
        FROM temp.batch_tree`).run();
      const insert = prep<{
        user: string;
        target: string;
        now: number;
      }>(`INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, hash,
          medias, phase, origin_share_id, origin_file_id, blob, created_at, modified_at)
        SELECT c.dest, @user, CASE WHEN t.depth = 0 THEN @target ELSE pc.dest END, f.kind_rank,
          f.name, f.size, f.mime_type, f.hash, f.medias, f.phase, f.origin_share_id,
          f.origin_file_id, f.blob, @now, @now
        FROM temp.batch_tree t JOIN files f ON f.id = t.id
        JOIN temp.batch_copies c ON c.src = t.id
        LEFT JOIN temp.batch_copies pc ON pc.src = f.parent_id
        ORDER BY t.depth`);
      writes(need.n, () => insert.run({ user: user.id, target, now }));
      const rename = prep<[string, string]>(`UPDATE files SET name = ? WHERE id =
        (SELECT dest FROM temp.batch_copies WHERE src = ?)`);
      for (const [id, name] of plan.renames) rename.run(name, id);
      prep<{
        user: string;
        now: number;
      }>(`INSERT INTO events (id, user_id, type, file_id, file_name, created_at)
        SELECT ${sqlId('EV')}, @user, 'TYPE_COPY', c.dest, f.name, @now
        FROM temp.batch_targets t JOIN files f ON f.id = t.id
        JOIN temp.batch_copies c ON c.src = t.id`).run({ user: user.id, now });
      conflicts.trashReplaced(user, plan.replaced, now);
      // The copies' ids (for Undo), up to UNDO_IDS_MAX: a select-all scope of a 100,000-item
      // folder would answer megabytes of ids (ours: that copy has no Undo).
      const count = countTargets();
      if (count > UNDO_IDS_MAX) return { count };
      const ids = prep<[], string>(`SELECT c.dest FROM temp.batch_targets t
        JOIN temp.batch_copies c ON c.src = t.id`)
        .pluck()
        .all();
      return { count, ids };
    },
  };

  function deleteTargets(
    user: DriveUser,
    now: number,
  ): Required<Pick<BatchResult, 'count' | 'blobs'>> {
    expandTree();
    const blobs = treeBlobs();
    targetEvents(user, 'TYPE_DELETE', now);
    writes(countTree(), () =>
      prep<[]>('DELETE FROM files WHERE id IN (SELECT id FROM temp.batch_tree)').run(),
    );
    return { count: countTargets(), blobs };
  }

  /**
   * Applies a move's or copy's `conflict` mode to the targets (decision 0031): `ask` refuses
   * when a target's name is taken in the folder, `skip` drops those targets, `rename` plans
   * "name (n)" for them, `replace` plans the trash of the items they supersede (after the
   * operation, so an item the batch carries out of a replaced folder is not trashed with it).
   */
  function resolveConflicts(
    user: DriveUser,
    target: string,
    mode: BatchMoveBody['conflict'],
  ): { renames: Map<string, string>; replaced: string[] } {
    const plan = { renames: new Map<string, string>(), replaced: [] as string[] };
    if (!mode) return plan;
    const rows = prep<[], { id: string; name: string; kind_rank: number }>(`SELECT f.id, f.name,
      f.kind_rank FROM temp.batch_targets t JOIN files f ON f.id = t.id ORDER BY f.name, f.id`).all();
    const clashes = conflicts.clashes(
      user,
      target,
      rows.map((r) => r.name),
    );
    if (!clashes.length) return plan;
    const clashing = new Set(clashes.map((c) => c.name));
    const hits = rows.filter((r) => clashing.has(r.name));
    if (mode === 'ask') conflicts.refuse(clashes);
    if (mode === 'skip') {
      const drop = prep<[string]>('DELETE FROM temp.batch_targets WHERE id = ?');
      for (const r of hits) drop.run(r.id);
    } else if (mode === 'replace') {
      const targets = new Set(rows.map((r) => r.id));
      const existing = prep<[string, string, string], { id: string; name: string }>(`SELECT id,
        name FROM files WHERE user_id = ? AND parent_id = ? AND trashed = 0
        AND name IN (SELECT value FROM json_each(?))`)
        .all(user.id, target, JSON.stringify([...clashing]))
        .filter((e) => !targets.has(e.id));
      plan.replaced = existing.map((e) => e.id);
      // An item copied over itself (into its own folder): nothing to replace, nothing to copy.
      const others = new Set(existing.map((e) => e.name));
      const drop = prep<[string]>('DELETE FROM temp.batch_targets WHERE id = ?');
      for (const r of hits) if (!others.has(r.name)) drop.run(r.id);
    } else {
      const taken = conflicts.takenNames(user, target);
      for (const r of rows) if (!clashing.has(r.name)) taken.add(r.name);
      for (const r of hits) {
        const name = keepBothName(r.name, r.kind_rank === 0, taken);
        taken.add(name);
        plan.renames.set(r.id, name);
      }
    }
    return plan;
  }

  /** Moving or copying a folder into itself (or below itself) is refused. */
  function refuseIntoItself(target: string, verb: string): void {
    if (!target) return;
    const hit = prep<
      [string],
      { name: string }
    >(`SELECT f.name FROM temp.batch_tree t JOIN files f ON f.id = t.root
      WHERE t.id = ?`).get(target);
    if (hit) throw new ApiError('invalid_argument', `Cannot ${verb} ${hit.name} into itself`);
  }

  return ops;
}
