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
}

export interface DriveEvent {
  id: string;
  type: string;
  file_id: string;
  file_name: string;
  created_time: string;
  reference_resource: DriveFile;
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
