/**
 * Prerenders a remote's public pages (decision 0018): loads the remote's Node build
 * (`dist-prerender/prerender.js`, built with CUMULUS_PRERENDER=1), resolves each of its paths in
 * every locale with the host's own route resolver, renders it, and writes beside the remote's
 * browser files (so its origin and the release store serve them with the version): the files of
 * fragments.ts, under dist/ (or under CUMULUS_OUTPUT_PATH, for a build made elsewhere).
 *   node --import tsx infra/prerender/render.ts mfe-marketing [--locales ja,ru]
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from 'shared-libs/contracts';
import type { PrerenderedPage, RemotePrerender } from 'shared-libs/prerender';
import { localePath, withLocale } from '../../host/src/routing/localePath';
import { resolveRoute } from '../../host/src/routing/resolveRoute';
import { safeInternalPath } from '../../host/src/routing/safeTarget';
import { REMOTE_APPS } from '../config/apps';
import { localRegistry } from '../registry/local-registry';
import { parseCli } from '../scripts/cli';
import {
  BUILD_META_FILE,
  fragmentFile,
  pageKey,
  type BuildMeta,
  type FragmentMeta,
} from './fragments';
import { pageCss } from './pageCss';
import { prerenderDir } from '../presets/prerender-build';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * A page to render: its site path, or a path and the key it is written under, for a state of a
 * page rather than a path (`STATE_FRAGMENTS`, e.g. the share page's passcode form).
 */
type PrerenderPath = string | { path: string; key: string };

interface PrerenderModule {
  prerender: RemotePrerender;
  prerenderPaths(): PrerenderPath[];
}

/** The host's `hrefFor` (host/src/app/App.tsx) for one locale. */
export const hrefFor = (locale: Locale) => (to: string) => {
  const safe = safeInternalPath(to);
  return safe ? withLocale(locale, safe) : '#';
};

/** The remote's browser build (where the pages go) and its Node build (prerender-build.ts). */
function outputsOf(dir: string): { dist: string; bundleDir: string } {
  const appDir = path.join(ROOT, dir);
  const out = process.env.CUMULUS_OUTPUT_PATH;
  return {
    dist: out ? path.resolve(out) : path.join(appDir, 'dist'),
    bundleDir: prerenderDir(appDir),
  };
}

export async function prerenderRemote(
  dir: string,
  locales: readonly Locale[] = LOCALES,
): Promise<PrerenderedPage[]> {
  const { dist, bundleDir } = outputsOf(dir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built CommonJS bundle
  const mod = require(path.join(bundleDir, 'prerender.js')) as PrerenderModule;
  fs.rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
  const css = fs.readFileSync(path.join(bundleDir, 'prerender.css'), 'utf8');
  const { activities } = localRegistry();
  const done: PrerenderedPage[] = [];
  const keys = new Set<string>();
  for (const locale of locales) {
    for (const entry of mod.prerenderPaths()) {
      const sitePath = typeof entry === 'string' ? entry : entry.path;
      const r = resolveRoute({
        pathname: localePath(locale, sitePath),
        search: '',
        hash: '',
        activities,
        isMobile: false,
        now: Date.now(),
      });
      // A redirect (e.g. the help center's default category) is answered by the host: its
      // target is a path of its own.
      if (r.kind === 'redirect') continue;
      if (r.kind !== 'route') throw new Error(`${dir}: ${sitePath} does not resolve to a page`);
      const page = await mod.prerender({ route: r.record, locale, hrefFor: hrefFor(locale) });
      if (!page) throw new Error(`${dir}: ${sitePath} (${locale}) was not prerendered`);
      const key = typeof entry === 'string' ? r.record.path : entry.key;
      keys.add(pageKey(key));
      const file = path.join(dist, fragmentFile(locale, key));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(`${file}.html`, page.html);
      fs.writeFileSync(`${file}.css`, pageCss(css, page.html));
      const { html: _html, ...rest } = page;
      const meta: FragmentMeta = { ...rest, path: r.record.path };
      fs.writeFileSync(`${file}.json`, JSON.stringify(meta));
      done.push(page);
    }
  }
  const first = done[0];
  if (first) {
    const meta: BuildMeta = {
      remote: first.remote,
      version: first.version,
      build: first.build,
      pages: [...keys].sort(),
    };
    fs.writeFileSync(path.join(dist, BUILD_META_FILE), JSON.stringify(meta));
  }
  return done;
}

async function main() {
  const { positionals, values } = parseCli(
    'node --import tsx infra/prerender/render.ts [remote-dir...] [--locales ja,ru]',
    { locales: { type: 'string' } },
    process.argv.slice(2),
    true,
  );
  const locales = values.locales
    ? (values.locales
        .split(',')
        .filter((l) => (LOCALES as readonly string[]).includes(l)) as Locale[])
    : LOCALES;
  for (const dir of positionals.length ? positionals : REMOTE_APPS.map((a) => a.dir)) {
    if (!fs.existsSync(path.join(outputsOf(dir).bundleDir, 'prerender.js'))) continue;
    const t0 = Date.now();
    const pages = await prerenderRemote(dir, locales);
    const bytes = pages.reduce((n, p) => n + p.html.length, 0);
    console.log(
      `prerender ${dir}: ${pages.length} pages in ${Date.now() - t0} ms (${Math.round(bytes / 1024)} KB)`,
    );
  }
}

if (require.main === module) {
  // Exits when done: run with a cold tsx cache (a clean clone, or bundles just rebuilt), the
  // process otherwise stayed idle about 20 s after its work, with nothing of ours pending (the
  // main thread had no active handle: something of tsx's loader thread kept it).
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
