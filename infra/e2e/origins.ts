/**
 * Origins for specs, from the one place that defines them (honours CUMULUS_PORT_OFFSET).
 * Use these instead of hard-coded localhost ports.
 */
import { API_ORIGINS, ORIGINS as SERVED } from '../serve/origins';

/** The origins specs name (infra/serve/origins.ts serves each one). */
type SpecOrigin =
  | 'host'
  | 'mfe-marketing'
  | 'mfe-share'
  | 'mfe-drive'
  | 'mfe-activity'
  | 'canary'
  | 'contract-next';

export const ORIGINS: Readonly<Record<SpecOrigin, string>> & { api: readonly string[] } = {
  // Every app of infra/config/apps.json and every e2e extra has an origin there.
  ...(SERVED as Record<SpecOrigin, string>),
  api: API_ORIGINS,
};
/** The first API origin (control endpoint, direct API calls in specs). */
export const API = ORIGINS.api[0]!;
