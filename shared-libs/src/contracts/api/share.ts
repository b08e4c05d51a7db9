/**
 * The share reader (api-contract.md "Share (reader)"). An unreadable share answers HTTP 200 with a
 * `share_status` other than OK and no files: check it, not only errors.
 */
import { Type, type Static } from 'typebox';
import { RESTORE_STATUSES, SHARE_STATUSES } from './constants';
import {
  Decimal,
  Id,
  IdList,
  Limit,
  OptionalId,
  PageToken,
  PassCodeToken,
  StringEnum,
  ThumbnailSize,
  Time,
} from './common';
import { ConflictMode, ConflictsResult } from './drive';
import { DriveFile } from './files';

export const ShareStatus = StringEnum(SHARE_STATUSES);
export type ShareStatus = Static<typeof ShareStatus>;
export const RestoreStatus = StringEnum(RESTORE_STATUSES);

/** `GET /drive/v1/share` and `GET /drive/v1/share/detail` (`pass_code` is read by the first only). */
export const ShareListQuery = Type.Object({
  share_id: Id,
  pass_code: Type.Optional(Type.String({ maxLength: 64 })),
  pass_code_token: Type.Optional(PassCodeToken),
  parent_id: Type.Optional(OptionalId),
  limit: Limit(100, 100),
  page_token: Type.Optional(PageToken),
  thumbnail_size: ThumbnailSize,
});

export const ShareUser = Type.Object({
  user_id: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
});

/** `GET /drive/v1/share` */
export const ShareInfo = Type.Object({
  share_status: ShareStatus,
  share_status_text: Type.String(),
  /** Returned for public shares too. */
  pass_code_token: Type.String(),
  title: Type.String(),
  file_num: Decimal,
  expiration_at: Time,
  /** Seconds (decimal string), '-1' = never. */
  expiration_left: Decimal,
  restore_count_left: Decimal,
  /** Ours (shareLinks.ts): visitors may download files and archives of this share. */
  allow_download: Type.Boolean(),
  user_info: ShareUser,
  files: Type.Array(DriveFile),
  next_page_token: Type.String(),
});

/** `GET /drive/v1/share/detail`: a folder of the share. */
export const ShareDetail = Type.Object({
  share_status: ShareStatus,
  share_status_text: Type.String(),
  /** Ours: how many items the listed folder holds (with OK), as `ShareInfo.file_num` counts the top level. */
  file_num: Type.Optional(Decimal),
  files: Type.Array(DriveFile),
  next_page_token: Type.String(),
});

/** `GET /drive/v1/share/file_info` */
export const ShareFileInfoQuery = Type.Object({
  share_id: Id,
  file_id: Id,
  pass_code_token: Type.Optional(PassCodeToken),
  thumbnail_size: ThumbnailSize,
});
/** With the signed links (`web_content_link`, `medias`); `file_info` is null when unreadable. */
export const ShareFileInfo = Type.Object({
  share_status: ShareStatus,
  share_status_text: Type.String(),
  file_info: Type.Union([DriveFile, Type.Null()]),
});

/** `POST /drive/v1/share:batch_file_info` (ours) */
export const ShareBatchFileInfoBody = Type.Object({
  share_id: Id,
  pass_code_token: Type.Optional(PassCodeToken),
  file_ids: IdList(100),
});
export const ShareBatchFileInfo = Type.Object({
  share_status: ShareStatus,
  share_status_text: Type.String(),
  files: Type.Array(DriveFile),
});

/** What a save names: the share's items and where to (a restore and its conflicts query). */
const restoreTarget = {
  share_id: Id,
  pass_code_token: Type.Optional(PassCodeToken),
  file_ids: IdList(1000),
  ancestor_ids: Type.Optional(Type.Array(OptionalId, { maxItems: 100 })),
  /** The folder asked for (with `specify_parent_id`), else the user's "My Pack" folder. */
  parent_id: Type.Optional(OptionalId),
  specify_parent_id: Type.Optional(Type.Boolean()),
};

/**
 * `POST /drive/v1/share/restore` (signed in, captcha): save items to the drive. `conflict`
 * (ours, decision 0031) is the drive's mode for a top-level item whose name the destination
 * already holds: `ask` refuses with `already_exists` (409), `rename` keeps both ("name (1)"),
 * `replace` trashes the items in the way, `skip` leaves those items out (`already_exists` when
 * none is left). Absent: duplicate names are allowed, as before.
 */
export const ShareRestoreBody = Type.Object({
  ...restoreTarget,
  conflict: Type.Optional(ConflictMode),
});
/** Saving is asynchronous: `restore_task_id` names the task (tasks.ts). */
export const ShareRestoreResult = Type.Object({
  share_status: ShareStatus,
  share_status_text: Type.String(),
  file_id: Type.String(),
  restore_status: RestoreStatus,
  restore_task_id: Type.String(),
});

/** `POST /drive/v1/share/restore:conflicts` (ours, signed in): what a save would ask about. */
export const ShareRestoreConflictsBody = Type.Object(restoreTarget);
/**
 * The destination folder of the save (`parent_id` '' is the drive's root, or the "My Pack" folder
 * the save would make, which holds nothing) and the top-level names it already holds, each with the
 * item there and the name "Keep both" gives (as `files:conflicts` answers).
 */
export const ShareRestoreConflicts = Type.Object({
  share_status: ShareStatus,
  share_status_text: Type.String(),
  parent_id: Type.String(),
  parent_name: Type.String(),
  conflicts: ConflictsResult.properties.conflicts,
});
