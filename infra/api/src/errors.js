'use strict';
/**
 * The error catalogue of spec §8 and the error envelope of api-contract.md.
 *
 * Envelope: { error, error_code, error_description, error_uri, details: [LocalizedMessage] }.
 * HTTP statuses are ours (documented in infra/api/README.md).
 */

/** name -> numeric code, exactly as in spec §8. */
const CODES = Object.freeze({
  cancelled: 1,
  unknown: 2,
  invalid_argument: 3,
  deadline_exceeded: 4,
  not_found: 5,
  already_exists: 6,
  permission_denied: 7,
  resource_exhausted: 8,
  failed_precondition: 9,
  aborted: 10,
  out_of_range: 11,
  unimplemented: 12,
  internal: 13,
  unavailable: 14,
  data_loss: 15,
  unauthenticated: 16,
  cannot_unlock: 38,
  account_freeze: 50,
  captcha_required: 4001,
  captcha_invalid: 4002,
  invalid_password: 4010,
  invalid_status: 4011,
  user_pending: 4012,
  user_blocked: 4013,
  invalid_verification_code: 4014,
  two_factor_required: 4015,
  invalid_two_factor: 4016,
  invalid_two_factor_recovery: 4017,
  under_review: 4018,
  provider_error: 4019,
  validate_required: 4020,
  password_reset_required: 4021,
  invalid_account_or_password: 4022,
  user_not_exist: 4023,
  expired_verification_code: 4024,
  interaction_required: 4031,
  login_required: 4032,
  account_selection_required: 4033,
  consent_required: 4034,
  invalid_request_uri: 4035,
  invalid_request_object: 4036,
  request_not_supported: 4037,
  request_uri_not_supported: 4038,
  registration_not_supported: 4039,
  authorization_pending: 4050,
  slow_down: 4051,
  expired_token: 4052,
  invalid_request: 4121,
  unauthorized_client: 4122,
  access_denied: 4123,
  unsupported_response_type: 4124,
  invalid_scope: 4125,
  invalid_grant: 4126,
  server_error: 5026,
  temporarily_unavailable: 5027,
  unreachable: 8000,
  local: 8001,
  // Server error names known from spec §8 that share a generic code (ours: which code).
  file_not_found: 5,
  file_space_not_enough: 8,
  task_daily_create_limit: 8,
  file_restore_own: 9,
  task_not_found: 5,
});

/** name -> HTTP status (ours). */
const HTTP_STATUS = Object.freeze({
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
const DEFAULT_TEXT = Object.freeze({
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
 * Build the error envelope body.
 * @param {string} name catalogue name, e.g. 'captcha_invalid'
 * @param {string} [description]
 * @param {{ status?: number, uri?: string }} [extra]
 */
function envelope(name, description, extra = {}) {
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
function statusFor(name) {
  return HTTP_STATUS[name] || (CODES[name] >= 4000 ? 400 : 400);
}

/**
 * Answer the error envelope on a Fastify reply.
 * @param {import('fastify').FastifyReply} reply
 * @param {string} name
 * @param {string} [description]
 * @param {number} [status] overrides the default HTTP status
 */
function apiError(reply, name, description, status) {
  const body = envelope(name, description);
  return reply
    .code(status || statusFor(name))
    .type('application/json; charset=utf-8')
    .send(body);
}

/** An Error that carries a catalogue name; thrown from handlers and turned into an envelope. */
class ApiError extends Error {
  /**
   * @param {string} name
   * @param {string} [description]
   * @param {number} [status]
   */
  constructor(name, description, status) {
    super(description || DEFAULT_TEXT[name] || name);
    this.apiName = name;
    this.description = description;
    this.status = status;
  }
}

module.exports = { CODES, HTTP_STATUS, envelope, statusFor, apiError, ApiError };
