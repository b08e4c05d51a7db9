/**
 * Developer overrides: the origins a developer may point a remote at from the running site (the
 * host's override, like import-map-overrides), a setting of the registry document.
 */
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { updateRegistry } from './registry-document';

const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/**
 * The origins a developer may point a remote at from the running site (the host's override,
 * like import-map-overrides): exact origins or `http://host:*`. Empty: no overrides.
 */
export async function setOverrides(ctx: StoreContext, who: string, allowedOrigins: string[]) {
  for (const o of allowedOrigins)
    if (!ORIGIN_PATTERN.test(o))
      throw new StoreError(
        `invalid origin "${o}": scheme, host and optional port or ":*" (e.g. http://localhost:*)`,
      );
  return updateRegistry(ctx, who, 'overrides', (doc) => {
    (doc.release ??= {}).overridesSet = true;
    if (allowedOrigins.length) doc.overrides = { allowedOrigins: [...new Set(allowedOrigins)] };
    else delete doc.overrides;
    return allowedOrigins.length
      ? `overrides allowed from ${allowedOrigins.join(', ')}`
      : 'overrides off';
  });
}
