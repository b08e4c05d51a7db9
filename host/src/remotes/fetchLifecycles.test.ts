import { loadEntryScript, registrationName } from './fetchLifecycles';

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;

/** The entry script being loaded (versions.ts adds it after its lazy import: a few ticks). */
async function entryScript(): Promise<HTMLScriptElement> {
  for (let i = 0; i < 20; i++) {
    const s = document.head.querySelector('script:last-of-type');
    if (s instanceof HTMLScriptElement) return s;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('no script');
}

const container = (which: string) => ({ init: jest.fn(), get: jest.fn(), which });

/** Loads an entry whose script defines `defines` (a webpack runtime also takes its queue). */
async function load(
  url: string,
  o: { name?: string; integrity?: string; isolated?: boolean; runtime?: () => void } = {},
) {
  const name = o.name ?? 'mfe_marketing';
  const loading = loadEntryScript(url, {
    url,
    container: name as 'mfe_marketing',
    isolated: o.isolated ?? false,
    ...(o.integrity ? { integrity: o.integrity } : {}),
  });
  const script = await entryScript();
  return { loading, script, name };
}

afterEach(() => {
  for (const k of ['mfe_marketing', 'mfe_drive', 'mfe_share']) {
    if (!Reflect.deleteProperty(scope, k)) scope[k] = undefined;
  }
  document.head.replaceChildren();
});

describe('loadEntryScript (integrity enforced at load)', () => {
  it('asks the browser to check the integrity, with CORS, and resolves the container', async () => {
    const url = 'https://cdn.example/s/2.0.0/remoteEntry.js';
    const { loading, script } = await load(url, { name: 'mfe_share', integrity: 'sha384-AAAA' });
    expect(script.src).toBe(url);
    expect(script.getAttribute('integrity')).toBe('sha384-AAAA');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    const c = container('share');
    scope.mfe_share = c;
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(c);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('a script the browser refused (integrity mismatch, network) is a load failure', async () => {
    const { loading, script } = await load('https://cdn.example/m/remoteEntry.js', {
      integrity: 'sha384-AAAA',
    });
    script.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      'refused or unreachable: https://cdn.example/m/remoteEntry.js',
    );
  });

  it('no integrity: no CORS mode either (as before)', async () => {
    const { loading, script } = await load('https://cdn.example/m/remoteEntry.js');
    expect(script.hasAttribute('integrity')).toBe(false);
    expect(script.hasAttribute('crossorigin')).toBe(false);
    script.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('no container in https://cdn.example/m/remoteEntry.js');
  });
});

describe('another version of a remote that already ran (versions.ts)', () => {
  it('an alias gets its own container and leaves the current one in place', async () => {
    const current = container('current');
    const first = await load('https://cdn.example/m/2.0.0/remoteEntry.js');
    scope.mfe_marketing = current;
    first.script.dispatchEvent(new Event('load'));
    await first.loading;

    const older = await load('https://cdn.example/m/1.0.0/remoteEntry.js', { isolated: true });
    // The runtime's own loader would have seen `current` here and reused it.
    expect(scope.mfe_marketing).toBeUndefined();
    const c = container('older');
    scope.mfe_marketing = c;
    older.script.dispatchEvent(new Event('load'));
    await expect(older.loading).resolves.toBe(c);
    expect(scope.mfe_marketing).toBe(current);
  });

  it('a container declared with a top-level var (not deletable) is cleared and put back', async () => {
    const current = container('current');
    Object.defineProperty(window, 'mfe_marketing', {
      value: current,
      writable: true,
      configurable: false,
    });
    const older = await load('https://cdn.example/m/0.9.0/remoteEntry.js', { isolated: true });
    expect(scope.mfe_marketing).toBeUndefined();
    const c = container('older');
    scope.mfe_marketing = c;
    older.script.dispatchEvent(new Event('load'));
    await expect(older.loading).resolves.toBe(c);
    expect(scope.mfe_marketing).toBe(current);
  });

  it('hands each chunk to the runtime of the version it was loaded from', async () => {
    type Queue = unknown[];
    const queues = window as unknown as Record<string, Queue | undefined>;
    /** What a webpack runtime does at start: takes the queue it finds and hooks its push. */
    const runtime = (received: unknown[]) => {
      const q = (queues.webpackChunkmfe_drive ??= []);
      const push = q.push.bind(q);
      q.push = (...items: unknown[]) => {
        received.push(...items);
        return push(...items);
      };
    };
    const run = async (url: string, received: unknown[]) => {
      const { loading, script } = await load(url, { name: 'mfe_drive', isolated: true });
      runtime(received);
      scope.mfe_drive = container(url);
      script.dispatchEvent(new Event('load'));
      await loading;
    };
    const v1: unknown[] = [];
    const v2: unknown[] = [];
    const v3: unknown[] = [];
    await run('https://cdn.example/drive/1.0.0/remoteEntry.js', v1);
    await run('https://cdn.example/drive/2.0.0/remoteEntry.js', v2);
    await run('https://cdn.example/drive/3.0.0/remoteEntry.js', v3);
    const chunkFrom = (src: string, data: string) => {
      const script = document.createElement('script');
      script.src = src;
      Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
      (queues.webpackChunkmfe_drive ??= []).push(data);
    };
    chunkFrom('https://cdn.example/drive/1.0.0/page.abc.js?r=x', 'chunk of 1.0.0');
    chunkFrom('https://cdn.example/drive/2.0.0/page.abc.js', 'chunk of 2.0.0');
    chunkFrom('https://cdn.example/drive/3.0.0/page.abc.js', 'chunk of 3.0.0');
    expect(v1).toEqual(['chunk of 1.0.0']);
    expect(v2).toEqual(['chunk of 2.0.0']);
    expect(v3).toEqual(['chunk of 3.0.0']);
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  });
});

it('names a version alias after its entry, stably', () => {
  const ref = { entry: 'https://cdn.example/m/1.0.0/remoteEntry.js', version: '1.0.0' };
  expect(registrationName({ name: 'mfe_marketing', ref, alias: false })).toBe('mfe_marketing');
  const alias = registrationName({ name: 'mfe_marketing', ref, alias: true });
  expect(alias).toMatch(/^mfe_marketing__v[0-9a-z]+$/);
  expect(registrationName({ name: 'mfe_marketing', ref, alias: true })).toBe(alias);
  expect(
    registrationName({
      name: 'mfe_marketing',
      ref: { ...ref, entry: ref.entry + '?x' },
      alias: true,
    }),
  ).not.toBe(alias);
});
