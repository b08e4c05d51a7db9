/**
 * buildServer(): one Fastify app (one origin) over a shared context (database, task runner,
 * runtime switches). Cross-cutting concerns live here: validation compilers, CORS, fault
 * injection, authentication and captcha guards, the error envelope for every failure.
 */
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifySchemaCompiler,
  type FastifySchemaValidationError,
  type RouteOptions,
} from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createContext, type ApiContext } from './context';
import type { ApiRoutes, OriginInfo, RouteEntry } from './decorations';
import { apiError, ApiError, envelope } from './errors';
import type { ApiOptions } from './options';
import { userOf } from './session';
import { stackOf } from './util';
import { isControlPath } from './devSurfaces';
import { registerLimits } from './limits';
import shareRoutes from './routes/share';
import shareLinkRoutes from './routes/share-links';
import shareDownloadRoutes from './routes/share-downloads';
import mediaRoutes from './routes/media';
import driveFileRoutes from './routes/drive-files';
import driveBatchRoutes from './routes/drive-batch';
import driveRoutes from './routes/drive';
import driveTaskRoutes from './routes/drive-tasks';
import privilegeRoutes from './routes/privileges';
import downloadRoutes from './routes/downloads';
import uploadRoutes from './routes/uploads';
import userRoutes from './routes/user';
import authRoutes from './routes/auth';
import accountRoutes from './routes/account';
import captchaRoutes, { checkCaptcha } from './routes/captcha';
import vipRoutes from './routes/vip';
import orderRoutes from './routes/orders';
import configRoutes from './routes/config';
import mailRoutes from './routes/mail';
import auditRoutes from './routes/audit';
import accessRoutes from './routes/access';
import desktopRoutes from './routes/desktop';
import deviceRoutes from './routes/device';
import controlRoutes from './routes/control';
import analyticsRoutes from './routes/analytics';
import feedbackRoutes from './routes/feedback';

const ROUTES: ApiRoutes[] = [
  shareRoutes,
  shareLinkRoutes,
  shareDownloadRoutes,
  mediaRoutes,
  driveFileRoutes,
  driveBatchRoutes,
  driveRoutes,
  driveTaskRoutes,
  privilegeRoutes,
  downloadRoutes,
  uploadRoutes,
  userRoutes,
  authRoutes,
  deviceRoutes,
  accountRoutes,
  captchaRoutes,
  vipRoutes,
  orderRoutes,
  configRoutes,
  mailRoutes,
  auditRoutes,
  accessRoutes,
  desktopRoutes,
  controlRoutes,
  analyticsRoutes,
  feedbackRoutes,
];

