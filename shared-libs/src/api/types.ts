/** Wire shapes of api-contract.md. Byte sizes and counts are decimal strings. */

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
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const RESTORE_STATUSES = ['RESTORE_UNKNOWN', 'RESTORE_START', 'RESTORE_COMPLETE'] as const;
export type RestoreStatus = (typeof RESTORE_STATUSES)[number];

export type ThumbnailSize = 'SIZE_SMALL' | 'SIZE_LARGE';
export type FileKind = 'drive#file' | 'drive#folder';
export type TaskPhase =
  'PHASE_TYPE_PENDING' | 'PHASE_TYPE_RUNNING' | 'PHASE_TYPE_COMPLETE' | 'PHASE_TYPE_ERROR';

export interface Media {
  media_name: string;
  video?: {
    width: number;
    height: number;
    duration: number;
    video_codec: string;
    audio_codec: string;
  };
  link?: { url: string; expire: string };
}

export interface DriveFile {
  kind: FileKind;
  id: string;
  parent_id: string;
  name: string;
  size: string;
  mime_type: string;
  file_extension: string;
  created_time: string;
  modified_time: string;
  thumbnail_link: string;
  icon_link: string;
  phase: string;
  trashed: boolean;
  starred: boolean;
  hash: string;
  web_content_link: string;
  medias: Media[];
  params: Record<string, unknown>;
  audit?: { status: string };
}

export interface ShareUser {
  user_id: string;
  nickname: string;
  avatar: string;
}

/** `GET /drive/v1/share`. Check `share_status`: an unreadable share answers 200 without files. */
export interface ShareInfo {
  share_status: ShareStatus;
  share_status_text: string;
  pass_code_token: string;
  title: string;
  file_num: string;
  expiration_at: string;
  expiration_left: string;
  restore_count_left: string;
  user_info: ShareUser;
  files: DriveFile[];
  next_page_token: string;
}

export interface ShareDetail {
  share_status: ShareStatus;
  share_status_text: string;
  files: DriveFile[];
  next_page_token: string;
}

export interface ShareFileInfo {
  share_status: ShareStatus;
  share_status_text: string;
  file_info: DriveFile;
}

export interface ShareBatchFileInfo {
  share_status: ShareStatus;
  files: DriveFile[];
}

export interface ShareRestoreRequest {
  share_id: string;
  pass_code_token: string;
  file_ids: string[];
  ancestor_ids?: string[];
  parent_id?: string;
  specify_parent_id?: boolean;
}

export interface ShareRestoreResponse {
  share_status: ShareStatus;
  share_status_text: string;
  file_id: string;
  restore_status: RestoreStatus;
  restore_task_id: string;
}

export interface Task {
  id: string;
  name: string;
  type: string;
  phase: TaskPhase;
  progress: number;
  message: string;
  file_id: string;
  created_time?: string;
  updated_time?: string;
  /** Ours (infra/api): where the task saves, and, once a restore completed, the saved items. */
  params?: {
    share_id?: string;
    url?: string;
    parent_id?: string;
    saved_ids?: string[];
    total?: string;
    done?: string;
  };
}

export interface FileList {
  kind: 'drive#fileList';
  files: DriveFile[];
  next_page_token: string;
  /** Ours (decision 0006): how many items match the query, on every page (decimal string). */
  total?: string;
}

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
export type DriveSort = (typeof DRIVE_SORTS)[number];

/** The `filters` of a listing (serialised to JSON). `name.contains`: 1 to 100 characters. */
export interface FileFilters {
  trashed?: { eq: boolean };
  starred?: { eq: boolean };
  mime_type?: { prefix: string };
  phase?: { eq: TaskPhase };
  kind?: { eq: FileKind };
  name?: { contains: string };
}

/** A folder above an item (breadcrumb), the top-level one first. */
export interface Ancestor {
  id: string;
  name: string;
}

/** `GET /drive/v1/files/{id}`: the file and its breadcrumb (ours). */
export interface DriveFileWithAncestors extends DriveFile {
  ancestors: Ancestor[];
}

/** "Everything in this folder except these" (select-all of a large folder). */
export interface BatchScope {
  parent_id: string;
  exclude_ids?: string[];
}

/** What a batch acts on: listed ids, or a scope. Never both. */
export type BatchTarget = { ids: string[] } | { scope: BatchScope };

/** Every batch answers how many top-level items it acted on (decimal string). */
export interface BatchResult {
  count: string;
}

/** Event kinds (ours); the recent view lists the last of UPLOAD, CREATE, COPY, RESTORE, URL, OPEN. */
export type DriveEventType =
  | 'TYPE_CREATE'
  | 'TYPE_RENAME'
  | 'TYPE_MOVE'
  | 'TYPE_COPY'
  | 'TYPE_TRASH'
  | 'TYPE_UNTRASH'
  | 'TYPE_DELETE'
  | 'TYPE_RESTORE'
  | 'TYPE_UPLOAD'
  | 'TYPE_URL'
  | 'TYPE_OPEN';

export interface DriveEvent {
  id: string;
  type: string;
  file_id: string;
  file_name: string;
  created_time: string;
  /** The current file (`null` in the server's answer once the file is deleted). */
  reference_resource: DriveFile;
}

export interface EventList {
  events: DriveEvent[];
  next_page_token: string;
}

/**
 * Resumable uploads (tus 1.0.0, decision 0006): the creation URL, the largest file, the
 * `Upload-Metadata` keys and the header of the final answer that names the created file.
 */
export const UPLOADS_PATH = '/drive/v1/uploads/';
export const UPLOAD_MAX_BYTES = 4 * 1024 ** 3;
export const UPLOAD_FILE_ID_HEADER = 'Cumulus-File-Id';
export interface UploadMetadata {
  filename: string;
  filetype?: string;
  /** Folder id, '' or absent for the root. */
  parent_id?: string;
  /** For a folder upload: `a/b/c.txt` makes folders a and b (reused within one batch_id). */
  relative_path?: string;
  batch_id?: string;
}

export interface About {
  kind: 'drive#about';
  quota: { limit: string; usage: string; usage_in_trash?: string };
}

export interface VipItem {
  type: string;
  expire: string;
  surplus_day: number;
}

export interface VipInfo {
  expire: string;
  status: 'ok' | 'invalid' | string;
  type: string;
  user_id: string;
  vipItem: VipItem[];
}

export interface Profile {
  sub: string;
  name: string;
  email: string;
  phone_number: string;
  picture: string;
  /** `SET` / 'set' when the user has a password, else ''. */
  password: string;
}

export interface TokenResponse {
  token_type: 'Bearer';
  access_token: string;
  refresh_token: string;
  expires_in: number;
  sub: string;
}

/** `true` when the share can be read (anything else must not render as an empty folder). */
export function isShareReadable(share: { share_status: ShareStatus | string }): boolean {
  return share.share_status === 'OK';
}
