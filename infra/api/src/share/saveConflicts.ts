/**
 * Name conflicts of a save from a share (decision 0031, as the drive's batches): which top-level
 * items of the save have a name the destination folder already holds, and what each `conflict`
 * mode does about them before the restore task is written. The task runner keeps both of a name
 * taken after that (tasks.ts), so a save with a mode never makes a silent duplicate.
 */
import type { Database } from 'better-sqlite3';
import type { Static } from '@fastify/type-provider-typebox';
import type { Wire } from 'shared-libs/contracts';
import type { UserRow } from '../db/rows';
import { ApiError } from '../errors';
import { createConflicts, type Clash } from '../drive/conflicts';
import { driveStore } from '../drive/store';

/** A top-level item of a save (the share's item). */
export interface SavedItem {
  id: string;
  name: string;
  kind_rank: number;
}

type User = Pick<UserRow, 'id' | 'quota_limit'>;

export interface SaveConflicts {
  /** The live items of `dest` ('' the root) named as one of `items` (one per name). */
  clashes(user: User, dest: string, items: readonly SavedItem[]): Clash[];
  /**
   * The clashes as `files:conflicts` answers them: each with the name "Keep both" gives, free
   * among the folder and every item of the save.
   */
  described(
    user: User,
    dest: string,
    items: readonly SavedItem[],
  ): Static<typeof Wire.ShareRestoreConflicts>['conflicts'];
  /**
   * Applies `mode` (in the save's transaction): `ask` refuses with `already_exists`, `replace`
   * trashes the items in the way, `skip` leaves the clashing items out (`already_exists` when
   * none is left), `rename` and no mode keep them all. Answers the ids left to save.
   */
  resolve(
    user: User,
    dest: string,
    items: readonly SavedItem[],
    mode: Wire.ConflictMode | undefined,
    now: number,
  ): string[];
}

const saveConflicts = new WeakMap<Database, SaveConflicts>();

export function shareSaveConflicts(db: Database): SaveConflicts {
  const known = saveConflicts.get(db);
  if (known) return known;
  const store = driveStore(db);
  const conflicts = createConflicts(store);
  const clashes: SaveConflicts['clashes'] = (user, dest, items) =>
    conflicts.clashes(
      user,
      dest,
      items.map((i) => i.name),
    );
  const api: SaveConflicts = {
    clashes,
    described: (user, dest, items) =>
      conflicts.described(
        user,
        dest,
        items.map((i) => i.name),
      ),
    resolve(user, dest, items, mode, now) {
      const all = items.map((i) => i.id);
      if (!mode || mode === 'rename') return all;
      const found = clashes(user, dest, items);
      if (!found.length) return all;
      if (mode === 'ask') conflicts.refuse(found);
      const names = new Set(found.map((c) => c.name));
      if (mode === 'replace') {
        const inTheWay = store
          .prep<[string, string, string], string>(
            `SELECT id FROM files WHERE user_id = ? AND parent_id = ? AND trashed = 0
            AND name IN (SELECT value FROM json_each(?))`,
          )
          .pluck()
          .all(user.id, dest, JSON.stringify([...names]));
        conflicts.trashReplaced(user, inTheWay, now);
        return all;
      }
      const left = items.filter((i) => !names.has(i.name)).map((i) => i.id);
      if (!left.length)
        throw new ApiError(
          'already_exists',
          'Every item is already in this folder: nothing is left to save',
        );
      return left;
    },
  };
  saveConflicts.set(db, api);
  return api;
}
