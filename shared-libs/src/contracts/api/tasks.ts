/** Tasks: restores from shares and URL ("offline") tasks (api-contract.md; extra fields ours). */
import { Type, type Static } from 'typebox';
import { TASK_PHASES, TASK_TYPES } from './constants';
import { Decimal, Id, Limit, PageToken, StringEnum, Time } from './common';

export const TaskPhase = StringEnum(TASK_PHASES);

/**
 * A task. The server always sends every field; `kind`, `file_name`, the times and `params` are
 * optional for the client, which does not rely on them.
 */
export const Task = Type.Object({
  kind: Type.Optional(Type.Literal('drive#task')),
  id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  phase: TaskPhase,
  progress: Type.Number(),
  message: Type.String(),
  file_id: Type.String(),
  file_name: Type.Optional(Type.String()),
  created_time: Type.Optional(Time),
  updated_time: Type.Optional(Time),
  /** Ours: where the task saves, and, once a restore completed, the saved items. */
  params: Type.Optional(
    Type.Object({
      share_id: Type.String(),
      url: Type.String(),
      parent_id: Type.String(),
      saved_ids: Type.Array(Type.String()),
      total: Decimal,
      done: Decimal,
    }),
  ),
});
export type Task = Static<typeof Task>;

/** `GET /drive/v1/tasks` */
export const TasksQuery = Type.Object({
  type: Type.Optional(StringEnum(TASK_TYPES)),
  limit: Limit(50, 100),
  page_token: Type.Optional(PageToken),
});

export const TaskList = Type.Object({ tasks: Type.Array(Task), next_page_token: Type.String() });

/** `GET /drive/v1/tasks/{id}` */
export const TaskParams = Type.Object({ id: Id });
