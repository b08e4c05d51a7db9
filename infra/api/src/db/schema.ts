/**
 * Schema migrations. Each migration runs once, in order, inside a transaction, and is recorded in
 * `schema_migrations`. Never edit a shipped migration: add a new one.
 */

import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  phone_number TEXT NOT NULL DEFAULT '',
  vip_type TEXT NOT NULL DEFAULT 'novip',
  vip_expire INTEGER,             -- ms epoch; NULL = none
  quota_limit INTEGER NOT NULL,   -- bytes; -1 = unlimited
  country_code TEXT NOT NULL DEFAULT 'US',
  free_days INTEGER NOT NULL DEFAULT 0,
  free_vip_called INTEGER NOT NULL DEFAULT 0,
  pack_folder_id TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE auth_codes (
  code TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  scope TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  family TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX tokens_family ON tokens(family);

CREATE TABLE shares (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OK',
  pass_code TEXT NOT NULL DEFAULT '',
  expiration_at INTEGER,          -- ms epoch; NULL = never
  restore_count_left INTEGER NOT NULL DEFAULT -1,  -- -1 = unlimited
  created_at INTEGER NOT NULL
);

-- Items inside a share. parent_id '' = top level of the share.
CREATE TABLE share_files (
  id TEXT PRIMARY KEY,
  share_id TEXT NOT NULL REFERENCES shares(id) ON DELETE CASCADE,
  parent_id TEXT NOT NULL,
  kind_rank INTEGER NOT NULL,     -- 0 folder, 1 file (folders first)
  name TEXT NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,
  mime_type TEXT NOT NULL DEFAULT '',
  hash TEXT NOT NULL DEFAULT '',
  medias TEXT NOT NULL DEFAULT '[]',  -- JSON: [{ media_name, video: {...} }]
  created_at INTEGER NOT NULL,
  modified_at INTEGER NOT NULL
);
CREATE INDEX share_files_list ON share_files(share_id, parent_id, kind_rank, name, id);
CREATE INDEX share_files_parent ON share_files(parent_id);

-- Drive files. parent_id '' = root of the user's drive.
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  parent_id TEXT NOT NULL,
  kind_rank INTEGER NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,
  mime_type TEXT NOT NULL DEFAULT '',
  hash TEXT NOT NULL DEFAULT '',
  medias TEXT NOT NULL DEFAULT '[]',
  phase TEXT NOT NULL DEFAULT 'PHASE_TYPE_COMPLETE',
  starred INTEGER NOT NULL DEFAULT 0,
  trashed INTEGER NOT NULL DEFAULT 0,
  trash_root_id TEXT,            -- the item whose trashing hid this one
  trashed_at INTEGER,
  origin_share_id TEXT,
  origin_file_id TEXT,
  created_at INTEGER NOT NULL,
  modified_at INTEGER NOT NULL
);
CREATE INDEX files_list ON files(user_id, parent_id, kind_rank, name, id);
CREATE INDEX files_parent ON files(parent_id);
CREATE INDEX files_trash ON files(user_id, trashed, trash_root_id);

