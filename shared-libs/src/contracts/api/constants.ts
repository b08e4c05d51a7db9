/**
 * The value lists of the wire (api-contract.md) that code needs at run time, on both sides: plain
 * constants, no TypeBox, so the browser can import them without pulling the schemas in. The
 * schemas (./*.ts) are built from these lists.
 */

/** `share_status` of the share reads. */
export const SHARE_STATUSES = [
  'OK',
  'PASS_CODE_EMPTY',
  'PASS_CODE_ERROR',
  'MAX_RESTORE_COUNT',
  'EXPIRED',
  'DELETED',
  'SENSITIVE_RESOURCE',
  'SENSITIVE_WORD',
  'AUDITING',
  'NOT_FOUND',
  'PROHIBITED',
] as const;

/** Share links made from the drive (ours, shareLinks.ts): with or without a passcode. */
export const SHARE_PASS_CODE_OPTIONS = ['NOT_REQUIRED', 'REQUIRED'] as const;
/** Link lifetimes offered (ours: issue 30 names 1, 7, 30 days or never); -1 = never. */
export const SHARE_EXPIRATION_DAYS = [1, 7, 30, -1] as const;

/**
 * Days a trashed item is kept before the server deletes it for good (ours, issue 31: 30 days as
 * Google Drive; api-contract.md "Trash kept about 30 days"). The server purges on start, hourly
 * and before each trash listing; the client shows the days left from it.
 */
export const TRASH_RETENTION_DAYS = 30;

export const RESTORE_STATUSES = ['RESTORE_UNKNOWN', 'RESTORE_START', 'RESTORE_COMPLETE'] as const;

/** `thumbnail_size` of the listings (SIZE_MEDIUM is accepted; the web client asks SMALL or LARGE). */
export const THUMBNAIL_SIZES = ['SIZE_SMALL', 'SIZE_MEDIUM', 'SIZE_LARGE'] as const;

export const FILE_KINDS = ['drive#file', 'drive#folder'] as const;

export const TASK_PHASES = [
  'PHASE_TYPE_PENDING',
  'PHASE_TYPE_RUNNING',
  'PHASE_TYPE_COMPLETE',
  'PHASE_TYPE_ERROR',
] as const;

/** Task kinds (`type` of a task, and the filter of `GET /drive/v1/tasks`). */
export const TASK_TYPES = ['restore', 'offline'] as const;

/** Sort orders of `GET /drive/v1/files` (decision 0006; spec §3 URL values, type_desc is code 3). */
export const DRIVE_SORTS = [
  'name_asc',
  'name_desc',
  'type_desc',
  'mod_asc',
  'mod_desc',
  'size_asc',
  'size_desc',
] as const;

/** Remote config names (`POST /config/v1/{name}`). */
export const CONFIG_NAMES = [
  'external_products',
  'resources',
  'basic',
  'debug_options',
  'activity_operation',
] as const;

/**
 * The support address (ours): the one place of this fact. The API's `basic` config answers it
 * (a deployment may configure another), and the site shows it until that answer comes.
 */
export const SUPPORT_EMAIL = 'support@cumulus.example';

/** Channels of the public download statistics. */
export const DOWNLOAD_CHANNELS = ['android', 'ios', 'gp', 'tv', 'windows', 'mac'] as const;

/**
 * Accounts (ours, decision 0016): the password rule the API's pages and the drive's account
 * form both say and check, and the kinds of mail (`scene`, as in the unsubscribe links): a user
 * may turn `newsletter` (product news) and `marketing` (campaign offers) off; `account`
 * (account and security notices) is always sent.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const MAIL_SCENES = ['account', 'newsletter', 'marketing'] as const;
export const REQUIRED_MAIL_SCENES: readonly (typeof MAIL_SCENES)[number][] = ['account'];

/**
 * Rights a user may hold beyond a signed-in user's (ours; spec §6 "audit-admin rights: not
 * shown"): `audit_admin` may send a share's files to review (`POST /audit.admin/v1/share`).
 */
export const USER_RIGHTS = ['audit_admin'] as const;
export type UserRight = (typeof USER_RIGHTS)[number];

/** `/drive/feedback` categories (ours: the spec names the page only) and the text's length. */
export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'account', 'payment', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_TEXT_MAX = 2000;