export const ALLOW_HEADERS = [
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
export const EXPOSE_HEADERS = [
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
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Two Ajv instances: query strings, params and headers are coerced from text; JSON bodies are not
 * (a number where a string is expected is an error, not silently accepted). Errors are verbose:
 * they carry the schema that failed, whose `description` is the error text of a rule
 * (Wire.Rule: a check across fields, e.g. "Give offset or page_token, not both").
 */
function validatorCompiler() {
  const factory = AjvCompiler();
  const common = {
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    verbose: true,
  } as const;
  const coercing = factory({}, { customOptions: { ...common, coerceTypes: 'array' } });
  const strict = factory({}, { customOptions: { ...common, coerceTypes: false } });
  // @fastify/ajv-compiler types the compiler's argument as a bare schema; Fastify passes the
  // route's schema definition (schema, method, url, httpPart).
  return (route: Parameters<typeof strict>[0]) =>
    (route as Parameters<FastifySchemaCompiler<unknown>>[0]).httpPart === 'body'
      ? strict(route)
      : coercing(route);
}

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

/**
 * Options of one app: the API options, and
 * - `context`: a shared context from createContext() (else one is created from the options and
 *   closed with the app);
 * - `label`: the fault-injection key of this origin until it listens (then its port number is
 *   used).
 */
export interface ServerOptions extends ApiOptions {
  context?: ApiContext;
  label?: string;
}

/** Build one app. */
export function buildServer(opts: ServerOptions = {}): FastifyInstance {
  const ownContext = !opts.context;
  const ctx = opts.context || createContext(opts);
  const app = Fastify({
    logger: ctx.options.logger,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    schemaController: { compilersFactory: { buildValidator: () => validatorCompiler() } },
    // A URL that is not a URL (e.g. `/%zz`): the error envelope, not Fastify's own body.
    frameworkErrors: (err, _request, reply) => {
      if (err.code === 'FST_ERR_BAD_URL')
        return apiError(reply, 'invalid_argument', 'The URL is malformed');
      return apiError(reply, 'invalid_argument', 'The request could not be routed');
    },
    // A request that is not HTTP at all (bad request line, bad header): answered on the
    // socket with the error envelope too, then closed.
    clientErrorHandler: (err, socket) => {
      if (!socket.writable) return socket.destroy(err);
      const tooBig = err.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify(
        envelope(
          'invalid_argument',
          tooBig ? 'The request headers are too large' : 'Malformed HTTP request',
        ),
      );
      socket.end(
        `HTTP/1.1 ${tooBig ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          'X-Content-Type-Options: nosniff\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    // Route schemas (TypeBox, shared-libs/contracts) type the routes: see ApiApp (decorations.ts).
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('ctx', ctx);
  /** Every route (method, url), for the hostile-input suite (test/hostile.test). */
  const routeList: RouteEntry[] = [];
  app.addHook('onRoute', (r: RouteOptions) => {
    for (const method of [r.method].flat()) routeList.push({ method, url: r.url });
  });
  app.decorate('routeList', routeList);
  /** The fault-injection key of this origin: its label, then its port once listening. */
  const originInfo: OriginInfo = { key: opts.label || 'inject' };
  app.decorate('originInfo', originInfo);
  app.decorateRequest('user', null);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // Request id, CORS, then fault injection (so an injected 500 still carries CORS headers).
  app.addHook('onRequest', async (request, reply) => {
    const rid = String(request.id).slice(0, 100);
    reply.header('x-request-id', rid);
    const control = isControlPath(request.url);
    const origin = request.headers.origin;
    const allowed =
      !control && typeof origin === 'string' && ctx.options.siteOrigins.includes(origin);
    if (origin) reply.header('vary', 'Origin');
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', EXPOSE_HEADERS.join(', '));
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (!allowed) return apiError(reply, 'permission_denied', 'Origin not allowed');
      reply.header('access-control-allow-methods', ALLOW_METHODS);
      reply.header('access-control-allow-headers', ALLOW_HEADERS.join(', '));
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
    if (control) return undefined;

    const fault = ctx.state.faults[originInfo.key] || ctx.state.faults['*'];
    if (!fault || fault.mode === 'ok') return undefined;
    if (fault.pathPrefix && !request.url.startsWith(fault.pathPrefix)) return undefined;
    if (fault.mode === 'dead') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.mode === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    } else if (fault.mode === 'fail' && Math.random() < fault.failRate) {
      return apiError(reply, 'internal', 'Injected failure (control endpoint)');
    }
    return undefined;
  });

  // Authentication and captcha guards, declared per route with config: { auth, captcha }.
  app.addHook('preValidation', async (request, reply) => {
    const cfg = request.routeOptions.config;
    if (cfg.auth) {
      request.user = userOf(ctx, request);
      if (!request.user && cfg.auth === 'required') {
        return apiError(
          reply,
          'unauthenticated',
          'Sign in is required (missing, invalid or expired access token)',
        );
      }
    }
    if (cfg.captcha) {
      const problem = checkCaptcha(ctx, request);
      if (problem) return apiError(reply, problem.name, problem.description);
    }
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

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
    else process.stderr.write(`[cumulus-api] ${request.method} ${request.url}: ${stackOf(err)}\n`);
    return apiError(reply, 'internal', 'Internal error');
  });

  app.setNotFoundHandler((request, reply) =>
    apiError(
      reply,
      'not_found',
      `No such endpoint: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
    ),
  );

  registerLimits(app, ctx);
  for (const routes of ROUTES) app.register(routes, { ctx, originInfo });

  if (ownContext) app.addHook('onClose', async () => ctx.close());
  return app;
}
