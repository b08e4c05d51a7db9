import type { PlatformMessages } from '../messages';

/** The platform's texts in zh-TW, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
  default: '發生錯誤，請稍後重試',
  unreachable: '網路無法使用，請檢查網路連線後重試',
  captchaInvalid: '您的操作過於頻繁，請稍後再試',
  codes: {
    invalid_password: '密碼錯誤',
    user_blocked: '帳號已被鎖定，請稍後再試',
    user_pending: '帳號未啟用',
    invalid_verification_code: '驗證碼錯誤',
    two_factor_required: '需要第二個驗證碼',
    expired_verification_code: '驗證碼已過期',
    under_review: '帳號處於註銷審核期，無法使用',
    account_freeze: '帳號已被凍結，請稍後再試',
    invalid_account_or_password: '帳號或密碼錯誤，請重新輸入',
  },
  captchaTitle: '安全驗證',
  close: '關閉',
};
