/**
 * Fresh users for end-to-end tests (`POST /__control/users`, loopback only): each test gets a
 * drive of its own, so specs that change files run in parallel without seeing each other.
 */
import type { Database } from 'better-sqlite3';
import { hashPassword } from '../passwords';
import { mimeFor, newId } from '../util';

const DEMO_PASSWORD = 'cumulus-demo';
const GiB = 1024 ** 3;

/** The starting drive of a test user: [key, parent key, name, size (null = folder)]. */
const STARTER: [key: string, parent: string, name: string, size: number | null][] = [
  ['docs', '', 'Documents', null],
  ['notes', 'docs', 'notes.txt', 1200],
  ['photos', '', 'Photos', null],
  ['report', '', 'report.pdf', 48_000],
  ['song', '', 'song.mp3', 3_000_000],
  ['readme', '', 'readme.md', 900],
];

/** @param opts quota in bytes (default 6 GiB) */
export function createTestUser(
  db: Database,
  opts: { quota?: number | undefined; now?: number } = {},
): { user_id: string; email: string } {
  const now = opts.now || Date.now();
  const id = newId('u');
  const email = `${id.toLowerCase()}@e2e.cumulus.test`;
  const salt = newId('s').toLowerCase().padEnd(32, '0').slice(0, 32);
  db.transaction(() => {
    db.prepare<[string, string, string, string, string, number, number]>(
      `INSERT INTO users (id, email, name, password_salt, password_hash, vip_type,
      vip_expire, quota_limit, country_code, created_at) VALUES (?, ?, ?, ?, ?, 'novip', NULL, ?, 'US', ?)`,
    ).run(
      id,
      email,
      'Test User',
      salt,
      hashPassword(DEMO_PASSWORD, salt),
      opts.quota ?? 6 * GiB,
      now,
    );
    const ids = new Map([['', '']]);
    const ins = db.prepare<
      [string, string, string, number, string, number, string, number, number]
    >(`INSERT INTO files (id, user_id, parent_id, kind_rank, name, size,
      mime_type, created_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insEvent = db.prepare<[string, string, string, string, number]>(
      "INSERT INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, 'TYPE_UPLOAD', ?, ?, ?)",
    );
    STARTER.forEach(([key, parent, name, size], i) => {
      const fid = newId('VF');
      ids.set(key, fid);
      const t = now - (STARTER.length - i) * 60_000;
      if (size !== null) insEvent.run(newId('EV'), id, fid, name, t);
      ins.run(
        fid,
        id,
        ids.get(parent) as string, // STARTER lists every parent before its children
        size === null ? 0 : 1,
        name,
        size ?? 0,
        size === null ? '' : mimeFor(name),
        t,
        t,
      );
    });
  })();
  return { user_id: id, email };
}
