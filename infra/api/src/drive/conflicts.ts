/**
 * Name conflicts in a target folder (decision 0031): which names a folder already holds, the
 * "Keep both" name ("report (1).pdf", as Google Drive and Dropbox do), and trashing the items a
 * `replace` supersedes (into the trash, so it can be undone).
 *
 * A name clashes with a live (not trashed) item of the same folder whose name is equal (exact,
 * case-sensitive: the drive's own rule for names).
 */
import type { FileRowFull } from '../db/rows';
import { ApiError } from '../errors';
import type { DriveStore, DriveUser } from './store';

/** The existing item a name clashes with. */
export interface Clash {
  name: string;
  id: string;
  kind_rank: number;
}

/** A clash as `files:conflicts` answers it, with the name "Keep both" would give. */
export interface DescribedClash {
  name: string;
  id: string;
  kind: 'drive#folder' | 'drive#file';
  suggested_name: string;
}

/** "a.txt" -> ["a", ".txt"]; a folder, a dot file or a name without a dot has no extension. */
function splitExt(name: string, isFolder: boolean): [string, string] {
  if (isFolder) return [name, ''];
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

/**
 * The first "base (n)ext" not in `taken` (n from 1). A name that already ends in " (k)" counts
 * on from its base, so a copy of "a (1)" is "a (2)", not "a (1) (1)".
 */
export function keepBothName(name: string, isFolder: boolean, taken: ReadonlySet<string>): string {
  const [rawBase, ext] = splitExt(name, isFolder);
  const m = /^(.*) \((\d+)\)$/.exec(rawBase);
  const base = m && m[1] ? m[1] : rawBase;
  for (let n = m ? Number(m[2]) + 1 : 1; ; n += 1) {
    const candidate = `${base} (${n})${ext}`;
    // A name stays within 255 characters: the base is cut, never the extension.
    const fitted =
      candidate.length > 255
        ? `${base.slice(0, 255 - (candidate.length - base.length))} (${n})${ext}`
        : candidate;
    if (!taken.has(fitted)) return fitted;
  }
}

export interface Conflicts {
  /** Live names in `parent` (the root is ''), without the items of `except`. */
  takenNames(user: DriveUser, parent: string, except?: ReadonlySet<string>): Set<string>;
  /** The live items of `parent` named one of `names` (one per name: the oldest). */
  clashes(user: DriveUser, parent: string, names: readonly string[]): Clash[];
  /**
   * The clashes of `names` in `parent`, each with the name "Keep both" gives: free among the
   * folder and every name asked about (a batch keeps both of each).
   */
  described(user: DriveUser, parent: string, names: readonly string[]): DescribedClash[];
  /** `already_exists` (409) naming the first clashing names. */
  refuse(clashes: readonly Clash[]): never;
  /** Moves these items (and what is under them) to the trash, as batchTrash does. */
  trashReplaced(user: DriveUser, ids: readonly string[], now: number): void;
}

export function createConflicts(store: DriveStore): Conflicts {
  const { prep } = store;
  const conflicts: Conflicts = {
    takenNames(user, parent, except) {
      const names = prep<[string, string], { id: string; name: string }>(
        'SELECT id, name FROM files WHERE user_id = ? AND parent_id = ? AND trashed = 0',
      ).all(user.id, parent);
      return new Set(names.filter((r) => !except || !except.has(r.id)).map((r) => r.name));
    },
    clashes(user, parent, names) {
      if (!names.length) return [];
      return prep<[string, string, string], Clash>(
        `SELECT name, MIN(id) AS id, MIN(kind_rank) AS kind_rank FROM files
        WHERE user_id = ? AND parent_id = ? AND trashed = 0
        AND name IN (SELECT value FROM json_each(?)) GROUP BY name ORDER BY name`,
      ).all(user.id, parent, JSON.stringify([...new Set(names)]));
    },
    described(user, parent, names) {
      const taken = conflicts.takenNames(user, parent);
      for (const n of names) taken.add(n);
      return conflicts.clashes(user, parent, names).map((c) => {
        const suggested = keepBothName(c.name, c.kind_rank === 0, taken);
        taken.add(suggested);
        const kind = c.kind_rank === 0 ? 'drive#folder' : 'drive#file';
        return { name: c.name, id: c.id, kind, suggested_name: suggested };
      });
    },
    refuse(clashes) {
      const shown = clashes.slice(0, 5).map((c) => `"${c.name}"`);
      const more = clashes.length > 5 ? ` and ${clashes.length - 5} more` : '';
      throw new ApiError(
        'already_exists',
        `An item with the same name is already in this folder: ${shown.join(', ')}${more}`,
      );
    },
    trashReplaced(user, ids, now) {
      if (!ids.length) return;
      const list = JSON.stringify([...new Set(ids)]);
      prep<{ user: string; ids: string; now: number }>(`UPDATE files SET trashed = 1,
        trash_root_id = r.root, trashed_at = @now FROM (
          WITH RECURSIVE sub(id, root) AS (
            SELECT f.id, f.id FROM files f WHERE f.user_id = @user
              AND f.id IN (SELECT value FROM json_each(@ids))
            UNION ALL
            SELECT f.id, sub.root FROM files f JOIN sub ON f.parent_id = sub.id
          ) SELECT id, root FROM sub) r
        WHERE files.id = r.id AND files.trashed = 0`).run({ user: user.id, ids: list, now });
      for (const row of store.ownFiles(user, ids) as FileRowFull[])
        store.event(user, 'TYPE_TRASH', row.id, row.name, now);
    },
  };
  return conflicts;
}
