/**
 * The demo seed: fixed ids that docs, tests and people rely on (listed in infra/api/README.md).
 * Runs on first start and on reset; deterministic except that "live" things (VIP expiry, live
 * campaigns) are placed relative to now so they stay live.
 */
import nodeCrypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { hashPassword } from '../passwords';
import { mimeFor } from '../util';
import { contentFor } from '../media';
import { withoutFileIndexes } from './bulk';
import type { MediaInfo } from './rows';

/** seed() and runSeedSteps() options. */
export interface SeedOptions {
  /** the time "live" things are placed from (default: now) */
  now?: number;
  /** false leaves out the 100,000-item folder (tests) */
  bigFolder?: boolean;
}

/** A share item: [id, parent_id, name, size (null = folder), medias?]. */
type ShareItem = [
  id: string,
  parent: string,
  name: string,
  size: number | null,
  medias?: MediaInfo[],
];

/** Extras of a seeded drive item. */
interface DriveExtra {
  starred?: boolean;
  /** trashed, hidden by the trashing of this item */
  trashRoot?: string;
  medias?: MediaInfo[];
}
/** A drive item: [id, parent_id, name, size (null = folder), extra?]. */
type DriveItem = [
  id: string,
  parent: string,
  name: string,
  size: number | null,
  extra?: DriveExtra,
];

/** The fixed epoch of seeded timestamps: 2025-01-01T00:00:00Z. */
export const SEED_EPOCH = Date.UTC(2025, 0, 1);
const DAY = 86400000;
const GiB = 1024 ** 3;

export const DEMO_PASSWORD = 'cumulus-demo';

/** A demo user of the seed. */
export interface SeedUser {
  id: string;
  email: string;
  name: string;
  salt: string;
  vip_type: string;
  vip: boolean;
  quota_limit: number;
  country_code: string;
}

/** Fixed salts so the seeded hashes are deterministic (and cached between resets). */
export const USERS: SeedUser[] = [
  {
    id: 'u-free',
    email: 'free@cumulus.test',
    name: 'Frida Free',
    salt: '66726565667265656672656566726565',
    vip_type: 'novip',
    vip: false,
    quota_limit: 6 * GiB,
    country_code: 'US',
  },
  {
    id: 'u-vip',
    email: 'vip@cumulus.test',
    name: 'Victor VIP',
    salt: '76697076697076697076697076697076',
    vip_type: 'platinum',
    vip: true,
    quota_limit: 10 * 1024 * GiB,
    country_code: 'US',
  },
];

const STATUS_SHARES: [id: string, title: string, status: string, expiration: number | null][] = [
  ['demo-expired', 'Expired share', 'OK', SEED_EPOCH + 30 * DAY],
  ['demo-deleted', 'Deleted share', 'DELETED', null],
  ['demo-auditing', 'Share under review', 'AUDITING', null],
  ['demo-sensitive-resource', 'Sensitive resource', 'SENSITIVE_RESOURCE', null],
  ['demo-sensitive-word', 'Sensitive word', 'SENSITIVE_WORD', null],
  ['demo-prohibited', 'Prohibited share', 'PROHIBITED', null],
];

function fakeHash(id: string): string {
  return nodeCrypto.createHash('sha1').update(id).digest('hex').toUpperCase();
}

function videoMedias(duration: number, audioCodec = 'aac'): MediaInfo[] {
  return [
    {
      media_name: '1080P',
      video: { width: 1920, height: 1080, duration, video_codec: 'h264', audio_codec: audioCodec },
    },
    {
      media_name: '720P',
      video: { width: 1280, height: 720, duration, video_codec: 'h264', audio_codec: audioCodec },
    },
    {
      media_name: '480P',
      video: { width: 854, height: 480, duration, video_codec: 'h264', audio_codec: audioCodec },
    },
  ];
}

function audioMedias(duration: number, audioCodec: string): MediaInfo[] {
  return [
    {
      media_name: 'original',
      video: { width: 0, height: 0, duration, video_codec: '', audio_codec: audioCodec },
    },
  ];
}

const FILLER_EXTS = ['jpg', 'pdf', 'txt', 'png', 'docx', 'mp3', 'xlsx', 'mp4', 'md', 'csv'];

