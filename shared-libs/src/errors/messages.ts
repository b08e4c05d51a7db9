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
 * English, the spec's wording (§8), always in the bundle: the other 10 locales (spec §1) are
 * translations of it, each in its own chunk (`lang/<locale>.ts`), loaded with the interface's
 * locale (`loadPlatformMessages`: the host's messages and each remote's kit load it). Which
 * status maps to which example text is ours where the spec only lists the text: "Account is
 * locked" -> user_blocked, "Account not activated" -> user_pending.
 */
export const EN_PLATFORM_MESSAGES: PlatformMessages = {
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
};

const loaded = new Map<Locale, PlatformMessages>([['en-US', EN_PLATFORM_MESSAGES]]);

/**
 * The platform texts for a locale: English until that locale's texts have loaded (and for
 * anything unknown).
 */
export function platformMessages(locale: Locale): PlatformMessages {
  return loaded.get(locale) ?? EN_PLATFORM_MESSAGES;
}

/** Loads a locale's platform texts (once); a chunk that fails to load leaves them in English. */
export async function loadPlatformMessages(locale: Locale): Promise<PlatformMessages> {
  const hit = loaded.get(locale);
  if (hit) return hit;
  try {
    const mod = (await import(
      /* webpackChunkName: "platform-lang-[request]" */ `./lang/${locale}`
    )) as { messages: PlatformMessages };
    loaded.set(locale, mod.messages);
    return mod.messages;
  } catch {
    return EN_PLATFORM_MESSAGES;
  }
}
