import type { InitialResponse } from 'shared-libs';

export type { InitialResponse };

/**
 * API answers the host server fetched for this page before sending it (a share's first view,
 * infra/serve/share-first-view.ts), written into the HTML as
 * `<script type="application/json" id="cumulus-initial-responses">`; the kit's
 * `withInitialResponses` answers the page's first identical requests from them.
 */
export const INITIAL_RESPONSES_ID = 'cumulus-initial-responses';

/** The answers in the page, or none (absent, or not what the server writes). */
export function readInitialResponses(doc: Pick<Document, 'getElementById'>): InitialResponse[] {
  const text = doc.getElementById(INITIAL_RESPONSES_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (r): r is InitialResponse =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.url === 'string' &&
        typeof r.locale === 'string' &&
        typeof r.status === 'number' &&
        typeof r.body === 'string',
    );
  } catch {
    return [];
  }
}
