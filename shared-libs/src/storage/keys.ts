/** Prefix of every client storage key (spec §3). */
export const STORAGE_PREFIX = 'pp_';

/**
 * Every client storage key (local storage and cookies), in one table. The first block is the
 * spec's list (§3); the second block is ours (names the spec does not give), kept under the
 * same prefix so one rule finds them all.
 */
export const STORAGE_KEYS = {
  loginScene: 'pp_login_scene',
  locale: 'pp_locale',
  accessToVisit: 'pp_access_to_visit',
  sharePasscodeToken: 'pp_share_passcode_token',
  previewFileId: 'pp_preview_file_id',
  savedFileIds: 'pp_saved_file_ids',
  userId: 'pp_user_id',
  navFolders: 'pp_nav_folders',
  oauthInfo: 'pp_oauth_info',
  restoreContinue: 'pp_restore_continue',
  restoreToDrive: 'pp_restore_to_drive',
  restoreRequestBody: 'pp_restore_request_body',
  newUser: 'pp_new_user',
  refererList: 'pp_referer_list',
  freeDays: 'pp_free_days',
  hideLangChange: 'pp_hide_lang_change',
  sharePwdCode: 'pp_share_pwd_code',
  hiddenSharedContentCover: 'pp_hidden_shared_content_cover',
  globalDisplayMode: 'pp_global_display_mode',
  sharedDisplayMode: 'pp_shared_display_mode',
  ssrViewType: 'pp_ssr_view_type',
  /** The spec lists `allow_analysis` beside the pp_ keys, without the prefix. */
  allowAnalysis: 'allow_analysis',

  // ours: names not given by the spec
  /** Captcha token info (spec §3 fields). */
  captchaTokenInfo: 'pp_captcha_token_info',
  /** Device id source (the id is its last dot-separated part, first 32 characters). */
  deviceId: 'pp_device_id',
  /** Attribution cookies (spec §2 `__source`, `__medium`, `__campaign`). */
  attributionSource: 'pp_attr_source',
  attributionMedium: 'pp_attr_medium',
  attributionCampaign: 'pp_attr_campaign',
  /** Users of this browser whose invite-activity call was made (spec §4: once per user). */
  freeVipCalled: 'pp_free_vip_called',
  /** Spec §6: "a debug button appears if a local-storage flag is 'true'" (host/src/features/debug). */
  debugButton: 'pp_debug',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];
