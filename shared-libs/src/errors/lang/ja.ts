import type { PlatformMessages } from '../messages';

/** The platform's texts in ja, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
  default: 'エラーが発生しました。しばらくしてからもう一度お試しください',
  unreachable: 'ネットワークに接続できません。接続を確認してもう一度お試しください',
  captchaInvalid: '操作が頻繁すぎます。しばらくしてからもう一度お試しください',
  codes: {
    invalid_password: 'パスワードが無効です',
    user_blocked: 'アカウントがロックされています。しばらくしてからもう一度お試しください',
    user_pending: 'アカウントが有効化されていません',
    invalid_verification_code: '認証コードが正しくありません',
    two_factor_required: '2つ目の認証コードが必要です',
    expired_verification_code: '認証コードの有効期限が切れています',
    under_review: 'このアカウントは退会審査期間中のため使用できません',
    account_freeze: 'アカウントが凍結されています。しばらくしてからもう一度お試しください',
    invalid_account_or_password:
      'アカウントまたはパスワードが間違っています。もう一度入力してください',
  },
  captchaTitle: 'セキュリティ認証',
  close: '閉じる',
};
