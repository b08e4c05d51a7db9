/**
 * The server's clock for LayoutStore.serverTime (spec §3): the `Date` header of a same-origin
 * HEAD request, made when the page is idle (the API's CORS answers do not expose `Date`).
 */
export async function fetchServerTime(fetchImpl: typeof fetch = fetch): Promise<number | null> {
  try {
    const res = await fetchImpl('/registry.json', { method: 'HEAD', cache: 'no-store' });
    const t = Date.parse(res.headers.get('date') ?? '');
    return Number.isNaN(t) ? null : t;
  } catch {
    return null;
  }
}

export function whenIdle(run: () => void, win: Window = window): void {
  const idle = (win as Window & { requestIdleCallback?: (cb: () => void) => number })
    .requestIdleCallback;
  if (idle) idle(run);
  else win.setTimeout(run, 1);
}
