/**
 * The rows of the API's tables (db/schema.ts), as better-sqlite3 returns them: INTEGER columns
 * are numbers (booleans are 0/1), TEXT columns strings, NULL is null. Statements name the row
 * they read: `db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')`.
 */
import type { Wire } from 'shared-libs/contracts';

/** ms since the epoch */
type Ms = number;
/** 0 or 1 */
type Flag = number;
/** `tasks.phase`: written by this server only (tasks.ts), one of the wire's phases. */
export type TaskPhase = Wire.Task['phase'];

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_salt: string;
  password_hash: string;
  phone_number: string;
  vip_type: string;
  /** null = none */
  vip_expire: Ms | null;
  /** bytes; -1 = unlimited */
  quota_limit: number;
  country_code: string;
  free_days: number;
  free_vip_called: Flag;
  pack_folder_id: string | null;
  created_at: Ms;
  /** `pending` until the address is verified (migration 9, decision 0016) */
  status: UserStatus;
  /** null = never changed since the account was made (migration 9) */
  password_changed_at: Ms | null;
  /** space-separated rights, e.g. `audit_admin` (migration 11) */
  rights: string;
}

/** `users.status` (migration 9): a signed-up user is pending until their address is verified. */
export type UserStatus = 'active' | 'pending';

export interface AuthCodeRow {
  code: string;
  user_id: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  expires_at: Ms;
  used_at: Ms | null;
  code_challenge: string | null;
  token_family: string | null;
}

export type TokenKind = 'access' | 'refresh';

export interface TokenRow {
  token_hash: string;
  kind: TokenKind;
  user_id: string;
  client_id: string;
  scope: string;
  family: string;
  expires_at: Ms;
  revoked_at: Ms | null;
}

/** `status`: OK or why the share cannot be read (DELETED, AUDITING, ...). */
export interface ShareRow {
  id: string;
  owner_id: string;
  title: string;
  status: string;
  pass_code: string;
  /** null = never */
  expiration_at: Ms | null;
  /** -1 = unlimited */
  restore_count_left: number;
  created_at: Ms;
  /** where its items live (migration 13): `share_files` copies, or live drive items */
  source: ShareSource;
  allow_download: Flag;
  view_count: number;
  restore_count: number;
  download_count: number;
  /** null = live; revoked shares have `status` 'DELETED' */
  revoked_at: Ms | null;
}

/** `shares.source`: `seed` (items in share_files) or `drive` (live items, share_roots). */
export type ShareSource = 'seed' | 'drive';

/** `archive_links` (migration 13): the selection behind a signed zip link. */
export interface ArchiveLinkRow {
  id: string;
  user_id: string | null;
  share_id: string | null;
  /** JSON: string[] */
  file_ids: string;
  name: string;
  expires_at: Ms;
}

/** The columns a File is made of (files.ts fileJson), common to share items and drive files. */
export interface ItemRow {
  id: string;
  parent_id: string;
  /** 0 folder, 1 file (folders first) */
  kind_rank: number;
  name: string;
  size: number;
  mime_type: string;
  hash: string;
  /** JSON: MediaInfo[] */
  medias: string;
  created_at: Ms;
  modified_at: Ms;
}

/** An item inside a share; parent_id '' = top level of the share. */
export interface ShareFileRow extends ItemRow {
  share_id: string;
}

/** A drive file or folder (the FILE_COLUMNS of drive/store.ts); parent_id '' = the root. */
export interface FileRow extends ItemRow {
  user_id: string;
  phase: string;
  starred: Flag;
  trashed: Flag;
  /** the item whose trashing hid this one */
  trash_root_id: string | null;
  /** when it was trashed (the trash's retention counts from it) */
  trashed_at: Ms | null;
  origin_share_id: string | null;
  origin_file_id: string | null;
  /** uploaded bytes (<data dir>/blobs/<blob>); null = generated stand-in content */
  blob: string | null;
}

/** `files` with every column (SELECT *). */
export interface FileRowFull extends FileRow {
  /** virtual: the extension, lower case; '' for folders */
  ext: string;
}

