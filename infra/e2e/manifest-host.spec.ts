import { expect, test } from '@playwright/test';
import type * as Runtime from '@module-federation/runtime';
import { build } from 'esbuild';
import type { Registry } from 'shared-libs/contracts';
import { ORIGINS } from './origins';

/**
 * The registry names each published version's `mf-manifest.json` (decision 0021): a host that is
 * not ours loads a remote through it with the official Module Federation runtime
 * (`@module-federation/runtime`, bundled here as any third-party page would bundle it), and the
 * manifest's `buildVersion` is the version the registry publishes. The page is on an origin of
 * its own; the remote's files allow any origin (CORS).
 */
const THIRD_PARTY = 'http://third-party.localhost:8999';

/**
 * The official runtime as one script, `window.MF = { init, loadRemote, provideRuntimeCore }`.
 * Our remotes are built with `experiments.externalRuntime` (decision 0019): the host provides
 * the runtime core, which another host does with Module Federation's own plugin for it.
 */
async function officialRuntime(): Promise<string> {
  const out = await build({
    stdin: {
      contents: [
        "export { init, loadRemote } from '@module-federation/runtime';",
        "export { default as provideRuntimeCore } from '@module-federation/inject-external-runtime-core-plugin';",
      ].join('\n'),
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    globalName: 'MF',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

test('a third-party host loads and mounts a published remote through its manifest, with the official runtime', async ({
  page,
  request,
}) => {
  const registry = (await (await request.get(`${ORIGINS.host}/registry.json`)).json()) as Registry;
  const entry = registry.remotes.mfe_marketing!;
  expect(entry.manifest).toMatch(/\/_v\/[^/]+\/mf-manifest\.json$/);
  const manifest = (await (await request.get(entry.manifest!)).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
    exposes: { path: string }[];
  };
  expect(manifest.metaData.buildInfo.buildVersion).toBe(entry.version);
  expect(manifest.exposes.map((e) => e.path)).toContain('./lifecycles');

  const runtime = await officialRuntime();
  await page.route(`${THIRD_PARTY}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another host</title>
<script>${runtime}</script></head><body><main id="slot"></main></body></html>`,
    }),
  );
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(new URL(entry.entry).origin)) fetched.push(new URL(r.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${THIRD_PARTY}/`);

  const loaded = await page.evaluate(async (manifestUrl) => {
    const mf = (
      window as unknown as {
        MF: typeof Runtime & {
          provideRuntimeCore: () => Runtime.ModuleFederationRuntimePlugin;
        };
      }
    ).MF;
    mf.init({
      name: 'third_party_host',
      remotes: [{ name: 'mfe_marketing', entry: manifestUrl }],
      plugins: [mf.provideRuntimeCore()],
    });
    const mod = (await mf.loadRemote('mfe_marketing/lifecycles')) as Record<string, unknown>;
    const call = async (lifecycle: unknown, props: object) => {
      for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle])
        await (fn as (p: object) => Promise<void>)(props);
    };
    const props = {
      name: 'mfe_marketing',
      domElement: document.getElementById('slot'),
      contractVersion: mod.contractVersion,
      locale: 'en-US',
      route: {
        remote: 'mfe_marketing',
        page: 'faq',
        params: {},
        query: {},
        layout: 'default',
        middleware: [],
        path: '/faq',
        hash: '',
      },
      session: { signedIn: false, user: null },
      layout: {
        isMobile: false,
        darkMode: false,
        sidebarMobileVisible: false,
        isCollapse: false,
        serverTime: 0,
        embedded: false,
      },
      navigate: () => undefined,
      hrefFor: (to: string) => to,
      requireLogin: () => Promise.resolve(false),
      refreshSession: () => Promise.resolve(),
      signOut: () => Promise.resolve(),
      setLayout: () => undefined,
      reportError: (r: unknown) => console.error('reportError', r),
      setTitle: (t: string) => (document.title = t),
    };
    await call(mod.bootstrap, props);
    await call(mod.mount, props);
    return { contractVersion: mod.contractVersion, pages: mod.pages };
  }, entry.manifest!);

  expect(loaded.contractVersion).toEqual(expect.any(Number));
  expect(loaded.pages).toContain('faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/question/i);
  expect(errors).toEqual([]);
  // Every file came from the version the registry names (the manifest's public path).
  expect(fetched.length).toBeGreaterThan(2);
  for (const f of fetched) expect(f).toMatch(new RegExp(`^/_v/${entry.version}/`));
});
