/**
 * Shared rotation state over the configured API origins (one per platform instance, so every
 * remote benefits when one origin is found dead). Calls start on the current origin; a
 * retryable failure moves the rotation to the next one.
 */
export interface OriginRotation {
  readonly origins: readonly string[];
  current(): string;
  /**
   * Moves past `failed` if it is still the current origin (two calls failing on the same
   * origin at once advance it once, not twice). Returns the new current origin.
   */
  advance(failed: string): string;
}

export function normalizeOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export function createOriginRotation(origins: readonly string[]): OriginRotation {
  const list = origins.map(normalizeOrigin).filter(Boolean);
  if (list.length === 0) throw new Error('at least one API origin is required');
  let index = 0;
  return {
    origins: list,
    current: () => list[index] as string,
    advance(failed) {
      if (list[index] === normalizeOrigin(failed)) index = (index + 1) % list.length;
      return list[index] as string;
    },
  };
}
