import type { PlatformMessages } from '../messages';

/** The platform's texts in es, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
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
};
