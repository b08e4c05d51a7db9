import type {
  Api,
  ArchiveLink,
  ShareRestoreConflicts,
  ShareRestoreRequest,
  ShareRestoreResponse,
  Result,
  ShareBatchFileInfo,
  ShareDetail,
  ShareFileInfo,
  ShareInfo,
  Task,
} from 'shared-libs';

/** The shared-libs endpoints the share page uses (injected, so tests use a fake transport). */
export type ShareEndpoints = Pick<
  Api,
  | 'getShare'
  | 'getShareDetail'
  | 'getShareFileInfo'
  | 'batchShareFileInfo'
  | 'restoreShare'
  | 'restoreShareConflicts'
  | 'getTask'
  | 'archiveShareFiles'
  | 'shareDownloadUrl'
>;

/** The share page's view of those endpoints, with the share's defaults (size 100, SIZE_LARGE). */
export interface ShareApi {
  info(q: {
    shareId: string;
    passCode?: string;
    passCodeToken?: string;
    pageToken?: string;
  }): Promise<Result<ShareInfo>>;
  detail(q: {
    shareId: string;
    parentId: string;
    passCodeToken: string;
    pageToken?: string;
  }): Promise<Result<ShareDetail>>;
  fileInfo(q: {
    shareId: string;
    fileId: string;
    passCodeToken: string;
  }): Promise<Result<ShareFileInfo>>;
  batchFileInfo(q: {
    shareId: string;
    fileIds: string[];
    passCodeToken: string;
  }): Promise<Result<ShareBatchFileInfo>>;
  restore(body: ShareRestoreRequest): Promise<Result<ShareRestoreResponse>>;
  /** The names a save's destination already holds, and that folder (decision 0031). */
  restoreConflicts(
    body: Omit<ShareRestoreRequest, 'conflict'>,
  ): Promise<Result<ShareRestoreConflicts>>;
  task(id: string): Promise<Result<Task>>;
  /** A zip of items of the share (folders whole), when it allows downloads: a signed link. */
  archive(q: {
    shareId: string;
    fileIds: string[];
    passCodeToken: string;
  }): Promise<Result<ArchiveLink>>;
  /** Where the browser goes to download one file of the share (a plain link; no request here). */
  downloadUrl(q: { shareId: string; fileId: string; passCodeToken: string }): string;
}

/** Empty strings are left out of the query (the server reads `pass_code=` as a given code). */
const opt = (s: string | undefined) => (s ? s : undefined);

export function createShareApi(api: ShareEndpoints): ShareApi {
  return {
    info: (q) =>
      api.getShare({
        share_id: q.shareId,
        pass_code: opt(q.passCode),
        pass_code_token: opt(q.passCodeToken),
        page_token: opt(q.pageToken),
      }),
    detail: (q) =>
      api.getShareDetail({
        share_id: q.shareId,
        parent_id: q.parentId,
        pass_code_token: opt(q.passCodeToken),
        page_token: opt(q.pageToken),
      }),
    fileInfo: (q) =>
      api.getShareFileInfo({
        share_id: q.shareId,
        file_id: q.fileId,
        pass_code_token: q.passCodeToken,
      }),
    batchFileInfo: (q) =>
      api.batchShareFileInfo({
        share_id: q.shareId,
        file_ids: q.fileIds,
        pass_code_token: q.passCodeToken,
      }),
    restore: (body) => api.restoreShare(body),
    restoreConflicts: (body) => api.restoreShareConflicts(body),
    task: (id) => api.getTask(id),
    archive: (q) =>
      api.archiveShareFiles({
        share_id: q.shareId,
        pass_code_token: opt(q.passCodeToken),
        file_ids: q.fileIds,
      }),
    downloadUrl: (q) =>
      api.shareDownloadUrl({
        share_id: q.shareId,
        file_id: q.fileId,
        pass_code_token: opt(q.passCodeToken),
      }),
  };
}
