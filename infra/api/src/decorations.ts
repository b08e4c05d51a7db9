/**
 * What the API adds to Fastify's types (declaration merging): the decorations of every app
 * (server.ts, limits.ts), the signed-in user of a request, the per-route guards
 * (`config: { auth, captcha }`, plugins/guards.ts), the options every route plugin is registered
 * with, and the schema-typed app they get.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { ApiContext } from './context';
import type { UserRow } from './db/rows';
import type { GuessLimits, LimitKeys } from './limits';

/** The fault-injection key of an origin: its label, then its port once listening. */
export interface OriginInfo {
  key: string;
}

/** A route of an app (for the hostile-input suite, test/hostile.test). */
export interface RouteEntry {
  method: string;
  url: string;
}

/** The options of every route plugin (server.ts registers each with them). */
export interface RouteDeps {
  ctx: ApiContext;
  originInfo: OriginInfo;
}

/**
 * The app as route plugins see it: typed by TypeBox schemas (the type provider), so a route's
 * `schema` types its handler's request and what it may answer.
 */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A route plugin of the API. */
export type ApiRoutes = FastifyPluginAsyncTypebox<RouteDeps>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ApiContext;
    routeList: RouteEntry[];
    originInfo: OriginInfo;
    guessLimits: GuessLimits;
  }
  interface FastifyRequest {
    /** The signed-in user (routes with `config.auth`), else null. */
    user: UserRow | null;
    /** The keys of the guessing limits that apply to this attempt (limits.ts). */
    limitKeys: LimitKeys;
  }
  interface FastifyContextConfig {
    /** `required`: 401 without a valid access token; `optional`: request.user when there is one. */
    auth?: 'required' | 'optional';
    /** The request must carry a captcha token issued for its action (routes/captcha.ts). */
    captcha?: boolean;
  }
}
