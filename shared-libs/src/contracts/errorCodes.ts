/**
 * The error catalogue of spec §8 as it travels on the wire: the one table of error names and
 * numeric codes that the API server (infra/api/src/errors.ts) answers with and the client
 * (shared-libs/src/errors/codes.ts) reads. Node-safe: plain constants.
 *
 * Codes 1-16 follow the gRPC status codes; the 4xxx/5xxx codes are the auth service's. The
 * client adds codes of its own that never come from a server (`unreachable`, `local`: see
 * errors/codes.ts); 8000 and up is kept for them.
 */

/** Error name -> numeric code: every name of spec §8 that has a code of its own. */
export const SERVER_ERROR_CODES = {
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
} as const;

const C = SERVER_ERROR_CODES;

/**
 * Error names of spec §8 that have no code of their own: the server sends them with a generic
 * code (which one is ours). A client tells them apart by `error`, not by `error_code`, so they
 * stay out of the code -> name lookup.
 */
export const GENERIC_CODE_ERRORS = {
  file_not_found: C.not_found,
  file_space_not_enough: C.resource_exhausted,
  task_daily_create_limit: C.resource_exhausted,
  file_restore_own: C.failed_precondition,
  task_not_found: C.not_found,
} as const;

export type ServerErrorName = keyof typeof SERVER_ERROR_CODES;
export type GenericCodeErrorName = keyof typeof GENERIC_CODE_ERRORS;
/** Every error name a server may answer with. */
export type WireErrorName = ServerErrorName | GenericCodeErrorName;
