import { STORAGE_KEYS, type SafeStorage, type ShareRestoreRequest } from 'shared-libs';

/** Login scene of the share page (spec §4: "share page if URL has /s/"). */
export const SHARE_LOGIN_SCENE = 'share_page';

/**
 * A save of this share started before sign-in waits in local storage (RestoreStore keeps it
 * there): read without the save's own code, which the page loads only to resume it.
 */
export function hasPendingSave(local: SafeStorage, shareId: string): boolean {
  const body = local.getJSON<ShareRestoreRequest>(STORAGE_KEYS.restoreRequestBody);
  return local.getItem(STORAGE_KEYS.restoreContinue) === '1' && body?.share_id === shareId;
}
