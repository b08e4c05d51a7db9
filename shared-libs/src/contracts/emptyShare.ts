import type { Static } from 'typebox';
import type { ShareInfo, ShareStatus } from './api/share';

/**
 * `GET /drive/v1/share` for a share whose content is not shown (a status other than OK, or a
 * passcode still to give): no files, no owner, nothing that says what it holds. The API answers
 * with it, and the share page's prerendered passcode form is rendered from it.
 */
export function emptyShareInfo(
  status: Static<typeof ShareStatus>,
  statusText = '',
): Static<typeof ShareInfo> {
  return {
    share_status: status,
    share_status_text: statusText,
    pass_code_token: '',
    title: '',
    file_num: '0',
    expiration_at: '',
    expiration_left: '-1',
    restore_count_left: '0',
    allow_download: false,
    user_info: { user_id: '', nickname: '', avatar: '' },
    files: [],
    next_page_token: '',
  };
}
