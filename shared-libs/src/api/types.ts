/**
 * Wire shapes of api-contract.md, as the client reads and sends them. Byte sizes and counts are
 * decimal strings. Each is the static type of the API's schema in `../contracts/api` (the one
 * definition the server validates and serializes with), imported type-only: no schema code lands
 * in a browser bundle. The value lists come from `../contracts/api/constants` (plain constants).
 */
import type { Static } from 'typebox';
import type * as W from '../contracts/api';

export { SHARE_STATUSES, RESTORE_STATUSES, DRIVE_SORTS } from '../contracts/api/constants';

export type ShareStatus = Static<typeof W.ShareStatus>;
export type RestoreStatus = Static<typeof W.RestoreStatus>;

/** Sizes the web client asks for (the server also accepts SIZE_MEDIUM). */
export type ThumbnailSize = Exclude<Static<typeof W.ThumbnailSize>, 'SIZE_MEDIUM'>;
export type FileKind = Static<typeof W.FileKind>;
export type TaskPhase = Static<typeof W.TaskPhase>;

export type Media = Static<typeof W.Media>;
export type DriveFile = Static<typeof W.DriveFile>;
export type ShareUser = Static<typeof W.ShareUser>;

/** `GET /drive/v1/share`. Check `share_status`: an unreadable share answers 200 without files. */
export type ShareInfo = Static<typeof W.ShareInfo>;
export type ShareDetail = Static<typeof W.ShareDetail>;
export type ShareFileInfo = Static<typeof W.ShareFileInfo>;
export type ShareBatchFileInfo = Static<typeof W.ShareBatchFileInfo>;
export type ShareRestoreRequest = Static<typeof W.ShareRestoreBody>;
export type ShareRestoreResponse = Static<typeof W.ShareRestoreResult>;
/** `POST /drive/v1/share/restore:conflicts`: the names a save's destination already holds. */
export type ShareRestoreConflicts = Static<typeof W.ShareRestoreConflicts>;

export type Task = Static<typeof W.Task>;

// Share links made from the drive (issue 30; contracts/api/shareLinks.ts). Owner-only routes.
export {
  SHARE_PASS_CODE_OPTIONS,
  SHARE_EXPIRATION_DAYS,
  TRASH_RETENTION_DAYS,
} from '../contracts/api/constants';
export type PassCodeOption = Static<typeof W.PassCodeOption>;
/** Days from now; -1 = never. */
export type ExpirationDays = Static<typeof W.ExpirationDays>;
/** `POST /drive/v1/share`: `pass_code_option` and `allow_download` have server defaults. */
export type ShareCreateRequest = Omit<
  Static<typeof W.ShareCreateBody>,
  'pass_code_option' | 'allow_download'
> &
  Partial<Pick<Static<typeof W.ShareCreateBody>, 'pass_code_option' | 'allow_download'>>;
export type ShareLink = Static<typeof W.ShareLink>;
export type ShareLinkItem = Static<typeof W.ShareLinkItem>;
export type ShareLinkList = Static<typeof W.ShareLinkList>;
/** `PATCH /drive/v1/share/{share_id}`: at least one field; `expiration_at` or `expiration_days`. */
export type ShareUpdateRequest = Static<typeof W.ShareUpdateBody>;
/** `POST /drive/v1/files:archive`. */
export type DriveArchiveRequest = Static<typeof W.DriveArchiveBody>;
/** `POST /drive/v1/share:archive`. */
export type ShareArchiveRequest = Static<typeof W.ShareArchiveBody>;
/** A signed zip link, valid a few minutes: navigate to `url`. */
export type ArchiveLink = Static<typeof W.ArchiveLink>;
/** `GET /drive/v1/share/download` query. */
export type ShareDownloadQuery = Static<typeof W.ShareDownloadQuery>;

export type FileList = Static<typeof W.FileList>;

/** Sort orders of `GET /drive/v1/files` (decision 0006; spec §3 URL values, type_desc is code 3). */
export type DriveSort = Static<typeof W.DriveSort>;

/**
 * The `filters` of a listing (serialised to JSON into the `filters` query parameter, which the
 * server parses itself: infra/api/src/drive/listing.ts). `name.contains`: 1 to 100 characters.
 */
export interface FileFilters {
  trashed?: { eq: boolean };
  starred?: { eq: boolean };
  mime_type?: { prefix: string };
  phase?: { eq: TaskPhase };
  kind?: { eq: FileKind };
  name?: { contains: string };
}

/** A folder above an item (breadcrumb), the top-level one first. */
export type Ancestor = Static<typeof W.Ancestor>;

/** `GET /drive/v1/files/{id}`: the file and its breadcrumb (ours). */
export type DriveFileWithAncestors = Static<typeof W.DriveFileWithAncestors>;

/** "Everything in this folder except these" (select-all of a large folder). */
export type BatchScope = Static<typeof W.BatchScope>;

/** What a batch acts on: listed ids, or a scope. Never both. */
export type BatchTarget = { ids: string[] } | { scope: BatchScope };

/** Every batch answers how many top-level items it acted on (decimal string). */
export type BatchResult = Static<typeof W.BatchResult>;

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

