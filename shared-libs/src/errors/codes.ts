/**
 * The error catalogue of spec §8: every stable error name with its numeric code.
 * Codes 1-16 follow the gRPC status codes; the 4xxx/5xxx codes are the auth service's;
 * `unreachable` (8000) and `local` (8001) are produced by the client itself.
 */
export const ERROR_CODES = {
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
  invalid_request: 4121,
  unauthorized_client: 4122,
  access_denied: 4123,
  unsupported_response_type: 4124,
  invalid_scope: 4125,
  invalid_grant: 4126,
  server_error: 5026,
  temporarily_unavailable: 5027,
  authorization_pending: 4050,
  slow_down: 4051,
  expired_token: 4052,
  interaction_required: 4031,
  login_required: 4032,
  account_selection_required: 4033,
  consent_required: 4034,
  invalid_request_uri: 4035,
  invalid_request_object: 4036,
  request_not_supported: 4037,
  request_uri_not_supported: 4038,
  registration_not_supported: 4039,
  account_freeze: 50,
  cannot_unlock: 38,
  unreachable: 8000,
  local: 8001,
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName];

const NAME_BY_CODE = new Map<number, ErrorName>(
  (Object.keys(ERROR_CODES) as ErrorName[]).map((name) => [ERROR_CODES[name], name]),
);

/** The catalogue name of a numeric code, or undefined for a code outside the catalogue. */
export function errorNameOf(code: number): ErrorName | undefined {
  return NAME_BY_CODE.get(code);
}

export function isErrorName(name: string): name is ErrorName {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, name);
}
