import type { HttpClient, QueryValue, Result } from '../http/request';
import type { Locale } from '../i18n/locales';
import type {
  About,
  DriveEvent,
  DriveFile,
  FileList,
  Profile,
  ShareBatchFileInfo,
  ShareDetail,
  ShareFileInfo,
  ShareInfo,
  ShareRestoreRequest,
  ShareRestoreResponse,
  Task,
  ThumbnailSize,
  TokenResponse,
  VipInfo,
} from './types';

/** Share list defaults (spec §7, §9). */
export const SHARE_PAGE_SIZE = 100;
export const DEFAULT_THUMBNAIL_SIZE: ThumbnailSize = 'SIZE_LARGE';
/** Authorization grant scope (spec §7). */
export const AUTH_SCOPE = 'user+pan+offline';
/** Remote config names (`POST /config/v1/{name}`). */
export const CONFIG_NAMES = [
  'external_products',
  'resources',
  'basic',
  'debug_options',
  'activity_operation',
] as const;
export type ConfigName = (typeof CONFIG_NAMES)[number];

export interface ShareQuery {
  share_id: string;
  pass_code?: string;
  pass_code_token?: string;
  parent_id?: string;
  limit?: number;
  page_token?: string;
  thumbnail_size?: ThumbnailSize;
  [key: string]: QueryValue;
}

export interface FilesQuery {
  parent_id?: string;
  limit?: number;
  page_token?: string;
  /** Serialised to JSON, e.g. `{ trashed: { eq: true } }`. */
  filters?: Record<string, unknown>;
  thumbnail_size?: ThumbnailSize;
}

const withShareDefaults = (q: ShareQuery): ShareQuery => ({
  limit: SHARE_PAGE_SIZE,
  thumbnail_size: DEFAULT_THUMBNAIL_SIZE,
  ...q,
});

/**
 * Typed endpoint functions over one HttpClient (spec §7, api-contract.md). Each returns
 * `{ data, error }`. `(cred)` calls are sent signed in; read-only POSTs are marked idempotent
 * so they retry like reads.
 */
