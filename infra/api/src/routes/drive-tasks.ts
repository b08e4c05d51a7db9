/** The signed-in user's tasks (restores from shares, URL tasks): the list and one task. */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { taskJson } from '../tasks';
import { driveStore } from '../drive/store';
import { ownTask, tasksPage, timeCursorOf, timeTokenOf } from '../drive/activity';
import * as S from '../schemas';

export default async function driveTaskRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);
  const auth = { auth: 'required' } as const;

  app.get<{ Querystring: { type?: 'restore' | 'offline'; limit: number; page_token?: string } }>(
    '/drive/v1/tasks',
    {
      config: auth,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['restore', 'offline'] },
            limit: S.limit(50, 100),
            page_token: S.pageToken,
          },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      const scope = `tasks:${user.id}:${q.type || ''}`;
      const cursor = timeCursorOf(ctx.secret, scope, q.page_token);
      const page = tasksPage(store, user, q.type || '', cursor, q.limit);
      return {
        tasks: page.rows.map(taskJson),
        next_page_token: timeTokenOf(ctx.secret, scope, page.next),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/drive/v1/tasks/:id',
    { config: auth, schema: { params: { type: 'object', properties: { id: S.id } } } },
    async (request) => {
      const row = ownTask(store, requireUser(request), request.params.id);
      if (!row) throw new ApiError('task_not_found', `No task ${request.params.id}`);
      return taskJson(row);
    },
  );
}
