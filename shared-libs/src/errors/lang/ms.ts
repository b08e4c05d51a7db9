import type { PlatformMessages } from '../messages';

/** The platform's texts in ms, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
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
};
