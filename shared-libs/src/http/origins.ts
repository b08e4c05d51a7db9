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
  /**
   * How many retryable failures `origin` had in the last few minutes (every `advance` records
   * one): the sign-in page avoids an origin that has been failing.
   */
  recentFailures(origin: string): number;
}

/** How long a failure counts against an origin. */
const FAILURE_MEMORY_MS = 5 * 60_000;

export function normalizeOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export function createOriginRotation(
  origins: readonly string[],
  now: () => number = () => Date.now(),
): OriginRotation {
  const list = origins.map(normalizeOrigin).filter(Boolean);
  if (list.length === 0) throw new Error('at least one API origin is required');
  let index = 0;
  const failures = new Map<string, number[]>();
  const recent = (origin: string) =>
    (failures.get(origin) ?? []).filter((t) => now() - t < FAILURE_MEMORY_MS);
  return {
    origins: list,
    current: () => list[index] as string,
    advance(failed) {
      const origin = normalizeOrigin(failed);
      failures.set(origin, [...recent(origin), now()]);
      if (list[index] === origin) index = (index + 1) % list.length;
      return list[index] as string;
    },
    recentFailures: (origin) => recent(normalizeOrigin(origin)).length,
  };
}