/**
 * The items of demo-public: [id, parent_id, name, size, medias?]. Folder when name has no size
 * (size === null).
 */
export function publicTree(): ShareItem[] {
  const items: ShareItem[] = [
    ['pub-dir-photos', '', 'Photos', null],
    ['pub-photo-beach', 'pub-dir-photos', 'beach.jpg', 2_345_678],
    ['pub-photo-mountains', 'pub-dir-photos', 'mountains.png', 3_456_789],
    ['pub-dir-2024', 'pub-dir-photos', '2024', null],
    ['pub-photo-party', 'pub-dir-2024', 'party.jpg', 1_234_567],
    ['pub-dir-summer', 'pub-dir-2024', 'Summer', null],
    ['pub-photo-lake', 'pub-dir-summer', 'lake.jpg', 987_654],
    ['pub-photo-pier', 'pub-dir-summer', 'pier.webp', 876_543],
    ['pub-dir-music', '', 'Music', null],
    ['pub-music-1', 'pub-dir-music', 'morning.mp3', 4_567_890, audioMedias(183, 'mp3')],
    ['pub-music-2', 'pub-dir-music', 'evening.flac', 24_567_890, audioMedias(241, 'flac')],
    ['pub-dir-docs', '', 'Documents', null],
    ['pub-doc-manual', 'pub-dir-docs', 'manual.pdf', 456_789],
    ['pub-doc-readme', 'pub-dir-docs', 'README.md', 2_048],
    ['pub-video', '', 'Big Buck Demo.mp4', 734_003_200, videoMedias(596)],
    ['pub-video-eac3', '', 'Concert (EAC3 audio).mkv', 1_288_490_188, videoMedias(3720, 'eac3')],
    ['pub-audio', '', 'theme.mp3', 5_242_880, audioMedias(212, 'mp3')],
    ['pub-audio-eac3', '', 'surround.eac3', 9_437_184, audioMedias(95, 'eac3')],
    ['pub-img-cover', '', 'cover.jpg', 1_048_576],
    ['pub-img-diagram', '', 'diagram.png', 524_288],
    ['pub-img-logo', '', 'logo.svg', 4_096],
    ['pub-img-anim', '', 'animation.gif', 262_144],
    ['pub-zip', '', 'backup.zip', 104_857_600],
    ['pub-7z', '', 'photos.7z', 209_715_200],
    ['pub-rar', '', 'old-projects.rar', 52_428_800],
    ['pub-epub', '', 'A Tale of Two Clouds.epub', 1_572_864],
    ['pub-torrent', '', 'ubuntu-24.04-desktop-amd64.iso.torrent', 61_440],
    ['pub-empty', '', 'empty.txt', 0],
    ['pub-dup-1', '', 'notes.txt', 1_200],
    ['pub-dup-2', '', 'notes.txt', 3_400],
    ['pub-xss', '', '<img src=x onerror=alert(1)>.txt', 512],
    ['pub-huge', '', 'huge-dataset.zip', 50 * GiB],
  ];
  const top = items.filter((i) => i[1] === '').length;
  for (let n = 1; top + n <= 130; n += 1) {
    const ext = FILLER_EXTS[n % FILLER_EXTS.length];
    const num = String(n).padStart(3, '0');
    const medias =
      ext === 'mp4' ? videoMedias(30 + n) : ext === 'mp3' ? audioMedias(60 + n, 'mp3') : undefined;
    items.push([`pub-item-${num}`, '', `sample-${num}.${ext}`, 10_000 + n * 7_919, medias]);
  }
  return items;
}

/**
 * Wipe all data (keeps meta and schema_migrations) and insert the seed. One transaction.
 */
export function seed(db: Database, opts: SeedOptions = {}): void {
  const now = opts.now || Date.now();
  const steps = stepsFor(opts);
  const tables = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('meta', 'schema_migrations') AND name NOT LIKE 'sqlite_%'",
    )
    .pluck()
    .all();

  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    withoutFileIndexes(db, () => seedRows(db, tables, now, steps));
  })();
}

