/**
 * shared-libs public entry. The only barrel in the repo: everything other parts may use is
 * exported here (React bindings live in `shared-libs/react`). See README.md for the API list.
 */
export * from './contracts/host-remote';
export * from './i18n/locales';
export { INSTANCE_ID } from './instance';

// ---- platform singleton ----
export { configurePlatform, getPlatform, isPlatformConfigured } from './platform';
export type { Platform, PlatformConfig } from './platform';

// ---- errors ----
export { ERROR_CODES, errorNameOf, isErrorName } from './errors/codes';
export type { ErrorCode, ErrorName } from './errors/codes';
export {
  cancelledError,
  createApiError,
  isApiError,
  isError,
  isTooManyAttempts,
  localError,
  LOCALIZED_MESSAGE_TYPE,
  RETRY_DELAY_TYPE,
  RETRY_INFO_TYPE,
  toApiError,
  unknownError,
  unreachableError,
} from './errors/ApiError';
export type { ApiError, ErrorDetail, LocalizedMessage, RetryInfo } from './errors/ApiError';
export { CODE_TEXT_MIN_CODE, errorMessage, localeFits } from './errors/errorMessage';
export { EN_PLATFORM_MESSAGES, loadPlatformMessages, platformMessages } from './errors/messages';
export type { PlatformMessages } from './errors/messages';

// ---- http ----
export {
  buildUrl,
  createHttpClient,
  DEFAULT_ATTEMPT_TIMEOUT_MS,
  errorFromStatus,
  fail,
  isRetryable,
  MAX_CAPTCHA_RENEWALS,
  ok,
} from './http/request';
export type {
  AuthProvider,
  CaptchaProvider,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  Logger,
  QueryValue,
  RequestOptions,
  Result,
} from './http/request';
export { createOriginRotation } from './http/origins';
export type { OriginRotation } from './http/origins';
export {
  clampRetry,
  DEFAULT_RETRY,
  EXPONENTIAL_BASE_MS,
  FIXED_RETRY_WAIT_MS,
  JITTER_RATIO,
  MAX_EXPONENTIAL_ATTEMPTS,
  MAX_RETRY,
  maxAttempts,
  retryDelay,
} from './http/retry';
export type { ExponentialRetryPolicy, FixedRetryPolicy, RetryPolicy } from './http/retry';
export { fetchTransport } from './http/transport';
export { requestKey, withInitialResponses } from './http/initialResponses';
export type { InitialResponse } from './http/initialResponses';
export type { Transport, TransportRequest, TransportResponse } from './http/transport';

// ---- api ----
export {
  AUTH_SCOPE,
  authorizeUrl,
  CONFIG_NAMES,
  createApi,
  DEFAULT_THUMBNAIL_SIZE,
  FIRST_VIEW_THUMBNAILS,
  SHARE_PAGE_SIZE,
  shareInfoRequest,
  WHOLE_LISTING_MAX,
} from './api/endpoints';
export type { Api, ConfigName, FilesQuery, ShareQuery } from './api/endpoints';
export { DOWNLOAD_STATS_PATH, downloadUrl, getReleases, RELEASES_PATH } from './api/downloads';
export type { DownloadChannel, MacArch, ReleaseInfo, ReleaseList } from './api/downloads';
export {
  checkRegionAccess,
  REGION_ACCESS_TIMEOUT_MS,
  REGION_ACCESS_TIMEOUT_NO_CACHE_MS,
} from './api/regionAccess';
export {
  DRIVE_SORTS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXT_MAX,
  isShareReadable,
  MAIL_SCENES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESTORE_STATUSES,
  SHARE_STATUSES,
  SUPPORT_EMAIL,
  TRASH_RETENTION_DAYS,
  UPLOAD_FILE_ID_HEADER,
  UPLOAD_MAX_BYTES,
  UPLOADS_PATH,
} from './api/types';
export type * from './api/types';

// ---- captcha ----
export { CaptchaManager, CAPTCHA_INIT_PATH } from './captcha/CaptchaManager';
export type { CaptchaInitResponse, CaptchaManagerOptions } from './captcha/CaptchaManager';
// The challenge overlay itself (captcha/challengeFrame.ts) is loaded by the platform when needed.
export {
  CAPTCHA_RESULT_MESSAGE_TYPE,
  isCaptchaResultMessage,
  reportCaptchaResultToOpener,
} from './captcha/captchaResult';
export {
  CAPTCHA_CLIENT_VERSION,
  CAPTCHA_SALT_COUNT,
  captchaSign,
  signedCaptchaMeta,
} from './captcha/sign';
export { CAPTCHA_SAFETY_MARGIN_MS, isTokenValid } from './captcha/tokenStore';
export type { CaptchaTokenInfo } from './captcha/tokenStore';
export { generateDeviceId, getOrCreateDeviceId, parseDeviceId } from './captcha/deviceId';
export { md5 } from './captcha/md5';

