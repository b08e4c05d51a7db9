/** The signed-in user's tasks (restores from shares, URL tasks): the list and one task. */
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { taskJson } from '../tasks';
import { driveStore } from '../drive/store';
import { ownTask, tasksPage, timeCursorOf, timeTokenOf } from '../drive/activity';
import { answers } from '../schemas';

export default async function driveTaskRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);
  const auth = { auth: 'required' } as const;

  app.get(
    '/drive/v1/tasks',
    {
      config: auth,
      schema: { querystring: Wire.TasksQuery, response: answers(Wire.TaskList) },
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

  app.get(
    '/drive/v1/tasks/:id',
    { config: auth, schema: { params: Wire.TaskParams, response: answers(Wire.Task) } },
    async (request) => {
      const row = ownTask(store, requireUser(request), request.params.id);
      if (!row) throw new ApiError('task_not_found', `No task ${request.params.id}`);
      return taskJson(row);
    },
  );
}
