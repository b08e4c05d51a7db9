import type { Locale } from '../i18n/locales';

/** Codes (all >= 17) that have their own text (spec §8's English examples). */
export type CodeTextName =
  | 'invalid_password'
  | 'user_blocked'
  | 'user_pending'
  | 'invalid_verification_code'
  | 'two_factor_required'
  | 'expired_verification_code'
  | 'under_review'
  | 'account_freeze'
  | 'invalid_account_or_password';

/** The platform's own user-facing texts, per interface locale. */
export interface PlatformMessages {
  /** Fallback text; `errorMessage` appends the error name and description in brackets. */
  default: string;
  /** Network failure (`unreachable`). */
  unreachable: string;
  /** `captcha_invalid`: the service thinks the user acts too often. */
  captchaInvalid: string;
  /** Code-based texts, chosen for codes 17 and above. */
  codes: Record<CodeTextName, string>;
  /** Accessible name of the captcha challenge dialog. */
  captchaTitle: string;
  /** Accessible name of a dialog's close button. */
  close: string;
}

/**
 * All 11 locales (spec §1). English is the spec's wording (§8); the others are translations
 * of it. Which status maps to which example text is ours where the spec only lists the text:
 * "Account is locked" -> user_blocked, "Account not activated" -> user_pending.
 */
