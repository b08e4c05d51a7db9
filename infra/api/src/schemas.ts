/** Reusable JSON-schema fragments for request validation. */
import { LOCALES } from 'shared-libs/contracts';

export const id = { type: 'string', minLength: 1, maxLength: 128 };
export const optionalId = { type: 'string', maxLength: 128 };
export const pageToken = { type: 'string', maxLength: 2000 };
export const thumbnailSize = {
  type: 'string',
  enum: ['SIZE_SMALL', 'SIZE_MEDIUM', 'SIZE_LARGE'],
  default: 'SIZE_LARGE',
};
export const passCodeToken = { type: 'string', maxLength: 200 };
export const idList = (max: number) => ({ type: 'array', minItems: 1, maxItems: max, items: id });
export const limit = (def: number, max: number) => ({
  type: 'integer',
  minimum: 1,
  maximum: max,
  default: def,
});

/** The `language` of { data: { language, client } } of the config endpoints: a locale. */
export const locale = { type: 'string', enum: [...LOCALES] };