/** One entry of `medias` (a video or audio stream of the seed). */
export interface MediaInfo {
  media_name: string;
  video: {
    width: number;
    height: number;
    duration: number;
    video_codec: string;
    audio_codec: string;
  };
}

export interface EventRow {
  id: string;
  user_id: string;
  type: string;
  file_id: string;
  file_name: string;
  created_at: Ms;
}

export interface TaskRow {
  id: string;
  user_id: string;
  /** 'restore' | 'offline' */
  type: string;
  name: string;
  phase: TaskPhase;
  progress: number;
  message: string;
  file_id: string;
  /** JSON: TaskParams (tasks.ts) */
  params: string;
  total: number;
  done: number;
  /** bytes still reserved against the quota (a save from a share: what is left to copy) */
  reserved: number;
  created_at: Ms;
  updated_at: Ms;
}

export interface CaptchaTokenRow {
  token: string;
  action: string;
  client_id: string;
  device_id: string;
  expires_at: Ms;
  /** 1 when a person solved a challenge for it (migration 6) */
  proven: 0 | 1;
}

export interface CaptchaChallengeRow {
  id: string;
  action: string;
  client_id: string;
  device_id: string;
  site_origin: string;
  expires_at: Ms;
  used_at: Ms | null;
}

export interface ActivationCodeRow {
  code: string;
  days: number;
  vip_type: string;
  /** null = never (migration 8) */
  expires_at: Ms | null;
  /** accounts that may redeem it; null = any number, once each (migration 8) */
  max_uses: number | null;
}

/** An order (migration 8); `status` one of Wire.ORDER_STATUSES. */
export interface OrderRow {
  id: string;
  user_id: string;
  product_id: string;
  /** '' = the regular price */
  campaign: string;
  /** minor units of `currency` */
  amount: number;
  currency: string;
  status: Wire.Order['status'];
  return_url: string;
  created_at: Ms;
  updated_at: Ms;
  /** what a paid order bought; null until paid */
  period_start: Ms | null;
  period_end: Ms | null;
}

/** A storage or traffic add-on of a paid order (migration 8). */
export interface AddOnRow {
  order_id: string;
  user_id: string;
  kind: 'storage' | 'traffic';
  product_id: string;
  bytes: number;
  starts_at: Ms;
  expires_at: Ms;
  /** bytes added to users.quota_limit (0 when the quota is unlimited, and for traffic) */
  quota_added: number;
  /** when its expiry was applied; null while live */
  ended_at: Ms | null;
}

export interface InviteRow {
  id: string;
  inviter_id: string;
  invitee_name: string;
  reward_days: number;
  created_at: Ms;
  /** The invited user (migration 10); null for invites of the demo seed */
  invitee_id: string | null;
}

/** A code sent by mail (migration 9): verify an address, or reset a password. */
export interface AccountCodeRow {
  id: string;
  user_id: string;
  purpose: 'verify' | 'reset';
  /** sha256 of the code */
  code_hash: string;
  /** wrong codes tried against it */
  attempts: number;
  created_at: Ms;
  expires_at: Ms;
  used_at: Ms | null;
}

/** A mail the server "sent" (migration 9: the outbox, the mail stand-in). */
export interface OutboxRow {
  id: string;
  to_email: string;
  user_id: string | null;
  kind: string;
  scene: Wire.MailScene;
  locale: string;
  subject: string;
  body: string;
  /** '' when none */
  link: string;
  /** '' when none */
  code: string;
  created_at: Ms;
}

/** Whether a user gets one kind of mail (migration 9); no row = yes. */
export interface MailPreferenceRow {
  user_id: string;
  scene: string;
  enabled: Flag;
  updated_at: Ms;
}

export interface MailLinkRow {
  d: string;
  email: string;
  scene: string;
  unsubscribed_at: Ms | null;
}

export interface DownloadStatRow {
  channel: string;
  count: number;
}

/** A tus upload in progress or done. */
export interface UploadRow {
  id: string;
  user_id: string;
  parent_id: string;
  name: string;
  mime_type: string;
  relative_path: string;
  batch_id: string;
  size: number;
  /** the drive file, once the last byte arrived */
  file_id: string | null;
  created_at: Ms;
  finished_at: Ms | null;
}
