/**
 * The error envelope (api-contract.md "Conventions"): every failure but the share reads'
 * `share_status`. Names and codes are the one table of ../errorCodes.ts.
 */
import { Type, type Static } from 'typebox';
import type { WireErrorName } from '../errorCodes';

export const LocalizedMessage = Type.Object({
  '@type': Type.Literal('type.googleapis.com/google.rpc.LocalizedMessage'),
  locale: Type.String(),
  message: Type.String(),
});

export const RetryInfo = Type.Object({
  '@type': Type.Literal('type.googleapis.com/google.rpc.RetryInfo'),
  retry_delay: Type.String(),
});

/**
 * A `details` entry (google.rpc types): typed as the union of the two, serialized as one object
 * of their fields (a union is an `anyOf`, which the serializer checks branch by branch, compiled
 * again for every route's 4xx and 5xx: this keeps building an app fast).
 */
export const ErrorDetail = Type.Unsafe<Static<typeof LocalizedMessage> | Static<typeof RetryInfo>>(
  Type.Object({
    '@type': Type.String(),
    locale: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    retry_delay: Type.Optional(Type.String()),
  }),
);
export type ErrorDetail = Static<typeof ErrorDetail>;

export const ErrorEnvelope = Type.Object({
  /** A catalogue name (a plain string schema, typed by the table). */
  error: Type.Unsafe<WireErrorName>(Type.String()),
  error_code: Type.Integer(),
  error_description: Type.String(),
  error_uri: Type.String(),
  details: Type.Array(ErrorDetail),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The error answers of every route (`schema.response` of the API's routes). */
export const ErrorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;
