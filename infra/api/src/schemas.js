'use strict';
/** Reusable JSON-schema fragments for request validation. */

const id = { type: 'string', minLength: 1, maxLength: 128 };
const optionalId = { type: 'string', maxLength: 128 };
const pageToken = { type: 'string', maxLength: 2000 };
const thumbnailSize = {
  type: 'string',
  enum: ['SIZE_SMALL', 'SIZE_MEDIUM', 'SIZE_LARGE'],
  default: 'SIZE_LARGE',
};
const passCodeToken = { type: 'string', maxLength: 200 };
const idList = (max) => ({ type: 'array', minItems: 1, maxItems: max, items: id });
const limit = (def, max) => ({ type: 'integer', minimum: 1, maximum: max, default: def });

/** { data: { language, client } } of the config endpoints. */
const LOCALES = ['en-US', 'es', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'uk', 'zh-CN', 'zh-TW'];

module.exports = {
  id,
  optionalId,
  pageToken,
  thumbnailSize,
  passCodeToken,
  idList,
  limit,
  LOCALES,
};