CREATE TABLE events (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  file_id TEXT NOT NULL,
  file_name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX events_user ON events(user_id, created_at, id);

CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,             -- 'restore' | 'offline'
  name TEXT NOT NULL,
  phase TEXT NOT NULL,            -- PHASE_TYPE_PENDING | RUNNING | COMPLETE | ERROR
  progress INTEGER NOT NULL DEFAULT 0,
  message TEXT NOT NULL DEFAULT '',
  file_id TEXT NOT NULL DEFAULT '',
  params TEXT NOT NULL DEFAULT '{}',
  total INTEGER NOT NULL DEFAULT 0,
  done INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX tasks_user ON tasks(user_id, created_at, id);
CREATE INDEX tasks_phase ON tasks(phase);

-- Source item -> copy, per restore task: makes the copy idempotent across restarts.
CREATE TABLE task_copies (
  task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  src_id TEXT NOT NULL,
  dest_id TEXT NOT NULL,
  PRIMARY KEY (task_id, src_id)
);

CREATE TABLE captcha_tokens (
  token TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  client_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE captcha_challenges (
  id TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  client_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  site_origin TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE activation_codes (
  code TEXT PRIMARY KEY,
  days INTEGER NOT NULL,
  vip_type TEXT NOT NULL
);
CREATE TABLE activation_uses (
  code TEXT NOT NULL,
  user_id TEXT NOT NULL,
  used_at INTEGER NOT NULL,
  PRIMARY KEY (code, user_id)
);

CREATE TABLE checkins (
  user_id TEXT NOT NULL,
  scene TEXT NOT NULL,
  day TEXT NOT NULL,              -- YYYY-MM-DD (UTC)
  reward_days INTEGER NOT NULL,
  PRIMARY KEY (user_id, scene, day)
);

CREATE TABLE invites (
  id TEXT PRIMARY KEY,
  inviter_id TEXT NOT NULL,
  invitee_name TEXT NOT NULL,
  reward_days INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE compensations (
  user_id TEXT NOT NULL,
  type TEXT NOT NULL,
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, type)
);

CREATE TABLE mail_links (
  d TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  scene TEXT NOT NULL,
  unsubscribed_at INTEGER
);

CREATE TABLE audit_reports (
  id TEXT PRIMARY KEY,
  reporter_id TEXT NOT NULL,
  share_user_id TEXT NOT NULL,
  gcids TEXT NOT NULL,
  file_ids TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE download_stats (
  channel TEXT PRIMARY KEY,
  count INTEGER NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'drive sort indexes',
    // One index per sort of GET /drive/v1/files (decision 0006): a page of a 100,000-item
    // folder in any order without sorting the folder.
    sql: `
CREATE INDEX files_by_modified ON files(user_id, parent_id, kind_rank, modified_at, name, id);
CREATE INDEX files_by_size ON files(user_id, parent_id, kind_rank, size, name, id);
CREATE INDEX files_by_type ON files(user_id, parent_id, kind_rank, mime_type, name, id);
CREATE INDEX events_file ON events(file_id, created_at);
`,
  },
  {
    version: 3,
    name: 'drive listing indexes, stored bytes, uploads',
    // Decision 0006. A page of a 100,000-item folder in any order, at any offset, is an index
    // range walk: every listing index starts with the equality columns of a folder listing
    // (user, parent, trashed) then has the order columns. `kind_rank` comes next for "folders
    // first" (folders and files are then two ranges listed one after the other); the `mix_`
    // indexes serve folders_first=false. A `_desc` order walks its index backwards, except
    // type_desc (extension descending, then name and id ascending: its own index). `ext` is a
    // virtual column computed from the name, so every writer keeps it right.
    sql: `
DROP INDEX files_list;
DROP INDEX files_by_modified;
DROP INDEX files_by_size;
DROP INDEX files_by_type;
ALTER TABLE files ADD COLUMN ext TEXT GENERATED ALWAYS AS (
  CASE WHEN kind_rank = 0 OR instr(name, '.') = 0 THEN ''
  ELSE lower(substr(name, length(rtrim(name, replace(name, '.', ''))) + 1)) END
) VIRTUAL;
-- Uploaded bytes (<data dir>/blobs/<blob>); NULL = generated stand-in content. Copies share it.
ALTER TABLE files ADD COLUMN blob TEXT;
CREATE INDEX files_blob ON files(blob) WHERE blob IS NOT NULL;
CREATE INDEX files_ff_name ON files(user_id, parent_id, trashed, kind_rank, name, id);
CREATE INDEX files_ff_mod ON files(user_id, parent_id, trashed, kind_rank, modified_at, name, id);
CREATE INDEX files_ff_size ON files(user_id, parent_id, trashed, kind_rank, size, name, id);
CREATE INDEX files_ff_type ON files(user_id, parent_id, trashed, kind_rank, ext DESC, name, id);
CREATE INDEX files_mix_name ON files(user_id, parent_id, trashed, name, id);
CREATE INDEX files_mix_mod ON files(user_id, parent_id, trashed, modified_at, name, id);
CREATE INDEX files_mix_size ON files(user_id, parent_id, trashed, size, name, id);
CREATE INDEX files_mix_type ON files(user_id, parent_id, trashed, ext DESC, name, id);
CREATE INDEX events_recent ON events(user_id, file_id, created_at, id);

-- tus uploads in progress and done (the bytes are under <data dir>/uploads until complete).
CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  parent_id TEXT NOT NULL,
  name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  relative_path TEXT NOT NULL DEFAULT '',
  batch_id TEXT NOT NULL,
  size INTEGER NOT NULL,
  file_id TEXT,                   -- the drive file, once the last byte arrived
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX uploads_user ON uploads(user_id, created_at);

-- Folders made for a folder upload's relative paths, reused by every file of the same batch.
CREATE TABLE upload_folders (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  batch_id TEXT NOT NULL,
  parent_id TEXT NOT NULL,
  name TEXT NOT NULL,
  folder_id TEXT NOT NULL,
  PRIMARY KEY (user_id, batch_id, parent_id, name)
);
`,
  },
  {
    version: 4,
    name: 'PKCE on authorization codes',
    // Sign-in bound to the browser that started it (RFC 7636, S256): the challenge of the
    // authorize request, and the token family issued for the code (a retried exchange with the
    // same verifier replaces it instead of failing: a code is single-use, a lost answer is not).
    sql: `
ALTER TABLE auth_codes ADD COLUMN code_challenge TEXT;
ALTER TABLE auth_codes ADD COLUMN token_family TEXT;
`,
  },
  {
    version: 5,
    name: 'folder counts, live-only listing indexes',
    // Decision 0006. `folder_counts` gives the `total` of a folder listing without counting
    // 100,000 index entries on every page. The listing indexes of migration 3 become partial
    // (live items only, `trashed` out of the key): a folder listing only ever walks live items,
    // and trashing or restoring an item now only removes or adds its index entries.
    sql: `-- Items per (user, folder, trashed, kind), kept by triggers: the \`total\` of a folder listing
-- without counting 100,000 index entries on every page.
CREATE TABLE folder_counts (
  user_id TEXT NOT NULL,
  parent_id TEXT NOT NULL,
  trashed INTEGER NOT NULL,
  kind_rank INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (user_id, parent_id, trashed, kind_rank)
) WITHOUT ROWID;
INSERT INTO folder_counts SELECT user_id, parent_id, trashed, kind_rank, COUNT(*) FROM files
  GROUP BY user_id, parent_id, trashed, kind_rank;
CREATE TRIGGER files_count_insert AFTER INSERT ON files BEGIN
  INSERT INTO folder_counts VALUES (NEW.user_id, NEW.parent_id, NEW.trashed, NEW.kind_rank, 1)
    ON CONFLICT (user_id, parent_id, trashed, kind_rank) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER files_count_delete AFTER DELETE ON files BEGIN
  UPDATE folder_counts SET n = n - 1 WHERE user_id = OLD.user_id AND parent_id = OLD.parent_id
    AND trashed = OLD.trashed AND kind_rank = OLD.kind_rank;
END;
CREATE TRIGGER files_count_update AFTER UPDATE OF user_id, parent_id, trashed, kind_rank ON files
  WHEN OLD.user_id IS NOT NEW.user_id OR OLD.parent_id IS NOT NEW.parent_id
    OR OLD.trashed IS NOT NEW.trashed OR OLD.kind_rank IS NOT NEW.kind_rank
BEGIN
  UPDATE folder_counts SET n = n - 1 WHERE user_id = OLD.user_id AND parent_id = OLD.parent_id
    AND trashed = OLD.trashed AND kind_rank = OLD.kind_rank;
  INSERT INTO folder_counts VALUES (NEW.user_id, NEW.parent_id, NEW.trashed, NEW.kind_rank, 1)
    ON CONFLICT (user_id, parent_id, trashed, kind_rank) DO UPDATE SET n = n + 1;
END;

DROP INDEX files_ff_name;
DROP INDEX files_ff_mod;
DROP INDEX files_ff_size;
DROP INDEX files_ff_type;
DROP INDEX files_mix_name;
DROP INDEX files_mix_mod;
DROP INDEX files_mix_size;
DROP INDEX files_mix_type;
CREATE INDEX files_ff_name ON files(user_id, parent_id, kind_rank, name, id) WHERE trashed = 0;
CREATE INDEX files_ff_mod ON files(user_id, parent_id, kind_rank, modified_at, name, id)
  WHERE trashed = 0;
CREATE INDEX files_ff_size ON files(user_id, parent_id, kind_rank, size, name, id)
  WHERE trashed = 0;
CREATE INDEX files_ff_type ON files(user_id, parent_id, kind_rank, ext DESC, name, id)
  WHERE trashed = 0;
CREATE INDEX files_mix_name ON files(user_id, parent_id, name, id) WHERE trashed = 0;
CREATE INDEX files_mix_mod ON files(user_id, parent_id, modified_at, name, id) WHERE trashed = 0;
CREATE INDEX files_mix_size ON files(user_id, parent_id, size, name, id) WHERE trashed = 0;
CREATE INDEX files_mix_type ON files(user_id, parent_id, ext DESC, name, id) WHERE trashed = 0;
`,
  },
  {
    version: 6,
    name: 'captcha tokens proven by a challenge',
    // Issue 12 item 4: after repeated wrong guesses, a guess needs a token that a person earned
    // by solving the challenge (\`proven\`), not one the silent mode hands out.
    sql: `ALTER TABLE captcha_tokens ADD COLUMN proven INTEGER NOT NULL DEFAULT 0;
CREATE TABLE captcha_due (
  -- a client (IP) that must solve a challenge for an action before its next guess
  ip TEXT NOT NULL,
  action TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (ip, action)
) WITHOUT ROWID;
`,
  },
  {
    version: 7,
    name: 'idempotency keys',
    // A POST that changes things (save a share) can be retried safely: the client sends an
    // Idempotency-Key, a repeat with the same key answers what the first one did.
    sql: `CREATE TABLE idempotency_keys (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
`,
  },
  {
    version: 8,
    name: 'orders, add-ons, activation code limits',
    // Purchases (decision 0015): orders and their checkout at the stand-in provider, the
    // add-ons a paid order gives (storage raises users.quota_limit while it lasts; the bytes
    // are taken back at expiry), and activation codes that expire or serve one account only.
    sql: `CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',  -- the campaign whose price was charged, '' = regular
  amount INTEGER NOT NULL,            -- minor units of currency (cents)
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'cancelled', 'expired')),
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  period_start INTEGER,               -- what a paid order bought; NULL until paid
  period_end INTEGER
);
CREATE INDEX orders_user ON orders(user_id, created_at);

CREATE TABLE add_ons (
  order_id TEXT PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('storage', 'traffic')),
  product_id TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  quota_added INTEGER NOT NULL DEFAULT 0,  -- bytes added to users.quota_limit (0: unlimited)
  ended_at INTEGER                         -- when its expiry was applied
);
CREATE INDEX add_ons_live ON add_ons(user_id, expires_at) WHERE ended_at IS NULL;

ALTER TABLE activation_codes ADD COLUMN expires_at INTEGER;  -- ms; NULL = never
ALTER TABLE activation_codes ADD COLUMN max_uses INTEGER;    -- accounts; NULL = any (once each)
`,
  },
  {
    version: 9,
    name: 'accounts: pending users, codes by mail, outbox, mail preferences',
    // Decision 0016. A signed-up user is `pending` until their address is verified. Codes
    // sent by mail (verify the address, reset the password) are stored hashed, single use,
    // with a lifetime and a count of wrong attempts. The outbox is the mail stand-in: every
    // mail the server "sends" (dev page /dev/outbox, control GET /__control/outbox). Mail
    // preferences per user and kind; an unsubscribed link of migration 1 reads as "off".
    sql: `ALTER TABLE users ADD COLUMN status TEXT NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'pending'));
ALTER TABLE users ADD COLUMN password_changed_at INTEGER;
-- "Sign out everywhere" and a new password revoke every session of a user.
CREATE INDEX tokens_user ON tokens(user_id, family);

CREATE TABLE account_codes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code_hash TEXT NOT NULL,          -- sha256 of the code
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_codes_user ON account_codes(user_id, purpose, created_at);

CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  to_email TEXT NOT NULL,
  user_id TEXT,
  kind TEXT NOT NULL,               -- verify, reset, account_exists, password_changed
  scene TEXT NOT NULL,              -- account, newsletter, marketing
  locale TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  code TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_to ON outbox(to_email, created_at);

CREATE TABLE mail_preferences (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scene TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, scene)
) WITHOUT ROWID;
INSERT OR REPLACE INTO mail_preferences (user_id, scene, enabled, updated_at)
  SELECT u.id, l.scene, 0, l.unsubscribed_at FROM mail_links l
  JOIN users u ON lower(u.email) = lower(l.email)
  WHERE l.unsubscribed_at IS NOT NULL AND l.scene IN ('newsletter', 'marketing');
`,
  },
  {
    version: 10,
    name: 'invites name their invitee',
    // The invite programme (routes/vip.ts): an invite records who joined through the link, so
    // a newcomer credits one inviter once (the unique index); the inviter's list pages by
    // (created_at, id). Invites of the demo seed have no invitee account (NULL).
    sql: `ALTER TABLE invites ADD COLUMN invitee_id TEXT;
CREATE UNIQUE INDEX invites_invitee ON invites(invitee_id) WHERE invitee_id IS NOT NULL;
CREATE INDEX invites_inviter ON invites(inviter_id, created_at, id);
`,
  },
  {
    version: 11,
    name: 'user rights',
    // Rights beyond a signed-in user's (spec §6: "Audit-admin rights: not shown"; ours): a
    // space-separated list, e.g. 'audit_admin' (may send a share's files to review).
    sql: `ALTER TABLE users ADD COLUMN rights TEXT NOT NULL DEFAULT '';`,
  },
  {
    version: 12,
    name: 'quota reservations of saves from shares',
    // A save from a share (routes/share.ts) reserves its bytes against the quota when it is
    // asked for; the task (tasks.ts) lowers the reservation as it copies, in the same
    // transaction, so usage + reservations never pass the quota (drive/store.ts fits()).
    // Unfinished uploads reserve their Upload-Length through their `uploads` row.
    sql: `ALTER TABLE tasks ADD COLUMN reserved INTEGER NOT NULL DEFAULT 0;
CREATE INDEX uploads_open ON uploads(user_id) WHERE file_id IS NULL;
`,
  },
  {
    version: 13,
    name: 'shares made from the drive, their counters, archive links',
    // Issue 30 (infra/api/README.md "Share links"). A share made from the drive holds LIVE
    // items of its owner's drive (`share_roots`, in the order given): a folder shows what it
    // holds now, an item trashed or deleted since is gone for visitors. Seeded shares keep
    // their copies in `share_files` (`source` 'seed'). A revoked share keeps its row
    // (`status` 'DELETED', `revoked_at`) so visitors get DELETED, not NOT_FOUND.
    // `archive_links`: the selection behind a signed zip link, for a few minutes.
    sql: `ALTER TABLE shares ADD COLUMN source TEXT NOT NULL DEFAULT 'seed';
ALTER TABLE shares ADD COLUMN allow_download INTEGER NOT NULL DEFAULT 1;
ALTER TABLE shares ADD COLUMN view_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shares ADD COLUMN restore_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shares ADD COLUMN download_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shares ADD COLUMN revoked_at INTEGER;
CREATE INDEX shares_owner_list ON shares(owner_id, created_at DESC, id DESC)
  WHERE source = 'drive' AND revoked_at IS NULL;
CREATE TABLE share_roots (
  share_id TEXT NOT NULL REFERENCES shares(id) ON DELETE CASCADE,
  file_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (share_id, file_id)
);
CREATE INDEX share_roots_file ON share_roots(file_id);
CREATE TABLE archive_links (
  id TEXT PRIMARY KEY,
  user_id TEXT,                   -- a drive archive: the signed-in owner
  share_id TEXT,                  -- a share archive: the share
  file_ids TEXT NOT NULL,         -- JSON: the selected top-level ids
  name TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
`,
  },
  {
    version: 14,
    name: 'analytics events and feedback',
    // Issue 32. `analytics_events`: what the ppa queue sent (routes/analytics.ts), one row per
    // event, in the order received (id); no user id, no address: the page id joins one page
    // load's events. `feedback`: the /drive/feedback form, with an optional file of the
    // sender's own drive (kept as an id: the file may be deleted since).
    sql: `CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  page TEXT NOT NULL,
  event TEXT NOT NULL,
  user_type INTEGER NOT NULL,
  t INTEGER NOT NULL,
  params TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  text TEXT NOT NULL,
  file_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_user ON feedback(user_id, created_at);
`,
  },
  {
    version: 15,
    name: 'names in the order people read them',
    // Issue 31: names were ordered byte by byte ("über" and "Ünïcode" after "z", "file 10"
    // before "file 2"). `name_key` (db/nameKey.ts) is the collator-like key a listing orders
    // by, then the name, then the id; a virtual column, so every writer keeps it right, like
    // `ext`. The listing indexes of migration 5 are rebuilt with it.
    sql: `
ALTER TABLE files ADD COLUMN name_key TEXT GENERATED ALWAYS AS (name_key(name)) VIRTUAL;
DROP INDEX files_ff_name;
DROP INDEX files_ff_mod;
DROP INDEX files_ff_size;
DROP INDEX files_ff_type;
DROP INDEX files_mix_name;
DROP INDEX files_mix_mod;
DROP INDEX files_mix_size;
DROP INDEX files_mix_type;
CREATE INDEX files_ff_name ON files(user_id, parent_id, kind_rank, name_key, name, id)
  WHERE trashed = 0;
CREATE INDEX files_ff_mod ON files(user_id, parent_id, kind_rank, modified_at, name_key, name, id)
  WHERE trashed = 0;
CREATE INDEX files_ff_size ON files(user_id, parent_id, kind_rank, size, name_key, name, id)
  WHERE trashed = 0;
CREATE INDEX files_ff_type ON files(user_id, parent_id, kind_rank, ext DESC, name_key, name, id)
  WHERE trashed = 0;
CREATE INDEX files_mix_name ON files(user_id, parent_id, name_key, name, id) WHERE trashed = 0;
CREATE INDEX files_mix_mod ON files(user_id, parent_id, modified_at, name_key, name, id)
  WHERE trashed = 0;
CREATE INDEX files_mix_size ON files(user_id, parent_id, size, name_key, name, id)
  WHERE trashed = 0;
CREATE INDEX files_mix_type ON files(user_id, parent_id, ext DESC, name_key, name, id)
  WHERE trashed = 0;
`,
  },
];

/**
 * Apply pending migrations.
 * @returns versions applied now
 */
export function migrate(db: Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    db.prepare<[], number>('SELECT version FROM schema_migrations').pluck().all(),
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare<[number, string, string]>(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
      ).run(m.version, m.name, new Date().toISOString());
    })();
    applied.push(m.version);
  }
  return applied;
}
