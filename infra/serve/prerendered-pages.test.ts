import type { RegistryFile } from '../registry/local-registry';
import {
  createPrerenderedPages,
  withPrerenderedPage,
  type HostPrerender,
  type PrerenderedPage,
} from './prerendered-pages';

const ENTRY = 'http://remotes.test/_v/1.0.0/remoteEntry.js';
const registry = (over: Partial<RegistryFile['remotes']> = {}): RegistryFile =>
  ({
    schema: 1,
    remotes: { mfe_marketing: { entry: ENTRY, version: '1.0.0' }, ...over },
    activities: [],
    api: { origins: [], accessOrigins: [] },
  }) as unknown as RegistryFile;

/**
 * The host's route table, reduced: /faq and /ja/faq are marketing pages, /drive/... the drive
 * (login-required).
 */
const host: HostPrerender = {
  resolveRoute: ({ pathname }) => {
    const m = /^(?:\/(ja))?\/(faq|drive)((?:\/[\w-]+)*)$/.exec(pathname);
    if (!m || (m[2] === 'faq' && m[3])) return { kind: 'not-found' };
    return {
      kind: 'route',
      owner: m[2] === 'faq' ? 'mfe_marketing' : 'mfe_drive',
      def: { middleware: m[2] === 'drive' ? ['login-required'] : [] },
      record: {
        remote: m[2] === 'faq' ? 'mfe_marketing' : 'mfe_drive',
        page: m[2]!,
        path: `/${m[2]}${m[3] ?? ''}`,
        params: {},
        query: {},
        layout: 'basic',
        middleware: [],
        hash: '',
      },
      pathLocale: m[1] === 'ja' ? 'ja' : undefined,
    };
  },
  requestLocale: (cookie, acceptLanguage) =>
    cookie?.includes('pp_locale=ko') ? 'ko' : acceptLanguage?.startsWith('ru') ? 'ru' : 'en-US',
  renderShell: async ({ locale, slot }) =>
    `<header>${locale}</header><main${slot.shell ? ' shell' : ''}>${slot.remote}:${slot.fragment}</main>`,
  documentTitle: (t) => (t ? `${t} · Cumulus` : 'Cumulus'),
  // The cookie tips until the visitor chose (allow_analysis).
  renderNotices: async ({ locale, cookie }) =>
    cookie?.includes('allow_analysis=')
      ? null
      : { head: '<noscript></noscript>', body: `<div id="n">tips ${locale}</div>` },
};

