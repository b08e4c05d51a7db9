import type { PlatformMessages } from '../messages';

/** The platform's texts in uk, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
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
};
