/**
 * The routes' schemas live in `shared-libs/contracts` (`Wire`, contracts/api). Here: the request
 * fragments under their old names, for routes that still embed them in plain JSON schemas (each
 * is the TypeBox fragment of Wire), and the shape of a route's `schema.response`.
 */
import type { TSchema } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';

export const id = Wire.Id;
export const optionalId = Wire.OptionalId;
export const pageToken = Wire.PageToken;
export const thumbnailSize = Wire.ThumbnailSize;
export const passCodeToken = Wire.PassCodeToken;
export const idList = Wire.IdList;
export const limit = Wire.Limit;

/**
 * A route's `schema.response`: `ok` for 200 (the answer is serialized by it: a property it does
 * not name is not sent) and the error envelope for every 4xx and 5xx.
 */
export const answers = <T extends TSchema>(ok: T) => ({ 200: ok, ...Wire.ErrorResponses });
/** A route whose success is not JSON (an image, a redirect, a page): only its errors are. */
export const errorAnswers = Wire.ErrorResponses;
