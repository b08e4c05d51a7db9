/**
 * Production's page service (decision 0018): nginx hands it every page request (nginx.conf,
 * `location /`), and it answers as the local host server does: the public pages their remotes
 * prerendered, assembled around the host's shell; a share's first view rendered from its first
 * answers; any other page, the shell; each with its own nonce and policy, compressed, 404 for a
 * path no route answers. It listens on loopback only. When it is down or slow nginx answers the
 * plain shell itself (`@shell`), so the site never depends on it.
 *
 *   node --import tsx infra/production/page-service.ts \
 *     --root /srv/cumulus/host/current --registry /srv/cumulus/host/current/registry.json \
 *     [--share-view /srv/cumulus/node/mfe-share] [--port 8600] \
 *     [--report-uri https://csp.cumulus.example/report]
 *
 * `--root` is the host's deployed build (its Node builds, `dist-server` and `dist-prerender`,
 * beside it: `<root>/../dist-server`, as in the repository); `--share-view` the share remote's
 * Node build (its `dist-prerender`) for the version the registry serves, or none (a share's
 * first view then waits for the browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCli } from '../scripts/cli';
import { createHostHandler } from '../serve/host-handler';
import { createStaticServer, type StaticServer } from '../serve/static-server';

/** nginx.conf's `proxy_pass` target and `report-uri`. */
export const PAGE_SERVICE_PORT = 8600;
export const REPORT_URI = 'https://csp.cumulus.example/report';

export interface PageServiceOptions {
  root: string;
  registry: string;
  shareView?: string;
  port?: number;
  reportUri?: string;
}

export function createPageService(o: PageServiceOptions): StaticServer {
  if (!fs.existsSync(path.join(o.root, 'index.html'))) {
    throw new Error(`${o.root}: no index.html (the host's build)`);
  }
  // The host handler reads the registry file named here when it is created.
  process.env.CUMULUS_REGISTRY_FILE = path.resolve(o.registry);
  return createStaticServer({
    root: o.root,
    port: o.port ?? PAGE_SERVICE_PORT,
    handle: createHostHandler({
      hostRoot: o.root,
      // Without a Node build of the share remote, no share is rendered (share-view.ts).
      shareViewDir: o.shareView ?? false,
      production: { reportUri: o.reportUri ?? REPORT_URI },
    }),
  });
}

async function main() {
  const { values } = parseCli(
    'node --import tsx infra/production/page-service.ts --root <host build> --registry <registry.json> [--share-view <dir>] [--port 8600] [--report-uri <url>]',
    {
      root: { type: 'string' },
      registry: { type: 'string' },
      'share-view': { type: 'string' },
      port: { type: 'string' },
      'report-uri': { type: 'string' },
    },
  );
  if (!values.root || !values.registry) {
    console.error('--root and --registry are required');
    process.exit(2);
  }
  const service = createPageService({
    root: path.resolve(values.root),
    registry: values.registry,
    shareView: values['share-view'] && path.resolve(values['share-view']),
    port: values.port ? Number(values.port) : undefined,
    reportUri: values['report-uri'],
  });
  await service.listen();
  console.log(`page service on http://127.0.0.1:${values.port ?? PAGE_SERVICE_PORT}`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
