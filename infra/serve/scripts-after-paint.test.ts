import vm from 'node:vm';
import { scriptsAfterFirstPaint } from './scripts-after-paint';

const shell =
  '<html><head><link rel="preload" as="script" nonce="N" href="/a.js?x=1&amp;y=2">' +
  '<link rel="preload" as="script" nonce="N" href="https://r.test/remoteEntry.js" ' +
  'integrity="sha384-abc" crossorigin="anonymous"></head><body><div id="root"></div>' +
  '<script nonce="N" defer="defer" src="/main.js"></script></body></html>';

/** Runs the page's loader in a fake document; returns what it added, in order. */
function run(html: string, paint: boolean) {
  const added: Record<string, unknown>[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const make = (tag: string) => ({ tag }) as Record<string, unknown>;
  const document = {
    createElement: make,
    head: { appendChild: (el: Record<string, unknown>) => added.push(el) },
    body: { appendChild: (el: Record<string, unknown>) => added.push(el) },
  };
  const code = /<script nonce="N">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  vm.runInNewContext(code, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  if (paint) frames.forEach((f) => f());
  return { added, timers };
}

describe('scripts after the first paint', () => {
  const html = scriptsAfterFirstPaint(shell);

  it('moves the script preloads and scripts into one loader with the page nonce', () => {
    expect(html).not.toMatch(/rel="preload" as="script"|src="\/main.js"/);
    expect(html).toContain('<div id="root"></div><script nonce="N">');
  });

  it('adds them, in order, with their SRI and CORS, once the first frame is painted', () => {
    const { added, timers } = run(html, true);
    expect(added).toEqual([]);
    timers[1]!(); // the task the painted frame queued
    expect(added).toEqual([
      // At a low priority, as the scripts themselves (not counted before the first paint).
      { tag: 'link', rel: 'preload', as: 'script', href: '/a.js?x=1&y=2', fetchPriority: 'low' },
      {
        tag: 'link',
        rel: 'preload',
        as: 'script',
        fetchPriority: 'low',
        href: 'https://r.test/remoteEntry.js',
        integrity: 'sha384-abc',
        crossOrigin: 'anonymous',
      },
      { tag: 'script', src: '/main.js', async: false },
    ]);
    timers[0]!(); // the 300 ms fallback: nothing twice
    expect(added).toHaveLength(3);
  });

  it('in a background tab (no frame), after the fallback delay', () => {
    const { added, timers } = run(html, false);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(added).toHaveLength(3);
  });

  it('leaves a page without a nonce’d script as it is', () => {
    const plain = '<html><head></head><body><script src="/x.js"></script></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
