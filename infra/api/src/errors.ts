/**
 * The error catalogue of spec §8 and the error envelope of api-contract.md.
 *
 * Envelope: { error, error_code, error_description, error_uri, details: [LocalizedMessage] }.
 * The names and codes are the one table of `shared-libs/contracts` (contracts/errorCodes.ts);
 * HTTP statuses are ours (documented in infra/api/README.md).
 */
import type { FastifyReply } from 'fastify';
import {
  GENERIC_CODE_ERRORS,
  SERVER_ERROR_CODES,
  type Wire,
  type WireErrorName,
} from 'shared-libs/contracts';

/**
 * name -> numeric code, exactly as in spec §8, and the server error names of spec §8 that share
 * a generic code (ours: which code).
 */
export const CODES: Readonly<Record<WireErrorName, number>> = Object.freeze({
  ...SERVER_ERROR_CODES,
  ...GENERIC_CODE_ERRORS,
});

/** The description of a `captcha_invalid` answered to a caller that goes too fast (a limit). */
export const TOO_FREQUENT = 'Your operation is too frequent, please try again later';

/** name -> HTTP status (ours). */
export const HTTP_STATUS: Readonly<Partial<Record<WireErrorName, number>>> = Object.freeze({
  cancelled: 499,
  unknown: 500,
  invalid_argument: 400,
  deadline_exceeded: 504,
  not_found: 404,
  already_exists: 409,
  permission_denied: 403,
  resource_exhausted: 429,
  failed_precondition: 400,
  aborted: 409,
  out_of_range: 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  data_loss: 500,
  unauthenticated: 401,
  captcha_required: 403,
  captcha_invalid: 403,
  invalid_account_or_password: 401,
  invalid_request: 400,
  unauthorized_client: 400,
  access_denied: 403,
  unsupported_response_type: 400,
  invalid_scope: 400,
  invalid_grant: 400,
  server_error: 500,
  temporarily_unavailable: 503,
  file_not_found: 404,
  file_space_not_enough: 403,
  task_daily_create_limit: 403,
  file_restore_own: 403,
  task_not_found: 404,
});

/** Default English texts (used when no description is given). */
const DEFAULT_TEXT: Readonly<Partial<Record<WireErrorName, string>>> = Object.freeze({
  invalid_argument: 'Invalid argument',
  not_found: 'Not found',
  unauthenticated: 'You are not signed in',
  captcha_required: 'A captcha token is required for this action',
  captcha_invalid: 'The captcha token is invalid or has expired',
  internal: 'Internal error',
  invalid_grant: 'The authorization grant is invalid, expired or already used',
  file_not_found: 'File not found',
  file_space_not_enough: 'Not enough storage space',
  file_restore_own: 'You cannot save your own share',
  task_daily_create_limit: 'The daily task limit has been reached',
  permission_denied: 'Permission denied',
});

/**
 * The envelope of api-contract.md: the static type of its schema in `shared-libs/contracts`
 * (Wire.ErrorEnvelope), which every route answers its errors with.
 */
export type ErrorEnvelope = Wire.ErrorEnvelope;

/**
 * Build the error envelope body.
 * @param name catalogue name, e.g. 'captcha_invalid'
 */
export function envelope(
  name: WireErrorName,
  description?: string,
  extra: { status?: number; uri?: string } = {},
): ErrorEnvelope {
  const code = CODES[name];
  if (code === undefined) throw new Error(`unknown error name ${name}`);
  const text = description || DEFAULT_TEXT[name] || name.replace(/_/g, ' ');
  return {
    error: name,
    error_code: code,
    error_description: text,
    error_uri: extra.uri || '',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
        locale: 'en',
        message: text,
      },
    ],
  };
}

/** HTTP status for a catalogue name. */
export function statusFor(name: WireErrorName): number {
  return HTTP_STATUS[name] || 400;
}

/**
 * Answer the error envelope on a Fastify reply.
 * @param status overrides the default HTTP status
 */
export function apiError(
  reply: FastifyReply,
  name: WireErrorName,
  description?: string,
  status?: number,
): FastifyReply {
  const body = envelope(name, description);
  return reply
    .code(status || statusFor(name))
    .type('application/json; charset=utf-8')
    .send(body);
}

/** An Error that carries a catalogue name; thrown from handlers and turned into an envelope. */
export class ApiError extends Error {
  readonly apiName: WireErrorName;
  readonly description: string | undefined;
  readonly status: number | undefined;

  constructor(name: WireErrorName, description?: string, status?: number) {
    super(description || DEFAULT_TEXT[name] || name);
    this.apiName = name;
    this.description = description;
    this.status = status;
  }
}
