/** Wire shapes of the share reader: the shared-libs types under the names this remote uses. */
import { SHARE_STATUSES, type ShareStatus } from 'shared-libs';

export type {
  ApiError as ApiErrorShape,
  ArchiveLink,
  DriveFile as ShareFile,
  Media,
  Result,
  ShareBatchFileInfo as ShareBatchFileInfoResponse,
  ShareDetail as ShareDetailResponse,
  ShareFileInfo as ShareFileInfoResponse,
  ShareInfo as ShareInfoResponse,
  ShareRestoreRequest as RestoreRequestBody,
  ShareRestoreResponse as RestoreResponse,
  ShareStatus,
  ShareUser as ShareUserInfo,
  Task,
} from 'shared-libs';

export function isShareStatus(s: unknown): s is ShareStatus {
  return typeof s === 'string' && (SHARE_STATUSES as readonly string[]).includes(s);
}

export const isFolder = (f: { kind: string }): boolean => f.kind === 'drive#folder';
