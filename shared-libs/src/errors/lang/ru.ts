import type { PlatformMessages } from '../messages';

/** The platform's texts in ru, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
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
};
