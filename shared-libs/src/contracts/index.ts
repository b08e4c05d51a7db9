/**
 * `shared-libs/contracts`: the facts both sides of the wire share, safe to import from Node
 * (infra) and from the browser (type-only or tiny constants): the locales, the host-remote
 * contract version, the error-code table, and the API's wire schemas (`Wire`, ./api: TypeBox
 * values the server validates and serializes with; the browser imports them type-only). Nothing
 * here may import the DOM, React or the HTTP client.
 */
export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  isLocale,
  toLocale,
  matchLocale,
  type Locale,
} from '../i18n/locales';
export { CONTRACT_VERSION, type RemoteName, type RouteRecord } from './host-remote';
export {
  BUILD_MANIFEST,
  MANIFEST_BUILD_KEY,
  type BuildMeta,
  type ContractDeclaration,
  type RemoteBuildDeclaration,
} from './buildManifest';
export {
  SERVER_ERROR_CODES,
  GENERIC_CODE_ERRORS,
  type ServerErrorName,
  type GenericCodeErrorName,
  type WireErrorName,
} from './errorCodes';
export type { ActivityEntry, Registry, RemoteEntry, RemoteVersionRef } from './registry';
export * as Wire from './api';
export { fileTypeOf, type FileType, type FileTypeInput } from './fileType';
export { SITE_PATHS } from './sitePaths';
export { STATE_FRAGMENTS } from './stateFragments';
export { emptyShareInfo } from './emptyShare';
export {
  DEVICE_GRANT_TYPE,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  normalizeUserCode,
} from './deviceCode';
export {
  ANALYTICS_EVENTS,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_LIMITS,
  ANALYTICS_COLLECT_PATH,
  isAnalyticsEventName,
  LOGIN_ACTION_EVENTS,
  type AnalyticsQueue,
  type LoginAction,
  type AnalyticsEventName,
  type AnalyticsParams,
  type AnalyticsUserType,
  type AnalyticsValue,
} from './analyticsEvents';
export {
  INTERNAL_EVENTS,
  type BusListener,
  type EventBus,
  type InternalEventMap,
  type InternalEventName,
} from './internalEvents';