export function createApi(http: HttpClient) {
  const r = http.request;
  return {
    // ---- share (reader) ----
    getShare: (q: ShareQuery): Promise<Result<ShareInfo>> =>
      r('/drive/v1/share', { query: withShareDefaults(q) }),
    getShareDetail: (q: ShareQuery): Promise<Result<ShareDetail>> =>
      r('/drive/v1/share/detail', { query: withShareDefaults(q) }),
    getShareFileInfo: (q: {
      share_id: string;
      file_id: string;
      pass_code_token?: string;
    }): Promise<Result<ShareFileInfo>> => r('/drive/v1/share/file_info', { query: q }),
    batchShareFileInfo: (body: {
      share_id: string;
      pass_code_token: string;
      file_ids: string[];
    }): Promise<Result<ShareBatchFileInfo>> =>
      r('/drive/v1/share:batch_file_info', { method: 'POST', body, idempotent: true }),
    restoreShare: (body: ShareRestoreRequest): Promise<Result<ShareRestoreResponse>> =>
      r('/drive/v1/share/restore', { method: 'POST', body, auth: true, captcha: true }),

    // ---- drive (signed in) ----
    getTask: (id: string): Promise<Result<Task>> =>
      r(`/drive/v1/tasks/${encodeURIComponent(id)}`, { auth: true }),
    listTasks: (
      q: { type?: string; limit?: number; page_token?: string } = {},
    ): Promise<Result<{ tasks: Task[]; next_page_token: string }>> =>
      r('/drive/v1/tasks', { query: q, auth: true }),
    listFiles: (q: FilesQuery = {}): Promise<Result<FileList>> =>
      r('/drive/v1/files', {
        auth: true,
        query: { ...q, filters: q.filters ? JSON.stringify(q.filters) : undefined },
      }),
    createFolder: (name: string, parentId: string): Promise<Result<{ file: DriveFile }>> =>
      r('/drive/v1/files', {
        method: 'POST',
        auth: true,
        body: { kind: 'drive#folder', name, parent_id: parentId },
      }),
    createUrlTask: (url: string, parentId: string): Promise<Result<{ task: Task }>> =>
      r('/drive/v1/files', {
        method: 'POST',
        auth: true,
        body: {
          kind: 'drive#file',
          upload_type: 'UPLOAD_TYPE_URL',
          url: { url },
          parent_id: parentId,
        },
      }),
    renameFile: (id: string, name: string): Promise<Result<DriveFile>> =>
      r(`/drive/v1/files/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: true,
        body: { name },
      }),
    batchTrash: (ids: string[]) =>
      r<object>('/drive/v1/files:batchTrash', {
        method: 'POST',
        auth: true,
        body: { ids },
        idempotent: true,
      }),
    batchUntrash: (ids: string[]) =>
      r<object>('/drive/v1/files:batchUntrash', {
        method: 'POST',
        auth: true,
        body: { ids },
        idempotent: true,
      }),
    batchDelete: (ids: string[]) =>
      r<object>('/drive/v1/files:batchDelete', {
        method: 'POST',
        auth: true,
        body: { ids },
        idempotent: true,
      }),
    batchMove: (ids: string[], parentId: string) =>
      r<object>('/drive/v1/files:batchMove', {
        method: 'POST',
        auth: true,
        body: { ids, to: { parent_id: parentId } },
        idempotent: true,
      }),
    batchCopy: (ids: string[], parentId: string) =>
      r<object>('/drive/v1/files:batchCopy', {
        method: 'POST',
        auth: true,
        body: { ids, to: { parent_id: parentId } },
      }),
    listEvents: (
      q: { limit?: number; page_token?: string } = {},
    ): Promise<Result<{ events: DriveEvent[]; next_page_token: string }>> =>
      r('/drive/v1/events', { query: q, auth: true }),
    getAbout: (): Promise<Result<About>> => r('/drive/v1/about', { auth: true }),
    getVip: (): Promise<Result<{ data: VipInfo }>> => r('/drive/v1/privilege/vip', { auth: true }),
    getAreaCountryCode: (): Promise<Result<{ data: { countryCode: string } }>> =>
      r('/drive/v1/privilege/area_country_code'),

    // ---- user, auth ----
    getMe: (): Promise<Result<Profile>> => r('/v1/user/me', { auth: true }),
    exchangeAuthCode: (code: string, clientId: string): Promise<Result<TokenResponse>> =>
      r('/v1/auth/token', {
        method: 'POST',
        body: { grant_type: 'authorization_code', code, client_id: clientId },
        retry: { strategy: 'none' },
      }),
    refreshAuthToken: (refreshToken: string, clientId: string): Promise<Result<TokenResponse>> =>
      r('/v1/auth/token', {
        method: 'POST',
        body: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId },
      }),
    revokeAuthToken: (token: string, clientId: string) =>
      r<object>('/v1/auth/revoke', {
        method: 'POST',
        body: { token, client_id: clientId },
        idempotent: true,
      }),

    // ---- vip, activity ----
    inviteActivity: (body: {
      from: string;
      rr: string;
      tf: string;
      rf: string;
    }): Promise<Result<{ free_days: number }>> =>
      r('/vip/v1/activity/invite', { method: 'POST', body, auth: true, captcha: true }),
    activateCode: (activation_code: string, data: Record<string, unknown> = {}) =>
      r<object>('/vip/v1/order/activation-code', {
        method: 'POST',
        body: { activation_code, data },
        auth: true,
      }),
    getTaskStatus: (
      scene: string,
    ): Promise<Result<{ data: { status: string; reward_days: number; streak: number } }>> =>
      r('/vip/v1/task/status', { query: { scene }, auth: true }),
    rewardVip: (
      type: string,
      data: Record<string, unknown> = {},
    ): Promise<Result<{ data: { expire: string } }>> =>
      r('/vip/v1/activity/rewardVip', { method: 'POST', body: { type, data }, auth: true }),
    inviteExtActivityPage: (limit: number) =>
      r<object>('/vip/v1/activity/inviteExtActivityPage', { query: { limit }, auth: true }),
    verifyRecaptchaToken: (body: Record<string, unknown>) =>
      r<object>('/vip/v1/verifyRecaptchaToken', { method: 'POST', body }),
    compensate: (body: Record<string, unknown>) =>
      r<object>('/vip/v1/activity/compensate', { method: 'POST', body, auth: true }),

    // ---- config, mail, audit, access ----
    /** Remote config; body `{ data: { language, client: 'web', ...extra } }` (spec §7). */
    getConfig: <T = Record<string, unknown>>(
      name: ConfigName,
      language: Locale,
      extra: Record<string, unknown> = {},
    ): Promise<Result<{ data: T }>> =>
      r(`/config/v1/${name}`, {
        method: 'POST',
        body: { data: { language, client: 'web', ...extra } },
        idempotent: true,
      }),
    unsubscribe: (d: string): Promise<Result<{ email: string; scene: string }>> =>
      r('/mail/v1/unsubscribe', { query: { d } }),
    auditShare: (body: { share_user_id: string; gcids: string[]; file_ids: string[] }) =>
      r<object>('/audit.admin/v1/share', { method: 'POST', body, auth: true }),
    /** Region access on one access origin (not rotated); short timeout set by the caller. */
    areaAccessible: (
      accessOrigin: string,
      timeoutMs: number,
    ): Promise<Result<{ accessible: boolean }>> =>
      r('/access_controller/v1/area_accessible', {
        origin: accessOrigin,
        timeoutMs,
        retry: { strategy: 'none' },
      }),
    /** Desktop client loopback service (spec §4): port is given in hex. */
    desktopClientAuthCode: (portHex: string): Promise<Result<{ code: string }>> =>
      r('/windows/client-auth-code', {
        method: 'POST',
        origin: `http://127.0.0.1:${parseInt(portHex, 16)}`,
        retry: { strategy: 'none' },
        body: {},
      }),
  };
}

export type Api = ReturnType<typeof createApi>;

/**
 * The sign-in page URL on the API origin (api-contract.md), scope `user+pan+offline`. `state` is
 * sent only when given: the site's own sign-in sends none, because spec §4 ignores a returning
 * code that carries a state (those belong to third-party flows).
 */
export function authorizeUrl(
  apiOrigin: string,
  params: { clientId: string; redirectUri: string; state?: string },
): string {
  const q = [
    `client_id=${encodeURIComponent(params.clientId)}`,
    `redirect_uri=${encodeURIComponent(params.redirectUri)}`,
    `scope=${AUTH_SCOPE}`,
    'response_type=code',
    ...(params.state === undefined ? [] : [`state=${encodeURIComponent(params.state)}`]),
  ].join('&');
  return `${apiOrigin.replace(/\/+$/, '')}/v1/auth/authorize?${q}`;
}
