/**
 * The error envelope for every failure a route does not answer itself: an ApiError, a request
 * that fails its schema (the text of the failed rule, or e.g. "querystring.limit must be <=
 * 100"), a body Fastify cannot parse, any other 4xx, an unexpected error (logged, then
 * `internal`), and an endpoint that does not exist.
 */
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, ApiError } from '../errors';
import { stackOf } from '../util';

/** An Ajv error with its schema (verbose errors; Fastify types them without it). */
type VerboseError = FastifySchemaValidationError & { parentSchema?: { description?: unknown } };

/**
 * Description of a Fastify validation error, e.g. "querystring.limit must be <= 100", or the text
 * of the rule that failed (a schema with a `description`: Wire.Rule).
 */
function validationDescription(err: FastifyError): string {
  const errors: VerboseError[] = err.validation || [];
  const rule = errors.find((e) => typeof e.parentSchema?.description === 'string');
  if (rule) return String(rule.parentSchema?.description);
  const v = errors[0];
  if (!v) return err.message;
  const where = err.validationContext || 'request';
  const field = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  let text = v.message || 'is invalid';
  // Ajv's params of these keywords (typed as a plain record by Fastify).
  const params = v.params as {
    missingProperty?: string;
    allowedValues?: unknown[];
    additionalProperty?: string;
  };
  if (v.keyword === 'required') return `${where}.${params.missingProperty} is required`;
  if (v.keyword === 'enum') text = `must be one of ${(params.allowedValues ?? []).join(', ')}`;
  if (v.keyword === 'additionalProperties')
    return `${where}${field ? `.${field}` : ''} has an unknown field ${params.additionalProperty}`;
  return `${where}${field ? `.${field}` : ''} ${text}`;
}

export default fp(
  async (app) => {
    const { ctx } = app;
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof ApiError) return apiError(reply, err.apiName, err.description, err.status);
      if (err.validation) return apiError(reply, 'invalid_argument', validationDescription(err));
      const code = err.code || '';
      if (
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (err instanceof SyntaxError && err.statusCode === 400)
      ) {
        return apiError(reply, 'invalid_argument', 'Malformed JSON body');
      }
      if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        return apiError(reply, 'invalid_argument', 'The JSON body is empty');
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return apiError(
          reply,
          'invalid_argument',
          'Unsupported content type: send application/json',
          415,
        );
      }
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return apiError(reply, 'invalid_argument', 'The body is too large', 413);
      const status = err.statusCode || 500;
      if (status >= 400 && status < 500) {
        return apiError(
          reply,
          'invalid_argument',
          String(err.message || 'Bad request').slice(0, 300),
          status,
        );
      }
      if (ctx.options.logger) request.log.error(err);
      else
        process.stderr.write(`[cumulus-api] ${request.method} ${request.url}: ${stackOf(err)}\n`);
      return apiError(reply, 'internal', 'Internal error');
    });

    app.setNotFoundHandler((request, reply) =>
      apiError(
        reply,
        'not_found',
        `No such endpoint: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
      ),
    );
  },
  { name: 'cumulus-error-handler', fastify: '5.x', decorators: { fastify: ['ctx'] } },
);
