import type { PlatformMessages } from '../messages';

/** The platform's texts in pt, a translation of the English ones (spec §8). */
export const messages: PlatformMessages = {
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
};
