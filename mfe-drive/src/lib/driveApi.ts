import type { Api, ArchiveLink, DriveEvent, DriveFile, HttpClient, Result } from 'shared-libs';

/** Which items a batch acts on: listed ids, or a whole folder but some (select-all). */
export type BatchTarget =
  { ids: string[] } | { scope: { parent_id: string; exclude_ids?: string[] } };

export interface ListQuery {
  /** Folder id, '' for the root, '*' for the whole drive (trash, search). */
  parentId: string;
  sort: string;
  foldersFirst: boolean;
  offset: number;
  limit: number;
  filters?: Record<string, unknown>;
}

export interface ListPage {
  files: DriveFile[];
  total: number;
  /** Across the drive (trash, starred, search): folder id -> its path (issue 31). */
  places?: Record<string, Ancestor[]>;
}

export interface Ancestor {
  id: string;
  name: string;
}

export type FileWithAncestors = DriveFile & { ancestors?: Ancestor[] };

/**
 * What the server does with a name already in the target folder (decision 0031): `ask` refuses
 * (409 already_exists), `rename` keeps both ("name (1)"), `replace` trashes the item in the way,
 * `skip` leaves that item out.
 */
export type ConflictMode = 'ask' | 'rename' | 'replace' | 'skip';

/** A name the target folder already holds (`files:conflicts`). */
export interface NameConflict {
  name: string;
  /** The item already there. */
  id: string;
  kind: 'drive#file' | 'drive#folder';
  /** The name "Keep both" gives. */
  suggested_name: string;
}

/** A batch's answer: top-level items acted on; a copy also says which copies it made. */
export interface BatchAnswer {
  count?: string;
  ids?: string[];
}

/**
 * The drive's view of the API (decision 0006): what the stores need, nothing more, so store
 * tests can give an in-memory drive. `createDriveApi` binds it to the shared-libs client.
 */
export interface DriveApi {
  list(q: ListQuery): Promise<Result<ListPage>>;
  get(id: string, usage?: 'open'): Promise<Result<FileWithAncestors>>;
  createFolder(
    name: string,
    parentId: string,
    conflict?: ConflictMode,
  ): Promise<Result<{ file: DriveFile }>>;
  /** Which of these names the folder already holds. */
  conflicts(parentId: string, names: string[]): Promise<Result<{ conflicts: NameConflict[] }>>;
  rename(id: string, name: string): Promise<Result<DriveFile>>;
  trash(target: BatchTarget): Promise<Result<{ count?: string }>>;
  untrash(ids: string[]): Promise<Result<{ count?: string }>>;
  deleteForever(target: BatchTarget): Promise<Result<{ count?: string }>>;
  emptyTrash(): Promise<Result<{ count?: string }>>;
  star(target: BatchTarget, starred: boolean): Promise<Result<{ count?: string }>>;
  move(
    target: BatchTarget,
    parentId: string,
    conflict?: ConflictMode,
  ): Promise<Result<BatchAnswer>>;
  copy(
    target: BatchTarget,
    parentId: string,
    conflict?: ConflictMode,
  ): Promise<Result<BatchAnswer>>;
  recent(pageToken: string): Promise<Result<{ events: DriveEvent[]; next_page_token: string }>>;
  about(): Promise<Result<{ quota: { limit: string; usage: string; usage_in_trash?: string } }>>;
  /** One zip of items (folders whole): a signed link to navigate to (contracts shareLinks.ts). */
  archive(ids: string[], name?: string): Promise<Result<ArchiveLink>>;
}

/** Items one zip may be asked for (contracts/api/shareLinks.ts `DriveArchiveBody.ids`). */
export const ARCHIVE_MAX_ITEMS = 1000;

/** The DriveApi over the platform's HTTP client (origin rotation, retries, auth). */
export function createDriveApi(http: HttpClient, api: Pick<Api, 'archiveDriveFiles'>): DriveApi {
  const r = http.request;
  const post = <T>(path: string, body: unknown) =>
    r<T>(path, { method: 'POST', auth: true, body, idempotent: true });
  return {
    list: async (q) => {
      const res = await r<{
        files: DriveFile[];
        total?: string;
        places?: Record<string, Ancestor[]>;
      }>('/drive/v1/files', {
        auth: true,
        query: {
          parent_id: q.parentId,
          sort: q.sort,
          folders_first: q.foldersFirst ? 'true' : 'false',
          offset: q.offset,
          limit: q.limit,
          thumbnail_size: 'SIZE_SMALL',
          filters: q.filters ? JSON.stringify(q.filters) : undefined,
        },
      });
      if (res.error) return res;
      const { files, total, places } = res.data;
      return {
        data: { files, total: Number(total ?? files.length), ...(places && { places }) },
        error: null,
      };
    },
    get: (id, usage) =>
      r(`/drive/v1/files/${encodeURIComponent(id)}`, {
        auth: true,
        query: usage ? { usage } : undefined,
      }),
    createFolder: (name, parentId, conflict) =>
      r('/drive/v1/files', {
        method: 'POST',
        auth: true,
        body: { kind: 'drive#folder', name, parent_id: parentId, ...(conflict && { conflict }) },
      }),
    conflicts: (parentId, names) =>
      post('/drive/v1/files:conflicts', { parent_id: parentId, names }),
    rename: (id, name) =>
      r(`/drive/v1/files/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: true,
        body: { name },
        idempotent: true,
      }),
    trash: (t) => post('/drive/v1/files:batchTrash', t),
    untrash: (ids) => post('/drive/v1/files:batchUntrash', { ids }),
    deleteForever: (t) => post('/drive/v1/files:batchDelete', t),
    emptyTrash: () => post('/drive/v1/files:emptyTrash', {}),
    star: (t, starred) => post(starred ? '/drive/v1/files:star' : '/drive/v1/files:unstar', t),
    move: (t, parentId, conflict) =>
      post('/drive/v1/files:batchMove', {
        ...t,
        to: { parent_id: parentId },
        ...(conflict && { conflict }),
      }),
    copy: (t, parentId, conflict) =>
      r('/drive/v1/files:batchCopy', {
        method: 'POST',
        auth: true,
        body: { ...t, to: { parent_id: parentId }, ...(conflict && { conflict }) },
      }),
    recent: (pageToken) =>
      r('/drive/v1/events', {
        auth: true,
        query: { recent: 'true', limit: 100, page_token: pageToken, thumbnail_size: 'SIZE_SMALL' },
      }),
    about: () => r('/drive/v1/about', { auth: true }),
    archive: (ids, name) => api.archiveDriveFiles(name ? { ids, name } : { ids }),
  };
}