/** An event; `reference_resource` is the current file, null once the file is deleted. */
export type DriveEvent = Static<typeof W.DriveEvent>;
export type EventList = Static<typeof W.EventList>;

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

export type About = Static<typeof W.About>;
export type VipItem = Static<typeof W.VipItem>;
export type VipInfo = Static<typeof W.VipInfo>;
export type Profile = Static<typeof W.Profile>;
export type TokenResponse = Static<typeof W.TokenResponse>;
// Accounts (decision 0016): the signed-in user's password, sessions and mail preferences.
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, MAIL_SCENES } from '../contracts/api/constants';
export {
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXT_MAX,
  type FeedbackCategory,
} from '../contracts/api/constants';
/** A kind of mail: `account` (always sent), `newsletter` (product news), `marketing` (offers). */
export type MailScene = Static<typeof W.MailScene>;
export type MailPreference = Static<typeof W.MailPreference>;
export type MailPreferences = Static<typeof W.MailPreferences>;
export type ChangePasswordRequest = Static<typeof W.ChangePasswordBody>;
export type PasswordChanged = Static<typeof W.PasswordChanged>;
export type SessionsRevoked = Static<typeof W.SessionsRevoked>;
export type UnsubscribeResult = Static<typeof W.Unsubscribe>;
export type CheckInStatus = Static<typeof W.TaskStatus>;
export type CheckInReward = Static<typeof W.RewardVip>;
export type TaskList = Static<typeof W.TaskList>;
export type VipPrivilege = Static<typeof W.VipPrivilege>;
export type AreaCountryCode = Static<typeof W.AreaCountryCode>;
export type AreaAccessible = Static<typeof W.AreaAccessible>;
export type AuditShareResult = Static<typeof W.AuditShareResult>;
export type DesktopAuthCode = Static<typeof W.DesktopAuthCode>;
/** Device sign-in (RFC 8628): what the site's TV page asks the person about, and the answer. */
export type DeviceRequest = Static<typeof W.DeviceRequest>;
export type DeviceDecision = Static<typeof W.DeviceDecision>;
export type InviteResult = Static<typeof W.InviteResult>;
/** `POST /vip/v1/activity/invite` (spec §7; `campaign` ours: the invite code of an invite link). */
export type InviteRequest = Static<typeof W.InviteBody>;
/** `GET /vip/v1/activity/inviteExtActivityPage`: the user's invite rewards. */
export type InvitePage = Static<typeof W.InvitePage>;
export type InviteEntry = InvitePage['data']['list'][number];
/** `POST /vip/v1/activity/compensate`: the days a claim added and the new premium expiry. */
export type Compensation = Static<typeof W.CompensateResult>;
/** `activity_operation` config: the campaigns and their dates (the API is their one source). */
export type ActivityOperation = Static<typeof W.ActivityOperation>;
export type ActivityCampaign = Static<typeof W.ActivityCampaign>;
export type CompensationTypeInfo = Static<typeof W.CompensationTypeInfo>;
/** `basic`, `resources` and `external_products` configs (ours: the fields the site reads). */
export type BasicConfig = Static<typeof W.BasicConfig>;
export type ResourcesConfig = Static<typeof W.ResourcesConfig>;
export type ConfigBanner = Static<typeof W.ConfigBanner>;
export type ExternalProductsConfig = Static<typeof W.ExternalProductsConfig>;
export type ExternalProduct = Static<typeof W.ExternalProduct>;
export { SUPPORT_EMAIL } from '../contracts/api/constants';
/** `POST /vip/v1/verifyRecaptchaToken`: the request and the verdict on a captcha token. */
export type RecaptchaRequest = Static<typeof W.RecaptchaBody>;
export type RecaptchaVerdict = Static<typeof W.RecaptchaResult>;
/** `POST /vip/v1/order/activation-code`: the new premium expiry. */
export type ActivationCodeResult = Static<typeof W.ActivationCodeResult>;

// Purchases (decision 0015). Money is an integer of the currency's minor units (US cents).
export type ProductSpec = Static<typeof W.ProductSpec>;
export type Product = Static<typeof W.Product>;
export type CampaignOffer = Static<typeof W.CampaignOffer>;
export type Catalogue = Static<typeof W.Catalogue>;
export type Order = Static<typeof W.Order>;
export type OrderStatus = Order['status'];
/**
 * `POST /vip/v1/orders`: the product, a campaign whose price applies (the server decides the
 * price), the page of the site the checkout sends the buyer back to, the site's locale.
 */
export type CreateOrderRequest = Static<typeof W.CreateOrderBody>;
export type CreatedOrder = Static<typeof W.CreatedOrder>;
export type OrderResult = Static<typeof W.OrderResult>;
export type OrderList = Static<typeof W.OrderList>;
/** A live storage add-on or traffic pack of `GET /drive/v1/about`. */
export type AddOn = About['add_ons'][number];

/** `true` when the share can be read (anything else must not render as an empty folder). */
export function isShareReadable(share: { share_status: ShareStatus | string }): boolean {
  return share.share_status === 'OK';
}
