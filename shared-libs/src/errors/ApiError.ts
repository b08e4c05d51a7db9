import { ERROR_CODES, errorNameOf, isErrorName, type ErrorName } from './codes';

/** `google.rpc.LocalizedMessage` detail as sent in the error envelope (api-contract.md). */
export interface LocalizedMessage {
  '@type': typeof LOCALIZED_MESSAGE_TYPE;
  locale: string;
  message: string;
}

/** Client-side detail added to a `local` error produced when a retry counter ran out. */
export interface RetryInfo {
  '@type': typeof RETRY_INFO_TYPE;
  /** Which counter ran out (`retry`, `captcha renewals`, `lock retry`). */
  counter: string;
  /** How many attempts were made. */
  attempts: number;
  /** Name of the last failure seen (e.g. `unreachable`). */
  last_error: string;
}

export type ErrorDetail =
  LocalizedMessage | RetryInfo | { '@type'?: string; [key: string]: unknown };

/** The error object of spec §3 / the error envelope of api-contract.md. */
export interface ApiError {
  error: string;
  error_code: number;
  error_description: string;
  error_uri: string;
  details: ErrorDetail[];
}

export const LOCALIZED_MESSAGE_TYPE = 'type.googleapis.com/google.rpc.LocalizedMessage';
export const RETRY_INFO_TYPE = 'cumulus.RetryInfo';
/** `google.rpc.RetryInfo` from the server (`retry_delay`, e.g. "540s"): too many attempts. */
export const RETRY_DELAY_TYPE = 'type.googleapis.com/google.rpc.RetryInfo';

/** Builds a catalogue error by name. */
export function createApiError(
  name: ErrorName,
  description = '',
  uri = '',
  details: ErrorDetail[] = [],
): ApiError {
  return {
    error: name,
    error_code: ERROR_CODES[name],
    error_description: description,
    error_uri: uri,
    details,
  };
}

/** Network failure: no answer from the server (spec §7: becomes `unreachable`, 8000). */
export function unreachableError(uri: string, description = 'network unreachable'): ApiError {
  return createApiError('unreachable', description, uri);
}

/** An error produced by the client itself (8001), e.g. a bad option or an exhausted counter. */
export function localError(description: string, uri = '', details: ErrorDetail[] = []): ApiError {
  return createApiError('local', description, uri, details);
}

/** The user closed a dialog (captcha frame) without a result (1). */
export function cancelledError(description = 'cancelled', uri = ''): ApiError {
  return createApiError('cancelled', description, uri);
}

/** Something answered but not in a shape we can use (2). */
export function unknownError(description = 'unknown error', uri = ''): ApiError {
  return createApiError('unknown', description, uri);
}

/** True for anything shaped like an ApiError (an object with a non-empty string `error`). */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    (value as { error: string }).error !== ''
  );
}

/**
 * Normalises a server error envelope: missing fields are filled, a missing code is taken from
 * the catalogue by name (else `unknown`), `error_uri` is set to the request path (spec §7).
 */
export function toApiError(body: Record<string, unknown>, uri: string): ApiError {
  const name = typeof body.error === 'string' ? body.error : 'unknown';
  const rawCode = body.error_code;
  const code =
    typeof rawCode === 'number'
      ? rawCode
      : typeof rawCode === 'string' && /^-?\d+$/.test(rawCode)
        ? Number(rawCode)
        : isErrorName(name)
          ? ERROR_CODES[name]
          : ERROR_CODES.unknown;
  return {
    error: name,
    error_code: code,
    error_description: typeof body.error_description === 'string' ? body.error_description : '',
    error_uri: uri,
    details: Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [],
  };
}

/** True when the error carries the given catalogue name (by code, falling back to the name). */
export function isError(err: ApiError | null | undefined, name: ErrorName): boolean {
  if (!err) return false;
  return (
    err.error_code === ERROR_CODES[name] ||
    (errorNameOf(err.error_code) === undefined && err.error === name)
  );
}

/**
 * A "too many attempts" answer: the server sent a `google.rpc.RetryInfo` delay (HTTP 429, e.g.
 * a limit on passcode or password guesses). A new captcha token or a retry cannot help before
 * the delay.
 */
export function isTooManyAttempts(error: ApiError | null | undefined): boolean {
  return (error?.details ?? []).some(
    (d) => (d as { '@type'?: unknown } | null)?.['@type'] === RETRY_DELAY_TYPE,
  );
}
