import type { Locale } from '../i18n/locales';
import {
  LOCALIZED_MESSAGE_TYPE,
  RETRY_INFO_TYPE,
  type ApiError,
  type ErrorDetail,
} from './ApiError';
import { ERROR_CODES, errorNameOf } from './codes';
import { platformMessages, type CodeTextName, type PlatformMessages } from './messages';

/** Codes at or above this value may have their own text (spec §8). */
export const CODE_TEXT_MIN_CODE = 17;

function lang(tag: string): { language: string; region: string } {
  const [language = '', region = ''] = tag.trim().toLowerCase().split(/[-_]/);
  return { language, region };
}

/**
 * A detail locale fits the interface locale when the languages are equal and the regions are
 * equal or one side has none (`en` fits `en-US`; `zh-CN` does not fit `zh-TW`).
 */
export function localeFits(detailLocale: string, locale: Locale): boolean {
  const a = lang(detailLocale);
  const b = lang(locale);
  if (!a.language || a.language !== b.language) return false;
  return !a.region || !b.region || a.region === b.region;
}

function isLocalizedMessage(
  d: ErrorDetail,
): d is { '@type': string; locale: string; message: string } {
  return (
    d['@type'] === LOCALIZED_MESSAGE_TYPE &&
    typeof (d as { locale?: unknown }).locale === 'string' &&
    typeof (d as { message?: unknown }).message === 'string' &&
    (d as { message: string }).message !== ''
  );
}

function isUnreachable(err: ApiError): boolean {
  if (err.error_code === ERROR_CODES.unreachable) return true;
  // A `local` error for an exhausted retry counter whose last failure was the network.
  return err.details.some(
    (d) =>
      d['@type'] === RETRY_INFO_TYPE &&
      (d as { last_error?: unknown }).last_error === 'unreachable',
  );
}

function codeText(err: ApiError, m: PlatformMessages): string | undefined {
  if (err.error_code < CODE_TEXT_MIN_CODE) return undefined;
  const name = errorNameOf(err.error_code);
  if (!name || !(name in m.codes)) return undefined;
  return m.codes[name as CodeTextName];
}

/**
 * The user-facing text for an error, in the spec's choice order (§8):
 * 1. a LocalizedMessage in `details` for the locale;
 * 2. the unreachable or captcha_invalid text;
 * 3. the code-based text (codes 17 and above);
 * 4. the default text plus error and description in brackets: `Default (error: description)`.
 */
export function errorMessage(err: ApiError, locale: Locale): string {
  const localized = err.details
    .filter(isLocalizedMessage)
    .find((d) => localeFits(d.locale, locale));
  if (localized) return localized.message;
  const m = platformMessages(locale);
  if (isUnreachable(err)) return m.unreachable;
  if (err.error_code === ERROR_CODES.captcha_invalid) return m.captchaInvalid;
  const byCode = codeText(err, m);
  if (byCode) return byCode;
  const inBrackets = [err.error, err.error_description].filter(Boolean).join(': ');
  return inBrackets ? `${m.default} (${inBrackets})` : m.default;
}
