/**
 * Schema fragments every area uses (TypeBox: JSON Schema values with a static type). Request
 * fragments keep the exact keywords the API validated with before (the validation error texts
 * name them, e.g. "must be one of ...", "must be <= 100").
 */
import { Type, type TSchema, type TUnsafe } from 'typebox';
import { THUMBNAIL_SIZES } from './constants';

/**
 * A string enum as plain JSON Schema `{ type: 'string', enum }` (TypeBox's literal unions are
 * `anyOf` of `const`s, whose validation errors read differently), typed as the union.
 */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: { default?: T[number] } = {},
): TUnsafe<T[number]> => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** An id in a request. */
export const Id = Type.String({ minLength: 1, maxLength: 128 });
/** An id that may be '' (e.g. a parent folder: the root). */
export const OptionalId = Type.String({ maxLength: 128 });
export const PageToken = Type.String({ maxLength: 2000 });
export const PassCodeToken = Type.String({ maxLength: 200 });
export const ThumbnailSize = StringEnum(THUMBNAIL_SIZES, { default: 'SIZE_LARGE' });
export const IdList = (max: number) => Type.Array(Id, { minItems: 1, maxItems: max });
/** A page size with its default. */
export const Limit = (def: number, max: number) =>
  Type.Integer({ minimum: 1, maximum: max, default: def });

/** A byte size or count on the wire: a decimal string (api-contract.md conventions). */
export const Decimal = Type.String();
/** A time on the wire: RFC 3339 with offset ('' where there is none). */
export const Time = Type.String();

/**
 * A rule across fields that one keyword of a property cannot say (not both, one of, required
 * when): a JSON Schema for an `allOf` of the object, whose `description` is the error text the API
 * answers when it fails (the server's validation errors read it). Request schemas only.
 */
export const Rule = (description: string, schema: Record<string, unknown>) => ({
  ...schema,
  description,
  // An `if` that holds and a `then` that fails reports the `then`'s keyword alone: same text.
  ...(schema.then ? { then: { ...(schema.then as object), description } } : {}),
});

/** `{ data: T }`, the envelope of the VIP, privilege and config answers. */
export const Data = <T extends TSchema>(data: T) => Type.Object({ data });
