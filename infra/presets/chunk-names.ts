/**
 * The host's chunks that load only when needed, by name: other locales' messages (the host's,
 * the platform's error texts), `host-lazy-*` chunks (developer overrides, several versions of
 * a remote on one page, the host's own pages, the signed-in chrome) and `platform-lazy-*` ones
 * (shared-libs' captcha challenge overlay). Neither preloaded at boot (webpack.preset.ts, BootPreloadPlugin) nor
 * counted on a route's critical path (infra/budgets/check.ts).
 */
const ON_DEMAND_PREFIXES = [
  'host-lang-',
  'platform-lang-',
  'host-lazy-',
  'platform-lazy-',
] as const;

export const isOnDemandChunk = (name: string | null | undefined): boolean =>
  !!name && ON_DEMAND_PREFIXES.some((p) => name.startsWith(p));
