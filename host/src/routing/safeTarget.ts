/**
 * The one navigation gate: returns a same-site path for a navigation target, or null when the
 * target is external or unsafe (spec §2: "External URLs and unsafe protocols are refused").
 * Accepts only absolute paths on this site: `/x`, `/x?y#z`. Refuses schemes (any case, with
 * control characters or whitespace inside), protocol-relative `//` and `/\`, userinfo tricks,
 * and anything that resolves to another origin.
 */
export function safeInternalPath(target: unknown, base = 'https://site.invalid'): string | null {
  if (typeof target !== 'string') return null;
  if (target.length === 0 || target.length > 2048) return null;
  // Browsers strip tab/newline and ignore leading C0 controls and spaces in URLs: refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u00a0\u2028\u2029\ufeff]/.test(target)) return null;
  if (target.trim() !== target) return null;
  if (!target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  return url.pathname + url.search + url.hash;
}
