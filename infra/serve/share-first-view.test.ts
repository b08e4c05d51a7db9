import { createApi, createHttpClient, type Transport } from 'shared-libs';
import { STATE_FRAGMENTS } from 'shared-libs/contracts';
import type { RegistryFile } from '../registry/local-registry';
import { withInitialResponses } from 'shared-libs';
import { readInitialResponses } from '../../host/src/lib/initialResponses';
import { createShareFirstView } from './share-first-view';

const registry = { api: { origins: ['http://api.test'] } } as unknown as RegistryFile;
const page = (path: string) => new URL(path, 'http://site.test');

function apiServer(answer: { status: number; body: unknown } | 'down') {
  const asked: { url: string; lang: string | null }[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    asked.push({
      url: String(input),
      lang: new Headers(init?.headers).get('accept-language'),
    });
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `f${i}`,
    name: `p${i}.jpg`,
    thumbnail_link: `http://api.test/thumb/${i}?a=1&b="x"`,
  }));

describe("a share's first view", () => {
  it('writes the answer the page would get, and the page uses it instead of asking', async () => {
    const body = { share_status: 'OK', files: files(2) };
    const api = apiServer({ status: 200, body });
    const view = await createShareFirstView({ fetch: api.fetch })(
      page('/s/demo_1'),
      undefined,
      'ja',
      registry,
    );
    expect(view?.stateKey).toBeUndefined();
    expect(api.asked).toEqual([
      {
        url: 'http://api.test/drive/v1/share?limit=100&thumbnail_size=SIZE_LARGE&share_id=demo_1',
        lang: 'ja',
      },
    ]);
    // Both thumbnails are in the first view: preloaded at high priority, attribute-escaped.
    expect(view?.head.match(/rel="preload" as="image" fetchpriority="high"/g)).toHaveLength(2);
    expect(view?.head).toContain('href="http://api.test/thumb/0?a=1&amp;b=&quot;x&quot;"');

    // The browser side: the kit's own getShare is answered from the page, not the network.
    const script = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/.exec(view!.head);
    const doc = {
      getElementById: (id: string) =>
        id === script?.[1] ? ({ textContent: script?.[2] } as HTMLElement) : null,
    };
    const network: string[] = [];
    const fetchTransport: Transport = (url) => {
      network.push(url);
      return Promise.reject(new Error('offline'));
    };
    const client = createApi(
      createHttpClient({
        origins: ['http://api.test'],
        transport: withInitialResponses(fetchTransport, readInitialResponses(doc)),
        getLocale: () => 'ja',
        clientId: 'test',
        getDeviceId: () => 'd1',
      }),
    );
    const res = await client.getShare({ share_id: 'demo_1' });
    expect(network).toEqual([]);
    expect(res.data).toMatchObject({ share_status: 'OK' });
  });

  it("a folder's page: also the folder's first page, as the page asks it, and its names for the render", async () => {
    const body = { share_status: 'OK', pass_code_token: 'tok', files: files(2) };
    const api = apiServer({ status: 200, body });
    const view = await createShareFirstView({ fetch: api.fetch })(
      page('/s/demo_1/top/sub'),
      undefined,
      'ja',
      registry,
    );
    expect(api.asked.map((a) => a.url)).toEqual([
      'http://api.test/drive/v1/share?limit=100&thumbnail_size=SIZE_LARGE&share_id=demo_1',
      'http://api.test/drive/v1/share/detail?limit=100&thumbnail_size=SIZE_LARGE&share_id=demo_1&parent_id=sub&pass_code_token=tok',
      'http://api.test/drive/v1/share:batch_file_info',
    ]);
    expect(view?.responses.map((r) => r.url)).toEqual([
      '/drive/v1/share?limit=100&thumbnail_size=SIZE_LARGE&share_id=demo_1',
      '/drive/v1/share/detail?limit=100&thumbnail_size=SIZE_LARGE&share_id=demo_1&parent_id=sub&pass_code_token=tok',
    ]);
    expect(view?.posts.map((r) => r.url)).toEqual(['/drive/v1/share:batch_file_info']);

    // The browser's own request for the folder is answered from the page.
    const script = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/.exec(view!.head);
    const doc = {
      getElementById: (id: string) =>
        id === script?.[1] ? ({ textContent: script?.[2] } as HTMLElement) : null,
    };
    const network: string[] = [];
    const client = createApi(
      createHttpClient({
        origins: ['http://api.test'],
        transport: withInitialResponses((url) => {
          network.push(url);
          return Promise.reject(new Error('offline'));
        }, readInitialResponses(doc)),
        getLocale: () => 'ja',
        clientId: 'test',
        getDeviceId: () => 'd1',
      }),
    );
    const res = await client.getShareDetail({
      share_id: 'demo_1',
      parent_id: 'sub',
      pass_code_token: 'tok',
    });
    expect(network).toEqual([]);
    expect(res.data).toMatchObject({ share_status: 'OK' });
  });

  it('leaves a path with a folder id the API cannot have to the page', async () => {
    const api = apiServer({ status: 200, body: { share_status: 'OK', files: [] } });
    const view = await createShareFirstView({ fetch: api.fetch })(
      page('/s/demo_1/a%2Fb'),
      undefined,
      'ja',
      registry,
    );
    expect(view).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it('preloads no thumbnail when the first view may not show them all', async () => {
    const api = apiServer({
      status: 200,
      body: { share_status: 'OK', files: files(13) },
    });
    const view = await createShareFirstView({ fetch: api.fetch })(
      page('/s/big'),
      '',
      'en-US',
      registry,
    );
    expect(view?.head).toContain('cumulus-initial-responses');
    expect(view?.head).not.toContain('as="image"');
  });

  it('a small top level comes whole: each next page, asked as the page asks it', async () => {
    const asked: string[] = [];
    const fetch = (async (input: string | URL) => {
      const url = new URL(String(input));
      asked.push(url.search);
      const second = url.searchParams.get('page_token') === 'T2';
      return new Response(
        JSON.stringify({
          share_status: 'OK',
          pass_code_token: 'tok',
          file_num: '150',
          files: files(second ? 50 : 100),
          next_page_token: second ? '' : 'T2',
        }),
      );
    }) as typeof globalThis.fetch;
    const view = await createShareFirstView({ fetch })(page('/s/mid'), '', 'en-US', registry);
    expect(asked).toEqual([
      '?limit=100&thumbnail_size=SIZE_LARGE&share_id=mid',
      '?limit=100&thumbnail_size=SIZE_LARGE&share_id=mid&pass_code_token=tok&page_token=T2',
    ]);
    const json = /<script[^>]*>(.*?)<\/script>/.exec(view!.head)?.[1] ?? '[]';
    expect((JSON.parse(json) as { url: string }[]).map((e) => e.url)).toEqual(
      asked.map((q) => `/drive/v1/share${q}`),
    );
  });

  it('names the passcode form for a share that asks for its passcode', async () => {
    const api = apiServer({ status: 200, body: { share_status: 'PASS_CODE_EMPTY', files: [] } });
    const view = await createShareFirstView({ fetch: api.fetch })(
      page('/s/locked'),
      '',
      'en-US',
      registry,
    );
    expect(view?.stateKey).toBe(STATE_FRAGMENTS.sharePasscode);
  });

  it('leaves passcodes, other pages and refusals to the page', async () => {
    const api = apiServer({ status: 200, body: { share_status: 'OK' } });
    const view = createShareFirstView({ fetch: api.fetch });
    expect(await view(page('/s/abc?s_code=1234'), '', 'en-US', registry)).toBeNull();
    expect(
      await view(page('/s/abc'), 'pp_share_passcode_token_abc=t', 'en-US', registry),
    ).toBeNull();
    expect(await view(page('/s/abc'), 'pp_share_pwd_code_abc=1234', 'en-US', registry)).toBeNull();
    expect(await view(page('/faq'), '', 'en-US', registry)).toBeNull();
    expect(await view(page('/s/a%22b'), '', 'en-US', registry)).toBeNull();
    expect(api.asked).toEqual([]);
    const limited = apiServer({ status: 429, body: { error: 'too_many' } });
    expect(
      await createShareFirstView({ fetch: limited.fetch })(page('/s/abc'), '', 'en-US', registry),
    ).toBeNull();
  });

  it('does without for a while once the API did not answer', async () => {
    const api = apiServer('down');
    const view = createShareFirstView({ fetch: api.fetch });
    expect(await view(page('/s/abc'), '', 'en-US', registry)).toBeNull();
    expect(await view(page('/s/abc'), '', 'en-US', registry)).toBeNull();
    expect(api.asked).toHaveLength(1);
  });

  it('asks the next API origin when one is down, and keeps asking that one', async () => {
    const asked: string[] = [];
    const fetch = (async (input: string | URL) => {
      const url = new URL(String(input));
      asked.push(url.origin);
      if (url.origin === 'http://api1.test') throw new TypeError('fetch failed');
      return new Response(JSON.stringify({ share_status: 'OK', files: files(1) }));
    }) as typeof globalThis.fetch;
    const two = { api: { origins: ['http://api1.test', 'http://api2.test'] } } as RegistryFile;
    const view = createShareFirstView({ fetch });
    const first = await view(page('/s/abc'), '', 'en-US', two);
    expect(first?.apiOrigin).toBe('http://api2.test');
    expect(first?.responses).toHaveLength(1);
    await view(page('/s/abc'), '', 'en-US', two);
    expect(asked).toEqual(['http://api1.test', 'http://api2.test', 'http://api2.test']);
  });
});
