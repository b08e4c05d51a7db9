/**
 * Origins for specs, from the one place that defines them (honours CUMULUS_PORT_OFFSET).
 * Use these instead of hard-coded localhost ports.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const origins = require('../serve/origins.js') as {
  ORIGINS: Record<
    | 'host'
    | 'mfe-marketing'
    | 'mfe-share'
    | 'mfe-drive'
    | 'mfe-activity'
    | 'canary'
    | 'contract-next',
    string
  > & {
    api: string[];
  };
};

export const ORIGINS = origins.ORIGINS;
/** The first API origin (control endpoint, direct API calls in specs). */
export const API = ORIGINS.api[0]!;
