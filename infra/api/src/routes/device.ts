/**
 * Device sign-in (RFC 8628; accounts/deviceCodes.ts): the device's code, and the signed-in
 * person's view of and answer to it on the site's TV page. The device's polls go to the token
 * endpoint (routes/auth.ts, grant_type DEVICE_GRANT_TYPE).
 */
import type { FastifyRequest } from 'fastify';
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { tooManyAttempts, type LimitKeys } from '../limits';
import { requireUser } from '../session';
import { answers } from '../schemas';
import { answerUserCode, describeUserCode, issueDeviceCode } from '../accounts/deviceCodes';

const NO_CODE = 'This code is wrong, has expired or was already answered';

export default async function deviceRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.post(
    '/v1/auth/device/code',
    { schema: { body: Wire.DeviceCodeBody, response: answers(Wire.DeviceCode) } },
    async (request, reply) => {
      // Every code asked for counts (limits.ts deviceCodeIp): no one fills the table.
      const keys: LimitKeys = { deviceCodeIp: request.ip };
      const refused = await app.guessLimits.refused(request, keys);
      if (refused) return tooManyAttempts(reply, refused.retryAfterSec);
      const answer = issueDeviceCode(ctx, request.body.client_id, request.body.scope);
      await app.guessLimits.failed(request, keys);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  /** A user code typed on the site: refused while its limits are reached, counted when wrong. */
  const typed = async (request: FastifyRequest, userId: string, code: string) => {
    const keys: LimitKeys = { deviceUserCodeAccount: userId, deviceUserCodeIp: request.ip };
    const refused = await app.guessLimits.refused(request, keys);
    const found = !refused && describeUserCode(ctx, code);
    if (!refused && !found) await app.guessLimits.failed(request, keys);
    return { refused, found };
  };

  app.get(
    '/v1/auth/device',
    {
      config: { auth: 'required' },
      schema: { querystring: Wire.DeviceRequestQuery, response: answers(Wire.DeviceRequest) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { refused, found } = await typed(request, user.id, request.query.user_code);
      if (refused) return tooManyAttempts(reply, refused.retryAfterSec);
      if (!found) throw new ApiError('not_found', NO_CODE);
      return reply.header('cache-control', 'no-store').send(found);
    },
  );

  app.post(
    '/v1/auth/device',
    {
      config: { auth: 'required' },
      schema: { body: Wire.DeviceDecisionBody, response: answers(Wire.DeviceDecision) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { user_code: code, decision } = request.body;
      const { refused, found } = await typed(request, user.id, code);
      if (refused) return tooManyAttempts(reply, refused.retryAfterSec);
      if (!found || !answerUserCode(ctx, code, user.id, decision))
        throw new ApiError('not_found', NO_CODE);
      return { decision };
    },
  );
}
