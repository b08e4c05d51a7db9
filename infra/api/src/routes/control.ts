/**
 * The control endpoint for tests (no CORS: browsers cannot call it). It exists only when the
 * server was started with a control secret, which every call presents in `x-cumulus-control`,
 * from a loopback client to a loopback Host, never cross-site (devSurfaces.ts, decision 0020):
 *   GET  /__control/state
 *   POST /__control        { port?, mode?, delayMs?, failRate?, pathPrefix?, region?, captchaMode?,
 *                            accessTokenTtlSec?, linkTtlSec?, taskStepMs?, allowVconsole?, countryCode?,
 *                            desktopUser?, reset? }
 *   POST /__control/reset  re-seed the database and restore every switch
 *   POST /__control/users  { quota? } -> { user_id, email }: a fresh user with a small drive
 *   POST /__control/code   { email, client_id? } -> { code }: an app-bridge code (no PKCE)
 *   POST /__control/campaign { id, start_time?, end_time? } -> activity_operation's data: moves
 *                          the dates of a campaign or compensation type (neither time: restores)
 *   GET  /__control/outbox?to=&limit= -> { mails }: the mail stand-in's outbox, newest first
 * `port` is the listening port to affect (default: the one receiving the request; '*' = all).
 */
import type { Static } from '@fastify/type-provider-typebox';
import { Wire } from 'shared-libs/contracts';
import type { UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import type { RuntimeState } from '../state';
import { ApiError } from '../errors';
import { newToken, rfc3339 } from '../util';
import { CONTROL_HEADER, devRequestProblem, isControlPath, sameSecret } from '../devSurfaces';
import { createTestUser } from '../db/testUsers';
import { outboxMails } from '../accounts/outbox';
import { answers } from '../schemas';
import { campaigns, moveCampaign } from '../campaigns';

/** The switches the control endpoint copies into the runtime state as they are. */
const SWITCHES = [
  'captchaMode',
  'accessTokenTtlSec',
  'linkTtlSec',
  'taskStepMs',
  'allowVconsole',
  'countryCode',
  'desktopUser',
  'limitWindowMs',
] as const satisfies (keyof RuntimeState)[];

type Switches = Pick<RuntimeState, (typeof SWITCHES)[number]>;

export default async function controlRoutes(app: ApiApp, { ctx, originInfo }: RouteDeps) {
  // Tests only: without a control secret the endpoint does not exist (devSurfaces.ts).
  const secret = ctx.options.controlSecret;
  if (!secret) return;
  app.addHook('onRequest', async (request) => {
    if (!isControlPath(request.url)) return;
    const problem = devRequestProblem(request);
    if (problem) throw new ApiError('permission_denied', `The control endpoint ${problem}`);
    if (!sameSecret(request.headers[CONTROL_HEADER], secret))
      throw new ApiError(
        'permission_denied',
        `The control endpoint needs its secret (${CONTROL_HEADER})`,
      );
  });

  const view = (): Static<typeof Wire.ControlState> => ({
    origin: originInfo.key,
    faults: ctx.state.faults,
    region: ctx.state.region,
    captchaMode: ctx.state.captchaMode,
    accessTokenTtlSec: ctx.state.accessTokenTtlSec,
    linkTtlSec: ctx.state.linkTtlSec,
    taskStepMs: ctx.state.taskStepMs,
    allowVconsole: ctx.state.allowVconsole,
    countryCode: ctx.state.countryCode,
    desktopUser: ctx.state.desktopUser,
    limitWindowMs: ctx.state.limitWindowMs,
    dataFile: ctx.file,
  });

  const state = { response: answers(Wire.ControlState) };
  app.get('/__control/state', { schema: state }, async () => view());

  // A fresh user with a small drive of its own (e2e isolation); quota in bytes.
  app.post(
    '/__control/users',
    { schema: { body: Wire.ControlUsersBody, response: answers(Wire.ControlUser) } },
    async (request) => createTestUser(ctx.db, { quota: request.body?.quota }),
  );

  // An authorization code for a user, as an app would hand one over through its bridge
  // (native, extension): not bound to a browser (no PKCE challenge). Tests only.
  app.post(
    '/__control/code',
    { schema: { body: Wire.ControlCodeBody, response: answers(Wire.ControlCode) } },
    async (request) => {
      const b = request.body;
      const user = ctx.db
        .prepare<[string], Pick<UserRow, 'id'>>('SELECT id FROM users WHERE lower(email) = ?')
        .get(b.email.toLowerCase());
      if (!user) throw new ApiError('user_not_exist', `No user ${b.email}`);
      const code = newToken();
      ctx.db
        .prepare<[string, string, string, number]>(
          `INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at)
          VALUES (?, ?, ?, '', 'user pan offline', ?)`,
        )
        .run(
          code,
          user.id,
          b.client_id || 'cumulus-web',
          Date.now() + ctx.options.authCodeTtlSec * 1000,
        );
      return { code };
    },
  );

  // Moves a campaign's (or a compensation type's) dates until the next reset (campaigns.ts).
  app.post(
    '/__control/campaign',
    { schema: { body: Wire.CampaignMoveBody, response: answers(Wire.ActivityOperation) } },
    async (request) => {
      const { id, start_time: start, end_time: end } = request.body;
      const moved: { start?: number; end?: number } = {};
      if (start !== undefined) moved.start = Date.parse(start);
      if (end !== undefined) moved.end = Date.parse(end);
      if (Object.values(moved).some((t) => Number.isNaN(t)))
        throw new ApiError('invalid_argument', 'start_time and end_time must be real times');
      const restore = start === undefined && end === undefined;
      if (!moveCampaign(ctx.state, id, restore ? null : moved))
        throw new ApiError('not_found', `No campaign or compensation type ${id}`);
      const now = Date.now();
      return { server_time: rfc3339(now), campaigns: campaigns(now, ctx.state) };
    },
  );

  // The mail the server "sent" (accounts/outbox.ts, decision 0016): codes and links for tests.
  app.get(
    '/__control/outbox',
    { schema: { querystring: Wire.ControlOutboxQuery, response: answers(Wire.Outbox) } },
    async (request) => ({ mails: outboxMails(ctx, request.query) }),
  );

  app.post('/__control/reset', { schema: state }, async () => {
    ctx.reset();
    return view();
  });

  app.post(
    '/__control',
    { schema: { body: Wire.ControlBody, response: answers(Wire.ControlState) } },
    async (request) => {
      const b = request.body;
      if (b.reset) ctx.reset();
      const s = ctx.state;
      const key = b.port === undefined ? originInfo.key : String(b.port);
      if (b.mode) {
        if (b.mode === 'ok') delete s.faults[key];
        else {
          // slow gives delayMs, fail gives failRate (the schema's rules).
          s.faults[key] = {
            mode: b.mode,
            delayMs: b.delayMs || 0,
            failRate: b.failRate === undefined ? 1 : b.failRate,
            pathPrefix: b.pathPrefix || '',
          };
        }
      }
      if (b.region) s.region[key] = b.region;
      if (b.resetLimits) s.limitEpoch = Math.random().toString(36).slice(2);
      for (const k of SWITCHES) setSwitch(s, b, k);
      return view();
    },
  );
}

/** Copies one switch from the control body into the state, when given. */
function setSwitch<K extends keyof Switches>(s: Switches, b: Partial<Switches>, k: K): void {
  const v = b[k];
  if (v !== undefined) s[k] = v;
}
