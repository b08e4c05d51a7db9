/**
 * CORS through @fastify/cors: the site origins (`ctx.options.siteOrigins`) may call the API with
 * credentials and read the headers below; any other origin, and every call to the test-control
 * endpoint, gets no CORS header at all and a refused preflight (403, the error envelope).
 *
 * The options are decided per request (the plugin's delegator): an origin that is not allowed
 * gets `origin: false`, which turns the plugin off for that request. Left to itself the plugin
 * would still send `Access-Control-Allow-Credentials` and the exposed headers to any origin, and
 * answer a refused preflight with its own 404. Only a request with `Access-Control-Request-Method`
 * is a preflight; any other OPTIONS request goes to its route (the tus discovery, or 404).
 */
import type { FastifyRequest } from 'fastify';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import fp from 'fastify-plugin';
import { isControlPath } from '../devSurfaces';
import { apiError } from '../errors';
import { answers } from '../schemas';
import { Wire } from 'shared-libs/contracts';

const ALLOW_HEADERS = [
  'authorization',
  'content-type',
  'accept-language',
  'x-device-id',
  'x-client-id',
  'x-captcha-token',
  'x-request-id',
  // a retried save answers what the first one did (idempotency.ts)
  'idempotency-key',
  // tus uploads (routes/uploads.ts)
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
];
const EXPOSE_HEADERS = [
  'x-request-id',
  'content-range',
  'accept-ranges',
  'content-length',
  'retry-after',
  // tus uploads (routes/uploads.ts)
  'location',
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'upload-metadata',
  'upload-expires',
  'cumulus-file-id',
];
const ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' && Boolean(request.headers['access-control-request-method']);

export default fp(
  async (app) => {
    const { options } = app.ctx;
    const allowed = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      return (
        !isControlPath(request.url) &&
        typeof origin === 'string' &&
        options.siteOrigins.includes(origin)
      );
    };
    // The plugin's catch-all `OPTIONS *` route answers no preflight itself (the hook does) and
    // hands any other OPTIONS request to the not-found handler: its answers are these.
    app.addHook('onRoute', (route) => {
      if (route.method === 'OPTIONS' && route.url === '*')
        route.schema = { ...route.schema, response: answers(Wire.NotJson) };
    });
    await app.register(cors, {
      delegator: async (request: FastifyRequest): Promise<FastifyCorsOptions> =>
        allowed(request)
          ? {
              origin: true, // reflects the request's Origin, checked above
              credentials: true,
              exposedHeaders: EXPOSE_HEADERS,
              methods: ALLOW_METHODS,
              allowedHeaders: ALLOW_HEADERS,
              maxAge: 600,
              preflight: isPreflight(request),
            }
          : { origin: false },
    });
    // A preflight the plugin did not answer: its origin is not allowed.
    app.addHook('onRequest', async (request, reply) => {
      if (isPreflight(request)) return apiError(reply, 'permission_denied', 'Origin not allowed');
      return undefined;
    });
    // Two headers the plugin adds that the API did not send before (decision 0032): `Vary:
    // Origin` on an answer to a request without an Origin, and `Content-Length: 0` on its 204
    // preflight answer (RFC 9110 §8.6: a 204 has no Content-Length).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.headers.origin && reply.getHeader('vary') === 'Origin')
        reply.removeHeader('vary');
      if (reply.statusCode === 204 && isPreflight(request)) reply.removeHeader('content-length');
      return payload;
    });
  },
  {
    name: 'cumulus-cors',
    fastify: '5.x',
    decorators: { fastify: ['ctx'] },
    dependencies: ['cumulus-headers'],
  },
);
