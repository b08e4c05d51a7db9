/**
 * `POST /drive/v1/feedback` (signed in; issue 32, ours: the spec names the /drive/feedback page
 * only): `{ category, text, file_id? }` -> `{ id, created_time }`, stored in `feedback`
 * (migration 14). `file_id` must be a file of the sender's own drive, not in the trash; another
 * account's file answers file_not_found like a file that does not exist. At most
 * FEEDBACK_PER_HOUR per account (ours), then resource_exhausted.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { newId } from '../util';
import { answers } from '../schemas';

export const FEEDBACK_PER_HOUR = 20;
const limiters = new WeakMap<ApiContext, RateLimiterMemory>();
const limiterOf = (ctx: ApiContext) => {
  let l = limiters.get(ctx);
  if (!l)
    limiters.set(ctx, (l = new RateLimiterMemory({ points: FEEDBACK_PER_HOUR, duration: 3600 })));
  return l;
};

export default async function feedbackRoutes(app: ApiApp, { ctx }: RouteDeps) {
  app.post(
    '/drive/v1/feedback',
    {
      config: { auth: 'required' },
      schema: { body: Wire.FeedbackBody, response: answers(Wire.FeedbackResult) },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      if (
        b.file_id !== undefined &&
        !ctx.db
          .prepare<[string, string], 1>(
            "SELECT 1 FROM files WHERE id = ? AND user_id = ? AND trashed = 0 AND phase = 'PHASE_TYPE_COMPLETE'",
          )
          .get(b.file_id, user.id)
      )
        throw new ApiError('file_not_found', 'No such file in your drive');
      try {
        await limiterOf(ctx).consume(user.id);
      } catch {
        throw new ApiError('resource_exhausted', 'Too much feedback sent: try again later');
      }
      const id = newId('fb');
      const at = Date.now();
      ctx.db
        .prepare<[string, string, string, string, string | null, number]>(
          'INSERT INTO feedback (id, user_id, category, text, file_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(id, user.id, b.category, b.text.trim(), b.file_id ?? null, at);
      return { id, created_time: new Date(at).toISOString() };
    },
  );
}
