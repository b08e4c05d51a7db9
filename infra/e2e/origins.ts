/**
 * Origins for specs, from the one place that defines them (honours CUMULUS_PORT_OFFSET).
 * Use these instead of hard-coded localhost ports.
 */
import { API_ORIGINS, OFFSET, ORIGINS as SERVED } from '../serve/origins';

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

/**
 * The e2e parent page that frames the site (host/e2e/fixtures/parentServer.ts): a fixed port,
 * because the registry names exact embedding parents (playwright.config.ts passes it in
 * CUMULUS_EMBEDDING_PARENTS). 8087 is free in infra/config/apps.json's plan (our choice).
 */
export const EMBEDDING_PARENT_PORT = 8087 + OFFSET;
export const EMBEDDING_PARENT = `http://127.0.0.1:${EMBEDDING_PARENT_PORT}`;

/**
 * The dev loop's webpack dev server (infra/e2e/dev-loop.serial.spec.ts): a fixed port, because
 * the registry allows exact override origins only (CUMULUS_DEV_OVERRIDES in playwright.config.ts).
 * 9184 is the README's example port of a remote's dev server (our choice).
 */
export const DEV_LOOP_PORT = 9184 + OFFSET;
export const DEV_LOOP_ORIGIN = `http://localhost:${DEV_LOOP_PORT}`;

/** The origins the e2e run allows as developer overrides: the canary build and the dev loop. */
export const E2E_OVERRIDE_ORIGINS: readonly string[] = [SERVED.canary!, DEV_LOOP_ORIGIN];
