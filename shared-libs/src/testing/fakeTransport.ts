import type { Transport, TransportRequest, TransportResponse } from '../http/transport';

export interface RecordedCall {
  url: string;
  origin: string;
  path: string;
  query: Record<string, string>;
  method: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or the raw string, or undefined. */
  body: unknown;
}

/** What a handler answers: a response, a thrown network error, or a request that hangs. */
export type FakeReply =
  { status?: number; json?: unknown; text?: string } | { networkError: true } | { hang: true };

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export function jsonReply(json: unknown, status = 200): FakeReply {
  return { status, json };
}

/** The server's error envelope (api-contract.md). */
export function errorReply(
  error: string,
  error_code: number,
  status = 400,
  error_description = '',
  details: unknown[] = [],
): FakeReply {
  return { status, json: { error, error_code, error_description, error_uri: '', details } };
}

export const networkError: FakeReply = { networkError: true };
export const hang: FakeReply = { hang: true };

/**
 * A fake `fetch` for tests. Routes are matched by `METHOD path` (path without query); a route
 * may answer with one reply, a list consumed in order (the last one repeats), or a function.
 * Unmatched calls answer 404 with a `not_found` envelope. Every call is recorded.
 */
export function createFakeTransport(): Transport & {
  calls: RecordedCall[];
  on(method: string, path: string, reply: FakeReply | FakeReply[] | FakeHandler): void;
  callsTo(method: string, path: string): RecordedCall[];
} {
  const routes = new Map<string, FakeReply[] | FakeHandler>();
  const calls: RecordedCall[] = [];
  const transport = async (url: string, init: TransportRequest): Promise<TransportResponse> => {
    const u = new URL(url);
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: RecordedCall = {
      url,
      origin: u.origin,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      method: init.method,
      headers: { ...init.headers },
      body,
    };
    calls.push(call);
    const route = routes.get(`${init.method} ${u.pathname}`);
    let reply: FakeReply;
    if (!route) reply = errorReply('not_found', 5, 404, `no route ${init.method} ${u.pathname}`);
    else if (typeof route === 'function') reply = await route(call);
    else reply = (route.length > 1 ? route.shift() : route[0]) ?? { status: 200, json: {} };

    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if ('hang' in reply) {
      return new Promise<TransportResponse>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
    return { status, ok: status >= 200 && status < 300, text: () => Promise.resolve(text) };
  };
  return Object.assign(transport, {
    calls,
    on(method: string, path: string, reply: FakeReply | FakeReply[] | FakeHandler) {
      routes.set(
        `${method} ${path}`,
        typeof reply === 'function' ? reply : Array.isArray(reply) ? [...reply] : [reply],
      );
    },
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  });
}
