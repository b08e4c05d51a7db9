import { act, render } from '@testing-library/react';
import { Profiler, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { useListViewport } from './useListViewport';
import { useVirtualWindow, type VirtualWindowOptions } from './useVirtualWindow';

/**
 * The list scrolls with the page: its top is LIST_TOP below the page's top, the window is
 * VIEWPORT px high, and `scrollTo(y)` moves the page (the list's rect follows) and fires the
 * window's scroll event, as a browser does.
 */
const LIST_TOP = 100;
const VIEWPORT = 500;
let scrollY = 0;
let listWidth = 600;

/** The store tells React in a task after the event (a MessageChannel message). */
const afterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

async function scrollTo(y: number) {
  scrollY = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await afterTask();
  });
}

let resizeObservers: Array<() => void> = [];
class FakeResizeObserver {
  constructor(private readonly cb: () => void) {}
  observe() {
    resizeObservers.push(this.cb);
  }
  disconnect() {
    resizeObservers = resizeObservers.filter((cb) => cb !== this.cb);
  }
}

beforeEach(() => {
  scrollY = 0;
  listWidth = 600;
  resizeObservers = [];
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        top: LIST_TOP - scrollY,
        width: listWidth,
        left: 0,
        height: 0,
        x: 0,
        y: LIST_TOP - scrollY,
      }) as DOMRect,
  );
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

/** A list using the hook; `commits` counts React commits of its tree (Profiler). */
function setup(options: VirtualWindowOptions) {
  const commits = { count: 0 };
  function List(o: VirtualWindowOptions) {
    const ref = useRef<HTMLDivElement>(null);
    const win = useVirtualWindow(ref, o);
    return (
      <div
        ref={ref}
        data-testid="list"
        data-start={win.start}
        data-end={win.end}
        data-columns={win.columns}
        data-height={win.totalHeight}
        data-page={win.pageItems}
      />
    );
  }
  const tree = (o: VirtualWindowOptions) => (
    <Profiler id="list" onRender={() => (commits.count += 1)}>
      <List {...o} />
    </Profiler>
  );
  const view = render(tree(options));
  const attr = (name: string) => Number(view.getByTestId('list').getAttribute(`data-${name}`));
  return {
    commits,
    attr,
    rerender: (o: VirtualWindowOptions) => view.rerender(tree(o)),
    unmount: () => view.unmount(),
  };
}

describe('useVirtualWindow', () => {
  const list = { count: 10_000, rowHeight: 50, overscanRows: 2 };

  it('is measured before the first paint: a grid never shows a frame in one column', async () => {
    // Outside act(), React renders as in a browser: the commit and what it does synchronously
    // in its task, then the browser paints, then passive effects in a later task. What the
    // page shows at the end of the commit's task is what was painted.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    function Grid() {
      const ref = useRef<HTMLDivElement>(null);
      const win = useVirtualWindow(ref, { ...list, minTileWidth: 150 });
      return <div ref={ref} data-columns={win.columns} />;
    }
    const container = document.body.appendChild(document.createElement('div'));
    const painted: string[] = [];
    // Called after the task that changed the DOM (a microtask), before the next one.
    const seen = new MutationObserver(() => {
      const columns = container.querySelector('[data-columns]')?.getAttribute('data-columns');
      if (columns) painted.push(columns);
    });
    seen.observe(container, { subtree: true, childList: true, attributes: true });
    const root = createRoot(container);
    try {
      root.render(<Grid />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(painted[0]).toBe('4');
    } finally {
      seen.disconnect();
      root.unmount();
      container.remove();
      act.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it('renders the rows in and near the viewport, measured once mounted', () => {
    const { attr } = setup(list);
    // Row 0 first in view: a viewport of rows (10) plus one, then 2 rows of overscan.
    expect([attr('start'), attr('end')]).toEqual([0, 13]);
    expect(attr('height')).toBe(500_000);
    expect(attr('page')).toBe(10);
  });

  it('does not render again for a scroll within a row', async () => {
    const { commits, attr } = setup(list);
    await scrollTo(210); // 110 px of the list above the viewport: rows 2 to 12 visible
    const before = commits.count;
    const range = [attr('start'), attr('end')];
    for (const y of [211, 225, 240, 249]) await scrollTo(y);
    expect(commits.count).toBe(before);
    expect([attr('start'), attr('end')]).toEqual(range);
  });

  it('renders once when a row boundary is crossed, with the new range', async () => {
    const { commits, attr } = setup(list);
    await scrollTo(449); // rows 6 to 16 visible, 4 to 18 rendered
    const before = commits.count;
    expect([attr('start'), attr('end')]).toEqual([4, 19]);
    await scrollTo(450); // row 6 leaves the viewport
    expect(commits.count).toBe(before + 1);
    expect([attr('start'), attr('end')]).toEqual([5, 20]);
    await scrollTo(1_100); // 13 rows down at once: one render
    expect(commits.count).toBe(before + 2);
    expect([attr('start'), attr('end')]).toEqual([18, 33]);
  });

  it('renders for a new width only when the columns change (grid)', async () => {
    const { commits, attr } = setup({ ...list, minTileWidth: 150 });
    expect(attr('columns')).toBe(4);
    const before = commits.count;
    listWidth = 620;
    await act(async () => {
      resizeObservers.forEach((cb) => cb());
      await afterTask();
    });
    expect(commits.count).toBe(before);
    listWidth = 300;
    await act(async () => {
      resizeObservers.forEach((cb) => cb());
      await afterTask();
    });
    expect(commits.count).toBe(before + 1);
    expect(attr('columns')).toBe(2);
  });

  it('follows the count and the row height in the same render', () => {
    const { commits, attr, rerender } = setup(list);
    const before = commits.count;
    rerender({ ...list, count: 20 });
    expect(commits.count).toBe(before + 1);
    expect([attr('end'), attr('height')]).toEqual([13, 1_000]);
    rerender({ ...list, count: 20, rowHeight: 100 });
    expect(commits.count).toBe(before + 2);
    expect([attr('end'), attr('height')]).toEqual([8, 2_000]);
  });

  it('renders after the scroll event, in a task of its own, once for several events', async () => {
    const { commits, attr } = setup(list);
    const before = commits.count;
    await act(async () => {
      for (const y of [500, 700, 900]) {
        scrollY = y;
        window.dispatchEvent(new Event('scroll'));
      }
      // Nothing rendered inside the events: the frame that scrolls only scrolls.
      expect(commits.count).toBe(before);
      await afterTask();
    });
    expect(commits.count).toBe(before + 1);
    expect(attr('start')).toBe(14);
  });

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = setup(list);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(resizeObservers).toHaveLength(0);
  });
});

describe('useListViewport (kept for remotes built against it)', () => {
  it('follows every scrolled pixel', async () => {
    let renders = 0;
    function Probe() {
      const ref = useRef<HTMLDivElement>(null);
      const vp = useListViewport(ref);
      renders += 1;
      return <div ref={ref} data-testid="vp" data-top={vp.top} />;
    }
    const view = render(<Probe />);
    expect(view.getByTestId('vp').getAttribute('data-top')).toBe(String(LIST_TOP));
    const before = renders;
    await scrollTo(10);
    await scrollTo(11);
    expect(renders).toBe(before + 2);
    expect(view.getByTestId('vp').getAttribute('data-top')).toBe(String(LIST_TOP - 11));
  });
});
