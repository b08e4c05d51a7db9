import type { ContentFetch } from './types';

/** Text and Markdown: at most this much is shown (the rest is not even downloaded). */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;
/** PDF: larger files are not previewed (the whole file is read to render it). */
export const PDF_PREVIEW_BYTES = 100 * 1024 * 1024;

/** A content link answered with an HTTP error (an expired link answers 403). */
export class ContentLinkError extends Error {
  constructor(readonly status: number) {
    super(`content link answered ${status}`);
    this.name = 'ContentLinkError';
  }
}

export interface ContentBytes {
  bytes: Uint8Array;
  /** The file is longer than `maxBytes`: only the start was read. */
  truncated: boolean;
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Reads at most `maxBytes` of a content link. A streamed body is cancelled past the limit, so
 * a 2 GB log costs 1 MB of download. Throws ContentLinkError on an HTTP error, and whatever
 * `fetch` throws (network, abort).
 */
export async function readContent(
  fetchContent: ContentFetch,
  url: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<ContentBytes> {
  const res = await fetchContent(url, { signal });
  if (!res.ok) throw new ContentLinkError(res.status);
  const reader = res.body?.getReader();
  if (!reader) {
    const all = new Uint8Array(await res.arrayBuffer());
    return all.length > maxBytes
      ? { bytes: all.subarray(0, maxBytes), truncated: true }
      : { bytes: all, truncated: false };
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: concat(parts, size), truncated: false };
    if (size + value.length > maxBytes) {
      parts.push(value.subarray(0, maxBytes - size));
      void reader.cancel().catch(() => undefined);
      return { bytes: concat(parts, maxBytes), truncated: true };
    }
    parts.push(value);
    size += value.length;
  }
}

/**
 * UTF-8 text of the bytes (a BOM is dropped), or null when they do not look like text (a NUL
 * in the first 8 KB). A cut-off last character of truncated bytes is left out, not mangled.
 */
export function decodeText(bytes: Uint8Array, truncated: boolean): string | null {
  if (bytes.subarray(0, 8192).includes(0)) return null;
  return new TextDecoder('utf-8').decode(bytes, { stream: truncated });
}
