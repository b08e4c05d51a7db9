/**
 * The routes' schemas live in `shared-libs/contracts` (`Wire`, contracts/api). Here: the shape of
 * a route's `schema.response`.
 */
import type { TSchema } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';

/**
 * A route's `schema.response`: `ok` for 200 (the answer is serialized by it: a property it does
 * not name is not sent) and the error envelope for every 4xx and 5xx.
 */
export const answers = <T extends TSchema>(ok: T) => ({ 200: ok, ...Wire.ErrorResponses });