/** The rows of seed(): wipe every table, insert the base seed, then every seed step. */
function seedRows(db: Database, tables: string[], now: number, steps: SeedStep[]): void {
  {
    for (const t of tables) db.exec(`DELETE FROM "${t}"`);

    const insUser = db.prepare<
      [string, string, string, string, string, string, number | null, number, string, number]
    >(`INSERT INTO users (id, email, name, password_salt, password_hash, vip_type,
      vip_expire, quota_limit, country_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const u of USERS) {
      insUser.run(
        u.id,
        u.email,
        u.name,
        u.salt,
        hashPassword(DEMO_PASSWORD, u.salt),
        u.vip_type,
        u.vip ? now + 365 * DAY : null,
        u.quota_limit,
        u.country_code,
        SEED_EPOCH,
      );
    }

    const insShare = db.prepare<
      [string, string, string, string, string, number | null, number, number]
    >(`INSERT INTO shares (id, owner_id, title, status, pass_code, expiration_at,
      restore_count_left, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const insSF = db.prepare<
      [string, string, string, number, string, number, string, string, string, number, number]
    >(`INSERT INTO share_files (id, share_id, parent_id, kind_rank, name, size, mime_type,
      hash, medias, created_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let tick = 0;
    const shareItem = (shareId: string, [id, parent, name, size, medias]: ShareItem) => {
      tick += 1;
      const folder = size === null;
      const t = SEED_EPOCH + tick * 60_000;
      insSF.run(
        id,
        shareId,
        parent,
        folder ? 0 : 1,
        name,
        size ?? 0,
        folder ? '' : mimeFor(name),
        folder ? '' : fakeHash(id),
        JSON.stringify(medias || []),
        t,
        t,
      );
    };

    insShare.run('demo-public', 'u-vip', 'Cumulus demo files', 'OK', '', null, 1000, SEED_EPOCH);
    for (const item of publicTree()) shareItem('demo-public', item);

    insShare.run('demo-passcode', 'u-vip', 'Private photos', 'OK', 'cu42', null, -1, SEED_EPOCH);
    for (const item of [
      ['pc-dir', '', 'Family', null],
      ['pc-photo-1', 'pc-dir', 'grandma.jpg', 1_500_000],
      ['pc-photo-2', 'pc-dir', 'picnic.png', 2_500_000],
      ['pc-secret', '', 'secret.txt', 42],
    ] satisfies ShareItem[])
      shareItem('demo-passcode', item);

    insShare.run('demo-big', 'u-vip', 'Ten thousand files', 'OK', '', null, -1, SEED_EPOCH);
    shareItem('demo-big', ['big-folder', '', '10000 files', null]);
    shareItem('demo-big', ['big-readme', '', 'README.txt', 300]);
    for (let n = 1; n <= 10_000; n += 1) {
      const num = String(n).padStart(5, '0');
      const ext = n % 10 === 0 ? 'jpg' : 'txt';
      const t = SEED_EPOCH + n * 1000;
      insSF.run(
        `big-${num}`,
        'demo-big',
        'big-folder',
        1,
        `file-${num}.${ext}`,
        1000 + (n % 97),
        mimeFor(`x.${ext}`),
        '',
        '[]',
        t,
        t,
      );
    }

    insShare.run('demo-max-restore', 'u-vip', 'Saved too often', 'OK', '', null, 0, SEED_EPOCH);
    shareItem('demo-max-restore', ['mr-file', '', 'popular.zip', 1_000_000]);
    for (const [id, title, status, exp] of STATUS_SHARES) {
      insShare.run(id, 'u-vip', title, status, '', exp, -1, SEED_EPOCH);
      shareItem(id, [`${id}-file`, '', 'hidden.txt', 100]);
    }

    // Drive content.
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
        number,
        number,
        string | null,
        number | null,
        number,
        number,
      ]
    >(`INSERT INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, hash,
      medias, starred, trashed, trash_root_id, trashed_at, created_at, modified_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const file = (user: string, [id, parent, name, size, extra = {}]: DriveItem) => {
      tick += 1;
      const folder = size === null;
      const t = SEED_EPOCH + tick * 60_000;
      insFile.run(
        id,
        user,
        parent,
        folder ? 0 : 1,
        name,
        size ?? 0,
        folder ? '' : mimeFor(name),
        folder ? '' : fakeHash(id),
        JSON.stringify(extra.medias || []),
        extra.starred ? 1 : 0,
        extra.trashRoot ? 1 : 0,
        extra.trashRoot || null,
        extra.trashRoot ? now - 2 * DAY : null,
        t,
        t,
      );
    };
    for (const f of [
      ['f-free-docs', '', 'Documents', null],
      ['f-free-report', 'f-free-docs', 'Report 2024.pdf', 1_234_567],
      ['f-free-notes', 'f-free-docs', 'notes.txt', 2_345],
      ['f-free-pics', '', 'Pictures', null],
      ['f-free-holiday', 'f-free-pics', 'holiday.jpg', 3_456_789, { starred: true }],
      ['f-free-cat', 'f-free-pics', 'cat.png', 456_789],
      ['f-free-pics-2023', 'f-free-pics', '2023', null],
      ['f-free-old', 'f-free-pics-2023', 'old.jpg', 345_678],
      ['f-free-song', '', 'song.mp3', 4_567_890, { medias: audioMedias(200, 'mp3') }],
      ['f-free-clip', '', 'clip.mp4', 56_789_012, { starred: true, medias: videoMedias(120) }],
      ['f-free-draft', '', 'old-draft.txt', 1_024, { trashRoot: 'f-free-draft' }],
      ['f-free-oldstuff', '', 'Old stuff', null, { trashRoot: 'f-free-oldstuff' }],
      [
        'f-free-leftover',
        'f-free-oldstuff',
        'leftover.docx',
        20_480,
        { trashRoot: 'f-free-oldstuff' },
      ],
    ] satisfies DriveItem[])
      file('u-free', f);
    for (const f of [
      ['f-vip-work', '', 'Work', null],
      ['f-vip-plan', 'f-vip-work', 'plan.xlsx', 45_678],
      ['f-vip-deck', 'f-vip-work', 'deck.pptx', 2_345_678, { starred: true }],
      ['f-vip-movies', '', 'Movies', null],
      [
        'f-vip-movie',
        'f-vip-movies',
        'Holiday movie.mp4',
        1_567_890_123,
        { medias: videoMedias(5400) },
      ],
      ['f-vip-archive', '', 'archive.zip', 98_765_432],
      ['f-vip-photo', '', 'portrait.jpg', 2_222_222, { starred: true }],
      ['f-vip-trash', '', 'tmp.log', 4_096, { trashRoot: 'f-vip-trash' }],
    ] satisfies DriveItem[])
      file('u-vip', f);

    const insEvent = db.prepare<[string, string, string, string, string, number]>(
      'INSERT INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const events: [string, string, string, string, string, number][] = [
      ['ev-free-1', 'u-free', 'TYPE_UPLOAD', 'f-free-report', 'Report 2024.pdf', 5],
      ['ev-free-2', 'u-free', 'TYPE_UPLOAD', 'f-free-holiday', 'holiday.jpg', 4],
      ['ev-free-3', 'u-free', 'TYPE_RENAME', 'f-free-notes', 'notes.txt', 3],
      ['ev-free-4', 'u-free', 'TYPE_UPLOAD', 'f-free-clip', 'clip.mp4', 2],
      ['ev-free-5', 'u-free', 'TYPE_TRASH', 'f-free-draft', 'old-draft.txt', 1],
      ['ev-vip-1', 'u-vip', 'TYPE_UPLOAD', 'f-vip-movie', 'Holiday movie.mp4', 3],
      ['ev-vip-2', 'u-vip', 'TYPE_UPLOAD', 'f-vip-plan', 'plan.xlsx', 2],
      ['ev-vip-3', 'u-vip', 'TYPE_TRASH', 'f-vip-trash', 'tmp.log', 1],
    ];
    for (const [id, user, type, fid, fname, hoursAgo] of events)
      insEvent.run(id, user, type, fid, fname, now - hoursAgo * 3_600_000);

    db.prepare<[number, number]>(
      `INSERT INTO tasks (id, user_id, type, name, phase, progress, message, file_id, params, total, done,
      created_at, updated_at) VALUES ('t-seed-vip', 'u-vip', 'offline', 'archive.zip', 'PHASE_TYPE_COMPLETE', 100,
      'Saved', 'f-vip-archive', '{"url":"https://example.invalid/archive.zip"}', 1, 1, ?, ?)`,
    ).run(SEED_EPOCH, SEED_EPOCH);

    const insCode = db.prepare<[string, number, string]>(
      'INSERT INTO activation_codes (code, days, vip_type) VALUES (?, ?, ?)',
    );
    insCode.run('CUMULUS-VIP-30', 30, 'platinum');
    insCode.run('CUMULUS-VIP-7', 7, 'platinum');

    const insMail = db.prepare<[string, string, string]>(
      'INSERT INTO mail_links (d, email, scene) VALUES (?, ?, ?)',
    );
    insMail.run('demo-unsubscribe-free', 'free@cumulus.test', 'marketing');
    insMail.run('demo-unsubscribe-vip', 'vip@cumulus.test', 'newsletter');

    const insInvite = db.prepare<[string, string, string, number, number]>(
      'INSERT INTO invites (id, inviter_id, invitee_name, reward_days, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (let i = 1; i <= 3; i += 1)
      insInvite.run(`inv-${i}`, 'u-vip', `friend${i}@example.test`, 3, SEED_EPOCH + i * DAY);

    const insStat = db.prepare<[string, number]>(
      'INSERT INTO download_stats (channel, count) VALUES (?, ?)',
    );
    for (const [ch, n] of [
      ['android', 1200345],
      ['ios', 830211],
      ['gp', 2400100],
      ['tv', 150234],
      ['windows', 640512],
      ['mac', 210876],
    ] satisfies [string, number][])
      insStat.run(ch, n);

    db.prepare("DELETE FROM meta WHERE key LIKE 'seed_step:%'").run();
    for (const step of steps) runStep(db, step, now);
  }
}

// ---- Seed steps --------------------------------------------------------------------------

/** Insert or replace a drive row: [id, parent_id, name, size (null = folder), extra]. */
function putFile(
  db: Database,
  user: string,
  [id, parent, name, size, extra = {}]: DriveItem,
  t: number,
): void {
  const folder = size === null;
  db.prepare<
    [string, string, string, number, string, number, string, string, string, number, number, number]
  >(
    `INSERT OR REPLACE INTO files (id, user_id, parent_id, kind_rank, name, size, mime_type, hash,
    medias, starred, created_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    user,
    parent,
    folder ? 0 : 1,
    name,
    size ?? 0,
    folder ? '' : mimeFor(name),
    folder ? '' : fakeHash(id),
    JSON.stringify(extra.medias || []),
    extra.starred ? 1 : 0,
    t,
    t,
  );
}

/** The size of the generated content of a seeded file, so `size` matches what is served. */
const servedSize = (id: string, name: string) =>
  contentFor({ id, name, size: 4096, mime_type: mimeFor(name) }).body.length;

/**
 * Previewable files in both demo drives: text, Markdown, PDF, WAV, PNG, a folder chain three
 * deep. Their listed size is the size of the bytes the media route serves.
 */
const PREVIEWS: Record<string, DriveItem[]> = {
  'u-free': [
    ['f-free-guide', '', 'Getting started.md', 0],
    ['f-free-voice', '', 'voice memo.wav', 0, { medias: audioMedias(2, 'pcm') }],
    ['f-free-deep-1', '', 'Projects', null],
    ['f-free-deep-2', 'f-free-deep-1', 'Garden', null],
    ['f-free-deep-3', 'f-free-deep-2', 'Plans', null],
    ['f-free-deep-file', 'f-free-deep-3', 'shopping list.txt', 0],
    ['f-free-sketch', 'f-free-deep-3', 'layout.png', 0],
  ],
  'u-vip': [
    ['f-vip-notes', '', 'meeting notes.txt', 0],
    ['f-vip-guide', '', 'Getting started.md', 0],
    ['f-vip-manual', 'f-vip-work', 'manual.pdf', 0],
    ['f-vip-voice', '', 'voice memo.wav', 0, { medias: audioMedias(2, 'pcm') }],
    ['f-vip-chart', 'f-vip-work', 'chart.png', 0],
    ['f-vip-deep-1', 'f-vip-work', '2026', null],
    ['f-vip-deep-2', 'f-vip-deep-1', 'Q4', null],
    ['f-vip-deep-3', 'f-vip-deep-2', 'Budget', null],
    ['f-vip-deep-file', 'f-vip-deep-3', 'budget.txt', 0],
  ],
};

function seedPreviews(db: Database, now: number): void {
  let tick = 0;
  for (const [user, rows] of Object.entries(PREVIEWS)) {
    for (const [id, parent, name, size, extra] of rows) {
      tick += 1;
      const real = size === null ? null : servedSize(id, name);
      putFile(db, user, [id, parent, name, real, extra], SEED_EPOCH + 400 * DAY + tick * 60_000);
    }
  }
  const insEvent = db.prepare<[string, string, string, string, string, number]>(
    'INSERT OR REPLACE INTO events (id, user_id, type, file_id, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  insEvent.run(
    'ev-free-6',
    'u-free',
    'TYPE_UPLOAD',
    'f-free-guide',
    'Getting started.md',
    now - 1_800_000,
  );
  insEvent.run(
    'ev-vip-4',
    'u-vip',
    'TYPE_UPLOAD',
    'f-vip-guide',
    'Getting started.md',
    now - 1_800_000,
  );
}

/**
 * Activation codes whose redeeming is refused (migration 8, decision 0015): one already used
 * by the premium demo user (single use), one expired mid-2025; and a fresh single-use gift.
 * CUMULUS-VIP-30 and CUMULUS-VIP-7 (base seed) stay valid for every account, once each.
 */
function seedActivationCodes(db: Database): void {
  const ins = db.prepare<[string, number, number | null, number | null]>(
    `INSERT OR REPLACE INTO activation_codes (code, days, vip_type, expires_at, max_uses)
    VALUES (?, ?, 'platinum', ?, ?)`,
  );
  ins.run('CUMULUS-GIFT-USED', 30, null, 1);
  ins.run('CUMULUS-VIP-EXPIRED', 30, Date.UTC(2025, 5, 30, 23, 59, 59), null);
  ins.run('CUMULUS-GIFT-ONCE', 30, null, 1);
  db.prepare<[number]>(
    `INSERT OR REPLACE INTO activation_uses (code, user_id, used_at)
    VALUES ('CUMULUS-GIFT-USED', 'u-vip', ?)`,
  ).run(SEED_EPOCH + 30 * DAY);
}

/**
 * A reviewer account with the audit-admin right (migration 11): on a share page it may send the
 * share's files to review (`POST /audit.admin/v1/share`). Password as the other demo users.
 */
export const AUDIT_USER = {
  id: 'u-audit',
  email: 'audit@cumulus.test',
  name: 'Cumulus Review Desk',
};
const AUDIT_SALT = '61756469746175646974617564697461';

function seedAuditAdmin(db: Database, now: number): void {
  db.prepare<[string, string, string, string, string, number, number]>(
    `INSERT OR IGNORE INTO users (id, email, name, password_salt, password_hash, vip_type,
    vip_expire, quota_limit, country_code, created_at, rights)
    VALUES (?, ?, ?, ?, ?, 'novip', NULL, ?, 'US', ?, 'audit_admin')`,
  ).run(
    AUDIT_USER.id,
    AUDIT_USER.email,
    AUDIT_USER.name,
    AUDIT_SALT,
    hashPassword(DEMO_PASSWORD, AUDIT_SALT),
    6 * GiB,
    now,
  );
}

/** The vip user's folder of 100,000 files (large-folder checks of the drive). */
export const BIG_FOLDER_ID = 'demo-drive-big';
export const BIG_FOLDER_SIZE = 100_000;
const BIG_WORDS_A = [
  'Annual',
  'beach',
  'Blue',
  'budget',
  'City',
  'draft',
  'Family',
  'final',
  'Garden',
  'holiday',
  'Kitchen',
  'lake',
  'March',
  'mountain',
  'Night',
  'office',
  'Old',
  'project',
  'Quarterly',
  'river',
  'School',
  'spring',
  'Summer',
  'team',
  'Winter',
  'Ünïcode',
  'über',
  '2024',
  '_misc',
];
const BIG_WORDS_B = [
  'notes',
  'photo',
  'report',
  'plan',
  'scan',
  'invoice',
  'recording',
  'slides',
  'sketch',
  'backup',
  'chart',
  'letter',
  'list',
  'mix',
  'video',
  'summary',
  'diagram',
  'contract',
];
const BIG_EXTS = [
  'jpg',
  'jpg',
  'png',
  'pdf',
  'txt',
  'mp4',
  'mp3',
  'docx',
  'xlsx',
  'zip',
  'md',
  'csv',
  'wav',
  'mkv',
  'pptx',
  'gif',
  '7z',
  'epub',
  'log',
  'json',
];

/** A deterministic 32-bit mix of n (so neighbours differ in every column). */
function mix32(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Item n (1..100,000) of the big folder: `{ id, name, size, modified }`. Names are varied words,
 * a number (unique) and one of 20 extensions; sizes 100 B to 100 MB (log-spread); modified
 * times spread over the two years before SEED_EPOCH.
 */
export function bigFolderItem(n: number): {
  id: string;
  name: string;
  size: number;
  modified: number;
} {
  const h = mix32(n);
  const num = String(n).padStart(6, '0');
  const pick = (words: string[], i: number) => words[i % words.length] as string;
  const a = pick(BIG_WORDS_A, h);
  const b = pick(BIG_WORDS_B, h >>> 8);
  const ext = pick(BIG_EXTS, h >>> 16);
  return {
    id: `${BIG_FOLDER_ID}-${num}`,
    name: `${a} ${b} ${num}.${ext}`,
    size: Math.floor(10 ** (2 + ((h >>> 4) % 6000) / 1000)),
    modified: SEED_EPOCH - 730 * DAY + (mix32(n + 7_777_777) % (730 * 86_400)) * 1000,
  };
}

/** Replaces the big folder's items with the current version (one prepared statement). */
function seedBigFolder(db: Database): void {
  putFile(db, 'u-vip', [BIG_FOLDER_ID, '', 'Big folder', null], SEED_EPOCH);
  db.prepare<[string]>('DELETE FROM files WHERE parent_id = ?').run(BIG_FOLDER_ID);
  const ins = db.prepare<
    [string, string, string, number, string, number, number]
  >(`INSERT INTO files (id, user_id, parent_id, kind_rank, name, size,
    mime_type, created_at, modified_at) VALUES (?, 'u-vip', ?, 1, ?, ?, ?, ?, ?)`);
  for (let n = 1; n <= BIG_FOLDER_SIZE; n += 1) {
    const it = bigFolderItem(n);
    ins.run(it.id, BIG_FOLDER_ID, it.name, it.size, mimeFor(it.name), it.modified, it.modified);
  }
}

/**
 * Demo data added after the first seed. Each step runs once per database (flag
 * `seed_step:<key>` in meta): within seed() on a fresh or reset database, and at the next start
 * of a database seeded before the step existed. A step replaces its own fixed ids, so it can
 * run over an older copy of its rows.
 */
/** A step of demo data added after the first seed. */
export interface SeedStep {
  key: string;
  run(db: Database, now: number): void;
}

export const SEED_STEPS: SeedStep[] = [
  { key: 'drive-previews-v1', run: seedPreviews },
  { key: 'drive-big-folder-v1', run: seedBigFolder },
  { key: 'activation-codes-v1', run: seedActivationCodes },
  { key: 'audit-admin-v1', run: seedAuditAdmin },
];

/**
 * The steps to run: all, but the big folder when `bigFolder` is false (tests that do not need
 * it save the 2 s it takes; its flag stays unset, so a later start adds it).
 */
const stepsFor = (opts: SeedOptions) =>
  SEED_STEPS.filter((s) => opts.bigFolder !== false || s.key !== 'drive-big-folder-v1');

function runStep(db: Database, step: SeedStep, now: number): void {
  step.run(db, now);
  db.prepare<[string, string]>('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    `seed_step:${step.key}`,
    new Date(now).toISOString(),
  );
}

/**
 * Run the seed steps this database has not had yet (one transaction).
 * @returns keys of the steps run now
 */
export function runSeedSteps(db: Database, opts: SeedOptions = {}): string[] {
  const now = opts.now || Date.now();
  const done = new Set(
    db.prepare<[], string>("SELECT key FROM meta WHERE key LIKE 'seed_step:%'").pluck().all(),
  );
  const todo = stepsFor(opts).filter((s) => !done.has(`seed_step:${s.key}`));
  if (todo.length) {
    db.transaction(() => {
      db.pragma('defer_foreign_keys = ON');
      withoutFileIndexes(db, () => {
        for (const step of todo) runStep(db, step, now);
      });
    })();
  }
  return todo.map((s) => s.key);
}
