import { loadEntryScript, registrationName } from './remoteLoader';

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;

function lastScript(): HTMLScriptElement {
  const s = document.head.querySelector('script:last-of-type');
  if (!(s instanceof HTMLScriptElement)) throw new Error('no script');
  return s;
}

afterEach(() => {
  if (!Reflect.deleteProperty(scope, 'mfe_marketing')) scope.mfe_marketing = undefined;
  document.head.replaceChildren();
});

describe('loadEntryScript (integrity enforced at load)', () => {
  it('asks the browser to check the integrity, with CORS, and resolves the container', async () => {
    const url = 'https://cdn.example/m/2.0.0/remoteEntry.js';
    const loading = loadEntryScript(url, {
      url: '',
      container: 'mfe_marketing',
      integrity: 'sha384-AAAA',
      isolated: false,
    });
    const script = lastScript();
    expect(script.src).toBe(url);
    expect(script.getAttribute('integrity')).toBe('sha384-AAAA');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    const container = { init: jest.fn(), get: jest.fn() };
    scope.mfe_marketing = container;
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(container);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('a script the browser refused (integrity mismatch, network) is a load failure', async () => {
    const loading = loadEntryScript('https://cdn.example/m/remoteEntry.js', {
      url: '',
      container: 'mfe_marketing',
      integrity: 'sha384-AAAA',
      isolated: false,
    });
    lastScript().dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      'refused or unreachable: https://cdn.example/m/remoteEntry.js',
    );
  });

  it('no integrity: no CORS mode either (as before)', () => {
    void loadEntryScript('https://cdn.example/m/remoteEntry.js', {
      url: '',
      container: 'mfe_marketing',
      isolated: false,
    }).catch(() => undefined);
    expect(lastScript().hasAttribute('integrity')).toBe(false);
    expect(lastScript().hasAttribute('crossorigin')).toBe(false);
  });

  it('a version alias gets its own container and leaves the current one in place', async () => {
    const current = { init: jest.fn(), get: jest.fn(), which: 'current' };
    scope.mfe_marketing = current;
    const loading = loadEntryScript('https://cdn.example/m/1.0.0/remoteEntry.js', {
      url: '',
      container: 'mfe_marketing',
      isolated: true,
    });
    // The runtime's own loader would have seen `current` here and reused it.
    expect(scope.mfe_marketing).toBeUndefined();
    const older = { init: jest.fn(), get: jest.fn(), which: 'older' };
    scope.mfe_marketing = older;
    lastScript().dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(older);
    expect(scope.mfe_marketing).toBe(current);
  });

  it('a container declared with a top-level var (not deletable) is cleared and put back', async () => {
    const current = { init: jest.fn(), get: jest.fn() };
    Object.defineProperty(window, 'mfe_marketing', {
      value: current,
      writable: true,
      configurable: false,
    });
    const loading = loadEntryScript('https://cdn.example/m/1.0.0/remoteEntry.js', {
      url: '',
      container: 'mfe_marketing',
      isolated: true,
    });
    expect(scope.mfe_marketing).toBeUndefined();
    const older = { init: jest.fn(), get: jest.fn() };
    scope.mfe_marketing = older;
    lastScript().dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(older);
    expect(scope.mfe_marketing).toBe(current);
  });

  it('a script that defines no container fails', async () => {
    const loading = loadEntryScript('https://cdn.example/m/remoteEntry.js', {
      url: '',
      container: 'mfe_marketing',
      isolated: true,
    });
    lastScript().dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('no container in https://cdn.example/m/remoteEntry.js');
  });
});

it('hands each chunk to the runtime of the version it was loaded from', async () => {
  type Queue = unknown[];
  const scope2 = window as unknown as Record<string, Queue | undefined>;
  /** What a webpack runtime does at start: takes the queue it finds and hooks its push. */
  const runtime = (received: unknown[]) => {
    const q = (scope2.webpackChunkmfe_drive ??= []);
    const push = q.push.bind(q);
    q.push = (...items: unknown[]) => {
      received.push(...items);
      return push(...items);
    };
  };
  const load = async (url: string, received: unknown[]) => {
    const loading = loadEntryScript(url, { url, container: 'mfe_drive', isolated: true });
    runtime(received);
    scope.mfe_drive = { init: jest.fn(), get: jest.fn() };
    lastScript().dispatchEvent(new Event('load'));
    await loading;
  };
  const v1: unknown[] = [];
  const v2: unknown[] = [];
  await load('https://cdn.example/drive/1.0.0/remoteEntry.js', v1);
  await load('https://cdn.example/drive/2.0.0/remoteEntry.js', v2);
  const chunkFrom = (src: string, data: string) => {
    const script = document.createElement('script');
    script.src = src;
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    (scope2.webpackChunkmfe_drive ??= []).push(data);
  };
  chunkFrom('https://cdn.example/drive/1.0.0/page.abc.js?r=x', 'chunk of 1.0.0');
  chunkFrom('https://cdn.example/drive/2.0.0/page.abc.js', 'chunk of 2.0.0');
  expect(v1).toEqual(['chunk of 1.0.0']);
  expect(v2).toEqual(['chunk of 2.0.0']);
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  delete scope.mfe_drive;
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
