import type { PlatformMessages } from '../messages';

/** The platform's texts in zh-CN, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
  default: '出错了，请稍后重试',
  unreachable: '网络不可用，请检查网络连接后重试',
  captchaInvalid: '您的操作过于频繁，请稍后再试',
  codes: {
    invalid_password: '密码错误',
    user_blocked: '账号已被锁定，请稍后再试',
    user_pending: '账号未激活',
    invalid_verification_code: '验证码错误',
    two_factor_required: '需要第二个验证码',
    expired_verification_code: '验证码已过期',
    under_review: '账号处于注销审核期，无法使用',
    account_freeze: '账号已被冻结，请稍后再试',
    invalid_account_or_password: '账号或密码错误，请重新输入',
  },
  captchaTitle: '安全验证',
  close: '关闭',
};
