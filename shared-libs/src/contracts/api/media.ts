/**
 * Signed media links (ours; infra/api/src/files.ts has the format): thumbnails, file content and
 * category icons. Their answers are bytes, not JSON; their errors are the envelope.
 */
import { Type } from 'typebox';
import { THUMBNAIL_SIZES } from './constants';
import { Rule, StringEnum } from './common';

/** An answer that is not JSON (bytes, an image, a page): sent as is, never serialized. */
export const NotJson = Type.Unsafe<unknown>({ $comment: 'not JSON: sent as is' });

/** The categories of `icon_link` (`/media/v1/icon/{category}`). */
export const FILE_CATEGORIES = [
  'folder',
  'image',
  'video',
  'audio',
  'archive',
  'ebook',
  'torrent',
  'document',
  'other',
] as const;
export const IconParams = Type.Object({ category: StringEnum(FILE_CATEGORIES) });

/** `/media/v1/{src}/{id}`: `s` a share item, `d` a drive file. */
export const MediaParams = Type.Object({
  src: StringEnum(['s', 'd'] as const),
  id: Type.String({ minLength: 1, maxLength: 128 }),
});
/** The signed part: variant, expiry (unix seconds), signature, thumbnail size. */
export const MediaQuery = Type.Object({
  v: Type.String({ minLength: 1, maxLength: 40 }),
  exp: Type.Integer({ minimum: 0 }),
  sig: Type.String({ minLength: 1, maxLength: 100 }),
  size: Type.Optional(StringEnum(THUMBNAIL_SIZES)),
});

const UPLOAD_LENGTH_REQUIRED = 'Upload-Length is required (a number of bytes)';
/**
 * `POST /drive/v1/uploads/`: the creation's headers (tus 1.0.0). The length is given up front:
 * no deferred length, no concatenation. Upload-Metadata is checked by the route (tus's parser).
 */
export const UploadCreationHeaders = Type.Object(
  {
    'upload-length': Type.Optional(
      Type.String({ pattern: '^\\d{1,16}$', description: UPLOAD_LENGTH_REQUIRED }),
    ),
  },
  {
    allOf: [
      Rule('Give Upload-Length (deferred length and concatenation are not supported)', {
        not: { anyOf: [{ required: ['upload-defer-length'] }, { required: ['upload-concat'] }] },
      }),
      Rule(UPLOAD_LENGTH_REQUIRED, { required: ['upload-length'] }),
    ],
  },
);

/** `HEAD|PATCH|DELETE /drive/v1/uploads/{id}` (tus 1.0.0: headers and raw bytes, not JSON). */
export const UploadParams = Type.Object({ id: Type.String({ maxLength: 128 }) });
