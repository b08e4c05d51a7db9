import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { drivePath } from '../lib/driveLocation';
import { TasksPanel } from '../features/tasks/TasksPanel';
import type { DriveDialog } from '../stores/DriveStore';
import type { DriveRoot } from './DriveRoot';

/** The tasks panel (`show_task`, the Tasks button) and the URL-task dialog (`create_task`). */
export const TaskDialogs = observer(function TaskDialogs({
  root,
  dialog,
}: {
  root: DriveRoot;
  dialog: Extract<DriveDialog, { kind: 'tasks' | 'create-task' }>;
}) {
  const { store, tasks } = root;
  const taskId = dialog.kind === 'tasks' ? dialog.taskId : undefined;
  useEffect(() => {
    tasks.setOpen(true, taskId ?? '');
  }, [tasks, taskId]);
  const close = () => {
    tasks.setOpen(false);
    store.closeDialog();
  };
  return (
    <TasksPanel
      store={tasks}
      parentId={store.view === 'all' ? store.parentId : ''}
      initialUrl={dialog.kind === 'create-task' ? dialog.url : undefined}
      createOnly={dialog.kind === 'create-task'}
      onClose={close}
      onShow={(task) => {
        close();
        const folder = task.params?.parent_id ?? '';
        const ids = task.type === 'restore' ? (task.params?.saved_ids ?? []) : [task.file_id];
        store.highlight(ids, folder);
        root.props.navigate(drivePath({ view: 'all', folderId: folder }));
      }}
    />
  );
});
