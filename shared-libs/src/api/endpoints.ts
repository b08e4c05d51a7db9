import { buildUrl, type HttpClient, type QueryValue, type Result } from '../http/request';
import type { Locale } from '../i18n/locales';
import type { ConfigName } from '../contracts/api/config';
import type {
  About,
  BatchResult,
  BatchTarget,
  DriveFile,
  DriveFileWithAncestors,
  DriveSort,
  EventList,
  FileFilters,
  FileList,
  Profile,
  ShareBatchFileInfo,
  ShareDetail,
  ShareFileInfo,
  ShareInfo,
  ShareRestoreConflicts,
  ShareRestoreRequest,
  ShareRestoreResponse,
  ShareCreateRequest,
  ShareLink,
  ShareLinkList,
  ShareUpdateRequest,
  DriveArchiveRequest,
  ShareArchiveRequest,
  ArchiveLink,
  ShareDownloadQuery,
  Task,
  ThumbnailSize,
  TokenResponse,
  UnsubscribeResult,
  CheckInReward,
  CheckInStatus,
  TaskList,
  VipPrivilege,
  AreaCountryCode,
  AreaAccessible,
  AuditShareResult,
  DesktopAuthCode,
  InviteResult,
  InviteRequest,
  InvitePage,
  Compensation,
  ActivationCodeResult,
  RecaptchaRequest,
  RecaptchaVerdict,
} from './types';
import { orderEndpoints } from './orderEndpoints';
import { accountEndpoints } from './accountEndpoints';

/** Share list defaults (spec §7, §9). */
export const SHARE_PAGE_SIZE = 100;
export const DEFAULT_THUMBNAIL_SIZE: ThumbnailSize = 'SIZE_LARGE';
/**
 * The first thumbnails of a list, loaded at once at high priority (never lazily): the ones a
 * first view shows (4 grid rows of 3 on a phone). The host server preloads the same ones for a
 * share's first view. Ours: the spec has no number.
 */
export const FIRST_VIEW_THUMBNAILS = 12;
/**
 * A share's top level of up to this many files is loaded whole (its pages one after the other)
 * before it is shown: the page sorts the files itself (spec §3), and a later page's files
 * would otherwise land among those already shown, moving them. The host server includes those
 * pages in a share's first view. Ours: 5 pages.
 */
export const WHOLE_LISTING_MAX = 5 * SHARE_PAGE_SIZE;
/** Authorization grant scope (spec §7). */
export const AUTH_SCOPE = 'user+pan+offline';
/** Remote config names (`POST /config/v1/{name}`): one list, the API's. */
export { CONFIG_NAMES } from '../contracts/api/constants';
export type { ConfigName } from '../contracts/api/config';

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
  /** Folder id, '' for the root, '*' for the whole drive (trash, starred, search). */
  parent_id?: string;
  limit?: number;
  /** Keyset token of the previous page; not with `offset`. */
  page_token?: string;
  /** Position in the sorted listing (0..10,000,000); not with `page_token`. */
  offset?: number;
  /** Default name_asc. */
  sort?: DriveSort;
  /** Folders before files whatever the sort (default true). */
  folders_first?: boolean;
  /** Serialised to JSON, e.g. `{ trashed: { eq: true } }`. */
  filters?: FileFilters | Record<string, unknown>;
  thumbnail_size?: ThumbnailSize;
}

/** `['a', 'b']` -> `{ ids: ['a', 'b'] }`; a target as it is. */
const targetOf = (t: string[] | BatchTarget): BatchTarget => (Array.isArray(t) ? { ids: t } : t);

const withShareDefaults = (q: ShareQuery): ShareQuery => ({
  limit: SHARE_PAGE_SIZE,
  thumbnail_size: DEFAULT_THUMBNAIL_SIZE,
  ...q,
});

/**
 * The request `getShare` sends: path and query. Also what the host server asks for a share's
 * first view (infra/serve/share-first-view.ts), so its answer is the one the page would get.
 */
export const shareInfoRequest = (q: ShareQuery) => ({
  path: '/drive/v1/share',
  query: withShareDefaults(q),
});

