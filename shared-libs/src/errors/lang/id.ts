import type { PlatformMessages } from '../messages';

/** The platform's texts in id, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
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
};