export const PLATFORM_MESSAGES: Record<Locale, PlatformMessages> = {
  'en-US': {
    default: 'Something went wrong. Please try again later',
    unreachable: 'Network unavailable. Please check your connection and try again',
    captchaInvalid: 'Your operation is too frequent, please try again later',
    codes: {
      invalid_password: 'Invalid password',
      user_blocked: 'Account is locked. Please try again later',
      user_pending: 'Account not activated',
      invalid_verification_code: 'Verification code is incorrect',
      two_factor_required: 'Need a second verification code',
      expired_verification_code: 'Verification code is expired',
      under_review: 'The account is in the period of cancellation audit and cannot be used',
      account_freeze: 'Account is frozen, please try again later',
      invalid_account_or_password: 'Wrong account number or password, please re-enter',
    },
    captchaTitle: 'Security verification',
    close: 'Close',
  },
  es: {
    default: 'Algo salió mal. Inténtalo de nuevo más tarde',
    unreachable: 'Red no disponible. Comprueba tu conexión e inténtalo de nuevo',
    captchaInvalid: 'Operaciones demasiado frecuentes, inténtalo de nuevo más tarde',
    codes: {
      invalid_password: 'Contraseña no válida',
      user_blocked: 'La cuenta está bloqueada. Inténtalo de nuevo más tarde',
      user_pending: 'Cuenta no activada',
      invalid_verification_code: 'El código de verificación es incorrecto',
      two_factor_required: 'Se necesita un segundo código de verificación',
      expired_verification_code: 'El código de verificación ha caducado',
      under_review: 'La cuenta está en período de revisión de baja y no se puede usar',
      account_freeze: 'La cuenta está congelada, inténtalo de nuevo más tarde',
      invalid_account_or_password: 'Cuenta o contraseña incorrecta, vuelve a introducirla',
    },
    captchaTitle: 'Verificación de seguridad',
    close: 'Cerrar',
  },
  id: {
    default: 'Terjadi kesalahan. Silakan coba lagi nanti',
    unreachable: 'Jaringan tidak tersedia. Periksa koneksi Anda dan coba lagi',
    captchaInvalid: 'Operasi Anda terlalu sering, silakan coba lagi nanti',
    codes: {
      invalid_password: 'Kata sandi tidak valid',
      user_blocked: 'Akun terkunci. Silakan coba lagi nanti',
      user_pending: 'Akun belum diaktifkan',
      invalid_verification_code: 'Kode verifikasi salah',
      two_factor_required: 'Diperlukan kode verifikasi kedua',
      expired_verification_code: 'Kode verifikasi sudah kedaluwarsa',
      under_review: 'Akun sedang dalam masa peninjauan pembatalan dan tidak dapat digunakan',
      account_freeze: 'Akun dibekukan, silakan coba lagi nanti',
      invalid_account_or_password: 'Akun atau kata sandi salah, silakan masukkan lagi',
    },
    captchaTitle: 'Verifikasi keamanan',
    close: 'Tutup',
  },
  ja: {
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
  },
  ko: {
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
  },
  ms: {
    default: 'Sesuatu tidak kena. Sila cuba lagi kemudian',
    unreachable: 'Rangkaian tidak tersedia. Sila semak sambungan anda dan cuba lagi',
    captchaInvalid: 'Operasi anda terlalu kerap, sila cuba lagi kemudian',
    codes: {
      invalid_password: 'Kata laluan tidak sah',
      user_blocked: 'Akaun dikunci. Sila cuba lagi kemudian',
      user_pending: 'Akaun belum diaktifkan',
      invalid_verification_code: 'Kod pengesahan tidak betul',
      two_factor_required: 'Kod pengesahan kedua diperlukan',
      expired_verification_code: 'Kod pengesahan telah tamat tempoh',
      under_review: 'Akaun sedang dalam tempoh semakan pembatalan dan tidak boleh digunakan',
      account_freeze: 'Akaun dibekukan, sila cuba lagi kemudian',
      invalid_account_or_password: 'Akaun atau kata laluan salah, sila masukkan semula',
    },
    captchaTitle: 'Pengesahan keselamatan',
    close: 'Tutup',
  },
  pt: {
    default: 'Algo deu errado. Tente novamente mais tarde',
    unreachable: 'Rede indisponível. Verifique sua conexão e tente novamente',
    captchaInvalid: 'Suas operações estão muito frequentes, tente novamente mais tarde',
    codes: {
      invalid_password: 'Senha inválida',
      user_blocked: 'A conta está bloqueada. Tente novamente mais tarde',
      user_pending: 'Conta não ativada',
      invalid_verification_code: 'O código de verificação está incorreto',
      two_factor_required: 'É necessário um segundo código de verificação',
      expired_verification_code: 'O código de verificação expirou',
      under_review: 'A conta está em período de análise de cancelamento e não pode ser usada',
      account_freeze: 'A conta está congelada, tente novamente mais tarde',
      invalid_account_or_password: 'Conta ou senha incorreta, digite novamente',
    },
    captchaTitle: 'Verificação de segurança',
    close: 'Fechar',
  },
  ru: {
    default: 'Что-то пошло не так. Повторите попытку позже',
    unreachable: 'Сеть недоступна. Проверьте подключение и повторите попытку',
    captchaInvalid: 'Слишком частые операции, повторите попытку позже',
    codes: {
      invalid_password: 'Неверный пароль',
      user_blocked: 'Аккаунт заблокирован. Повторите попытку позже',
      user_pending: 'Аккаунт не активирован',
      invalid_verification_code: 'Неверный код подтверждения',
      two_factor_required: 'Требуется второй код подтверждения',
      expired_verification_code: 'Срок действия кода подтверждения истёк',
      under_review: 'Аккаунт находится на проверке перед удалением и не может использоваться',
      account_freeze: 'Аккаунт заморожен, повторите попытку позже',
      invalid_account_or_password: 'Неверный аккаунт или пароль, введите ещё раз',
    },
    captchaTitle: 'Проверка безопасности',
    close: 'Закрыть',
  },
  uk: {
    default: 'Щось пішло не так. Спробуйте пізніше',
    unreachable: 'Мережа недоступна. Перевірте підключення та спробуйте ще раз',
    captchaInvalid: 'Надто часті операції, спробуйте пізніше',
    codes: {
      invalid_password: 'Неправильний пароль',
      user_blocked: 'Обліковий запис заблоковано. Спробуйте пізніше',
      user_pending: 'Обліковий запис не активовано',
      invalid_verification_code: 'Неправильний код підтвердження',
      two_factor_required: 'Потрібен другий код підтвердження',
      expired_verification_code: 'Термін дії коду підтвердження минув',
      under_review:
        'Обліковий запис перебуває на перевірці перед видаленням і не може використовуватися',
      account_freeze: 'Обліковий запис заморожено, спробуйте пізніше',
      invalid_account_or_password: 'Неправильний обліковий запис або пароль, введіть ще раз',
    },
    captchaTitle: 'Перевірка безпеки',
    close: 'Закрити',
  },
  'zh-CN': {
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
  },
  'zh-TW': {
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
  },
};

/** The platform texts for a locale (falls back to en-US for anything unknown). */
export function platformMessages(locale: Locale): PlatformMessages {
  return PLATFORM_MESSAGES[locale] ?? PLATFORM_MESSAGES['en-US'];
}
