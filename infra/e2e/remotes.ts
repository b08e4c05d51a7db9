import type { Page, Route } from '@playwright/test';

import { remoteOriginsOf } from '../serve/host-handler';
import { ORIGINS } from './origins';

/** Remote origins of the embedded default (infra/serve/origins.ts). */
export const REMOTE_ORIGINS = {
  mfe_marketing: ORIGINS['mfe-marketing'],
  mfe_share: ORIGINS['mfe-share'],
  mfe_drive: ORIGINS['mfe-drive'],
  mfe_activity: ORIGINS['mfe-activity'],
} as const;
export type RemoteKey = keyof typeof REMOTE_ORIGINS;

export type Failure = 'abort' | '404' | '500' | 'hang' | 'truncated' | 'wrong-mime';

/** A published version's folder on a remote's origin (`/_v/<version>`, infra/serve/releases.ts). */
const VERSION_DIR = '(/_v/[^/?]+)?';

/**
 * Matches a remote's entry, its own build's or a published version's (with or without the
 * cache-busting query a retry adds).
 */
export const entryPattern = (remote: RemoteKey) =>
  new RegExp(
    `^${REMOTE_ORIGINS[remote].replace(/[.:/]/g, '\\$&')}${VERSION_DIR}/remoteEntry\\.js(\\?.*)?$`,
  );

/**
 * Matches an origin's hashed chunks (`page-faq.0123456789.js`, `706.0123456789.js`), of its own
 * build or of a published version (`/_v/<version>/…`), with or
 * without the fresh-URL query of a retry (infra/presets/chunk-retry.ts); `name` narrows it to
 * one named chunk.
 */
export const chunkPattern = (origin: string, name = '[\\w-]+') =>
  new RegExp(
    `^${origin.replace(/[.:/]/g, '\\$&')}${VERSION_DIR}/${name}\\.[0-9a-f]{8}\\.js(\\?.*)?$`,
  );

/** Makes a remote's entry fail in one of the ways a CDN or deploy can fail. */
export function breakRemote(
  page: Page,
  remote: RemoteKey,
  failure: Failure,
): Promise<() => Promise<void>> {
  return breakFiles(page, entryPattern(remote), failure);
}

/** Makes every file matching `pattern` fail; returns a function that brings them back. */
export async function breakFiles(
  page: Page,
  pattern: RegExp,
  failure: Failure,
): Promise<() => Promise<void>> {
  const hung: Route[] = [];
  // A request in flight when the fault is lifted may already be answered by then: its late
  // answer is dropped, not a test failure (the slot may go on sooner than the fault's requests).
  const handler = (route: Route) => answer(route).catch(() => undefined);
  const answer = async (route: Route) => {
    switch (failure) {
      case 'abort':
        return route.abort('failed');
      case '404':
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
      case 'hang':
        hung.push(route); // never answered while broken
        return;
      case 'truncated': {
        const res = await route.fetch();
        const body = await res.text();
        return route.fulfill({ response: res, body: body.slice(0, Math.floor(body.length / 2)) });
      }
      case 'wrong-mime': {
        const res = await route.fetch();
        return route.fulfill({
          response: res,
          headers: {
            ...res.headers(),
            'content-type': 'text/plain',
            'x-content-type-options': 'nosniff',
          },
        });
      }
    }
  };
  await page.route(pattern, handler);
  return async () => {
    // Hung connections end when the remote comes back (as a dropped connection would).
    await Promise.all(hung.map((r) => r.abort('timedout').catch(() => undefined)));
    await page.unroute(pattern, handler);
  };
}

type RegistryJson = { remotes: Record<string, { entry: string; version: string }> };

const INLINE = /(<script[^>]*id="cumulus-registry"[^>]*>)([\s\S]*?)(<\/script>)/;

/**
 * A page's Content-Security-Policy with the origins of a registry it now carries, as the host
 * server writes it for that registry (infra/serve/csp.ts: the remotes' origins in style-src for
 * their CSS files, and in connect-src).
 */
function policyFor(policy: string, registry: RegistryJson): string {
  const origins = remoteOriginsOf(registry as Parameters<typeof remoteOriginsOf>[0]);
  return policy
    .split(';')
    .map((d) => {
      const [name] = d.trim().split(/\s+/);
      if (name !== 'style-src' && name !== 'connect-src') return d;
      const missing = origins.filter((o) => !d.split(/\s+/).includes(o));
      return missing.length ? `${d} ${missing.join(' ')}` : d;
    })
    .join(';');
}

/**
 * Rewrites the registry on the fly, as a registry flip in production does: both the copy the
 * host server writes into the page (and its policy) and `/registry.json`.
 */
export async function patchRegistry(page: Page, patch: (registry: RegistryJson) => void) {
  await page.route('**/registry.json', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const res = await route.fetch();
    const json = await res.json();
    patch(json);
    await route.fulfill({ response: res, json });
  });
  await page.route(
    (url) => url.origin === ORIGINS.host,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const text = await res.text();
      let carried: RegistryJson | undefined;
      const body = text.replace(INLINE, (_m, open: string, json: string, close: string) => {
        const registry = JSON.parse(json) as RegistryJson;
        patch(registry);
        carried = registry;
        return open + JSON.stringify(registry).replace(/</g, '\\u003c') + close;
      });
      const headers = { ...res.headers() };
      const policy = headers['content-security-policy'];
      if (carried && policy) headers['content-security-policy'] = policyFor(policy, carried);
      await route.fulfill({ response: res, body, headers });
    },
  );
}
