/** What the client hands to the transport: a `fetch`-compatible init. */
export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  mode: 'cors';
  signal?: AbortSignal;
}

/** The part of `Response` the client reads. `fetch`'s Response satisfies it. */
export interface TransportResponse {
  status: number;
  ok: boolean;
  text(): Promise<string>;
}

/** A `fetch`-shaped function. Tests pass a fake; production uses `fetch`. */
export type Transport = (url: string, init: TransportRequest) => Promise<TransportResponse>;

export const fetchTransport: Transport = (url, init) => fetch(url, init);