/**
 * Typed endpoint functions over one HttpClient (spec §7, api-contract.md). Each returns
 * `{ data, error }`. `(cred)` calls are sent signed in; read-only POSTs are marked idempotent
 * so they retry like reads.
 */
export function createApi(http: HttpClient) {
  const r = http.request;
  /** A batch route; safe to retry (acting twice on the same items changes nothing more). */
  const batch = (action: string, target: string[] | BatchTarget, extra: object = {}) =>
    r<BatchResult>(`/drive/v1/files${action}`, {
      method: 'POST',
      auth: true,
      body: { ...targetOf(target), ...extra },
      idempotent: true,
    });
  return {
    // ---- share (reader) ----
    getShare: (q: ShareQuery): Promise<Result<ShareInfo>> => {
      const { path, query } = shareInfoRequest(q);
      return r(path, { query });
    },
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
      r('/drive/v1/share/restore', {
        method: 'POST',
        body,
        auth: true,
        captcha: true,
        // Retried after a failed answer: the server saves once per key.
        idempotencyKey: true,
      }),
    /**
     * Which top-level names a save's destination already holds, and that folder (decision
     * 0031): what the page asks about after the save answered `already_exists`. Read only.
     */
    restoreShareConflicts: (
      body: Omit<ShareRestoreRequest, 'conflict'>,
    ): Promise<Result<ShareRestoreConflicts>> =>
      r('/drive/v1/share/restore:conflicts', {
        method: 'POST',
        body,
        auth: true,
        idempotent: true,
      }),

    /** A zip of files of a share (when it allows downloads): a signed link to navigate to. */
    archiveShareFiles: (body: ShareArchiveRequest): Promise<Result<ArchiveLink>> =>
      r('/drive/v1/share:archive', { method: 'POST', body, idempotent: true }),
    /**
     * Where the browser goes to download one file of a share (a plain navigation: the API
     * answers 302 to a signed attachment link, or the error envelope). On the current origin.
     */
    shareDownloadUrl: (q: ShareDownloadQuery): string =>
      buildUrl(http.rotation.current(), '/drive/v1/share/download', { ...q }),

    // ---- my share links (signed in, owner only; contracts/api/shareLinks.ts) ----
    /** Makes a link; sent once per key, so a retry after a lost answer makes no second link. */
    createShareLink: (body: ShareCreateRequest): Promise<Result<ShareLink>> =>
      r('/drive/v1/share', { method: 'POST', body, auth: true, idempotencyKey: true }),
    /** My links, newest first (revoked ones are not listed). */
    listShareLinks: (
      q: { limit?: number; page_token?: string } = {},
    ): Promise<Result<ShareLinkList>> => r('/drive/v1/share/list', { query: q, auth: true }),
    /** Changes the code, the expiry (`expiration_at` in the past ends it now) or downloads. */
    updateShareLink: (shareId: string, body: ShareUpdateRequest): Promise<Result<ShareLink>> =>
      r(`/drive/v1/share/${encodeURIComponent(shareId)}`, {
        method: 'PATCH',
        auth: true,
        body,
        idempotent: true,
      }),
    /** Revokes links: visitors then see DELETED. Safe to retry. */
    revokeShareLinks: (ids: string[]): Promise<Result<BatchResult>> =>
      r('/drive/v1/share:batchDelete', {
        method: 'POST',
        auth: true,
        body: { ids },
        idempotent: true,
      }),

    // ---- drive (signed in) ----
    getTask: (id: string): Promise<Result<Task>> =>
      r(`/drive/v1/tasks/${encodeURIComponent(id)}`, { auth: true }),
    listTasks: (
      q: { type?: string; limit?: number; page_token?: string } = {},
    ): Promise<Result<TaskList>> => r('/drive/v1/tasks', { query: q, auth: true }),
    /** A page of a folder (or `parent_id: '*'`): by `page_token` or `offset`, with `total`. */
    listFiles: (q: FilesQuery = {}): Promise<Result<FileList>> =>
      r('/drive/v1/files', {
        auth: true,
        query: { ...q, filters: q.filters ? JSON.stringify(q.filters) : undefined },
      }),
    /** Search by name across the drive (not the trash): `name.contains`, 1 to 100 characters. */
    searchFiles: (text: string, q: Omit<FilesQuery, 'parent_id'> = {}): Promise<Result<FileList>> =>
      r('/drive/v1/files', {
        auth: true,
        query: {
          ...q,
          parent_id: '*',
          filters: JSON.stringify({ ...q.filters, name: { contains: text } }),
        },
      }),
    /** One item with its breadcrumb; `usage: 'open'` records an open (the recent view). */
    getFile: (
      id: string,
      q: { usage?: 'open'; thumbnail_size?: ThumbnailSize } = {},
    ): Promise<Result<DriveFileWithAncestors>> =>
      r(`/drive/v1/files/${encodeURIComponent(id)}`, { auth: true, query: q }),
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
    // Batches take ids (as before) or a target `{ ids }` / `{ scope }`, and answer `{ count }`.
    batchTrash: (target: string[] | BatchTarget) => batch(':batchTrash', target),
    batchUntrash: (ids: string[]) => batch(':batchUntrash', ids),
    batchDelete: (target: string[] | BatchTarget) => batch(':batchDelete', target),
    batchStar: (target: string[] | BatchTarget) => batch(':star', target),
    batchUnstar: (target: string[] | BatchTarget) => batch(':unstar', target),
    batchMove: (target: string[] | BatchTarget, parentId: string) =>
      batch(':batchMove', target, { to: { parent_id: parentId } }),
    /** Not retried: a repeated copy would copy twice. */
    batchCopy: (target: string[] | BatchTarget, parentId: string): Promise<Result<BatchResult>> =>
      r('/drive/v1/files:batchCopy', {
        method: 'POST',
        auth: true,
        body: { ...targetOf(target), to: { parent_id: parentId } },
      }),
    /** A zip of items of my drive (folders whole): a signed link to navigate to. */
    archiveDriveFiles: (body: DriveArchiveRequest): Promise<Result<ArchiveLink>> =>
      r('/drive/v1/files:archive', { method: 'POST', auth: true, body, idempotent: true }),
    /** Deletes everything in the trash. */
    emptyTrash: (): Promise<Result<BatchResult>> =>
      r('/drive/v1/files:emptyTrash', { method: 'POST', auth: true, body: {}, idempotent: true }),
    listEvents: (q: { limit?: number; page_token?: string } = {}): Promise<Result<EventList>> =>
      r('/drive/v1/events', { query: q, auth: true }),
    /** Recent: one entry per live file, its last add or open, newest first. */
    recentEvents: (
      q: { limit?: number; page_token?: string; thumbnail_size?: ThumbnailSize } = {},
    ): Promise<Result<EventList>> =>
      r('/drive/v1/events', { query: { ...q, recent: true }, auth: true }),
    getAbout: (): Promise<Result<About>> => r('/drive/v1/about', { auth: true }),
    getVip: (): Promise<Result<VipPrivilege>> => r('/drive/v1/privilege/vip', { auth: true }),
    getAreaCountryCode: (): Promise<Result<AreaCountryCode>> =>
      r('/drive/v1/privilege/area_country_code'),

    // ---- user, auth ----
    getMe: (): Promise<Result<Profile>> => r('/v1/user/me', { auth: true }),
    /**
     * With a PKCE verifier the exchange is retried on the next origin when one is down: the
     * server answers a repeated exchange (same code and verifier) with fresh tokens and revokes
     * the first ones, so a lost answer costs nothing. Without one, a code is tried once.
     */
    exchangeAuthCode: (
      code: string,
      clientId: string,
      codeVerifier?: string,
    ): Promise<Result<TokenResponse>> =>
      r('/v1/auth/token', {
        method: 'POST',
        body: {
          grant_type: 'authorization_code',
          code,
          client_id: clientId,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        ...(codeVerifier ? { idempotent: true } : { retry: { strategy: 'none' } }),
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

    // ---- the signed-in account: password, sessions, mail preferences (accountEndpoints.ts) ----
    ...accountEndpoints(r),

    // ---- vip, activity ----
    /**
     * The invite-activity call (spec §4). `background`: made without the person asking (the
     * session's invite rule), so a captcha challenge is never shown for it.
     */
    inviteActivity: (
      body: InviteRequest,
      options: { background?: boolean } = {},
    ): Promise<Result<InviteResult>> =>
      r('/vip/v1/activity/invite', {
        method: 'POST',
        body,
        auth: true,
        captcha: true,
        ...(options.background ? { captchaChallenge: false } : {}),
      }),
    activateCode: (
      activation_code: string,
      data: Record<string, unknown> = {},
    ): Promise<Result<ActivationCodeResult>> =>
      r('/vip/v1/order/activation-code', {
        method: 'POST',
        body: { activation_code, data },
        auth: true,
      }),
    getTaskStatus: (scene: string): Promise<Result<CheckInStatus>> =>
      r('/vip/v1/task/status', { query: { scene }, auth: true }),
    rewardVip: (type: string, data: Record<string, unknown> = {}): Promise<Result<CheckInReward>> =>
      r('/vip/v1/activity/rewardVip', { method: 'POST', body: { type, data }, auth: true }),
    /** The user's invite rewards: totals, link, one page of the list (`page_token`: ours). */
    inviteExtActivityPage: (limit: number, pageToken?: string): Promise<Result<InvitePage>> =>
      r('/vip/v1/activity/inviteExtActivityPage', {
        query: { limit, page_token: pageToken },
        auth: true,
      }),
    /**
     * Asks the API whether a captcha token it issued is good for `action` (ours: proven by a
     * solved challenge scores 0.9, a silent one 0.5; unknown, expired or for another action:
     * `success: false`).
     */
    verifyRecaptchaToken: (body: RecaptchaRequest): Promise<Result<RecaptchaVerdict>> =>
      r('/vip/v1/verifyRecaptchaToken', { method: 'POST', body }),
    /** Claims a compensation type (spec §3) once; a second claim is `already_exists`. */
    compensate: (type: string, data: Record<string, unknown> = {}): Promise<Result<Compensation>> =>
      r('/vip/v1/activity/compensate', { method: 'POST', body: { type, data }, auth: true }),

    // ---- purchases: catalogue, orders, receipts (orderEndpoints.ts) ----
    ...orderEndpoints(r),

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
    unsubscribe: (d: string): Promise<Result<UnsubscribeResult>> =>
      r('/mail/v1/unsubscribe', { query: { d } }),
    /** The audit-admin share action (spec §7): reviewers only (`rights` has `audit_admin`). */
    auditShare: (body: {
      share_user_id: string;
      gcids: string[];
      file_ids: string[];
    }): Promise<Result<AuditShareResult>> =>
      r('/audit.admin/v1/share', { method: 'POST', body, auth: true }),
    /** Region access on one access origin (not rotated); short timeout set by the caller. */
    areaAccessible: (accessOrigin: string, timeoutMs: number): Promise<Result<AreaAccessible>> =>
      r('/access_controller/v1/area_accessible', {
        origin: accessOrigin,
        timeoutMs,
        retry: { strategy: 'none' },
      }),
    /** Desktop client loopback service (spec §4): port is given in hex. */
    desktopClientAuthCode: (portHex: string): Promise<Result<DesktopAuthCode>> =>
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
  params: {
    clientId: string;
    redirectUri: string;
    state?: string;
    codeChallenge?: string;
    /** The site's locale: the sign-in page (and sign-up, reset) speak it (OAuth `ui_locales`). */
    uiLocales?: string;
  },
): string {
  const q = [
    `client_id=${encodeURIComponent(params.clientId)}`,
    `redirect_uri=${encodeURIComponent(params.redirectUri)}`,
    `scope=${AUTH_SCOPE}`,
    'response_type=code',
    ...(params.state === undefined ? [] : [`state=${encodeURIComponent(params.state)}`]),
    ...(params.codeChallenge
      ? [`code_challenge=${encodeURIComponent(params.codeChallenge)}`, 'code_challenge_method=S256']
      : []),
    ...(params.uiLocales ? [`ui_locales=${encodeURIComponent(params.uiLocales)}`] : []),
  ].join('&');
  return `${apiOrigin.replace(/\/+$/, '')}/v1/auth/authorize?${q}`;
}
