import type { Transport } from './transport';

/**
 * API answers fetched before the page's code runs (a share's first view: the host server asks
 * them and writes them into the HTML, infra/serve/share-first-view.ts; its Node render of the
 * share page reads the same ones). A page's first identical request is answered from them
 * instead of the network: same path and query, same `Accept-Language`, a GET. Each answer is
 * used once; anything else goes to the transport underneath.
 */
export interface InitialResponse {
  /** Path and query, e.g. `/drive/v1/share?limit=100&share_id=…` (any API origin). */
  url: string;
  /** The `Accept-Language` it was asked with (the page's locale). */
  locale: string;
  status: number;
  body: string;
}

/** The key of a request: its path and its query in a stable order. */
export function requestKey(url: string): string {
  const u = new URL(url, 'http://x');
  const params = [...u.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${u.pathname}?${new URLSearchParams(params).toString()}`;
}

/** `transport`, with the page's first matching requests answered from `responses`. */
export function withInitialResponses(
  transport: Transport,
  responses: readonly InitialResponse[],
): Transport {
  if (responses.length === 0) return transport;
  const waiting = new Map(responses.map((r) => [`${r.locale}|${requestKey(r.url)}`, r]));
  return (url, init) => {
    if (init.method === 'GET' && waiting.size > 0) {
      const key = `${init.headers['Accept-Language'] ?? ''}|${requestKey(url)}`;
      const answer = waiting.get(key);
      if (answer) {
        waiting.delete(key);
        return Promise.resolve({
          status: answer.status,
          ok: answer.status >= 200 && answer.status < 300,
          text: () => Promise.resolve(answer.body),
        });
      }
    }
    return transport(url, init);
  };
}
