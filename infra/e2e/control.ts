/**
 * The API's test-control endpoint and the mail stand-in's key, as the specs use them. The
 * Playwright config makes a control secret and a dev key per run (CUMULUS_CONTROL_SECRET,
 * CUMULUS_DEV_KEY) and starts the servers with them; without the secret the endpoint does not
 * exist (infra/api/src/devSurfaces.ts, decision 0020).
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { API } from './origins';

/** The header every control call carries. */
export const CONTROL_HEADERS: Readonly<Record<string, string>> = {
  'x-cumulus-control': process.env.CUMULUS_CONTROL_SECRET ?? '',
};

/** `?key=` of the dev pages (`/dev/outbox`). */
export const DEV_KEY = process.env.CUMULUS_DEV_KEY ?? '';

/** The address of the mail stand-in's outbox page, for one address or all. */
export function outboxUrl(query: Record<string, string> = {}): string {
  return `${API}/dev/outbox?${new URLSearchParams({ key: DEV_KEY, ...query })}`;
}

/** `POST <API>/__control<path>` with the run's secret; `api` names another API origin. */
export function controlPost(
  request: APIRequestContext,
  path: string,
  data?: unknown,
  api = API,
): Promise<APIResponse> {
  return request.post(`${api}/__control${path}`, { data, headers: CONTROL_HEADERS });
}

/** `GET <API>/__control<path>` with the run's secret. */
export function controlGet(request: APIRequestContext, path: string): Promise<APIResponse> {
  return request.get(`${API}/__control${path}`, { headers: CONTROL_HEADERS });
}
