export type Params = Record<string, string | string[]>;

/** Splits a path into non-empty segments (a trailing slash is tolerated). */
export function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/**
 * Matches path segments against a pattern (see RouteDef.pattern). Literals compare
 * case-insensitively; parameter values keep their case (share ids are case-sensitive).
 */
export function matchPattern(pattern: string, segments: string[]): Params | null {
  const parts = segmentsOf(pattern);
  const params: Params = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.startsWith('*')) {
      params[part.slice(1)] = segments.slice(i);
      return params;
    }
    const seg = segments[i];
    if (seg === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = seg;
    else if (part.toLowerCase() !== seg.toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}
