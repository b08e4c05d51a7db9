import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Locale, Task } from 'shared-libs';
import { Dialog } from '../../lib/ui/Dialog';
import fields from '../../lib/ui/Fields.module.css';
import { CreateTaskForm, taskErrorText } from './CreateTaskForm';
import { taskMessages as m } from './taskMessages';
import type { TasksStore } from './TasksStore';
import css from './TasksPanel.module.css';

function statusOf(
  task: Task,
  t: (d: MessageDescriptor, v?: Record<string, unknown>) => string,
  locale: Locale,
) {
  switch (task.phase) {
    case 'PHASE_TYPE_PENDING':
      return t(m.pending);
    case 'PHASE_TYPE_RUNNING':
      return t(m.running, { progress: Math.round(Number(task.progress) || 0) });
    case 'PHASE_TYPE_COMPLETE':
      return t(m.done);
    default: {
      // The task's message is an error name when the server knows the cause.
      const known = /^[a-z_]+$/.test(task.message ?? '');
      return known
        ? t(m.failed, { reason: taskErrorText({ error: task.message }, t, locale) })
        : t(m.failedUnknown);
    }
  }
}

/** The tasks dialog: start a download from a link, and follow every task's progress. */
export const TasksPanel = observer(function TasksPanel({
  store,
  parentId,
  initialUrl,
  createOnly = false,
  onShow,
  onClose,
}: {
  store: TasksStore;
  parentId: string;
  initialUrl?: string;
  /** `?action=create_task`: the form first (the list follows). */
  createOnly?: boolean;
  onShow(task: Task): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor, v?: Record<string, unknown>) =>
    intl.formatMessage(d, v as Record<string, string>);
  const locale = intl.locale as Locale;
  return (
    <Dialog title={t(createOnly ? m.createTitle : m.title)} onClose={onClose} wide>
      <CreateTaskForm
        initialUrl={initialUrl}
        onCreate={(url) => store.createUrlTask(url, parentId)}
      />
      {store.error && (
        <p role="alert" className={fields.error}>
          {t(m.loadFailed, { reason: store.error.error_description })}
        </p>
      )}
      {store.loaded && store.tasks.length === 0 && <p className={fields.text}>{t(m.empty)}</p>}
      {store.tasks.length > 0 && (
        <ul className={css.list} aria-label={t(m.list)}>
          {store.tasks.map((task) => {
            const progress =
              task.phase === 'PHASE_TYPE_COMPLETE' ? 100 : Math.round(Number(task.progress) || 0);
            return (
              <li
                key={task.id}
                className={`${css.task} ${task.id === store.highlightId ? css.highlight : ''}`}
                data-phase={task.phase}
              >
                <div className={css.head}>
                  <span className={css.name}>{task.name}</span>
                  <span className={css.kind}>
                    {t(task.type === 'restore' ? m.typeRestore : m.typeUrl)}
                  </span>
                </div>
                <div
                  className={css.bar}
                  role="progressbar"
                  aria-label={t(m.progress, { name: task.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress}
                >
                  <span style={{ width: `${progress}%` }} />
                </div>
                <div className={css.foot}>
                  <span aria-live="polite">{statusOf(task, t, locale)}</span>
                  {task.phase === 'PHASE_TYPE_COMPLETE' && task.file_id && (
                    <button type="button" className={css.show} onClick={() => onShow(task)}>
                      {t(m.show)}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
});