// ---- session ----
export {
  emptyUserInfo,
  loginSceneFor,
  SessionStore,
  TOKEN_REFRESH_MARGIN_MS,
} from './session/SessionStore';
export type { LoginScene, SessionStoreDeps, UserInfo } from './session/SessionStore';
export type { Credentials } from './session/credentials';

// ---- storage ----
export { createPkcePair, pkceChallenge, PKCE_VERIFIER_KEY } from './session/pkce';
export type { PkcePair } from './session/pkce';
export { STORAGE_KEYS, STORAGE_PREFIX } from './storage/keys';
export type { StorageKey, StorageKeyName } from './storage/keys';
export {
  COOKIE_LIFETIMES,
  createCookies,
  documentCookieJar,
  GENERAL_COOKIE_OPTIONS,
  getSharePasscodeToken,
  getSharePwdCode,
  LAX_SECURE_COOKIE_OPTIONS,
  removeUserIdCookie,
  serializeCookie,
  setFreeDaysCookie,
  setLocaleCookie,
  setSharePasscodeToken,
  setSharePwdCode,
  setUserIdCookie,
  SHARE_COOKIES_KEPT,
} from './storage/cookies';
export type { CookieJar, CookieOptions, Cookies } from './storage/cookies';
export { createSafeStorage } from './storage/safeStorage';
export type { KeyValueStorage, SafeStorage } from './storage/safeStorage';

// ---- utilities ----
export { createLockSession, DEFAULT_LOCK_TIMEOUT_MS, Lock } from './utils/lock';
export type { LockOptions, LockRelease, LockSession } from './utils/lock';
export {
  addReferrer,
  loadReferrers,
  REFERRER_LIFE_MS,
  REFERRER_MAX,
  referrerHosts,
  saveReferrer,
  validReferrers,
} from './utils/referrers';
export type { ReferrerEntry } from './utils/referrers';
export { getAttribution, readAttributionQuery, saveAttribution } from './utils/attribution';
export type { Attribution } from './utils/attribution';
export {
  applyDateTimeMask,
  DATE_TIME_FORMAT,
  DATE_TIME_MASK,
  formatBytes,
  formatDateTime,
  isEmail,
  STORAGE_UNITS,
} from './utils/format';
export {
  BRIDGE_METHODS,
  BRIDGE_NOT_DECLARED,
  BRIDGE_PROCESS_ERROR,
  createNativeBridge,
} from './utils/nativeBridge';
export type {
  BridgeMethod,
  BridgeResponse,
  NativeBridge,
  NativeHost,
  NativeUserInfo,
} from './utils/nativeBridge';
export {
  analyticsUserType,
  createAnalytics,
  LOGIN_ACTION_EVENTS,
  PUBLIC_MODULE_EVENTS,
} from './utils/analytics';
export type { Analytics, LoginAction } from './utils/analytics';
export { createPpaQueue, NO_ANALYTICS } from './analytics/ppaQueue';
export type { AnalyticsQueue, Consent, PpaQueue, PpaQueueDeps } from './analytics/ppaQueue';
export { analyticsConsent, setAnalyticsConsent, CONSENT_COOKIE_DAYS } from './analytics/consent';
export { createEventBus } from './events/bus';
export type { BusListener, EventBus } from './events/bus';
export {
  ANALYTICS_EVENTS,
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEventName,
  type AnalyticsUserType,
} from './contracts/analyticsEvents';
export {
  INTERNAL_EVENTS,
  type InternalEventMap,
  type InternalEventName,
} from './contracts/internalEvents';
export {
  createDebugConsoleTrigger,
  DEBUG_CLICK_COUNT,
  DEBUG_CLICK_INTERVAL_MS,
  isVconsoleAllowed,
} from './utils/debugConsole';
export * from './contracts/sitePaths';
export { STATE_FRAGMENTS } from './contracts/stateFragments';
export { emptyShareInfo } from './contracts/emptyShare';
export {
  APP_DEEP_LINK_SCHEME,
  HEAD_UPDATE_DEBOUNCE_MS,
  MAIN_DOMAIN,
  PRODUCT_DOMAINS,
  appDeepLink,
  isProductHost,
} from './contracts/product';
export {
  DEVICE_GRANT_TYPE,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  normalizeUserCode,
} from './contracts/deviceCode';
export * from './contracts/registry';
export * from './contracts/buildManifest';
