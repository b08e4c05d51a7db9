import type { Task } from 'shared-libs';
import { isTaskUrl, TasksStore, type TasksApi } from './TasksStore';

const task = (id: string, phase: Task['phase'], progress = 0): Task => ({
  id,
  name: `${id}.zip`,
  type: 'offline',
  phase,
  progress,
  message: '',
  file_id: phase === 'PHASE_TYPE_COMPLETE' ? `F-${id}` : '',
});

function setup(pages: Task[][]) {
  let n = 0;
  const timers: (() => void)[] = [];
  const api: TasksApi = {
    listTasks: async () => ({
      data: { tasks: pages[Math.min(n++, pages.length - 1)]!, next_page_token: '' },
      error: null,
    }),
    createUrlTask: async (url) =>
      url.includes('full')
        ? {
            data: null,
            error: {
              error: 'file_space_not_enough',
              error_code: 8,
              error_description: 'full',
              error_uri: '',
              details: [],
            } as never,
          }
        : { data: { task: task('new', 'PHASE_TYPE_PENDING') }, error: null },
  };
  const done: Task[] = [];
  const store = new TasksStore({
    api,
    onTaskComplete: (t) => done.push(t),
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  });
  const tick = async () => {
    const fn = timers.shift();
    fn?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { store, done, timers, tick };
}

describe('TasksStore', () => {
  it('polls unfinished tasks until they finish, and reports the finished ones once', async () => {
    const { store, done, timers, tick } = setup([
      [task('a', 'PHASE_TYPE_RUNNING', 40)],
      [task('a', 'PHASE_TYPE_RUNNING', 80)],
      [task('a', 'PHASE_TYPE_COMPLETE', 100)],
    ]);
    store.setOpen(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(store.tasks[0]?.progress).toBe(40);
    await tick();
    expect(store.tasks[0]?.progress).toBe(80);
    await tick();
    expect(store.tasks[0]?.phase).toBe('PHASE_TYPE_COMPLETE');
    expect(done.map((t) => t.id)).toEqual(['a']);
    expect(timers).toHaveLength(0);
  });

  it('creates a URL task at the top and returns the server error otherwise', async () => {
    const { store } = setup([[]]);
    expect(await store.createUrlTask('https://example.test/a.zip', '')).toBeNull();
    expect(store.tasks[0]?.id).toBe('new');
    expect(store.highlightId).toBe('new');
    expect((await store.createUrlTask('https://example.test/full.zip', ''))?.error).toBe(
      'file_space_not_enough',
    );
  });

  it('accepts http, https, ftp and magnet links only', () => {
    expect(isTaskUrl('https://a.test/x')).toBe(true);
    expect(isTaskUrl('magnet:?xt=urn:btih:abc')).toBe(true);
    expect(isTaskUrl('ftp://a.test/x')).toBe(true);
    expect(isTaskUrl('javascript:alert(1)')).toBe(false);
    expect(isTaskUrl('not a url')).toBe(false);
  });
});
