/**
 * The SQL of the share reader (routes/share.ts): a share and its owner, the view and save
 * counters, and what a save writes (the "My Pack" folder, the restore task). One instance per
 * database, its statements prepared once.
 */
import type { Database } from 'better-sqlite3';
import type { ShareRow, UserRow } from '../db/rows';
import type { RestoreParams } from '../tasks';
import { newId } from '../util';

/** A restore task as a save creates it (PHASE_TYPE_PENDING; tasks.ts runs it). */
export interface NewRestoreTask {
  id: string;
  userId: string;
  name: string;
  /** The destination folder ('' for the root). */
  fileId: string;
  params: RestoreParams;
  total: number;
  /** Bytes counted against the quota until the task has copied everything. */
  reserved: number;
  at: number;
}

export interface ShareRepository {
  /** The share of an id, if any. */
  byId(id: string): ShareRow | undefined;
  /** A share's owner (shares.owner_id REFERENCES users ON DELETE CASCADE: always there). */
  ownerOf(share: Pick<ShareRow, 'owner_id'>): Pick<UserRow, 'id' | 'name'>;
  /** One more view of the share page. */
  countView(shareId: string): void;
  /** One save fewer left, for a share that counts them (restore_count_left > 0). */
  spendRestore(share: Pick<ShareRow, 'id' | 'restore_count_left'>): void;
  /** The user's "My Pack" folder (a save's default destination), made at the root on first use. */
  packFolder(user: Pick<UserRow, 'id' | 'pack_folder_id'>, at: number): string;
  /** The user's "My Pack" folder if it is there (live), without making it. */
  existingPack(user: Pick<UserRow, 'id' | 'pack_folder_id'>): string | null;
  addRestoreTask(task: NewRestoreTask): void;
}

/** The name a "My Pack" folder is made with (the person may rename it later). */
export const PACK_FOLDER_NAME = 'My Pack';

const repositories = new WeakMap<Database, ShareRepository>();

export function shareRepository(db: Database): ShareRepository {
  const known = repositories.get(db);
  if (known) return known;
  const share = db.prepare<[string], ShareRow>('SELECT * FROM shares WHERE id = ?');
  const owner = db.prepare<[string], Pick<UserRow, 'id' | 'name'>>(
    'SELECT id, name FROM users WHERE id = ?',
  );
  const viewed = db.prepare<[string]>('UPDATE shares SET view_count = view_count + 1 WHERE id = ?');
  const restored = db.prepare<[string]>(
    'UPDATE shares SET restore_count_left = restore_count_left - 1 WHERE id = ?',
  );
  const liveFolder = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM files WHERE id = ? AND user_id = ? AND trashed = 0',
  );
  const newFolder = db.prepare<[string, string, string, number, number]>(
    `INSERT INTO files (id, user_id, parent_id, kind_rank, name, created_at, modified_at)
    VALUES (?, ?, '', 0, ?, ?, ?)`,
  );
  const setPack = db.prepare<[string, string]>('UPDATE users SET pack_folder_id = ? WHERE id = ?');
  const newTask = db.prepare<
    [string, string, string, string, string, number, number, number, number]
  >(
    `INSERT INTO tasks (id, user_id, type, name, phase, progress, message, file_id, params, total, done,
    reserved, created_at, updated_at) VALUES (?, ?, 'restore', ?, 'PHASE_TYPE_PENDING', 0, '', ?, ?, ?, 0, ?, ?, ?)`,
  );

  const repository: ShareRepository = {
    byId: (id) => share.get(id),
    ownerOf: (s) => owner.get(s.owner_id) as Pick<UserRow, 'id' | 'name'>,
    countView(shareId) {
      viewed.run(shareId);
    },
    spendRestore(s) {
      if (s.restore_count_left > 0) restored.run(s.id);
    },
    existingPack(user) {
      return (user.pack_folder_id && liveFolder.get(user.pack_folder_id, user.id)?.id) || null;
    },
    packFolder(user, at) {
      const pack = repository.existingPack(user);
      if (pack) return pack;
      const id = newId('VF');
      newFolder.run(id, user.id, PACK_FOLDER_NAME, at, at);
      setPack.run(id, user.id);
      return id;
    },
    addRestoreTask(t) {
      newTask.run(
        t.id,
        t.userId,
        t.name,
        t.fileId,
        JSON.stringify(t.params),
        t.total,
        t.reserved,
        t.at,
        t.at,
      );
    },
  };
  repositories.set(db, repository);
  return repository;
}
