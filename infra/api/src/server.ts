/**
 * buildServer(): one Fastify app (one origin) over a shared context (database, task runner,
 * runtime switches). Here: the app's options (validation compilers, the answers to requests that
 * are not HTTP) and its decorations; each cross-cutting concern is a named plugin of plugins/
 * (headers, CORS, fault injection, guards, the error envelope, the guessing limits), registered
 * in that order before the route plugins.
 */
import Fastify, {
  type FastifyInstance,
  type FastifySchemaCompiler,
  type RouteOptions,
} from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createContext, type ApiContext } from './context';
import type { ApiRoutes, OriginInfo, RouteEntry } from './decorations';
import { apiError, envelope } from './errors';
import type { ApiOptions } from './options';
import headers from './plugins/headers';
import cors from './plugins/cors';
import faults from './plugins/faults';
import guards from './plugins/guards';
import limits from './plugins/limits';
import errorHandler from './plugins/error-handler';
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
import captchaRoutes from './routes/captcha';
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

/**
 * Two Ajv instances: query strings, params and headers are coerced from text; JSON bodies are not
 * (a number where a string is expected is an error, not silently accepted). Errors are verbose:
 * they carry the schema that failed, whose `description` is the error text of a rule
 * (Wire.Rule: a check across fields, e.g. "Give offset or page_token, not both").
 */
function makeValidatorCompiler() {
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

/**
 * One pair of Ajv instances per process, shared by every app (the three origins of a run, each
 * test's app): Ajv compiles its meta-schemas once per instance and caches each compiled schema by
 * its object, and every app registers the same route schemas. Per app, that was about a third of
 * a second of start-up spent compiling the same things again.
 */
let sharedValidatorCompiler: ReturnType<typeof makeValidatorCompiler> | undefined;
const validatorCompiler = () => (sharedValidatorCompiler ??= makeValidatorCompiler());

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

  // In this order: an answer made by a plugin's hook carries what the plugins before it add.
  app.register(headers);
  app.register(cors);
  app.register(faults);
  app.register(guards);
  app.register(errorHandler);
  app.register(limits);
  for (const routes of ROUTES) app.register(routes, { ctx, originInfo });

  if (ownContext) app.addHook('onClose', async () => ctx.close());
  return app;
}