/** The remote's origin: the files render.ts writes, per locale. */
function remoteFiles(missing: string[] = [], pages?: string[]) {
  const calls: string[] = [];
  const fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const file = url.slice(ENTRY.lastIndexOf('/') + 1);
    if (missing.includes(file)) return new Response('', { status: 404 });
    if (file === 'pages/build.json')
      return new Response(
        JSON.stringify({ remote: 'mfe_marketing', version: '1.0.0', build: 'b1', pages }),
      );
    const m = /^pages\/([^/]+)\/faq\.(html|json|css)$/.exec(file);
    if (!m) return new Response('', { status: 404 });
    const meta = { remote: 'mfe_marketing', version: '1.0.0', page: 'faq', locale: m[1] };
    if (m[2] === 'css') return new Response('.a{color:red}');
    return m[2] === 'html'
      ? new Response(`<h1>FAQ ${m[1]}</h1>`, { headers: { etag: `"${m[1]}"` } })
      : new Response(JSON.stringify({ ...meta, path: '/faq', title: `Q ${m[1]}` }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** The registry with the marketing remote in canary. */
const inCanary = () =>
  registry({
    mfe_marketing: {
      entry: ENTRY,
      version: '1.0.0',
      canary: { entry: ENTRY, version: '1.1.0', percent: 10 },
    },
  } as Partial<RegistryFile['remotes']>);

describe('prerendered pages', () => {
  it("assembles the shell around the remote's fragment, in the path's locale", async () => {
    const { fetch, calls } = remoteFiles();
    const pages = createPrerenderedPages({ host, fetch });
    const page = await pages.page(new URL('http://site.test/ja/faq'), {}, registry());
    expect(page).toEqual({
      locale: 'ja',
      root: '<header>ja</header><main>mfe_marketing:<h1>FAQ ja</h1></main>',
      title: 'Q ja · Cumulus',
      css: '.a{color:red}',
      head: '',
      remote: 'mfe_marketing',
      notices: { head: '<noscript></noscript>', body: '<div id="n">tips ja</div>' },
    });
    // Beside the remote's current version's files.
    expect(calls).toContain('http://remotes.test/_v/1.0.0/pages/ja/faq.html');
  });

  it('the cookie tips come with the page until the visitor chose', async () => {
    const pages = createPrerenderedPages({ host, fetch: remoteFiles().fetch });
    const url = new URL('http://site.test/ja/faq');
    const chosen = await pages.page(url, { cookie: 'allow_analysis=0' }, registry());
    expect(chosen?.notices).toBeNull();
    const notices = async () => {
      throw new Error('no messages');
    };
    const failing = createPrerenderedPages({
      host: { ...host, renderNotices: notices },
      fetch: remoteFiles().fetch,
    });
    // Notices that cannot be rendered: the page without them.
    expect((await failing.page(url, {}, registry()))?.notices).toBeNull();
  });

  it("an unprefixed page: the visitor's cookie, then Accept-Language", async () => {
    const pages = createPrerenderedPages({ host, fetch: remoteFiles().fetch });
    const url = new URL('http://site.test/faq');
    expect((await pages.page(url, { cookie: 'pp_locale=ko' }, registry()))?.locale).toBe('ko');
    expect((await pages.page(url, { acceptLanguage: 'ru-RU' }, registry()))?.locale).toBe('ru');
  });

  it.each([
    ['an embedded page', '/faq?origin=http://parent.test'],
    ['a developer override', '/faq?override=x'],
    ['a locale query', '/faq?locale=ja'],
    ['a failure drill', '/faq?__drill=render'],
    ['a login-required page of a remote not in the registry', '/drive'],
    ['an unknown path', '/nope'],
  ])('leaves %s to the browser', async (_what, path) => {
    const pages = createPrerenderedPages({ host, fetch: remoteFiles().fetch });
    expect(await pages.page(new URL(`http://site.test${path}`), {}, registry())).toBeNull();
  });

  it('leaves a remote in canary to the browser (the device decides)', async () => {
    const pages = createPrerenderedPages({ host, fetch: remoteFiles().fetch });
    const canary = inCanary();
    expect(await pages.page(new URL('http://site.test/faq'), {}, canary)).toBeNull();
  });

  it("a page pinned to its own version (a campaign's) is prerendered from that version, canary or not", async () => {
    const PINNED = 'http://remotes.test/_v/0.9.0/remoteEntry.js';
    const { fetch, calls } = remoteFiles();
    const pinnedHost: HostPrerender = {
      ...host,
      resolveRoute: (input) => {
        const r = host.resolveRoute(input);
        return r.kind === 'route' ? { ...r, version: { entry: PINNED, version: '0.9.0' } } : r;
      },
    };
    const pages = createPrerenderedPages({ host: pinnedHost, fetch });
    const canary = inCanary();
    expect(await pages.page(new URL('http://site.test/faq'), {}, canary)).not.toBeNull();
    expect(calls.length).toBeGreaterThan(0);
    for (const url of calls) expect(url.startsWith('http://remotes.test/_v/0.9.0/')).toBe(true);
  });

  it.each([['pages/ja/faq.html'], ['pages/ja/faq.json'], ['pages/ja/faq.css']])(
    'without %s, the browser renders the page',
    async (file) => {
      const pages = createPrerenderedPages({ host, fetch: remoteFiles([file]).fetch });
      expect(await pages.page(new URL('http://site.test/ja/faq'), {}, registry())).toBeNull();
    },
  );

  it('asks for no fragment the version does not list', async () => {
    const listed = remoteFiles([], ['faq']);
    const pages = createPrerenderedPages({ host, fetch: listed.fetch });
    expect(await pages.page(new URL('http://site.test/ja/faq'), {}, registry())).not.toBeNull();
    const other = remoteFiles([], ['help']);
    const none = createPrerenderedPages({ host, fetch: other.fetch });
    expect(await none.page(new URL('http://site.test/ja/faq'), {}, registry())).toBeNull();
    expect(other.calls).toEqual(['http://remotes.test/_v/1.0.0/pages/build.json']);
  });

  it('an unreachable remote origin is no error', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const pages = createPrerenderedPages({ host, fetch });
    expect(await pages.page(new URL('http://site.test/ja/faq'), {}, registry())).toBeNull();
  });

  it('a page rendered for the request: by the build served, never kept', async () => {
    const { fetch, calls } = remoteFiles();
    const pages = createPrerenderedPages({ host, fetch });
    const rendered = (version: string, build = 'b1') =>
      jest.fn(async (route: { page: string }, locale: string) => ({
        html: `<h1>${route.page} ${locale}</h1>`,
        css: '.b{}',
        title: 'Mine',
        remote: 'mfe_marketing',
        version,
        build,
        page: route.page,
      }));
    const url = new URL('http://site.test/ja/faq');
    const render = rendered('1.0.0');
    const page = await pages.page(url, {}, registry(), { render });
    expect(page?.root).toBe('<header>ja</header><main>mfe_marketing:<h1>faq ja</h1></main>');
    expect(page?.css).toBe('.b{}');
    // Only the served build's identity was read from the remote's origin.
    expect(calls).toEqual(['http://remotes.test/_v/1.0.0/pages/build.json']);
    // Rendered again for the next request (its shell is not kept).
    await pages.page(url, {}, registry(), { render });
    expect(render).toHaveBeenCalledTimes(2);
    // Another version or build than the one served (the browser would not hydrate it), or
    // nothing rendered.
    expect(await pages.page(url, {}, registry(), { render: rendered('0.9.0') })).toBeNull();
    expect(await pages.page(url, {}, registry(), { render: rendered('1.0.0', 'b2') })).toBeNull();
    expect(await pages.page(url, {}, registry(), { render: async () => null })).toBeNull();
    // A state the remote prerendered wins over a render.
    const state = await pages.page(url, {}, registry(), { key: '/faq', render });
    expect(state?.title).toBe('Q ja · Cumulus');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for a served version without its build file', async () => {
    const { fetch } = remoteFiles(['pages/build.json']);
    const pages = createPrerenderedPages({ host, fetch });
    const render = jest.fn(async () => ({
      html: '<h1>x</h1>',
      css: '',
      title: '',
      remote: 'mfe_marketing',
      version: '1.0.0',
      build: 'b1',
      page: 'faq',
    }));
    expect(
      await pages.page(new URL('http://site.test/ja/faq'), {}, registry(), { render }),
    ).toBeNull();
  });

  it('without the host prerender build, nothing is prerendered', async () => {
    const pages = createPrerenderedPages({ host: null, fetch: remoteFiles().fetch });
    expect(await pages.page(new URL('http://site.test/ja/faq'), {}, registry())).toBeNull();
  });
});

describe("a login-required page: its remote's shell (decision 0035)", () => {
  const DRIVE = 'http://drive.test/_v/2.0.0/remoteEntry.js';
  const withDrive = () =>
    registry({ mfe_drive: { entry: DRIVE, version: '2.0.0' } } as Partial<RegistryFile['remotes']>);

  /** The drive's origin: shells for `keys`, in every locale; `shell: false` writes pages. */
  function driveFiles(keys: string[], { shell = true, listed = true } = {}) {
    const calls: string[] = [];
    const fetch = jest.fn(async (input: string | URL | Request) => {
      const url = String(input);
      calls.push(url);
      const file = url.slice(DRIVE.lastIndexOf('/') + 1);
      if (file === 'pages/build.json') {
        const meta = { remote: 'mfe_drive', version: '2.0.0', build: 'b1' };
        return new Response(JSON.stringify(listed ? { ...meta, pages: keys } : meta));
      }
      const m = /^pages\/([^/]+)\/(.+)\.(html|json|css)$/.exec(file);
      if (!m || !keys.includes(m[2]!)) return new Response('', { status: 404 });
      if (m[3] === 'css') return new Response('.s{}');
      if (m[3] === 'html') return new Response(`<h1>${m[2]} ${m[1]}</h1>`);
      const meta = { remote: 'mfe_drive', version: '2.0.0', page: 'drive', locale: m[1] };
      return new Response(
        JSON.stringify({ ...meta, path: `/${m[2]}`, title: 'My drive', ...(shell && { shell }) }),
      );
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
  }

  it("puts the shell of the page's path in the page, marked as a shell", async () => {
    const pages = createPrerenderedPages({ host, fetch: driveFiles(['drive/all']).fetch });
    const page = await pages.page(new URL('http://site.test/ja/drive/all'), {}, withDrive());
    expect(page?.root).toBe(
      '<header>ja</header><main shell>mfe_drive:<h1>drive/all ja</h1></main>',
    );
    expect(page?.title).toBe('My drive · Cumulus');
  });

  it('a path without a shell of its own: the nearest path above it that has one', async () => {
    const { fetch, calls } = driveFiles(['drive/all', 'drive/payment']);
    const pages = createPrerenderedPages({ host, fetch });
    const page = await pages.page(new URL('http://site.test/drive/all/f1/f2'), {}, withDrive());
    expect(page?.root).toContain('<h1>drive/all en-US</h1>');
    expect(calls).toContain('http://drive.test/_v/2.0.0/pages/en-US/drive/all.html');
  });

  it.each([
    ['no shell on its path or above it', '/drive/login', { listed: true }],
    ['a version that lists no pages', '/drive/all', { listed: false }],
    ['a fragment that is not a shell', '/drive/all', { shell: false }],
  ])('leaves the page to the browser: %s', async (_what, path, o) => {
    const pages = createPrerenderedPages({ host, fetch: driveFiles(['drive/all'], o).fetch });
    expect(await pages.page(new URL(`http://site.test${path}`), {}, withDrive())).toBeNull();
  });

  it('a public page never gets a shell', async () => {
    const shells = driveFiles(['faq']);
    const asMarketing = registry({ mfe_marketing: { entry: DRIVE, version: '2.0.0' } });
    const pages = createPrerenderedPages({ host, fetch: shells.fetch });
    expect(await pages.page(new URL('http://site.test/faq'), {}, asMarketing)).toBeNull();
  });
});

describe('withPrerenderedPage', () => {
  const index =
    '<!doctype html><html lang="en-US"><head><title>Cumulus</title>' +
    '<link rel="preload" as="style" href="/1.css">' +
    '<link rel="preload" as="script" nonce="n" href="/2.js"></head><body><div id="root"></div>' +
    '<noscript>Cumulus needs JavaScript to run.</noscript>' +
    '<script nonce="n" defer="defer" src="/main.js"></script></body></html>';
  const page: PrerenderedPage = {
    locale: 'ja',
    root: '<main>$& $1 内容</main>',
    title: 'FAQ <&> · Cumulus',
    css: '.a::after{content:"$&"}',
    head: '<link rel="preload" as="image" href="/a.png"/>',
    remote: 'mfe_marketing',
    notices: null,
  };

  it('puts the page in the shell: lang, title, styles, content', () => {
    const html = withPrerenderedPage(index, page);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<title>FAQ &lt;&amp;&gt; · Cumulus</title>');
    expect(html).toContain('<link rel="stylesheet" href="/1.css">');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/a.png"/>' +
        '<style data-prerendered="mfe_marketing">.a::after{content:"$&"}</style></head>',
    );
    expect(html).toContain(
      '<div id="root" data-prerender-locale="ja"><main>$& $1 内容</main></div>',
    );
    expect(html).not.toContain('<noscript>');
    // Its scripts start after the first paint, from one nonce'd loader (scripts-after-paint).
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('src="/main.js"');
    expect(html).toContain('<script nonce="n">(function (a) {');
    expect(html).toContain('{"p":[{"href":"/2.js"}],"s":["/main.js"]}');
  });

  it('puts the site notices after the page (before its scripts), their head tags in the head', () => {
    const notices = {
      head: '<noscript><style>#n{}</style></noscript>',
      body: '<div id="n">$&</div>',
    };
    const html = withPrerenderedPage(index, { ...page, notices });
    expect(html).toContain('<noscript><style>#n{}</style></noscript></head>');
    expect(html).toContain('内容</main></div><div id="n">$&</div><script nonce="n">');
  });
});
