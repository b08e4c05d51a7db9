import type { PlatformMessages } from '../messages';

/** The platform's texts in ko, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
  default: '문제가 발생했습니다. 잠시 후 다시 시도해 주세요',
  unreachable: '네트워크에 연결할 수 없습니다. 연결을 확인한 후 다시 시도해 주세요',
  captchaInvalid: '작업이 너무 잦습니다. 잠시 후 다시 시도해 주세요',
  codes: {
    invalid_password: '잘못된 비밀번호입니다',
    user_blocked: '계정이 잠겼습니다. 잠시 후 다시 시도해 주세요',
    user_pending: '계정이 활성화되지 않았습니다',
    invalid_verification_code: '인증 코드가 올바르지 않습니다',
    two_factor_required: '두 번째 인증 코드가 필요합니다',
    expired_verification_code: '인증 코드가 만료되었습니다',
    under_review: '계정이 탈퇴 심사 기간 중이므로 사용할 수 없습니다',
    account_freeze: '계정이 동결되었습니다. 잠시 후 다시 시도해 주세요',
    invalid_account_or_password: '계정 또는 비밀번호가 잘못되었습니다. 다시 입력해 주세요',
  },
  captchaTitle: '보안 인증',
  close: '닫기',
};
